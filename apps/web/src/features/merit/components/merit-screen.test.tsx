import type { DepartmentName, MeritLineView, MeritListView } from "@phd/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { roundId } from "../../../test/fixtures.ts";
import { expectShownIn } from "../../../test/lists.ts";
import {
  lineId,
  meritChange,
  meritLine,
  meritListAnswer,
  objection,
  objectionId,
  publication,
  WORKED_LINES,
} from "../../../test/merit-fixtures.ts";
import { answerTo, bodiesOf, catchDownloads } from "../../../test/network.ts";
import {
  CURRENT_ROUND,
  DEPARTMENT as D,
  renderSelectionScreen,
  rowsOf,
  type SelectionStubs,
} from "../../../test/selection-screen.tsx";
import { MeritScreen } from "./merit-screen.tsx";

const BASE = `/api/rounds/${roundId(2)}`;
const PREVIEW = (channel = "ENTRANCE_TEST") => `${BASE}/merit?department=Computer+Engineering&channel=${channel}`;
const PUBLISHED = (stage: string) =>
  `${BASE}/merit/published?department=Computer+Engineering&channel=ENTRANCE_TEST&stage=${stage}`;
const CHANGES = `${BASE}/merit/changes?department=Computer+Engineering`;
const PUBLISH = `${BASE}/merit/publish`;
const OBJECTIONS = `${BASE}/objections?department=Computer+Engineering`;
const ANSWER = (n: number) => `${BASE}/objections/${objectionId(n)}/answer`;
const ROUTE = "/merit-list?channel=ENTRANCE_TEST";

/** A day ~40 days ahead, "YYYY-MM-DD" (UTC). */
function dayAhead(days = 40) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const PAST = "2020-01-01T00:00:00.000Z";
const FUTURE = "2099-01-01T04:00:00.000Z";
/** The preview of a provisional list still open to objections, one of them awaiting an answer. */
const awaitingAnswer = meritListAnswer({
  state: "PROVISIONAL",
  provisional: publication("PROVISIONAL", { objectionsCloseAt: FUTURE }),
  openObjections: 1,
});

function renderScreen({
  route = ROUTE,
  departments = [D],
  admin = false,
  ...stubs
}: SelectionStubs & { route?: string; departments?: DepartmentName[]; admin?: boolean } = {}) {
  return renderSelectionScreen(<MeritScreen departments={departments} canPublish={admin} />, route, {
    rounds: [CURRENT_ROUND],
    ...stubs,
  });
}

/** The objections' answer while none is raised. */
const NO_OBJECTIONS = { success: true, data: { objections: [] } };

/** The admin's screen once the provisional list is published, its objections closing at `closes`. */
const renderProvisional = (closes: string, list: Partial<MeritListView> = {}, stubs: SelectionStubs = {}) =>
  renderScreen({
    admin: true,
    get: {
      [PREVIEW()]: meritListAnswer({
        state: "PROVISIONAL",
        provisional: publication("PROVISIONAL", { objectionsCloseAt: closes }),
        ...list,
      }),
      [OBJECTIONS]: NO_OBJECTIONS,
    },
    ...stubs,
  });

describe("the Merit List screen", () => {
  it("shows the live preview: the lines with their breakdown, the seat fill, the rules and the missing scores", async () => {
    renderScreen({
      admin: true,
      get: {
        [PREVIEW()]: meritListAnswer({
          missing: [
            { id: lineId(9), applicationId: "PHD009", name: "Esha Kulkarni", missing: "INTERVIEW_SCORE" },
            { id: lineId(10), applicationId: "PHD010", name: "Farhan Shaikh", missing: "TEST_MARKS" },
          ],
        }),
      },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Merit List" })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Live preview of the Entrance test list" });
    expect(screen.getByRole("radio", { name: "Entrance test" })).toBeChecked();
    const rows = rowsOf(table);
    expect(rows).toHaveLength(4);
    expectShownIn(rows[0], [
      "PHD002",
      "Asha Rao",
      "OBC",
      "80.00 % × 70 %",
      "75.00 % × 30 %",
      "78.50",
      "45 %",
      "relaxed",
      "Seat allotted",
      "General seat",
    ]);
    expect(within(rows[1] as HTMLElement).getByText("Waitlist position 1")).toBeVisible();
    expectShownIn(rows[2], ["PwD", "General seat · PwD seat"]);
    const below = within(rows[3] as HTMLElement);
    expect(below.getByText("Below the qualifying mark")).toBeVisible();
    expect(below.getAllByText("—").length).toBeGreaterThan(0);
    // The table scrolls in its own box, reachable by keyboard.
    expect(screen.getByRole("region", { name: /^Live preview of the Entrance test list/ })).toHaveAttribute(
      "tabindex",
      "0",
    );

    const warning = screen.getByTestId("missing-scores");
    expect(warning).toHaveTextContent("Scores missing: publishing is refused");
    expectShownIn(warning, [
      /Esha Kulkarni: Interview score not entered/,
      /Farhan Shaikh: Entrance-test marks not entered/,
    ]);

    const seats = within(screen.getByRole("table", { name: "Seat fill by category" }));
    expect(seats.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText("Unfilled:")).toHaveTextContent("Unfilled: 1");

    const rules = within(screen.getByRole("region", { name: "Rules applied" }));
    expectShownIn(screen.getByRole("region", { name: "Rules applied" }), [
      "Entrance test + interview: entrance test 70 %, interview 30 %",
      "50 % of the entrance test; relaxed by 5 points to 45 % for SC, ST, OBC and persons with disabilities",
    ]);
    expect(
      within(rules.getByRole("list", { name: "Tie-breaks in order" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Higher test or exam score",
      "Earlier date of birth (older first)",
      "Earlier submission of the application",
      "Application ID",
    ]);

    // Publishing is refused while scores are missing, and says why.
    const publish = screen.getByRole("button", { name: "Publish provisional list" });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      "Publishing is refused while scores are missing: 2 candidates (Entrance test).",
    );
    expect(screen.getByRole("button", { name: "Publish final list" })).toHaveAccessibleDescription(
      "Publish the provisional list first.",
    );
    expect(screen.getByTestId("merit-state")).toHaveTextContent("Not published");
  });

  it("offers a coordinator no publishing, and switches the channel in the address", async () => {
    const { user } = renderScreen({
      get: {
        [PREVIEW()]: meritListAnswer(),
        [PREVIEW("NET_JRF")]: meritListAnswer({
          channel: "NET_JRF",
          lines: [
            meritLine(6, {
              name: "Gita Menon",
              method: "INTERVIEW_ONLY",
              examWeight: 0,
              interviewWeight: 100,
              examPercent: null,
              interviewPercent: 88,
              composite: 88,
              qualifyingPercent: null,
              rank: 1,
              status: "ALLOTTED",
              allottedCategory: "OPEN_GENERAL",
              waitlistPosition: null,
            }),
          ],
        }),
      },
    });
    expect(await screen.findByText("Asha Rao")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Publish/ })).toBeNull();

    await user.click(screen.getByRole("radio", { name: "NET/JRF" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^$/));
    const table = await screen.findByRole("table", { name: "Live preview of the NET/JRF list" });
    expectShownIn(rowsOf(table)[0], ["Gita Menon", "88.00 % × 100 %"]);
    expect(screen.queryByRole("button", { name: /^Publish/ })).toBeNull();
  });

  it("refuses publishing while the other channel has scores missing (a publication covers both)", async () => {
    renderScreen({
      admin: true,
      route: "/merit-list",
      get: {
        [PREVIEW("NET_JRF")]: meritListAnswer({ channel: "NET_JRF", lines: [] }),
        [PREVIEW()]: meritListAnswer({
          missing: [{ id: lineId(9), applicationId: "PHD009", name: "Esha Kulkarni", missing: "TEST_MARKS" }],
        }),
      },
    });
    expect(await screen.findByText(/No candidate in this list/)).toBeVisible();
    expect(screen.getByRole("radio", { name: "NET/JRF" })).toBeChecked();
    expect(screen.queryByTestId("missing-scores")).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Publish provisional list" })).toHaveAccessibleDescription(
        "Publishing is refused while scores are missing: 1 candidate (Entrance test).",
      ),
    );
    expect(screen.getByRole("button", { name: "Publish provisional list" })).toBeDisabled();
  });

  it("refuses publishing before the seats are entered, and says so in the seat fill", async () => {
    renderScreen({ admin: true, get: { [PREVIEW()]: meritListAnswer({ seats: null, seatFill: [], unfilled: 0 }) } });
    expect(await screen.findByRole("button", { name: "Publish provisional list" })).toHaveAccessibleDescription(
      "Enter the seats of Computer Engineering in the seat matrix before publishing.",
    );
    expect(
      within(screen.getByRole("region", { name: "Seats" })).getByText(
        "The seats of this channel have not been entered in the seat matrix yet.",
      ),
    ).toBeVisible();
  });

  it("publishes the provisional list: the window's close typed in the institution's zone, sent as an instant", async () => {
    const day = dayAhead();
    const message = "The provisional lists of Computer Engineering are published: 4 candidates.";
    const { user, api } = renderScreen({
      admin: true,
      get: { [PREVIEW()]: meritListAnswer() },
      handle: answerTo("POST", PUBLISH, 200, {
        success: true,
        message,
        data: { publication: publication("PROVISIONAL"), candidates: 4 },
      }),
    });
    const publish = await screen.findByRole("button", { name: "Publish provisional list" });
    expect(publish).toBeEnabled();
    expect(screen.getByRole("button", { name: "Publish final list" })).toBeDisabled();
    await user.click(publish);
    const dialog = within(await screen.findByRole("dialog", { name: "Publish provisional list" }));

    await user.click(dialog.getByRole("button", { name: "Publish provisional list" }));
    expect(await dialog.findByText("Say when the objection window closes.")).toBeVisible();
    fireEvent.change(dialog.getByLabelText(/^Objections close at \(Asia\/Kolkata time\)/), {
      target: { value: "2020-01-01T10:00" },
    });
    await user.click(dialog.getByRole("button", { name: "Publish provisional list" }));
    expect(await dialog.findByText("The objection window must close in the future.")).toBeVisible();
    expect(bodiesOf(api, "POST", PUBLISH)).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/^Objections close at/), { target: { value: `${day}T17:00` } });
    await user.click(dialog.getByRole("button", { name: "Publish provisional list" }));
    expect(await screen.findByText(message)).toBeVisible();
    // 17:00 in Asia/Kolkata (UTC+5:30) is 11:30 UTC.
    expect(bodiesOf(api, "POST", PUBLISH)).toEqual([
      { department: D, stage: "PROVISIONAL", objectionsCloseAt: `${day}T11:30:00.000Z` },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The list reloads after publishing.
    await waitFor(() => expect(api.of("GET", PREVIEW()).length).toBe(2));
  });

  it("keeps the final list back while objections are open", async () => {
    renderProvisional(PAST, { openObjections: 1 });
    expect(await screen.findByRole("button", { name: "Publish final list" })).toHaveAccessibleDescription(
      "1 objection is still open: answer it first.",
    );
    expect(screen.getByRole("button", { name: "Publish final list" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Publish provisional list" })).toHaveAccessibleDescription(
      "The provisional list is already published.",
    );
    expect(screen.getByTestId("merit-state")).toHaveTextContent("Provisional list published");
  });

  it("keeps the final list back while the objection window is open, and says until when", async () => {
    renderProvisional(FUTURE);
    // 04:00 UTC is 9:30 at the institution (Asia/Kolkata).
    expect(await screen.findByRole("button", { name: "Publish final list" })).toHaveAccessibleDescription(
      "The objection window is open until Jan 1, 2099, 9:30 AM IST.",
    );
    expect(screen.getByText("Jan 1, 2099, 9:30 AM IST (open)")).toBeVisible();
    expect(screen.getByText("Published Dec 1, 2026, 10:00 AM IST")).toBeVisible();
  });

  it("publishes the final list once it may, and shows the server's refusal as it comes", async () => {
    const message = "The objection of PHD004 is still open: answer it before publishing the final list.";
    const { user, api } = renderProvisional(
      PAST,
      {},
      { handle: answerTo("POST", PUBLISH, 409, { success: false, message }) },
    );
    const final = await screen.findByRole("button", { name: "Publish final list" });
    expect(final).toBeEnabled();
    await user.click(final);
    const dialog = within(await screen.findByRole("dialog", { name: "Publish final list" }));
    expect(dialog.queryByLabelText(/^Objections close at/)).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Publish final list" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(message);
    expect(bodiesOf(api, "POST", PUBLISH)).toEqual([{ department: D, stage: "FINAL" }]);
    expect(screen.getByRole("dialog", { name: "Publish final list" })).toBeVisible();
  });

  it("answers an open objection: accepted with the corrected marks, then the preview reloads", async () => {
    const message = "Objection accepted; the entrance-test marks of PHD004 are now 62.5.";
    const { user, api } = renderScreen({
      get: {
        [PREVIEW()]: awaitingAnswer,
        [OBJECTIONS]: {
          success: true,
          data: {
            objections: [
              objection(7, {
                status: "REJECTED",
                answer: "The interview score was entered as the panel gave it.",
                answeredAt: "2026-12-03T06:00:00.000Z",
              }),
              objection(4, { name: "Bala Iyer", documentUrl: `/api/objections/${objectionId(4)}/document` }),
            ],
          },
        },
      },
      handle: answerTo("POST", ANSWER(4), 200, {
        success: true,
        message,
        data: objection(4, { status: "ACCEPTED", answer: "Corrected.", correctedTestMarks: 62.5 }),
      }),
    });
    const panel = within(await screen.findByRole("region", { name: "Objections" }));
    expect(await panel.findByText("2 objections, 1 awaiting an answer.")).toBeVisible();
    const items = panel.getAllByTestId("objection");
    // The open one first.
    const open = within(items[0] as HTMLElement);
    expect(open.getByRole("heading", { name: "PHD004 · Bala Iyer" })).toBeVisible();
    expect(open.getByText("Awaiting an answer")).toBeVisible();
    expect(open.getByText(/my answer sheet totals 62.5/)).toBeVisible();
    expect(open.getByRole("button", { name: "Attached document of PHD004 (PDF)" })).toBeVisible();
    const answered = within(items[1] as HTMLElement);
    expectShownIn(items[1], ["Rejected", "The interview score was entered as the panel gave it."]);
    expect(answered.queryByRole("button", { name: "Send answer" })).toBeNull();

    const form = within(open.getByRole("form", { name: "Answer to the objection of PHD004" }));
    await user.click(form.getByRole("button", { name: "Send answer" }));
    expect(await form.findByText("Accept or reject the objection")).toBeVisible();
    expect(form.getByText("Write the answer the candidate will read.")).toBeVisible();
    expect(form.queryByRole("textbox", { name: "Corrected entrance-test marks" })).toBeNull();

    await user.click(form.getByRole("radio", { name: "Accept" }));
    await user.type(form.getByRole("textbox", { name: "Answer" }), "Your answer sheet was re-totalled: 62.5.");
    await user.type(form.getByRole("textbox", { name: "Corrected entrance-test marks" }), "62.5");
    await user.type(form.getByRole("textbox", { name: "Corrected interview score" }), "71");
    await user.click(form.getByRole("button", { name: "Send answer" }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(bodiesOf(api, "POST", ANSWER(4))).toEqual([
      {
        decision: "ACCEPTED",
        answer: "Your answer sheet was re-totalled: 62.5.",
        correctedTestMarks: 62.5,
        correctedInterviewScore: 71,
      },
    ]);
    await waitFor(() => expect(api.of("GET", PREVIEW()).length).toBe(2));
    await waitFor(() => expect(api.of("GET", OBJECTIONS).length).toBe(2));
  });

  it("rejects an objection without corrections and shows the server's refusal in the form", async () => {
    const message = "The objection was already answered.";
    const { user, api } = renderScreen({
      get: {
        [PREVIEW()]: awaitingAnswer,
        [OBJECTIONS]: { success: true, data: { objections: [objection(4)] } },
      },
      handle: answerTo("POST", ANSWER(4), 409, { success: false, message }),
    });
    const form = within(await screen.findByRole("form", { name: "Answer to the objection of PHD004" }));
    await user.click(form.getByRole("radio", { name: "Accept" }));
    await user.type(form.getByRole("textbox", { name: "Corrected interview score" }), "80");
    // Rejecting drops the corrections typed for an acceptance.
    await user.click(form.getByRole("radio", { name: "Reject" }));
    await user.type(form.getByRole("textbox", { name: "Answer" }), "  The marks were checked twice.  ");
    await user.click(form.getByRole("button", { name: "Send answer" }));
    expect(await form.findByRole("alert")).toHaveTextContent(message);
    expect(bodiesOf(api, "POST", ANSWER(4))).toEqual([
      { decision: "REJECTED", answer: "The marks were checked twice." },
    ]);
  });

  it("shows a published list instead of the preview, and exports it", async () => {
    const { saved, restore } = catchDownloads();
    const provisional = publication("PROVISIONAL", { objectionsCloseAt: PAST });
    const EXPORT_PDF = `${BASE}/merit/export.pdf?department=Computer+Engineering&channel=ENTRANCE_TEST&stage=PROVISIONAL`;
    const { user, api } = renderScreen({
      get: {
        [PREVIEW()]: meritListAnswer({ state: "PROVISIONAL", provisional }),
        [PUBLISHED("PROVISIONAL")]: meritListAnswer({
          state: "PROVISIONAL",
          provisional,
          lines: [
            meritLine(4, {
              name: "Bala Iyer",
              rank: 1,
              status: "ALLOTTED",
              allottedCategory: "OBC",
              waitlistPosition: null,
            }),
          ],
        }),
        [OBJECTIONS]: NO_OBJECTIONS,
      },
      handle: (req) =>
        req.url === EXPORT_PDF
          ? {
              status: 200,
              text: "%PDF-1.7",
              headers: {
                "content-type": "application/pdf",
                "content-disposition": 'attachment; filename="Merit_List_CE_Entrance_Test_Provisional.pdf"',
              },
            }
          : undefined,
    });
    await screen.findByRole("table", { name: "Live preview of the Entrance test list" });
    expect(screen.queryByRole("radio", { name: "What changed" })).toBeNull();
    expect(
      await within(screen.getByRole("region", { name: "Objections" })).findByText(
        "No objection has been raised on the provisional list of Computer Engineering.",
      ),
    ).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "Provisional (published)" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("view=PROVISIONAL"));
    const table = await screen.findByRole("table", { name: "Provisional list of the Entrance test channel" });
    expectShownIn(rowsOf(table)[0], ["Bala Iyer", "OBC seat"]);

    await user.click(screen.getByRole("button", { name: "Export PDF" }));
    await waitFor(() => expect(saved).toEqual(["Merit_List_CE_Entrance_Test_Provisional.pdf"]));
    expect(api.of("GET", EXPORT_PDF)).toHaveLength(1);
    restore();
  });

  it("pages a long list: the page in the address, another list from its first page", async () => {
    const provisional = publication("PROVISIONAL", { objectionsCloseAt: PAST });
    const page = (n: number, name: string) =>
      meritListAnswer({
        state: "PROVISIONAL",
        provisional,
        lines: [meritLine(n, { name, rank: n, status: "WAITLISTED", allottedCategory: null, waitlistPosition: n })],
        pagination: { currentPage: n === 1 ? 1 : 2, totalPages: 2, total: 150 },
      });
    const { user, api } = renderScreen({
      route: `${ROUTE}&view=PROVISIONAL`,
      get: {
        [PREVIEW()]: meritListAnswer({ state: "PROVISIONAL", provisional }),
        [PUBLISHED("PROVISIONAL")]: page(1, "Asha First"),
        [`${PUBLISHED("PROVISIONAL")}&page=2`]: page(2, "Bala Second"),
        [OBJECTIONS]: NO_OBJECTIONS,
      },
    });
    const table = await screen.findByRole("table", { name: "Provisional list of the Entrance test channel" });
    expect(within(table).getByText("Asha First")).toBeVisible();
    expect(screen.getByText(/Page 1 of 2 · 150 candidates/)).toBeVisible();

    const pages = screen.getByRole("navigation", { name: "Merit list pages" });
    await user.click(within(pages).getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("page=2"));
    expect(
      await within(screen.getByRole("table", { name: "Provisional list of the Entrance test channel" })).findByText(
        "Bala Second",
      ),
    ).toBeVisible();
    expect(api.of("GET", `${PUBLISHED("PROVISIONAL")}&page=2`)).toHaveLength(1);
    // The frame (the preview) is not asked for page 2: only the published list is paged here.
    expect(api.of("GET", `${PREVIEW()}&page=2`)).toHaveLength(0);

    // Another list starts from its first page.
    await user.click(screen.getByRole("radio", { name: "Live preview" }));
    await waitFor(() => expect(screen.getByTestId("address")).not.toHaveTextContent("page="));
  });

  it("shows what the final list changed from the provisional one", async () => {
    const before = WORKED_LINES[1] as MeritLineView;
    renderScreen({
      route: `${ROUTE}&view=CHANGES`,
      get: {
        [PREVIEW()]: meritListAnswer({
          state: "FINAL",
          provisional: publication("PROVISIONAL", { objectionsCloseAt: PAST }),
          final: publication("FINAL"),
        }),
        [CHANGES]: {
          success: true,
          data: {
            changes: [
              meritChange(4, before, {
                ...before,
                examPercent: 80,
                composite: 78.5,
                rank: 1,
                status: "ALLOTTED",
                allottedCategory: "OPEN_GENERAL",
                waitlistPosition: null,
              }),
              // Unchanged: not listed.
              meritChange(5, WORKED_LINES[2] ?? null, WORKED_LINES[2] ?? null),
              // The other channel: not in this channel's changes.
              { ...meritChange(6, meritLine(6), meritLine(6, { rank: 2 })), channel: "NET_JRF" },
            ],
          },
        },
        [OBJECTIONS]: NO_OBJECTIONS,
      },
      admin: true,
    });
    const table = await screen.findByRole("table", { name: "What changed" });
    expect(screen.getByRole("radio", { name: "What changed" })).toBeChecked();
    expect(
      screen.getByText("1 candidate of the Entrance test list changed from the provisional list to the final one."),
    ).toBeVisible();
    const cells = within(rowsOf(table)[0] as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.textContent?.replace(/\s+/g, " "))).toEqual([
      "PHD004",
      "Candidate 4",
      "2 → changed to 1",
      "71.30 → changed to 78.50",
      "Waitlisted → changed to Seat allotted",
      "Waitlist position 1 → changed to General seat",
    ]);
    expect(rowsOf(table)).toHaveLength(1);
    // A final list: nothing more to publish, nothing to export in this view.
    expect(screen.queryByRole("button", { name: /^Publish/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
    expect(screen.getByTestId("merit-state")).toHaveTextContent("Final list published");
  });

  it("lets a user of several departments choose one", async () => {
    const { user } = renderScreen({ departments: ["Civil Engineering", D], get: { [PREVIEW()]: meritListAnswer() } });
    expect(await screen.findByText("Choose a department")).toBeVisible();
    await user.click(screen.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: D }));
    expect(await screen.findByText("Asha Rao")).toBeVisible();
    expect(screen.getByTestId("address")).toHaveTextContent("?department=Computer+Engineering&channel=ENTRANCE_TEST");
  });
});
