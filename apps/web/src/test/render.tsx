import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { theme } from "../theme.ts";

export interface RenderAppOptions extends Omit<RenderOptions, "wrapper"> {
  /** The address the router starts at. */
  route?: string;
}

/**
 * Renders a component as the app does (Mantine with the app's theme, a fresh query client without
 * retries, a router, toasts) and returns Testing Library's queries with a user-event instance.
 */
export function renderApp(ui: ReactElement, { route = "/", ...options }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  // Files of any type reach the picker, as with "All files" in a browser: the app's own check is under test.
  const user = userEvent.setup({ applyAccept: false });
  return { user, queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
