import type { Announcement } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureId } from "../../../test/fixtures.ts";
import { expectRetryLoads, expectShownIn, findPhoneCards, rowOf } from "../../../test/lists.ts";
import { stubPhoneScreen } from "../../../test/media.ts";
import { type ApiHandler, acceptPuts, stubApi } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { ManageAnnouncements } from "./manage-announcements.tsx";

const LIST = "/api/announcement?limit=500";
const NOW = new Date("2026-03-20T12:00:00.000Z");
const id = (n: number) => fixtureId("8000", n);
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

function announcement(n: number, over: Partial<Announcement> = {}): Announcement {
  return {
    _id: id(n),
    title: `Announcement ${n}`,
    description: "",
    link: `https://college.edu/notice/${n}`,
    recipientRole: "all",
    createdAt: daysAgo(0),
    updatedAt: daysAgo(0),
    ...over,
  };
}

const ROWS = [
  announcement(1, {
    title: "Interview schedule",
    description: "Interviews for Civil Engineering start on Monday.",
    recipientRole: "candidate",
  }),
  announcement(2, { title: "Merit list published", recipientRole: "all", createdAt: daysAgo(1) }),
  announcement(3, { title: "Coordinator meeting", recipientRole: "coordinator", createdAt: daysAgo(4), link: null }),
  announcement(4, {
    title: "Fee deadline",
    recipientRole: "accountSectionCoordinator",
    createdAt: "2026-03-01T09:00:00.000Z",
  }),
];

function renderScreen({ rows = ROWS, handle }: { rows?: Announcement[]; handle?: ApiHandler } = {}) {
  const api = stubApi({ get: { [LIST]: rows }, handle });
  return { ...renderApp(<ManageAnnouncements />), api };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Manage Announcements", () => {
  it("lists every announcement with its recipients, age, link and actions", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Manage Announcements" })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Announcements" });
    for (const name of ["Announcement", "Recipients", "Created", "Link", "Actions"])
      expect(within(table).getByRole("columnheader", { name })).toBeVisible();

    const first = within(rowOf("Interview schedule"));
    expectShownIn(rowOf("Interview schedule"), [
      "Interviews for Civil Engineering start on Monday.",
      "Candidates",
      "Today",
    ]);
    const link = first.getByRole("link", { name: "Open Link: Interview schedule (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://college.edu/notice/1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(first.getByRole("button", { name: "Edit Interview schedule" })).toBeVisible();
    expect(first.getByRole("button", { name: "Delete Interview schedule" })).toBeVisible();

    expectShownIn(rowOf("Merit list published"), ["1 day ago", "Everyone"]);
    expectShownIn(rowOf("Coordinator meeting"), ["4 days ago", "No link"]);
    expectShownIn(rowOf("Fee deadline"), ["Mar 1, 2026", "Account Section"]);
    expect(screen.getByText("Showing 4 of 4")).toBeVisible();
  });

  it("searches by title or description", async () => {
    const { user } = renderScreen();
    await screen.findByText("Interview schedule");
    const search = screen.getByRole("textbox", { name: /Search announcements/ });
    await user.type(search, "civil engineering{Enter}");
    expect(await screen.findByText("Showing 1 of 4")).toBeVisible();
    expect(screen.getByText("Interview schedule")).toBeVisible();
    expect(screen.queryByText("Merit list published")).toBeNull();

    await retype(user, search, "MERIT{Enter}");
    expect(await screen.findByText("Merit list published")).toBeVisible();
    expect(screen.queryByText("Interview schedule")).toBeNull();

    await retype(user, search, "nothing like this{Enter}");
    expect(await screen.findByText("No announcements match your search")).toBeVisible();
    expect(screen.getByText("Showing 0 of 4")).toBeVisible();
  });

  it("says when there are none yet", async () => {
    renderScreen({ rows: [] });
    expect(await screen.findByText("No announcements yet")).toBeVisible();
  });

  it("checks the create form, then posts it and reloads the list", async () => {
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "POST" && req.url === "/api/announcement/create"
          ? {
              status: 201,
              body: { success: true, message: "Announcement created.", data: announcement(9, req.body as object) },
            }
          : undefined,
    });
    await screen.findByText("Interview schedule");
    await user.click(screen.getByRole("button", { name: "Create Announcement" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create Announcement" }));
    await user.click(dialog.getByRole("button", { name: "Create Announcement" }));
    expect(dialog.getAllByText("Title and link are required")).toHaveLength(2);
    expect(dialog.getByText("Please choose the recipients")).toBeVisible();

    await user.type(dialog.getByRole("textbox", { name: /^Title/ }), "  Results declared ");
    await user.type(dialog.getByRole("textbox", { name: /^Link/ }), "college.edu/results");
    await user.click(dialog.getByRole("button", { name: "Create Announcement" }));
    expect(dialog.getByText("Link must be a valid http(s) URL")).toBeVisible();
    expect(api.sent.filter((r) => r.method === "POST")).toHaveLength(0);

    await retype(user, dialog.getByRole("textbox", { name: /^Link/ }), "https://college.edu/results");
    await user.type(dialog.getByRole("textbox", { name: /^Description/ }), "Check your e-mail.");
    await user.click(dialog.getByRole("combobox", { name: /^Recipients/ }));
    await user.click(await screen.findByRole("option", { name: "Candidates" }));
    await user.click(dialog.getByRole("button", { name: "Create Announcement" }));

    expect(await screen.findByText("Announcement created.")).toBeVisible();
    expect(api.of("POST", "/api/announcement/create")[0]?.body).toEqual({
      title: "Results declared",
      link: "https://college.edu/results",
      description: "Check your e-mail.",
      recipientRole: "candidate",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(api.of("GET", LIST)).toHaveLength(2));
  });

  it("shows the server's message when a save is refused, else the spec's fallback", async () => {
    let calls = 0;
    const { user } = renderScreen({
      handle: (req) => {
        if (req.method !== "POST") return undefined;
        calls += 1;
        return calls === 1
          ? {
              status: 400,
              body: { success: false, message: "Validation failed", errors: { link: "Link is not allowed" } },
            }
          : { status: 502 };
      },
    });
    await screen.findByText("Interview schedule");
    await user.click(screen.getByRole("button", { name: "Create Announcement" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create Announcement" }));
    await user.type(dialog.getByRole("textbox", { name: /^Title/ }), "Results");
    await user.type(dialog.getByRole("textbox", { name: /^Link/ }), "https://college.edu/results");
    await user.click(dialog.getByRole("combobox", { name: /^Recipients/ }));
    await user.click(await screen.findByRole("option", { name: "Everyone" }));
    await user.click(dialog.getByRole("button", { name: "Create Announcement" }));
    expect(await dialog.findByText("Validation failed")).toBeVisible();
    expect(dialog.getByText("Link is not allowed")).toBeVisible();

    await user.click(dialog.getByRole("button", { name: "Create Announcement" }));
    expect(await dialog.findByText("Failed to create, update or delete announcement")).toBeVisible();
  });

  it("edits title, link and description, with the recipients shown and fixed", async () => {
    const { user, api } = renderScreen({
      handle: acceptPuts("Announcement updated.", (sent) => ({ ...ROWS[0], ...(sent as object) })),
    });
    await screen.findByText("Interview schedule");
    await user.click(screen.getByRole("button", { name: "Edit Interview schedule" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Announcement" }));
    expect(dialog.getByRole("textbox", { name: /^Title/ })).toHaveValue("Interview schedule");
    expect(dialog.getByRole("textbox", { name: /^Link/ })).toHaveValue("https://college.edu/notice/1");
    expect(dialog.getByRole("textbox", { name: /^Description/ })).toHaveValue(
      "Interviews for Civil Engineering start on Monday.",
    );
    const recipients = dialog.getByRole("textbox", { name: /^Recipients/ });
    expect(recipients).toHaveValue("Candidates");
    expect(recipients).toHaveAttribute("readonly");
    expect(recipients).toHaveAccessibleDescription("Recipients cannot be changed after an announcement is created.");
    expect(dialog.queryByRole("combobox", { name: /Recipients/ })).toBeNull();
    await user.type(recipients, "Everyone");
    expect(recipients).toHaveValue("Candidates");

    await user.clear(dialog.getByRole("textbox", { name: /^Title/ }));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(dialog.getByText("Title and link are required")).toBeVisible();
    await user.type(dialog.getByRole("textbox", { name: /^Title/ }), "Interview schedule (revised)");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Announcement updated.")).toBeVisible();
    expect(api.of("PUT", `/api/announcement/${id(1)}`)[0]?.body).toEqual({
      title: "Interview schedule (revised)",
      link: "https://college.edu/notice/1",
      description: "Interviews for Civil Engineering start on Monday.",
    });
    await waitFor(() => expect(api.of("GET", LIST)).toHaveLength(2));
  });

  it("asks before deleting, then deletes; a failed delete says so", async () => {
    let fail = false;
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "DELETE"
          ? fail
            ? { status: 500 }
            : { status: 200, body: { success: true, message: "Announcement deleted." } }
          : undefined,
    });
    await screen.findByText("Interview schedule");
    await user.click(screen.getByRole("button", { name: "Delete Merit list published" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Announcement" }));
    expect(dialog.getByText("Do you want to delete Merit list published? This action cannot be undone.")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Announcement deleted.")).toBeVisible();
    expect(api.sent.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual([`/api/announcement/${id(2)}`]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fail = true;
    await user.click(screen.getByRole("button", { name: "Delete Fee deadline" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to create, update or delete announcement")).toBeVisible();
  });

  it("says the announcements could not be loaded, and Retry loads them", async () => {
    let failing = true;
    const { user } = renderScreen({
      handle: (req) => (failing && req.method === "GET" ? { status: 500 } : undefined),
    });
    await expectRetryLoads(user, "Failed to load announcements", "Interview schedule", () => {
      failing = false;
    });
  });

  it("shows one card per announcement on a phone", async () => {
    stubPhoneScreen();
    renderScreen();
    const card = await findPhoneCards("announcement-card", 4);
    const first = card(0);
    expect(first.getByText("Interview schedule")).toBeVisible();
    expect(first.getByText("Candidates")).toBeVisible();
    expect(first.getByRole("link", { name: /Open Link: Interview schedule/ })).toBeVisible();
    expect(first.getByRole("button", { name: "Edit Interview schedule" })).toBeVisible();
  });
});
