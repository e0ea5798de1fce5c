import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import { useAuth } from "../../lib/auth.tsx";

// The auth dialogs are their own chunks, fetched when one first opens: a visitor who only signs in
// does not download them (nor the shared schemas, and zod, that give their limits).
const PasswordChangeDialog = lazy(async () => ({
  default: (await import("./change-password-modal.tsx")).ForcedPasswordChange,
}));
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import("./forgot-password-modal.tsx")).ForgotPasswordModal,
}));
const EmailVerificationDialog = lazy(async () => ({
  default: (await import("./email-verification-modal.tsx")).EmailVerificationModal,
}));

/** True from the first time `open` is true on: the dialog then stays mounted (its state, its closing animation). */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

export function ForgotPasswordModal(props: ComponentProps<typeof ForgotPasswordDialog>) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <ForgotPasswordDialog {...props} />
    </Suspense>
  );
}

export function EmailVerificationModal(props: ComponentProps<typeof EmailVerificationDialog>) {
  if (!useOpenedOnce(props.userId !== null)) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationDialog {...props} />
    </Suspense>
  );
}

/** The forced password change of staff signed in with a temporary password (its dialog comes only for them). */
export function ForcedPasswordChange() {
  const { user } = useAuth();
  if (!user?.mustChangePassword) return null;
  return (
    <Suspense fallback={null}>
      <PasswordChangeDialog />
    </Suspense>
  );
}
