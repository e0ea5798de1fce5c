import { Button, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { PASSWORD_MIN_REGISTER } from "@phd/shared";
import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { authApi } from "./api.ts";

/**
 * Staff signed in with a temporary (e-mailed or printed) password must choose their own
 * before using the portal (DESIGN §4).
 */
export function ForcedPasswordChange() {
  const { t } = useTranslation("public");
  const { user, signIn } = useAuth();
  const form = useForm({
    initialValues: { currentPassword: "", newPassword: "", confirm: "" },
    validate: {
      currentPassword: (v) => (v ? null : t("Enter the temporary password")),
      newPassword: (v) =>
        v.length >= PASSWORD_MIN_REGISTER
          ? null
          : t("Password must be at least {{min}} characters", { min: PASSWORD_MIN_REGISTER }),
      confirm: (v, values) => (v === values.newPassword ? null : t("Passwords do not match")),
    },
  });
  const change = useMutation({
    mutationFn: (v: typeof form.values) =>
      authApi.changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword }),
    onSuccess: (res) => {
      signIn(res.token, res.user);
      notifications.show({ color: "green", message: t("Your new password is saved.") });
    },
    onError: (err) =>
      notifications.show({
        color: "red",
        message: errorMessage(err, t("Could not change the password. Please try again.")),
      }),
  });
  if (!user?.mustChangePassword) return null;
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t("Choose your own password")}
      centered
    >
      <form onSubmit={form.onSubmit((v) => change.mutate(v))}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t("You signed in with a temporary password. Choose a password only you know to continue.")}
          </Text>
          <PasswordInput
            label={t("Temporary password")}
            autoComplete="current-password"
            required
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput
            label={t("New password")}
            autoComplete="new-password"
            required
            {...form.getInputProps("newPassword")}
          />
          <PasswordInput
            label={t("Confirm new password")}
            autoComplete="new-password"
            required
            {...form.getInputProps("confirm")}
          />
          <Button type="submit" loading={change.isPending}>
            {t("Save password")}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
