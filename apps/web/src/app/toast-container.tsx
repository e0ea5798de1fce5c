import { Notifications } from "@mantine/notifications";

/** Toasts: top-right, 5 s (spec 000 §2 gives two readings; decision 004 picks this one). */
export function ToastContainer() {
  return <Notifications position="top-right" autoClose={5000} limit={4} />;
}
