import type { SlotScoreEntry, SlotScoresResponse } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { listedCandidate, roundId, selectionSlot, slotId, slotsAnswer } from "../../../test/fixtures.ts";
import { expectLinkTo } from "../../../test/lists.ts";
import { fakeMatchMedia } from "../../../test/media.ts";
import { type ApiHandler, bodiesOf } from "../../../test/network.ts";
import { retype } from "../../../test/render.tsx";
import { DEPARTMENT as D, renderSelectionScreen, type SelectionStubs } from "../../../test/selection-screen.tsx";
import { InterviewScoresScreen } from "./interview-scores-screen.tsx";

const SLOTS = (n = 2) => `/api/rounds/${roundId(n)}/slots?department=Computer+Engineering`;
const SCORES = (slot: number, n = 2) => `/api/rounds/${roundId(n)}/slots/${slotId(slot)}/scores`;

const test1 = selectionSlot(1, { assigned: 12 });
const interview = selectionSlot(4, { kind: "INTERVIEW", durationMinutes: 30, capacity: 8, assigned: 3 });
const online = selectionSlot(5, {
  kind: "INTERVIEW",
  mode: "ONLINE",
  venue: null,
  meetingLink: "https://meet.example.org/x",
  assigned: 1,
});

/** Candidate `n` of an interview slot: PHD00n, General, entrance-test channel, no score unless the overrides say. */
function scoreEntry(n: number, overrides: Partial<SlotScoreEntry> = {}): SlotScoreEntry {
  return {
    ...listedCandidate(n),
    qualification: "NONE",
    channel: "ENTRANCE_TEST",
    method: "TEST_AND_INTERVIEW",
    score: null,
    ...overrides,
  };
}

const asha = scoreEntry(1, {
  name: "Asha Rao",
  score: {
    panel: [
      { member: "Dr. Rao", score: 70 },
      { member: "Dr. Iyer", score: 80 },
    ],
    consolidated: 75,
    absent: false,
    remarks: null,
    updatedAt: "2026-11-20T09:00:00.000Z",
  },
});
const bala = scoreEntry(2, { name: "Bala Iyer" });
const chitra = scoreEntry(3, {
  name: "Chitra Nair",
  qualification: "NET",
  channel: "NET_JRF",
  method: "INTERVIEW_ONLY",
});

/** A present candidate's entry as the PUT sends it: each member's score, in order, then `rest`. */
const sentScores = (id: string, panel: Record<string, number>, rest: object = {}) => ({
  id,
  absent: false,
  clear: false,
  panel: Object.entries(panel).map(([member, score]) => ({ member, score })),
  ...rest,
});

function scoresAnswer(
  entries: SlotScoreEntry[],
  {
    consolidation = "MEAN",
    panel = ["Dr. Rao", "Dr. Iyer"],
    max = 100,
  }: { consolidation?: "MEAN" | "AS_ENTERED"; panel?: string[]; max?: number } = {},
): SlotScoresResponse {
  return { success: true, data: { interviewMaxScore: max, consolidation, panel, entries } };
}

function renderScreen({ route = "/interview-scores", ...stubs }: SelectionStubs & { route?: string } = {}) {
  return renderSelectionScreen(<InterviewScoresScreen departments={[D]} />, route, stubs);
}

const saved =
  (message: string, changed: number): ApiHandler =>
  (req) =>
    req.method === "PUT" ? { status: 200, body: { success: true, message, data: { changed } } } : undefined;
const candidate = (id: string) => within(screen.getByRole("group", { name: new RegExp(`^${id} · `) }));

describe("the Interview Scores screen", () => {
  it("names the panel from the slot's scores, shows the mean as it is typed, and sends only the candidates changed", async () => {
    const { user, api } = renderScreen({
      get: {
        [SLOTS()]: slotsAnswer([test1, interview]),
        [SCORES(4)]: scoresAnswer([asha, bala, chitra]),
      },
      handle: saved("Scores saved for 2 candidates.", 2),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Interview Scores" })).toBeVisible();
    // The only interview slot is chosen at once (the entrance test's slot is not offered).
    expect(await screen.findByRole("textbox", { name: "Panel member 1" })).toHaveValue("Dr. Rao");
    expect(screen.getByRole("textbox", { name: "Panel member 2" })).toHaveValue("Dr. Iyer");
    expect(screen.getByRole("combobox", { name: "Interview slot" })).toHaveValue(
      "Jan 4, 2099, 9:30 AM IST · Examination Hall 4, Main Building · 3 candidates",
    );

    const a = candidate("PHD001");
    expect(a.getByRole("textbox", { name: "Score by Dr. Rao" })).toHaveValue("70");
    expect(a.getByText("Mean of the panel's scores: 75 out of 100")).toBeVisible();
    expect(a.getByText("Saved: 75")).toBeVisible();

    const b = candidate("PHD002");
    expect(b.getByText("Not entered")).toBeVisible();
    expect(b.getByText("Mean of the panel's scores: —")).toBeVisible();
    await user.type(b.getByRole("textbox", { name: "Score by Dr. Rao" }), "70");
    expect(b.getByText("Mean of the panel's scores: 70 out of 100")).toBeVisible();
    await user.type(b.getByRole("textbox", { name: "Score by Dr. Iyer" }), "81");
    expect(b.getByText("Mean of the panel's scores: 75.5 out of 100")).toBeVisible();
    await user.type(b.getByRole("textbox", { name: "Remarks" }), "Calm");

    const c = candidate("PHD003");
    await user.click(c.getByRole("checkbox", { name: "Absent" }));
    expect(c.getByRole("textbox", { name: "Score by Dr. Rao" })).toBeDisabled();
    expect(screen.getByText("Unsaved scores for 2 candidates.")).toBeVisible();
    // They are this slot's: not named as kept elsewhere.
    expect(screen.queryByText(/Unsaved scores are kept/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save scores" }));
    expect(await screen.findByText("Scores saved for 2 candidates.")).toBeVisible();
    expect(bodiesOf(api, "PUT", SCORES(4))).toEqual([
      {
        entries: [
          sentScores(bala.id, { "Dr. Rao": 70, "Dr. Iyer": 81 }, { remarks: "Calm" }),
          { id: chitra.id, absent: true, clear: false, panel: [] },
        ],
      },
    ]);
    await waitFor(() => expect(api.of("GET", SCORES(4))).toHaveLength(2));
  });

  it("asks for the consolidated score when the panel enters it, and checks the maximum", async () => {
    const { user, api } = renderScreen({
      get: {
        [SLOTS()]: slotsAnswer([interview]),
        [SCORES(4)]: scoresAnswer([bala], { consolidation: "AS_ENTERED", panel: [], max: 50 }),
      },
      handle: saved("Scores saved for 1 candidate.", 1),
    });
    // No panel named yet: one empty field to name the first member.
    const member = await screen.findByRole("textbox", { name: "Panel member 1" });
    expect(member).toHaveValue("");
    await user.type(member, "Dr. Rao");
    await user.click(screen.getByRole("button", { name: "Add a panel member" }));
    await user.type(screen.getByRole("textbox", { name: "Panel member 2" }), "Dr. Sen");

    const b = candidate("PHD002");
    expect(b.queryByText(/Mean of the panel's scores/)).toBeNull();
    await user.type(b.getByRole("textbox", { name: "Score by Dr. Rao" }), "55");
    expect(await b.findByText("Marks cannot be more than the maximum of 50.")).toBeVisible();
    await retype(user, b.getByRole("textbox", { name: "Score by Dr. Rao" }), "40");
    await user.type(b.getByRole("textbox", { name: "Score by Dr. Sen" }), "44");

    await user.click(screen.getByRole("button", { name: "Save scores" }));
    expect(await b.findByText("Enter the consolidated score.")).toBeVisible();
    expect(screen.getByText("Correct the scores shown in red before saving.")).toBeVisible();
    expect(bodiesOf(api, "PUT", SCORES(4))).toEqual([]);

    await user.type(b.getByRole("textbox", { name: "Consolidated score" }), "45");
    await user.click(screen.getByRole("button", { name: "Save scores" }));
    expect(await screen.findByText("Scores saved for 1 candidate.")).toBeVisible();
    expect(bodiesOf(api, "PUT", SCORES(4))).toEqual([
      { entries: [sentScores(bala.id, { "Dr. Rao": 40, "Dr. Sen": 44 }, { consolidated: 45 })] },
    ]);
  });

  it("refuses a score by a panel member without a name, and two members of the same name", async () => {
    const { user, api } = renderScreen({
      get: { [SLOTS()]: slotsAnswer([interview]), [SCORES(4)]: scoresAnswer([bala], { panel: [] }) },
    });
    await user.click(await screen.findByRole("button", { name: "Add a panel member" }));
    await user.type(screen.getByRole("textbox", { name: "Panel member 2" }), "Dr. Rao");
    await user.type(screen.getByRole("textbox", { name: "Panel member 1" }), "dr. rao");
    expect(screen.getByText("A panel member is named twice.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Remove panel member 2" }));
    expect(screen.queryByText("A panel member is named twice.")).toBeNull();

    await user.clear(screen.getByRole("textbox", { name: "Panel member 1" }));
    await user.type(candidate("PHD002").getByRole("textbox", { name: "Score by panel member 1" }), "60");
    expect(screen.getByText("Name the panel member.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save scores" }));
    expect(bodiesOf(api, "PUT", SCORES(4))).toEqual([]);
  });

  it("clears a saved score, and shows the server's refusal on the candidate", async () => {
    const { user, api } = renderScreen({
      get: { [SLOTS()]: slotsAnswer([interview]), [SCORES(4)]: scoresAnswer([asha, bala]) },
      handle: (req) =>
        req.method === "PUT"
          ? {
              status: 409,
              body: {
                success: false,
                message:
                  "The merit list of Computer Engineering is published: its marks and scores change only by accepting an objection.",
              },
            }
          : undefined,
    });
    const a = within(await screen.findByRole("group", { name: /^PHD001 · / }));
    await user.click(a.getByRole("button", { name: "Clear the saved score of PHD001" }));
    expect(a.getByText("The saved score is removed when you save.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save scores" }));
    expect(
      await screen.findByText(
        "The merit list of Computer Engineering is published: its marks and scores change only by accepting an objection.",
      ),
    ).toBeVisible();
    expect(bodiesOf(api, "PUT", SCORES(4))).toEqual([
      { entries: [{ id: asha.id, absent: false, clear: true, panel: [] }] },
    ]);
  });

  it("keeps the scores typed in one slot while another is shown", async () => {
    const { user } = renderScreen({
      get: {
        [SLOTS()]: slotsAnswer([interview, online]),
        [SCORES(4)]: scoresAnswer([bala]),
        [SCORES(5)]: scoresAnswer([chitra]),
      },
    });
    expect(await screen.findByText("Choose an interview slot")).toBeVisible();
    await user.click(screen.getByRole("combobox", { name: "Interview slot" }));
    await user.click(await screen.findByRole("option", { name: /^Jan 4, 2099/ }));
    await user.type(await candidate("PHD002").findByRole("textbox", { name: "Score by Dr. Rao" }), "66");
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(`?slot=${slotId(4)}`));

    await user.click(screen.getByRole("combobox", { name: "Interview slot" }));
    await user.click(await screen.findByRole("option", { name: /^Jan 5, 2099, 9:30 AM IST · Online/ }));
    expect(await screen.findByRole("group", { name: /^PHD003 · / })).toBeVisible();
    expect(screen.getByText(/Unsaved scores are kept for Computer Engineering, Jan 4, 2099/)).toBeVisible();

    await user.click(screen.getByRole("combobox", { name: "Interview slot" }));
    await user.click(await screen.findByRole("option", { name: /^Jan 4, 2099.*unsaved scores$/ }));
    expect(await candidate("PHD002").findByRole("textbox", { name: "Score by Dr. Rao" })).toHaveValue("66");
  });

  it("says so when the department has no interview slot", async () => {
    renderScreen({ get: { [SLOTS()]: slotsAnswer([test1]) } });
    expect(await screen.findByText("No interview slot yet")).toBeVisible();
    expectLinkTo("Go to Test & Interview Slots", "/slots?kind=INTERVIEW");
  });

  it("reads a closed round's scores without a way to change them", async () => {
    renderScreen({
      route: `/interview-scores?round=${roundId(1)}`,
      get: { [SLOTS(1)]: slotsAnswer([interview]), [SCORES(4, 1)]: scoresAnswer([asha]) },
    });
    const a = within(await screen.findByRole("group", { name: /^PHD001 · / }));
    expect(a.getByRole("textbox", { name: "Score by Dr. Rao" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save scores" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a panel member" })).toBeNull();
    expect(a.queryByRole("button", { name: /Clear the saved score/ })).toBeNull();
  });

  it("fits a phone: one card per candidate, no table", async () => {
    vi.stubGlobal(
      "matchMedia",
      fakeMatchMedia((q) => q.includes("max-width")),
    );
    renderScreen({ get: { [SLOTS()]: slotsAnswer([interview]), [SCORES(4)]: scoresAnswer([asha, bala]) } });
    expect(await screen.findByRole("group", { name: /^PHD002 · / })).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("list", { name: "Candidates of the slot" }).children).toHaveLength(2);
  });
});
