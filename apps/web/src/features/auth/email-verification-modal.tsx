import { Alert, Button, Group, Modal, PinInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { OTP_LENGTH, type PublicUser, paths } from "@phd/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, api } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { Trans, useTranslation } from "../../lib/i18n.ts";

/**
 * The Email Verification dialog: six digit boxes (auto-advance, backspace, paste), resend,
 * and spam-folder advice. Success signs the candidate in and opens /candidate-home.
 */
export function EmailVerificationModal({
  userId,
  email,
  onClose,
}: {
  userId: string | null;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("public");
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [resendNote, setResendNote] = useState<string | null>(null);

  const verify = useMutation({
    mutationFn: () =>
      api.post<{ token: string; candidate: PublicUser; message: string }>("/api/candidate/verify-otp", { userId, otp }),
    onSuccess: (res) => {
      signIn(res.token, res.candidate);
      notifications.show({ color: "green", message: res.message || t("Email verified successfully!") });
      navigate(paths.candidateHome, { replace: true });
    },
    onError: (err) => {
      setError(
        err instanceof ApiError && err.status !== 0 ? err.message || t("Invalid OTP") : t("Failed to verify OTP"),
      );
      setOtp("");
    },
  });
  const resend = useMutation({
    mutationFn: () => api.post<{ message: string }>("/api/candidate/resend-otp", { userId }),
    onMutate: () => {
      setResendNote(null);
      setError(null);
    },
    onSuccess: (res) => setResendNote(res?.message || t("New OTP sent successfully!")),
    onError: (err) => setError(err instanceof ApiError && err.status !== 0 ? err.message : t("Failed to resend OTP")),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (otp.length !== OTP_LENGTH) return setError(t("Please enter all 6 digits"));
    setError(null);
    verify.mutate();
  };

  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title={t("Email Verification")}
      centered
      closeOnClickOutside={false}
    >
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="We sent a 6-digit code to <b>{{email}}</b>. Enter it below to verify your e-mail address."
              values={{ email }}
              components={{ b: <b /> }}
            />
          </Text>
          <Group justify="center">
            <PinInput
              length={OTP_LENGTH}
              type="number"
              value={otp}
              onChange={(v) => setOtp(v.replace(/\D/g, ""))}
              oneTimeCode
              autoFocus
              size="md"
              aria-label={t("Verification code")}
              getInputProps={(index) => ({ "aria-label": t("Digit {{n}}", { n: index + 1 }) })}
            />
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {resendNote && <Alert color="green">{resendNote}</Alert>}
          <Button type="submit" loading={verify.isPending}>
            {t("Verify")}
          </Button>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t("Didn't get it? Check your spam or junk folder.")}
            </Text>
            <Button variant="subtle" size="xs" onClick={() => resend.mutate()} loading={resend.isPending}>
              {t("Resend code")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
