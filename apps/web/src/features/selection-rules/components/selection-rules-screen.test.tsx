import { DEFAULT_SCORING, DEFAULT_SELECTION_RULES, type SelectionRules } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admissionRound, roundId } from "../../../test/fixtures.ts";
import { type ApiHandler, stubApi } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { SelectionRulesScreen } from "./selection-rules-screen.tsx";

const CURRENT = admissionRound(2, { name: "PhD Admissions 2026-27, Round 1", isCurrent: true });
const CLOSED = admissionRound(1, { name: "PhD Admissions 2025-26, Round 1", closedAt: "2026-03-01T09:00:00.000Z" });
const RULES = (n: number) => `/api/rounds/${roundId(n)}/selection-rules`;
const SCORING = (n: number) => `/api/rounds/${roundId(n)}/scoring`;
const answer = (round: ReturnType<typeof admissionRound>, rules: SelectionRules = DEFAULT_SELECTION_RULES) => ({
  success: true,
  data: { round: { id: round.id, name: round.name, isClosed: round.closedAt !== null }, rules },
});

function renderScreen({ route = "/selection-rules", handle }: { route?: string; handle?: ApiHandler } = {}) {
  const api = stubApi({
    get: {
      "/api/rounds": { success: true, data: [CURRENT, CLOSED] },
      [RULES(2)]: answer(CURRENT),
      [RULES(1)]: answer(CLOSED),
      // The marks and scores card below the rules (its own tests: scoring-settings-card.test.tsx).
      [SCORING(2)]: { success: true, data: { round: answer(CURRENT).data.round, scoring: DEFAULT_SCORING } },
      [SCORING(1)]: { success: true, data: { round: answer(CLOSED).data.round, scoring: DEFAULT_SCORING } },
    },
    handle,
  });
  return { ...renderApp(<SelectionRulesScreen />, { route }), api };
}

const puts = (api: ReturnType<typeof stubApi>) => api.sent.filter((r) => r.method === "PUT");

describe("Selection Rules", () => {
  it("shows the current round's rules: each qualification's channel and method, weights, mark and tie-breaks", async () => {
    renderScreen();
    const jrf = within(await screen.findByRole("group", { name: "NET with JRF" }));
    expect(jrf.getByRole("combobox", { name: "Channel" })).toHaveValue("NET/JRF");
    expect(jrf.getByRole("combobox", { name: "Ranked by" })).toHaveValue("Interview only");
    const none = within(screen.getByRole("group", { name: "No qualifying exam" }));
    expect(none.getByRole("combobox", { name: "Ranked by" })).toHaveValue("Entrance test + interview");
    expect(screen.getByRole("textbox", { name: "Entrance test %" })).toHaveValue("70");
    expect(screen.getByRole("textbox", { name: "Qualifying mark in the entrance test (%)" })).toHaveValue("50");
    expect(screen.getByRole("checkbox", { name: "SC" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "EWS" })).not.toBeChecked();
    const ties = within(screen.getByRole("list", { name: "Tie-breaks in order" }));
    expect(ties.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Higher test or exam score",
      "Earlier date of birth (older first)",
      "Earlier submission of the application",
    ]);
  });

  it("refuses weights that do not add up before sending, then saves the changed rules", async () => {
    const user = userEvent.setup();
    const { api } = renderScreen({
      handle: (req) =>
        req.method === "PUT" && req.url === RULES(2)
          ? { status: 200, body: { success: true, message: "Selection rules saved.", data: req.body } }
          : undefined,
    });
    const exam = await screen.findByRole("textbox", { name: "Entrance test %" });
    await retype(user, exam, "60");
    await user.click(screen.getByRole("button", { name: "Save rules" }));
    expect(await screen.findByText("The two weights must add up to 100.")).toBeVisible();
    expect(puts(api)).toHaveLength(0);

    const interview = screen.getAllByRole("textbox", { name: "Interview %" })[0] as HTMLElement;
    await retype(user, interview, "40");
    await user.click(screen.getByRole("button", { name: "Move down: Higher test or exam score" }));
    await user.click(screen.getByRole("checkbox", { name: "EWS" }));
    await user.click(screen.getByRole("button", { name: "Save rules" }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({
      ...DEFAULT_SELECTION_RULES,
      weights: { ...DEFAULT_SELECTION_RULES.weights, TEST_AND_INTERVIEW: { exam: 60, interview: 40 } },
      relaxedCategories: ["SC", "ST", "OBC", "EWS"],
      tieBreaks: ["EARLIER_DATE_OF_BIRTH", "HIGHER_EXAM_SCORE", "EARLIER_SUBMISSION"],
    });
    expect(await screen.findByText("Selection rules saved.")).toBeVisible();
  });

  it("shows the server's refusal on the form", async () => {
    const user = userEvent.setup();
    renderScreen({
      handle: (req) =>
        req.method === "PUT"
          ? { status: 409, body: { success: false, message: "The admission round is closed." } }
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Save rules" }));
    expect(await screen.findByText("The admission round is closed.")).toBeVisible();
  });

  it("a closed round's rules are shown, not edited", async () => {
    renderScreen({ route: `/selection-rules?round=${roundId(1)}` });
    expect(await screen.findByText("PhD Admissions 2025-26, Round 1", { selector: "p" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save rules" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Move up/ })).toBeNull();
  });
});
