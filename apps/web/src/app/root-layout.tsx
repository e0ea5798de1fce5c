import { Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { PublicShell } from "../components/shell/public-shell.tsx";
import { SignedInShell } from "../components/shell/signed-in-shell.tsx";
import { ForcedPasswordChange } from "../features/auth/index.ts";
import { useWebsiteHeading } from "../features/constants/index.ts";
import { InstitutionFooter } from "../features/site/index.ts";
import { useAuth } from "../lib/auth.tsx";

/** Loading screen while the stored session is checked, then the sidebar shell or the public header. */
export function RootLayout() {
  const { loading, user, logoutPending, signOut } = useAuth();
  const { pathname } = useLocation();
  const heading = useWebsiteHeading();
  useEffect(() => {
    if (logoutPending && pathname === "/") signOut();
  }, [logoutPending, pathname, signOut]);
  if (loading) return <LoadingScreen label="Checking your session…" />;
  const content = (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      <ScrollRestoration />
      {user ? (
        <SignedInShell heading={heading}>
          {content}
          <ForcedPasswordChange />
        </SignedInShell>
      ) : (
        <PublicShell heading={heading} footer={<InstitutionFooter />}>
          {content}
        </PublicShell>
      )}
    </>
  );
}
