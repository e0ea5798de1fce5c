import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { theme } from "../../../theme.ts";
import { LEAVE_TITLE, LeaveGuard } from "./unsaved.tsx";

/** A screen with something typed or not, and links within it and away from it. */
function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <LeaveGuard when={dirty} message="Marks typed for 1 candidate are not saved yet and will be lost." />
      <button type="button" onClick={() => setDirty(true)}>
        Type a mark
      </button>
      <Link to="/marks?page=2">Next page</Link>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

// The app's router is a data router (createBrowserRouter): leaving for another screen is held there.
function renderInDataRouter() {
  const router = createMemoryRouter(
    [
      { path: "/marks", element: <Editor /> },
      { path: "/elsewhere", element: <p>Another screen</p> },
    ],
    { initialEntries: ["/marks"] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe("LeaveGuard", () => {
  it("lets the user leave when nothing is unsaved, and moves within the screen freely", async () => {
    const user = userEvent.setup();
    const router = renderInDataRouter();
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Another screen")).toBeVisible();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("asks before leaving with unsaved edits; staying keeps the screen, leaving goes", async () => {
    const user = userEvent.setup();
    const router = renderInDataRouter();
    await user.click(screen.getByRole("button", { name: "Type a mark" }));
    await user.click(screen.getByRole("link", { name: "Next page" }));
    expect(router.state.location.search).toBe("?page=2");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    const dialog = within(await screen.findByRole("dialog", { name: LEAVE_TITLE }));
    expect(dialog.getByText("Marks typed for 1 candidate are not saved yet and will be lost.")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Stay on this page" }));
    expect(router.state.location.pathname).toBe("/marks");

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByText("Another screen")).toBeVisible();
  });

  it("asks the browser before the tab is closed or reloaded with unsaved edits", async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    const before = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.click(screen.getByRole("button", { name: "Type a mark" }));
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
