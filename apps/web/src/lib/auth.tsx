import { notifications } from "@mantine/notifications";
import { DEPARTMENT_NAMES, type DepartmentName, type Language, type PublicUser } from "@phd/shared";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import {
  ApiError,
  api,
  CONSENT_REQUIRED_EVENT,
  getToken,
  SESSION_EXPIRED_EVENT,
  sendEarly,
  setToken,
} from "./api-client.ts";
import {
  addressPicksLanguage,
  chooseLanguage,
  currentLanguage,
  onLanguageChosen,
  rememberedLanguage,
  useTranslation,
} from "./i18n.ts";

interface AuthState {
  isAuthenticated: boolean;
  loading: boolean;
  token: string | null;
  user: PublicUser | null;
  /** Store a token and its user after a sign-in (or a password change). */
  signIn(token: string, user: PublicUser): void;
  /** Forget the session now. */
  signOut(): void;
  /** Logout: forget the session once "/" is on screen (see RootLayout), so no guard redirects first. */
  logoutPending: boolean;
  requestLogout(): void;
  updateUser(user: PublicUser): void;
}

const AuthContext = createContext<AuthState | null>(null);

type CheckAuthAnswer = { data: PublicUser };
type LanguageAnswer = { data: PublicUser };

/** Shows the account's language, unless the address picks one (a shared `?lang=` link). */
function adoptAccountLanguage(user: PublicUser) {
  const language = user.language;
  if (language && language !== currentLanguage() && !addressPicksLanguage())
    void chooseLanguage(language, { byUser: false });
}

/** Keeps `language` on the signed-in account; the screen has already changed, so a failure is quiet. */
const saveLanguage = (language: Language) =>
  api.put<LanguageAnswer>("/api/account/language", { language }).then((r) => r.data);

// The stored session is checked as soon as the app's code runs, while the router still fetches the
// page's code: the two travel together instead of one after the other (issue 30, item 6).
const startupToken = getToken();
const startupCheck = startupToken ? sendEarly<CheckAuthAnswer>("/api/check-auth") : null;

/** The check of the stored token: the one sent at start-up when it was for this token. */
function checkStoredSession(stored: string): Promise<CheckAuthAnswer> {
  return startupCheck && stored === startupToken ? startupCheck() : api.get<CheckAuthAnswer>("/api/check-auth");
}

const SESSION_EXPIRED_TOAST = "session-expired";

/** On start, a stored token is checked with /api/check-auth; failure clears it (spec 000 §4). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const [user, setUser] = useState<PublicUser | null>(null);
  const [loading, setLoading] = useState<boolean>(() => getToken() !== null);
  const [logoutPending, setLogoutPending] = useState(false);

  useEffect(() => {
    const stored = getToken();
    if (!stored) return;
    let cancelled = false;
    checkStoredSession(stored)
      .then((res) => {
        if (cancelled) return;
        setUser(res.data);
        // A returning session shows the account's language: it may have been changed elsewhere.
        adoptAccountLanguage(res.data);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // The stored token is forgotten only when the server refused it. A check that got no answer
        // (offline, or cut off because the tab is leaving or reloading) keeps it: this page shows
        // the visitor signed out, and the next one checks again. Cleared on a cut-off check, a
        // reload at the wrong moment signed the visitor out, and so did the page before a sign-in.
        if (error instanceof ApiError && error.status !== 0) setToken(null);
        setTokenState(null);
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signOut = useCallback(() => {
    setToken(null);
    setTokenState(null);
    setUser(null);
    setLogoutPending(false);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    const onExpired = () => {
      signOut();
      // Said once: every request that was under way (a list and its round switcher) is answered 401.
      // It stays until closed or until the next sign-in: met on arriving at a page, it must not be
      // gone before it is read (WCAG 2.2.1).
      notifications.show({
        id: SESSION_EXPIRED_TOAST,
        autoClose: false,
        color: "yellow",
        title: t("Signed out"),
        message: t("Your session has ended. Please sign in again."),
      });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [signOut, t]);

  const signedInAs = user?.id;
  // A newer privacy notice was published while signed in: the session says so, and the shell shows it.
  useEffect(() => {
    if (!signedInAs) return;
    const onConsentRequired = () => {
      api.get<CheckAuthAnswer>("/api/check-auth").then(
        (res) => setUser(res.data),
        () => {},
      );
    };
    window.addEventListener(CONSENT_REQUIRED_EVENT, onConsentRequired);
    return () => window.removeEventListener(CONSENT_REQUIRED_EVENT, onConsentRequired);
  }, [signedInAs]);

  // A language picked in a switcher while signed in is kept on the account (decision 035).
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    return onLanguageChosen((language) => {
      saveLanguage(language).then(setUser, () => {});
    });
  }, [signedIn]);

  const value = useMemo<AuthState>(
    () => ({
      isAuthenticated: user !== null,
      loading,
      token,
      user,
      signIn(newToken, newUser) {
        notifications.hide(SESSION_EXPIRED_TOAST);
        setToken(newToken);
        setTokenState(newToken);
        setUser(newUser);
        queryClient.clear();
        // The language just used on this browser wins over the account's, and is kept on it;
        // a browser that never chose one shows the account's.
        const here = rememberedLanguage();
        if (here && newUser.language && here !== newUser.language) saveLanguage(here).then(setUser, () => {});
        else adoptAccountLanguage(newUser);
      },
      signOut,
      logoutPending,
      requestLogout: () => setLogoutPending(true),
      updateUser: setUser,
    }),
    [loading, token, user, signOut, logoutPending, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth outside AuthProvider");
  return ctx;
}

/**
 * The departments a staff screen offers the signed-in user: every one for the admin, a
 * coordinator's own (in the university's order). The server decides again on every request.
 */
export function useDepartmentsInReach(): readonly DepartmentName[] {
  const { user } = useAuth();
  return useMemo(() => {
    if (user?.role === "admin") return DEPARTMENT_NAMES;
    const own = new Set(user?.departments ?? []);
    return DEPARTMENT_NAMES.filter((d) => own.has(d));
  }, [user]);
}
