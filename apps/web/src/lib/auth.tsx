import { notifications } from "@mantine/notifications";
import { DEPARTMENT_NAMES, type DepartmentName, type PublicUser } from "@phd/shared";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { api, getToken, SESSION_EXPIRED_EVENT, sendEarly, setToken } from "./api-client.ts";

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

// The stored session is checked as soon as the app's code runs, while the router still fetches the
// page's code: the two travel together instead of one after the other (issue 30, item 6).
const startupToken = getToken();
const startupCheck = startupToken ? sendEarly<CheckAuthAnswer>("/api/check-auth") : null;

/** The check of the stored token: the one sent at start-up when it was for this token. */
function checkStoredSession(stored: string): Promise<CheckAuthAnswer> {
  return startupCheck && stored === startupToken ? startupCheck() : api.get<CheckAuthAnswer>("/api/check-auth");
}

/** On start, a stored token is checked with /api/check-auth; failure clears it (spec 000 §4). */
export function AuthProvider({ children }: { children: ReactNode }) {
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
        if (!cancelled) setUser(res.data);
      })
      .catch(() => {
        if (cancelled) return;
        setToken(null);
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
      notifications.show({
        id: "session-expired",
        color: "yellow",
        title: "Signed out",
        message: "Your session has ended. Please sign in again.",
      });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [signOut]);

  const value = useMemo<AuthState>(
    () => ({
      isAuthenticated: user !== null,
      loading,
      token,
      user,
      signIn(newToken, newUser) {
        setToken(newToken);
        setTokenState(newToken);
        setUser(newUser);
        queryClient.clear();
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
