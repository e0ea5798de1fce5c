import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { fieldError, paths, REFUSAL_CODES, registerBody } from "@phd/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { AdmissionsClosed } from "../../../components/admissions-closed.tsx";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { EmailVerificationModal } from "../../../features/auth/index.ts";
import { useAdmissionsOpen } from "../../../features/constants/index.ts";
import { PrivacyNoticeText, usePrivacyNotice } from "../../../features/privacy/index.ts";
import { ApiError, api } from "../../../lib/api-client.ts";
import { currentLanguage, Trans, useTranslation } from "../../../lib/i18n.ts";

export function CandidateRegisterPage() {
  const { t } = useTranslation("public");
  const closedMessage = t("Admissions are currently closed. Please check back later.");
  const admissions = useAdmissionsOpen();
  const [pending, setPending] = useState<{ userId: string; email: string } | null>(null);
  // The notice is shown before the form is sent, and agreeing is an explicit, unticked box (DPDP Act s. 6).
  const notice = usePrivacyNotice();
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "", phone: "", password: "", confirmPassword: "", consent: false },
    validate: {
      // The server's own field rules and messages (packages/shared registerBody).
      name: (v) => fieldError(registerBody.shape.name, v),
      email: (v) => fieldError(registerBody.shape.email, v),
      phone: (v) => fieldError(registerBody.shape.phone, v),
      password: (v) => fieldError(registerBody.shape.password, v),
      confirmPassword: (v, values) => (v === values.password ? null : t("Passwords do not match")),
      consent: (v) => (v ? null : t("Please read the privacy notice and agree to it")),
    },
  });
  const register = useMutation({
    mutationFn: (v: typeof form.values) =>
      api.post<{ message: string; data: { userId: string } }>("/api/candidate/register", {
        name: v.name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        password: v.password,
        // Mails to the candidate come in the language they registered in (decision 035).
        language: currentLanguage(),
        consentNoticeVersion: notice.data?.version,
      }),
    onSuccess: (res, v) => {
      notifications.show({ color: "green", message: res.message });
      setPending({ userId: res.data.userId, email: v.email.trim() });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fieldErrors) form.setErrors(err.fieldErrors);
      // A new notice was published since the page opened: show it, and ask again.
      if (err instanceof ApiError && err.data?.code === REFUSAL_CODES.noticeChanged) {
        form.setFieldValue("consent", false);
        void notice.refetch();
      }
      notifications.show({
        color: "red",
        message:
          err instanceof ApiError
            ? err.status === 0
              ? t("An error occurred during registration")
              : err.message || t("Registration failed")
            : t("Registration failed"),
      });
    },
  });

  if (admissions.isLoading || notice.isLoading) return <LoadingScreen label={t("Checking admission status…")} />;
  const open = admissions.data === true;
  if (!open) {
    return (
      <AdmissionsClosed
        message={closedMessage}
        actions={[
          { label: t("Go to Home"), to: "/" },
          { label: t("Sign In (Existing Users)"), to: paths.candidateLogin, primary: true },
        ]}
      />
    );
  }

  const mismatch = form.values.confirmPassword.length > 0 && form.values.confirmPassword !== form.values.password;

  return (
    <Container size={480} py={40}>
      <Group justify="center" mb="xs">
        <Badge color="green" variant="light" size="lg">
          {t("Admissions Open")}
        </Badge>
      </Group>
      <Title order={1} size="h2" ta="center">
        {t("Candidate Registration")}
      </Title>
      <Text c="dimmed" size="sm" ta="center" mt={4}>
        <Trans
          t={t}
          i18nKey="Already registered? <a>Sign in</a>"
          components={{ a: <Anchor component={Link} to={paths.candidateLogin} /> }}
        />
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg">
        <form
          noValidate
          onSubmit={form.onSubmit((v) => {
            if (!open) {
              notifications.show({ color: "red", message: closedMessage });
              return;
            }
            register.mutate(v);
          })}
        >
          <Stack>
            <TextInput label={t("Full Name")} required autoComplete="name" {...form.getInputProps("name")} />
            <TextInput label={t("Email")} type="email" required autoComplete="email" {...form.getInputProps("email")} />
            <TextInput label={t("Phone")} type="tel" required autoComplete="tel" {...form.getInputProps("phone")} />
            <PasswordInput
              label={t("Password")}
              required
              autoComplete="new-password"
              description={t("Password must be at least 8 characters")}
              {...form.getInputProps("password")}
            />
            <PasswordInput
              label={t("Confirm Password")}
              required
              autoComplete="new-password"
              {...form.getInputProps("confirmPassword")}
              error={mismatch ? t("Passwords do not match") : form.errors.confirmPassword}
            />
            {notice.data ? (
              <PrivacyNoticeText notice={notice.data} height={220} />
            ) : (
              <Text c="red" size="sm" role="alert">
                {t("The privacy notice could not be loaded. Reload the page to register.")}
              </Text>
            )}
            <Checkbox
              label={t(
                "I have read the privacy notice and agree to the processing of my personal data as it describes.",
              )}
              required
              {...form.getInputProps("consent", { type: "checkbox" })}
            />
            <Button type="submit" loading={register.isPending} disabled={!open || mismatch || !notice.data}>
              {t("Register")}
            </Button>
          </Stack>
        </form>
      </Paper>
      <EmailVerificationModal
        userId={pending?.userId ?? null}
        email={pending?.email ?? ""}
        onClose={() => setPending(null)}
      />
    </Container>
  );
}
