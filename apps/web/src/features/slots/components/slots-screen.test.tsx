import type { DepartmentName } from "@phd/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  roundId,
  selectionSlot,
  slotCandidate,
  slotCandidatesAnswer,
  slotId,
  slotsAnswer,
} from "../../../test/fixtures.ts";
import { expectLinkTo, expectShownIn } from "../../../test/lists.ts";
import { fakeMatchMedia } from "../../../test/media.ts";
import { answerTo, bodiesOf, catchDownloads } from "../../../test/network.ts";
import { retype } from "../../../test/render.tsx";
import {
  DEPARTMENT as D,
  renderSelectionScreen,
  rowsOf,
  type SelectionStubs,
} from "../../../test/selection-screen.tsx";
import { CLOSED_ROUND_NOTICE } from "../../rounds/index.ts";
import { SlotsScreen } from "./slots-screen.tsx";

const SLOTS = (n = 2) => `/api/rounds/${roundId(n)}/slots?department=Computer+Engineering`;
const CREATE = `/api/rounds/${roundId(2)}/slots`;
const SLOT = (n: number) => `/api/rounds/${roundId(2)}/slots/${slotId(n)}`;
const MOVE = `/api/rounds/${roundId(2)}/slots/move`;
const AUTO = `/api/rounds/${roundId(2)}/slots/auto-assign`;
const LETTER_SETTINGS = (n = 2) => `/api/rounds/${roundId(n)}/call-letter`;
/** A page of a list's candidates: a slot's (its id) or "waiting". */
const CANDIDATES = (slot: string, kind = "TEST", n = 2, page = 1) =>
  `/api/rounds/${roundId(n)}/slots/candidates?department=Computer+Engineering&kind=${kind}&slot=${slot}&page=${page}&limit=50`;

const INSTRUCTIONS = "Report 30 minutes early.\nBring a photo identity document.";
const letterSettings = (n = 2, isClosed = false) => ({
  success: true,
  data: {
    round: { id: roundId(n), name: "Round", isClosed },
    settings: { instructions: INSTRUCTIONS },
  },
});

const test1 = selectionSlot(1, { assigned: 12 });
const test2 = selectionSlot(2, {
  mode: "ONLINE",
  venue: null,
  meetingLink: "https://meet.example.org/phd-test",
  capacity: 30,
  assigned: 2,
});
const full = selectionSlot(3, { capacity: 5, assigned: 5 });
const interview = selectionSlot(4, { kind: "INTERVIEW", durationMinutes: 30, capacity: 8, assigned: 1 });

const asha = slotCandidate(1, { name: "Asha Rao", category: "OBC", slotId: slotId(1) });
const bala = slotCandidate(2, { name: "Bala Iyer", slotId: slotId(1) });
const chitra = slotCandidate(3, {
  name: "Chitra Nair",
  channel: "NET_JRF",
  method: "INTERVIEW_ONLY",
  category: null,
  slotId: slotId(1),
});

function renderScreen({
  route = "/slots",
  departments = [D],
  admin = false,
  get = {},
  ...stubs
}: SelectionStubs & { route?: string; departments?: DepartmentName[]; admin?: boolean } = {}) {
  return renderSelectionScreen(<SlotsScreen departments={departments} canEditInstructions={admin} />, route, {
    get: { [LETTER_SETTINGS()]: letterSettings(), [LETTER_SETTINGS(1)]: letterSettings(1, true), ...get },
    ...stubs,
  });
}

/** A day ~40 days ahead, "YYYY-MM-DD" (UTC), so a slot on it is in the future and within the horizon. */
function dayAhead(days = 40) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe("the Test & Interview Slots screen", () => {
  it("lists the entrance test slots with their places and who waits, and switches to interviews in the address", async () => {
    const { user } = renderScreen({
      get: { [SLOTS()]: slotsAnswer([test1, test2, full, interview], { TEST: 5, INTERVIEW: 1 }) },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Test & Interview Slots" })).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Department" })).toHaveValue(D);

    const table = await screen.findByRole("table", { name: "Entrance test slots" });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(3);
    // 04:00 UTC is 9:30 at the institution (Asia/Kolkata).
    expectShownIn(rows[0], ["Jan 1, 2099, 9:30 AM IST", "2 h", "Examination Hall 1, Main Building", "12 / 30"]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole("progressbar", { name: "Places taken" })).toHaveAttribute(
      "aria-valuetext",
      "12 of 30 places taken",
    );
    expect(first.getByRole("button", { name: "Edit the slot on Jan 1, 2099, 9:30 AM IST" })).toBeEnabled();

    const second = within(rows[1] as HTMLElement);
    expect(second.getByText("Online")).toBeVisible();
    expectLinkTo("https://meet.example.org/phd-test", "https://meet.example.org/phd-test", second);
    // A full slot says so in words, not only by colour.
    expect(within(rows[2] as HTMLElement).getByText("Full")).toBeVisible();

    expect(screen.getByText("5 shortlisted candidates wait for an entrance test slot.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Assign automatically" })).toBeEnabled();

    await user.click(screen.getByRole("radio", { name: "Interview" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("?kind=INTERVIEW"));
    const interviews = await screen.findByRole("table", { name: "Interview slots" });
    expect(within(interviews).getAllByRole("row")).toHaveLength(2);
    expect(within(interviews).getByText("30 min")).toBeVisible();
    expect(screen.getByText("1 shortlisted candidate waits for an interview slot.")).toBeVisible();
  });

  it("creates a slot: checks the form, then sends the start typed in the institution's zone as an instant", async () => {
    const day = dayAhead();
    const { user, api } = renderScreen({
      get: { [SLOTS()]: slotsAnswer([test1], { TEST: 3, INTERVIEW: 0 }) },
      handle: answerTo("POST", CREATE, 201, {
        success: true,
        message: "Entrance test slot created.",
        data: selectionSlot(9),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "New slot" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New entrance test slot" }));
    expect(dialog.getByRole("textbox", { name: "Duration (minutes)" })).toHaveValue("120");

    await user.click(dialog.getByRole("button", { name: "Create slot" }));
    expect(await dialog.findByText("Enter the date and time the slot starts")).toBeVisible();
    expect(dialog.getByText("Enter the venue (building, room, address)")).toBeVisible();
    expect(bodiesOf(api, "POST", CREATE)).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/^Starts at \(Asia\/Kolkata time\)/), {
      target: { value: `${day}T09:30` },
    });
    await user.type(dialog.getByRole("textbox", { name: "Venue" }), "Seminar Room 2, Block B");
    const capacity = dialog.getByRole("textbox", { name: "Capacity" });
    await retype(user, capacity, "40");
    await user.click(dialog.getByRole("button", { name: "Create slot" }));

    expect(await screen.findByText("Entrance test slot created.")).toBeVisible();
    expect(bodiesOf(api, "POST", CREATE)).toEqual([
      {
        department: D,
        kind: "TEST",
        // 09:30 in Asia/Kolkata (UTC+5:30) is 04:00 UTC.
        startsAt: `${day}T04:00:00.000Z`,
        durationMinutes: 120,
        mode: "IN_PERSON",
        venue: "Seminar Room 2, Block B",
        capacity: 40,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("creates an online interview slot with its https link, 30 minutes unless changed", async () => {
    const day = dayAhead(50);
    const { user, api } = renderScreen({
      route: "/slots?kind=INTERVIEW",
      get: { [SLOTS()]: slotsAnswer([], { TEST: 0, INTERVIEW: 4 }) },
      handle: answerTo("POST", CREATE, 201, { success: true, message: "Interview slot created.", data: interview }),
    });
    expect(await screen.findByText("No interview slot yet")).toBeVisible();
    // Nothing to place them in yet.
    expect(screen.getByRole("button", { name: "Assign automatically" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "New slot" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New interview slot" }));
    expect(dialog.getByRole("textbox", { name: "Duration (minutes)" })).toHaveValue("30");
    await user.click(dialog.getByRole("radio", { name: "Online" }));
    expect(dialog.queryByRole("textbox", { name: "Venue" })).toBeNull();
    fireEvent.change(dialog.getByLabelText(/^Starts at/), { target: { value: `${day}T14:00` } });
    const link = dialog.getByRole("textbox", { name: "Meeting link" });
    await user.type(link, "http://meet.example.org/x");
    await user.click(dialog.getByRole("button", { name: "Create slot" }));
    expect(await dialog.findByText("Enter the meeting's https:// link")).toBeVisible();
    await retype(user, link, "https://meet.example.org/x");
    await user.click(dialog.getByRole("button", { name: "Create slot" }));
    expect(await screen.findByText("Interview slot created.")).toBeVisible();
    expect(bodiesOf(api, "POST", CREATE)).toEqual([
      {
        department: D,
        kind: "INTERVIEW",
        startsAt: `${day}T08:30:00.000Z`,
        durationMinutes: 30,
        mode: "ONLINE",
        meetingLink: "https://meet.example.org/x",
        capacity: 10,
      },
    ]);
  });

  it("shows the server's refusal in the form, which stays open", async () => {
    const message = "A slot cannot start before the round opens for applications.";
    const { user } = renderScreen({
      get: { [SLOTS()]: slotsAnswer([test1]) },
      handle: answerTo("POST", CREATE, 400, { success: false, message }),
    });
    await user.click(await screen.findByRole("button", { name: "New slot" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New entrance test slot" }));
    fireEvent.change(dialog.getByLabelText(/^Starts at/), { target: { value: `${dayAhead()}T10:00` } });
    await user.type(dialog.getByRole("textbox", { name: "Venue" }), "Hall A");
    await user.click(dialog.getByRole("button", { name: "Create slot" }));
    expect(await dialog.findByText(message)).toBeVisible();
    expect(screen.getByRole("dialog", { name: "New entrance test slot" })).toBeVisible();
  });

  it("edits a slot: its start kept as it was, the new capacity sent", async () => {
    const { user, api } = renderScreen({
      get: { [SLOTS()]: slotsAnswer([test1]) },
      handle: answerTo("PUT", SLOT(1), 200, {
        success: true,
        message: "Slot saved; 12 candidates will be mailed the new call letter.",
        data: test1,
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Edit the slot on Jan 1, 2099, 9:30 AM IST" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit the entrance test slot" }));
    expect(dialog.getByLabelText(/^Starts at/)).toHaveValue("2099-01-01T09:30");
    const capacity = dialog.getByRole("textbox", { name: "Capacity" });
    await retype(user, capacity, "10");
    await user.click(dialog.getByRole("button", { name: "Save slot" }));
    expect(
      await dialog.findByText("12 candidates are in this slot: at least 12, or move some of them first."),
    ).toBeVisible();
    await retype(user, capacity, "45");
    await user.click(dialog.getByRole("button", { name: "Save slot" }));
    expect(await screen.findByText("Slot saved; 12 candidates will be mailed the new call letter.")).toBeVisible();
    expect(bodiesOf(api, "PUT", SLOT(1))).toEqual([
      {
        startsAt: test1.startsAt,
        durationMinutes: 120,
        mode: "IN_PERSON",
        venue: "Examination Hall 1, Main Building",
        capacity: 45,
      },
    ]);
  });

  it("deletes a slot after asking, and shows the server's refusal", async () => {
    const message = "12 candidates are in this slot: move them to another slot before deleting it.";
    const { user, api } = renderScreen({
      get: { [SLOTS()]: slotsAnswer([test1]) },
      handle: answerTo("DELETE", SLOT(1), 409, { success: false, message }),
    });
    await user.click(await screen.findByRole("button", { name: "Delete the slot on Jan 1, 2099, 9:30 AM IST" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete slot" }));
    expect(
      dialog.getByText("Do you want to delete the slot on Jan 1, 2099, 9:30 AM IST? This action cannot be undone."),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(api.of("DELETE", SLOT(1))).toHaveLength(1);
  });

  it("assigns automatically after saying how, for one channel of the interviews", async () => {
    const message = "3 candidates placed in slots.";
    const { user, api } = renderScreen({
      route: "/slots?kind=INTERVIEW",
      get: { [SLOTS()]: slotsAnswer([test1, interview], { TEST: 0, INTERVIEW: 3 }) },
      handle: answerTo("POST", AUTO, 200, { success: true, message, data: { assigned: 3, unplaced: 0 } }),
    });
    await user.click(await screen.findByRole("button", { name: "Assign automatically" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Assign automatically" }));
    expectShownIn(await screen.findByRole("dialog", { name: "Assign automatically" }), [
      `Place the 3 shortlisted candidates of ${D} waiting for an interview slot in its slots?`,
      /taken in application id order and fill the slots in time order/,
      "Each candidate placed gets a mail with the call letter.",
    ]);
    expect(bodiesOf(api, "POST", AUTO)).toEqual([]);

    await user.click(dialog.getByRole("combobox", { name: "Channel" }));
    await user.click(await screen.findByRole("option", { name: "NET/JRF" }));
    await user.click(dialog.getByRole("button", { name: "Assign candidates" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(bodiesOf(api, "POST", AUTO)).toEqual([{ department: D, kind: "INTERVIEW", channel: "NET_JRF" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks no channel for the entrance test, and keeps the dialog open on a refusal", async () => {
    const message = 'The admission round "Round" is closed: its slots can be read but not changed.';
    const { user, api } = renderScreen({
      get: { [SLOTS()]: slotsAnswer([test1], { TEST: 2, INTERVIEW: 0 }) },
      handle: answerTo("POST", AUTO, 409, { success: false, message }),
    });
    await user.click(await screen.findByRole("button", { name: "Assign automatically" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Assign automatically" }));
    expect(dialog.queryByRole("combobox", { name: "Channel" })).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Assign candidates" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(message);
    expect(bodiesOf(api, "POST", AUTO)).toEqual([{ department: D, kind: "TEST" }]);
  });

  it("lists a slot's candidates with their call letters and moves the chosen ones to another slot", async () => {
    const message = "2 candidates moved.";
    const { user, api } = renderScreen({
      route: `/slots?slot=${slotId(1)}`,
      get: {
        [SLOTS()]: slotsAnswer([test1, test2, full]),
        [CANDIDATES(slotId(1))]: slotCandidatesAnswer([asha, bala, chitra]),
      },
      handle: answerTo("POST", MOVE, 200, { success: true, message, data: { updated: 2 } }),
    });
    const panel = within(
      await screen.findByRole("region", { name: "Candidates of the slot on Jan 1, 2099, 9:30 AM IST" }),
    );
    const table = await panel.findByRole("table", { name: "Candidates" });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expectShownIn(rows[0], ["PHD001", "Asha Rao", "OBC", "Entrance test"]);
    expect(first.getByRole("button", { name: "Call letter of PHD001 (PDF)" })).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText("NET/JRF")).toBeVisible();

    await user.click(panel.getByRole("checkbox", { name: "Select PHD001" }));
    await user.click(panel.getByRole("checkbox", { name: "Select PHD003" }));
    expect(panel.getByText("2 candidates selected.")).toBeVisible();
    await user.click(panel.getByRole("combobox", { name: "Move to" }));
    // The full slot is offered but cannot be chosen; the list's own slot is not offered.
    expect(await screen.findByRole("option", { name: "Jan 3, 2099, 9:30 AM IST · full" })).toHaveAttribute(
      "data-combobox-disabled",
      "true",
    );
    expect(screen.queryByRole("option", { name: /^Jan 1, 2099/ })).toBeNull();
    expect(screen.getByRole("option", { name: "Out of slot (back to waiting)" })).toBeVisible();
    await user.click(screen.getByRole("option", { name: "Jan 2, 2099, 9:30 AM IST · 28 places free" }));
    await user.click(panel.getByRole("button", { name: "Move" }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(bodiesOf(api, "POST", MOVE)).toEqual([
      { department: D, kind: "TEST", applicationIds: [asha.id, chitra.id], slotId: slotId(2) },
    ]);
    await waitFor(() => expect(panel.getByText("No candidate selected.")).toBeVisible());
  });

  it("takes candidates out of their slot, and shows the server's refusal of a move", async () => {
    const message = "Only shortlisted candidates who take the entrance test can have this slot: PHD002.";
    const { user, api } = renderScreen({
      route: `/slots?slot=${slotId(1)}`,
      get: {
        [SLOTS()]: slotsAnswer([test1]),
        [CANDIDATES(slotId(1))]: slotCandidatesAnswer([asha, bala]),
      },
      handle: answerTo("POST", MOVE, 409, { success: false, message }),
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("combobox", { name: "Move to" }));
    await user.click(await screen.findByRole("option", { name: "Out of slot (back to waiting)" }));
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(bodiesOf(api, "POST", MOVE)).toEqual([
      { department: D, kind: "TEST", applicationIds: [asha.id, bala.id], slotId: null },
    ]);
  });

  it("opens the waiting list from the waiting line, in the address, without call letters; a full slot is refused here", async () => {
    const { user, api } = renderScreen({
      get: {
        [SLOTS()]: slotsAnswer([selectionSlot(1, { capacity: 3, assigned: 2 })], { TEST: 2, INTERVIEW: 0 }),
        [CANDIDATES("waiting")]: slotCandidatesAnswer([
          slotCandidate(5, { slotId: null }),
          slotCandidate(6, { slotId: null }),
        ]),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Show waiting candidates" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("?slot=waiting"));
    const panel = within(await screen.findByRole("region", { name: "Waiting for an entrance test slot" }));
    expect(await panel.findByText("PHD005")).toBeVisible();
    expect(panel.getByRole("heading", { name: "Waiting for an entrance test slot" })).toHaveFocus();
    expect(panel.queryByRole("button", { name: /Call letter/ })).toBeNull();

    await user.click(panel.getByRole("checkbox", { name: "Select all on this page" }));
    await user.click(panel.getByRole("combobox", { name: "Move to" }));
    expect(screen.queryByRole("option", { name: "Out of slot (back to waiting)" })).toBeNull();
    await user.click(await screen.findByRole("option", { name: "Jan 1, 2099, 9:30 AM IST · 1 place free" }));
    await user.click(panel.getByRole("button", { name: "Move" }));
    expect(await panel.findByRole("alert")).toHaveTextContent("The slot has room for 1 more (2 of 3); 2 were chosen.");
    expect(bodiesOf(api, "POST", MOVE)).toEqual([]);

    await user.click(panel.getByRole("button", { name: "Close the candidates list" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^$/));
  });

  it("downloads a candidate's call letter with the name the server gives", async () => {
    const { saved, restore } = catchDownloads();
    const { user, api } = renderScreen({
      route: `/slots?slot=${slotId(1)}`,
      get: { [SLOTS()]: slotsAnswer([test1]), [CANDIDATES(slotId(1))]: slotCandidatesAnswer([asha]) },
      handle: (req) =>
        req.url === `/api/application/${asha.id}/call-letter/test`
          ? {
              status: 200,
              text: "%PDF-1.7",
              headers: {
                "content-type": "application/pdf",
                "content-disposition": 'attachment; filename="Call_Letter_Entrance_Test_PHD001.pdf"',
              },
            }
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Call letter of PHD001 (PDF)" }));
    await waitFor(() => expect(saved).toEqual(["Call_Letter_Entrance_Test_PHD001.pdf"]));
    expect(api.of("GET", `/api/application/${asha.id}/call-letter/test`)).toHaveLength(1);
    restore();
  });

  it("lets the admin edit the call letter instructions, one per line", async () => {
    const { user, api } = renderScreen({
      admin: true,
      get: { [SLOTS()]: slotsAnswer([]) },
      handle: (req) =>
        req.method === "PUT" && req.url === LETTER_SETTINGS()
          ? {
              status: 200,
              body: { success: true, message: "Call letter instructions saved.", data: { instructions: "x" } },
            }
          : undefined,
    });
    const card = within(await screen.findByRole("region", { name: "Call letter instructions" }));
    const text = await card.findByRole("textbox", { name: "Instructions" });
    expect(text).toHaveValue(INSTRUCTIONS);
    expect(card.getByRole("button", { name: "Save instructions" })).toBeDisabled();
    await user.type(text, "\n\n  Carry a pen.  ");
    await user.click(card.getByRole("button", { name: "Save instructions" }));
    expect(await screen.findByText("Call letter instructions saved.")).toBeVisible();
    expect(bodiesOf(api, "PUT", LETTER_SETTINGS())).toEqual([{ instructions: `${INSTRUCTIONS}\nCarry a pen.` }]);
  });

  it("shows a coordinator the call letter instructions read only", async () => {
    renderScreen({ get: { [SLOTS()]: slotsAnswer([]) } });
    const card = within(await screen.findByRole("region", { name: "Call letter instructions" }));
    const list = await card.findByRole("list", { name: "Call letter instructions" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Report 30 minutes early.", "Bring a photo identity document."]);
    expect(card.queryByRole("textbox")).toBeNull();
    expect(card.queryByRole("button", { name: "Save instructions" })).toBeNull();
  });

  it("reads a closed round: the notice, and nothing can be changed, not even by the admin", async () => {
    renderScreen({
      admin: true,
      route: `/slots?round=${roundId(1)}&slot=${slotId(1)}`,
      get: {
        [SLOTS(1)]: slotsAnswer([selectionSlot(1, { roundId: roundId(1), assigned: 1 })], { TEST: 4, INTERVIEW: 0 }),
        [CANDIDATES(slotId(1), "TEST", 1)]: slotCandidatesAnswer([asha]),
      },
    });
    expect(await screen.findByText("Examination Hall 1, Main Building")).toBeVisible();
    expect(screen.getByText(CLOSED_ROUND_NOTICE)).toBeVisible();
    expect(screen.getByText("4 shortlisted candidates wait for an entrance test slot.")).toBeVisible();
    for (const name of ["New slot", "Assign automatically", /^Edit/, /^Delete/, "Move"])
      expect(screen.queryByRole("button", { name })).toBeNull();
    // Reading stays possible: the candidates and their call letters.
    expect(await screen.findByText("PHD001")).toBeVisible();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Move to" })).toBeNull();
    expect(screen.getByRole("button", { name: "Call letter of PHD001 (PDF)" })).toBeVisible();
    const card = within(screen.getByRole("region", { name: "Call letter instructions" }));
    expect(await card.findByRole("list", { name: "Call letter instructions" })).toBeVisible();
    expect(card.queryByRole("textbox")).toBeNull();
  });

  it("shows one card per slot on phones, with the places in words", async () => {
    vi.stubGlobal(
      "matchMedia",
      fakeMatchMedia((q) => q.includes("47.99em")),
    );
    renderScreen({ get: { [SLOTS()]: slotsAnswer([test1, full]) } });
    const cards = await screen.findAllByTestId("slot-card");
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText("12 / 30")).toBeVisible();
    expect(first.getByRole("button", { name: "Candidates of the slot on Jan 1, 2099, 9:30 AM IST" })).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByText("Full")).toBeVisible();
  });

  it("lets a user of several departments choose one, kept in the address", async () => {
    const { user } = renderScreen({
      departments: ["Civil Engineering", D],
      get: { [SLOTS()]: slotsAnswer([test1]) },
    });
    expect(await screen.findByText("Choose a department")).toBeVisible();
    await user.click(screen.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: D }));
    expect(await screen.findByText("12 / 30")).toBeVisible();
    expect(screen.getByTestId("address")).toHaveTextContent("?department=Computer+Engineering");
  });
});
