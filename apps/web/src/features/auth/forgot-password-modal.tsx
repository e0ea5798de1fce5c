import { Alert, Button, Group, Modal, PasswordInput, PinInput, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { PASSWORD_MIN_RESET, RESET_TOKEN_LENGTH, ROLE_PATH_SEGMENTS, type Role } from "@phd/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

/** Upper-cased letters and digits only, at most six (spec 000 §5). */
export function normaliseResetToken(raw: string): string {
  return raw
    .replace(/[^a-zA-Z0-9]/g, "")
    .toUpperCase()
    .slice(0, RESET_TOKEN_LENGTH);
}

/**
 * The two-step Forgot / Reset password modal shared by all four roles (spec 000 §2, §4, §5).
 * Closing it, by the icon or the backdrop, clears every field.
 */
export function ForgotPasswordModal({ opened, onClose, role }: { opened: boolean; onClose: () => void; role: Role }) {
  const { t } = useTranslation("public");
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState("");
  const [token, setToken] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const segment = ROLE_PATH_SEGMENTS[role] ?? "candidate";

  const reset = () => {
    setStep(1);
    setEmail("");
    setToken("");
    setPassword("");
    setConfirm("");
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  // A server's refusal is shown in its words (else `fallback`); a network failure in general words.
  const showFailure = (fallback: string) => (err: unknown) => {
    const msg =
      err instanceof ApiError && err.status !== 0
        ? err.message || fallback
        : t("Something went wrong. Please try again.");
    setError(msg);
    notifications.show({ color: "red", message: msg });
  };
  const forgot = useMutation({
    mutationFn: () => api.post<{ message: string }>(`/api/${segment}/forgot-password`, { email: email.trim() }),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res?.message || t("Reset token sent successfully!") });
      setError(null);
      setStep(2);
    },
    onError: showFailure(t("Failed to send reset token. Please try again.")),
  });
  const resetPassword = useMutation({
    mutationFn: () =>
      api.post<{ message: string }>(`/api/${segment}/reset-password`, { email: email.trim(), token, password }),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res?.message || t("Password reset successful!") });
      close();
    },
    onError: showFailure(t("Failed to reset password. Please try again.")),
  });

  const submitForgot = (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(t("Email is required"));
    forgot.mutate();
  };
  const submitReset = (e: React.FormEvent) => {
    e.preventDefault();
    if (token.length !== RESET_TOKEN_LENGTH) return setError(t("Please enter the complete 6-character token!"));
    if (password !== confirm) return setError(t("Passwords do not match!"));
    if (password.length < PASSWORD_MIN_RESET) return setError(t("Password must be at least 6 characters long!"));
    setError(null);
    resetPassword.mutate();
  };

  return (
    <Modal opened={opened} onClose={close} title={step === 1 ? t("Forgot Password") : t("Reset Password")} centered>
      {step === 1 ? (
        <form onSubmit={submitForgot} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t("Enter the e-mail address of your account. We will send you a 6-character reset token.")}
            </Text>
            <TextInput
              type="email"
              label={t("Email")}
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-autofocus
            />
            {error && <Alert color="red">{error}</Alert>}
            <Button type="submit" loading={forgot.isPending}>
              {t("Send Reset Token")}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitReset} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t("Enter the token sent to {{address}} and choose a new password.", { address: email })}
            </Text>
            <div
              onPasteCapture={(e) => {
                e.preventDefault();
                e.stopPropagation();
                setToken(normaliseResetToken(e.clipboardData.getData("text")));
              }}
            >
              <Text component="label" size="sm" fw={500} id="reset-token-label">
                {t("Reset token")}
              </Text>
              <PinInput
                length={RESET_TOKEN_LENGTH}
                type={/^[a-zA-Z0-9]*$/}
                value={token}
                onChange={(v) => setToken(normaliseResetToken(v))}
                aria-labelledby="reset-token-label"
                getInputProps={(index) => ({ "aria-label": t("Token character {{n}}", { n: index + 1 }) })}
                inputMode="text"
                oneTimeCode
                mt={4}
                styles={{ input: { textTransform: "uppercase" } }}
              />
            </div>
            <PasswordInput
              label={t("New Password")}
              required
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              label={t("Confirm Password")}
              required
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
            />
            {error && <Alert color="red">{error}</Alert>}
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => {
                  setStep(1);
                  setToken("");
                  setPassword("");
                  setConfirm("");
                  setError(null);
                }}
              >
                {t("Back")}
              </Button>
              <Button type="submit" loading={resetPassword.isPending}>
                {t("Reset Password")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
