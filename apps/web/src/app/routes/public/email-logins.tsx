import { EmailLoginForm } from "../../../features/auth/index.ts";
import { useTranslation } from "../../../lib/i18n.ts";

export function CandidateLoginPage() {
  const { t } = useTranslation("public");
  return (
    <EmailLoginForm
      account="candidate"
      title={t("Candidate Login")}
      subtitle={t("Sign in to manage your profile and applications.")}
    />
  );
}

export function AccountSectionLoginPage() {
  const { t } = useTranslation("public");
  return (
    <EmailLoginForm
      account="accountSectionCoordinator"
      title={t("Account Section Login")}
      subtitle={t("Account section staff sign in with their e-mail address.")}
    />
  );
}
