import { EmailLoginForm } from "../../../features/auth/index.ts";

export function CandidateLoginPage() {
  return (
    <EmailLoginForm
      account="candidate"
      title="Candidate Login"
      subtitle="Sign in to manage your profile and applications."
    />
  );
}

export function AccountSectionLoginPage() {
  return (
    <EmailLoginForm
      account="accountSectionCoordinator"
      title="Account Section Login"
      subtitle="Account section staff sign in with their e-mail address."
    />
  );
}
