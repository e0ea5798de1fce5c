import { MantineProvider } from "@mantine/core";
import { useNotifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { AuthProvider } from "../lib/auth.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { cssVariablesResolver, theme } from "../theme.ts";

// The toast container (and its animation library) is its own chunk, fetched with the first toast:
// `notifications.show` only fills the store, which the container renders once it is mounted.
const ToastContainer = lazy(async () => ({ default: (await import("./toast-container.tsx")).ToastContainer }));

function Toasts() {
  const { notifications, queue } = useNotifications();
  const pending = notifications.length + queue.length > 0;
  const [needed, setNeeded] = useState(pending);
  useEffect(() => {
    if (pending) setNeeded(true);
  }, [pending]);
  if (!needed && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
