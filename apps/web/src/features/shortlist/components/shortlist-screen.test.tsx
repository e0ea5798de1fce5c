import type { DepartmentName } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { roundId, shortlistAnswer, shortlistEntry } from "../../../test/fixtures.ts";
import { expectShownIn } from "../../../test/lists.ts";
import { fakeMatchMedia } from "../../../test/media.ts";
import type { ApiHandler, stubApi } from "../../../test/network.ts";
import {
  DEPARTMENT as D,
  renderSelectionScreen,
  rowsOf,
  type SelectionStubs,
} from "../../../test/selection-screen.tsx";
import { CLOSED_ROUND_NOTICE } from "../../rounds/index.ts";
import { ShortlistScreen } from "./shortlist-screen.tsx";

const DECIDE = `/api/rounds/${roundId(2)}/shortlist`;
/** The list's request for round `n`, department D, with the given filters (in the API's order) and page. */
const LIST = (query = "", n = 2, page = 1) =>
  `/api/rounds/${roundId(n)}/shortlist?department=Computer+Engineering${query}&page=${page}&limit=25`;

const jrf = shortlistEntry(1, {
  name: "Asha Rao",
  email: "asha@example.org",
  qualification: "JRF",
  channel: "NET_JRF",
  method: "INTERVIEW_ONLY",
  channelReason: "NET with JRF: NET/JRF channel, interview only",
  category: "OBC",
  isPhysicallyDisabled: true,
});
const none = shortlistEntry(2, { name: "Bala Iyer", email: "bala@example.org" });
const refused = shortlistEntry(3, {
  decision: "NOT_SHORTLISTED",
  decisionReason: "Research proposal outside the department's areas",
  decidedAt: "2026-11-20T10:00:00.000Z",
  isVerified: false,
});

function renderScreen({
  route = "/shortlist",
  departments = [D],
  ...stubs
}: SelectionStubs & { route?: string; departments?: DepartmentName[] } = {}) {
  return renderSelectionScreen(<ShortlistScreen departments={departments} />, route, stubs);
}

const decisions = (api: ReturnType<typeof stubApi>) => api.of("POST", DECIDE).map((r) => r.body);
const answered =
  (message: string, updated: number): ApiHandler =>
  (req) =>
    req.method === "POST" ? { status: 200, body: { success: true, message, data: { updated } } } : undefined;

describe("the Shortlist screen", () => {
  it("lists the department's applications with category, PwD, channel and its reason, decision and counts", async () => {
    renderScreen({
      get: {
        [LIST()]: shortlistAnswer([jrf, none, refused], { counts: { pending: 2, shortlisted: 4, notShortlisted: 1 } }),
      },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Shortlist" })).toBeVisible();
    // The coordinator's only department is chosen for them.
    expect(screen.getByRole("combobox", { name: "Department" })).toHaveValue(D);
    const table = await screen.findByRole("table", { name: "Applications in selection" });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(3);

    const first = within(rows[0] as HTMLElement);
    expectShownIn(rows[0], [
      "PHD001",
      "Asha Rao",
      "OBC",
      "PwD",
      "NET/JRF",
      "NET with JRF: NET/JRF channel, interview only",
      "Not decided",
    ]);
    expect(first.getByRole("checkbox", { name: "Select PHD001" })).not.toBeChecked();

    const second = within(rows[1] as HTMLElement);
    expectShownIn(rows[1], [
      "Entrance test",
      "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
    ]);
    expect(second.queryByText("PwD")).toBeNull();

    expectShownIn(rows[2], [
      "Not shortlisted",
      "Reason: Research proposal outside the department's areas",
      "Not verified anymore",
    ]);

    const counts = screen.getByRole("group", { name: "Filter by decision" });
    expect(within(counts).getByRole("button", { name: "Not decided: 2" })).toHaveAttribute("aria-pressed", "false");
    expect(within(counts).getByRole("button", { name: "Shortlisted: 4" })).toBeVisible();
    expect(within(counts).getByRole("button", { name: "Not shortlisted: 1" })).toBeVisible();
    expect(screen.getByText("No application selected.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Shortlist" })).toBeDisabled();
  });

  it("filters by decision from the counts, by channel and category, and searches after a pause, all in the address", async () => {
    const { user, api } = renderScreen({
      get: {
        [LIST()]: shortlistAnswer([jrf, none]),
        [LIST("&decision=PENDING")]: shortlistAnswer([jrf]),
        [LIST("&channel=NET_JRF&decision=PENDING")]: shortlistAnswer([jrf]),
        [LIST("&channel=NET_JRF&decision=PENDING&category=OBC")]: shortlistAnswer([jrf]),
        [LIST("&channel=NET_JRF&decision=PENDING&category=OBC&search=asha")]: shortlistAnswer([jrf]),
      },
    });
    await screen.findByText("PHD002");
    await user.click(screen.getByRole("button", { name: "Not decided: 2" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("?decision=PENDING"));
    expect(screen.getByRole("button", { name: "Not decided: 1" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("combobox", { name: "Channel" }));
    await user.click(await screen.findByRole("option", { name: "NET/JRF" }));
    await user.click(screen.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "OBC" }));
    await user.type(screen.getByRole("textbox", { name: /^Search/ }), "asha");
    await waitFor(() =>
      expect(screen.getByTestId("address")).toHaveTextContent(
        "?channel=NET_JRF&decision=PENDING&category=OBC&search=asha",
      ),
    );
    await waitFor(() =>
      expect(api.of("GET", LIST("&channel=NET_JRF&decision=PENDING&category=OBC&search=asha"))).toHaveLength(1),
    );
    // One request for the typed word, not one per key.
    expect(api.sent.filter((r) => r.url.includes("search="))).toHaveLength(1);
  });

  it("selects every application of the page and shortlists them by id, after saying how many are mailed", async () => {
    const { user, api } = renderScreen({
      get: { [LIST()]: shortlistAnswer([jrf, none]) },
      handle: answered("2 applications updated.", 2),
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select all on this page" }));
    expect(screen.getByRole("checkbox", { name: "Select PHD001" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select PHD002" })).toBeChecked();
    expect(screen.getByText("2 applications selected.")).toBeVisible();
    // Everything matching is on this page: nothing more to offer.
    expect(screen.queryByRole("button", { name: /Select all \d+ matching/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Shortlist" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Shortlist applications" }));
    expectShownIn(await screen.findByRole("dialog", { name: "Shortlist applications" }), [
      `Shortlist 2 applications of ${D}?`,
      "2 candidates will be mailed.",
    ]);
    expect(decisions(api)).toEqual([]);
    const gets = api.of("GET", LIST()).length;

    await user.click(dialog.getByRole("button", { name: "Shortlist 2 applications" }));
    expect(await screen.findByText("2 applications updated.")).toBeVisible();
    expect(decisions(api)).toEqual([{ department: D, decision: "SHORTLISTED", applicationIds: [jrf.id, none.id] }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(api.of("GET", LIST()).length).toBeGreaterThan(gets));
    expect(screen.getByText("No application selected.")).toBeVisible();
  });

  it("after the whole page, selects all that match the filters and decides on them with the filters", async () => {
    const query = "&channel=ENTRANCE_TEST&search=rao";
    const { user, api } = renderScreen({
      route: "/shortlist?channel=ENTRANCE_TEST&search=rao",
      get: { [LIST(query)]: shortlistAnswer([jrf, none], { totalPages: 2, total: 30 }) },
      handle: answered("30 applications updated.", 30),
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: "Select all 30 matching" }));
    expect(screen.getByText("All 30 matching applications are selected.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Undo decision" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Undo decisions" }));
    expect(
      dialog.getByText(`Take back the decision on all 30 applications matching the filters of ${D}?`),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Undo decision on 30 applications" }));
    expect(await screen.findByText("30 applications updated.")).toBeVisible();
    expect(decisions(api)).toEqual([
      { department: D, decision: "PENDING", allMatching: { channel: "ENTRANCE_TEST", search: "rao" } },
    ]);
  });

  it("unticking one row after choosing all matching goes back to the page's rows", async () => {
    const { user } = renderScreen({ get: { [LIST()]: shortlistAnswer([jrf, none], { totalPages: 2, total: 30 }) } });
    await user.click(await screen.findByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: "Select all 30 matching" }));
    await user.click(screen.getByRole("checkbox", { name: "Select PHD001" }));
    expect(screen.getByText("1 application selected.")).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Select PHD002" })).toBeChecked();
  });

  it("asks for the reason before marking not shortlisted, counts its characters, and sends it", async () => {
    const { user, api } = renderScreen({
      get: { [LIST()]: shortlistAnswer([jrf, none]) },
      handle: answered("1 application updated.", 1),
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select PHD002" }));
    await user.click(screen.getByRole("button", { name: "Not shortlisted…" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Mark as not shortlisted" }));
    expect(dialog.getByText("1 candidate will be mailed.")).toBeVisible();
    const reason = dialog.getByRole("textbox", { name: "Reason" });
    expect(reason).toHaveAttribute("maxlength", "500");
    expect(reason).toHaveAccessibleDescription("0 / 500 characters");

    await user.click(dialog.getByRole("button", { name: "Mark 1 application not shortlisted" }));
    expect(await dialog.findByText("Give the reason for not shortlisting.")).toBeVisible();
    expect(decisions(api)).toEqual([]);

    await user.type(reason, "  Below the cut-off  ");
    expect(reason).toHaveAccessibleDescription("21 / 500 characters");
    await user.click(dialog.getByRole("button", { name: "Mark 1 application not shortlisted" }));
    expect(await screen.findByText("1 application updated.")).toBeVisible();
    expect(decisions(api)).toEqual([
      { department: D, decision: "NOT_SHORTLISTED", reason: "Below the cut-off", applicationIds: [none.id] },
    ]);
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const message = "Only verified applications can be decided on: PHD003 is not verified.";
    const { user } = renderScreen({
      get: { [LIST()]: shortlistAnswer([refused]) },
      handle: (req) => (req.method === "POST" ? { status: 409, body: { success: false, message } } : undefined),
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select PHD003" }));
    await user.click(screen.getByRole("button", { name: "Shortlist" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Shortlist applications" }));
    await user.click(dialog.getByRole("button", { name: "Shortlist 1 application" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("dialog", { name: "Shortlist applications" })).toBeVisible();
  });

  it("reads a closed round: the notice, and no decision can be made", async () => {
    renderScreen({
      route: `/shortlist?round=${roundId(1)}`,
      get: { [LIST("", 1)]: shortlistAnswer([jrf]) },
    });
    expect(await screen.findByText("PHD001")).toBeVisible();
    expect(screen.getByText(CLOSED_ROUND_NOTICE)).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Select PHD001" })).toBeDisabled();
    for (const name of ["Shortlist", "Not shortlisted…", "Undo decision"])
      expect(screen.getByRole("button", { name })).toBeDisabled();
  });

  it("lets a user of several departments choose one, kept in the address", async () => {
    const { user } = renderScreen({
      departments: ["Civil Engineering", D],
      get: { [LIST()]: shortlistAnswer([jrf]) },
    });
    expect(await screen.findByText("Choose a department")).toBeVisible();
    await user.click(screen.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: D }));
    expect(await screen.findByText("PHD001")).toBeVisible();
    expect(screen.getByTestId("address")).toHaveTextContent("?department=Computer+Engineering");
  });

  it("shows one card per application on phones, with the channel's reason as text", async () => {
    vi.stubGlobal(
      "matchMedia",
      fakeMatchMedia((q) => q.includes("47.99em")),
    );
    renderScreen({ get: { [LIST()]: shortlistAnswer([jrf, none]) } });
    const cards = await screen.findAllByTestId("shortlist-card");
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("checkbox", { name: "Select PHD001" })).toBeVisible();
    expect(first.getByText("NET with JRF: NET/JRF channel, interview only")).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Select all on this page" })).toBeVisible();
  });
});
