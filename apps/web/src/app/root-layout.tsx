import { lazy, Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { PublicShell } from "../components/shell/public-shell.tsx";
import { ForcedPasswordChange } from "../features/auth/index.ts";
import { useWebsiteHeading } from "../features/constants/index.ts";
import { ConsentRequired } from "../features/privacy/index.ts";
import { InstitutionFooter } from "../features/site/index.ts";
import { getToken } from "../lib/api-client.ts";
import { useAuth } from "../lib/auth.tsx";
import { useTranslation } from "../lib/i18n.ts";

// The sidebar shell is signed-in only: its own chunk, so a visitor of the public pages does not
// download it (the forced password change loads its dialog only for those who need it).
const loadSignedInShell = () => import("../components/shell/signed-in-shell.tsx");
const SignedInShell = lazy(async () => ({ default: (await loadSignedInShell()).SignedInShell }));
// With a stored session it is most likely needed: fetched beside the page's code, not after the check.
if (getToken()) loadSignedInShell().catch(() => undefined); // a failure shows when it is rendered

/** Loading screen while the stored session is checked, then the sidebar shell or the public header. */
export function RootLayout() {
  const { t } = useTranslation();
  const { loading, user, logoutPending, signOut } = useAuth();
  const { pathname } = useLocation();
  const heading = useWebsiteHeading();
  useEffect(() => {
    if (logoutPending && pathname === "/") signOut();
  }, [logoutPending, pathname, signOut]);
  if (loading) return <LoadingScreen label={t("Checking your session…")} />;
  const content = (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      <ScrollRestoration />
      {user ? (
        <Suspense fallback={<LoadingScreen />}>
          <SignedInShell heading={heading}>
            {/* A temporary password opens nothing but its change, and a newer privacy notice nothing but
                itself: the page's requests would be refused (403). */}
            {user.mustChangePassword ? null : user.consentRequired ? <ConsentRequired /> : content}
            <ForcedPasswordChange />
          </SignedInShell>
        </Suspense>
      ) : (
        <PublicShell heading={heading} footer={<InstitutionFooter />}>
          {content}
        </PublicShell>
      )}
    </>
  );
}
