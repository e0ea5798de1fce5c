import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
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

/** Replaces what a field holds with `text`, as a user does: clears it, then types. */
export async function retype(user: ReturnType<typeof userEvent.setup>, field: Element, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** The address's query string, shown beside a screen so that a test can read what it wrote there. */
export function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** The query string shown by `Address`. */
export const address = () => screen.getByTestId("address").textContent;

/** `renderApp` of a screen with the `Address` beside it, the router at `route`. */
export function renderWithAddress(ui: ReactElement, route?: string) {
  return renderApp(
    <>
      {ui}
      <Address />
    </>,
    { route },
  );
}
