import { useNavigate } from "react-router";
import { useAuth } from "../../lib/auth.tsx";

/**
 * Logout goes to "/" and forgets the session (spec 000 §4). The session is cleared by RootLayout
 * once "/" is rendered: React Router navigates in a transition, so clearing it first would let the
 * current page's guard send the person to a login page.
 */
export function useLogout() {
  const { requestLogout } = useAuth();
  const navigate = useNavigate();
  return () => {
    requestLogout();
    navigate("/", { replace: true });
  };
}
