import { Anchor, PasswordInput, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { homeOfRole, paths, type Role } from "@phd/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { Trans, useTranslation } from "../../lib/i18n.ts";
import { authApi } from "./api.ts";
import { EmailVerificationModal, ForgotPasswordModal } from "./dialogs.tsx";
import { SignInFrame } from "./sign-in-frame.tsx";

/** Candidate and Account Section sign-in: e-mail and password (spec 000 §2). */
export function EmailLoginForm({
  account: role,
  title,
  subtitle,
}: {
  account: "candidate" | "accountSectionCoordinator";
  title: string;
  subtitle: string;
}) {
  const { t } = useTranslation("public");
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: {
      email: (v) => (v.trim() ? null : t("Email is required")),
      password: (v) => (v ? null : t("Password is required")),
    },
  });
  const login = useMutation({
    mutationFn: (v: typeof form.values) =>
      authApi.emailLogin(role === "candidate" ? "candidate" : "account-section-coordinator", {
        email: v.email.trim(),
        password: v.password,
      }),
    onSuccess: (res) => {
      signIn(res.token, res.user);
      notifications.show({
        color: "green",
        message: role === "candidate" ? res.message || t("Login successful!") : t("Login successful!"),
      });
      navigate(homeOfRole(res.user.role), { replace: true });
    },
    onError: (err) => {
      const message =
        err instanceof ApiError && err.status !== 0
          ? err.message || t("Login failed. Please try again.")
          : t("Login failed. Please try again.");
      notifications.show({ color: "red", message });
      const userId =
        err instanceof ApiError && err.status === 403 ? (err.data?.userId as string | undefined) : undefined;
      if (userId) setUnverified(userId);
    },
  });

  return (
    <SignInFrame
      title={title}
      subtitle={subtitle}
      onSubmit={form.onSubmit((v) => login.mutate(v))}
      pending={login.isPending}
      onForgot={() => setForgotOpen(true)}
      fields={
        <>
          <TextInput label={t("Email")} type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <PasswordInput
            label={t("Password")}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
        </>
      }
      footer={
        role === "candidate" && (
          <Text size="sm" ta="center">
            <Trans
              t={t}
              i18nKey="New candidate? <a>Register here</a>"
              components={{ a: <Anchor component={Link} to={paths.candidateRegister} /> }}
            />
          </Text>
        )
      }
    >
      <ForgotPasswordModal opened={forgotOpen} onClose={() => setForgotOpen(false)} role={role as Role} />
      {role === "candidate" && (
        <EmailVerificationModal
          userId={unverified}
          email={form.values.email.trim()}
          onClose={() => setUnverified(null)}
        />
      )}
    </SignInFrame>
  );
}
