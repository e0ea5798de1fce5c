import { Group, PasswordInput, Radio, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { homeOfRole } from "@phd/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { authApi, ForgotPasswordModal, SignInFrame } from "../../../features/auth/index.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

export function FacultyLoginPage() {
  const { t } = useTranslation("public");
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm({
    initialValues: { mis: "", password: "", role: "coordinator" as "coordinator" | "admin" },
    validate: {
      mis: (v) => (v.trim() ? null : t("MIS Number is required")),
      password: (v) => (v ? null : t("Password is required")),
    },
  });
  const login = useMutation({
    mutationFn: (v: typeof form.values) => authApi.facultyLogin(v.role, { mis: v.mis.trim(), password: v.password }),
    onSuccess: (res) => {
      signIn(res.token, res.user);
      notifications.show({ color: "green", message: t("Login successful!") });
      navigate(homeOfRole(res.user.role), { replace: true });
    },
    onError: (err) => {
      // The faculty login only logs a network exception (spec 000 §8); server answers are shown.
      if (err instanceof ApiError && err.status !== 0) {
        notifications.show({ color: "red", message: errorMessage(err, t("Login failed. Please try again.")) });
      } else console.error(err);
    },
  });

  return (
    <SignInFrame
      title={t("Faculty Login")}
      subtitle={t("Coordinators and administrators sign in with their MIS number.")}
      onSubmit={form.onSubmit((v) => login.mutate(v))}
      pending={login.isPending}
      onForgot={() => setForgotOpen(true)}
      fields={
        <>
          <TextInput
            label={t("MIS Number")}
            placeholder={t("Your MIS number")}
            autoComplete="username"
            required
            {...form.getInputProps("mis")}
          />
          <PasswordInput
            label={t("Password")}
            placeholder={t("Your password")}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <Radio.Group label={t("Login As")} {...form.getInputProps("role")}>
            <Group mt={6}>
              <Radio value="coordinator" label={t("Coordinator")} />
              <Radio value="admin" label={t("Admin")} />
            </Group>
          </Radio.Group>
        </>
      }
    >
      <ForgotPasswordModal opened={forgotOpen} onClose={() => setForgotOpen(false)} role={form.values.role} />
    </SignInFrame>
  );
}
