import { useNavigate } from "react-router";
import { useAuth } from "../../lib/auth.tsx";

/** Logout forgets the session and goes to "/" (spec 000 §4). */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return () => {
    signOut();
    navigate("/", { replace: true });
  };
}
