import { DEFAULT_SCORING, DEFAULT_SELECTION_RULES, type ScoringSettings } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { admissionRound, roundId } from "../../../test/fixtures.ts";
import { type ApiHandler, stubApi } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { ScoringSettingsCard } from "./scoring-settings-card.tsx";
import { SelectionRulesScreen } from "./selection-rules-screen.tsx";

const CURRENT = admissionRound(2, { name: "PhD Admissions 2026-27, Round 1", isCurrent: true });
const CLOSED = admissionRound(1, { name: "PhD Admissions 2025-26, Round 1", closedAt: "2026-03-01T09:00:00.000Z" });
const RULES = (n: number) => `/api/rounds/${roundId(n)}/selection-rules`;
const SCORING = (n: number) => `/api/rounds/${roundId(n)}/scoring`;
const roundOf = (round: ReturnType<typeof admissionRound>) => ({
  id: round.id,
  name: round.name,
  isClosed: round.closedAt !== null,
});
const scoringAnswer = (round: ReturnType<typeof admissionRound>, scoring: ScoringSettings = DEFAULT_SCORING) => ({
  success: true,
  data: { round: roundOf(round), scoring },
});

/** The whole page (`route`), or only the card of the current round (lighter: the rules form is large). */
function renderScreen({
  route = "/selection-rules",
  handle,
  page = false,
}: {
  route?: string;
  handle?: ApiHandler;
  page?: boolean;
} = {}) {
  const api = stubApi({
    get: {
      "/api/rounds": { success: true, data: [CURRENT, CLOSED] },
      [RULES(2)]: { success: true, data: { round: roundOf(CURRENT), rules: DEFAULT_SELECTION_RULES } },
      [RULES(1)]: { success: true, data: { round: roundOf(CLOSED), rules: DEFAULT_SELECTION_RULES } },
      [SCORING(2)]: scoringAnswer(CURRENT),
      [SCORING(1)]: scoringAnswer(CLOSED, { ...DEFAULT_SCORING, testMaxMarks: 70, consolidation: "AS_ENTERED" }),
    },
    handle,
  });
  const ui = page ? <SelectionRulesScreen /> : <ScoringSettingsCard roundId={roundId(2)} />;
  return { ...renderApp(ui, { route }), api };
}

const card = async () => within(await screen.findByRole("region", { name: "Marks and scores" }));

describe("the Marks and scores settings on Selection Rules", () => {
  it("shows the round's settings with the shared words, below the selection rules", async () => {
    renderScreen({ page: true });
    const c = await card();
    expect(await c.findByRole("textbox", { name: "Entrance test: maximum marks" })).toHaveValue("100");
    expect(c.getByRole("textbox", { name: "Interview: maximum score" })).toHaveValue("100");
    expect(c.getByRole("radio", { name: "Mean of the panel's scores" })).toBeChecked();
    expect(c.getByRole("radio", { name: "As entered by the panel" })).not.toBeChecked();
    expect(c.getByRole("radio", { name: "NET percentile as it is" })).toBeChecked();
    expect(c.getByRole("textbox", { name: "NET: maximum score" })).toHaveValue("300");
    expect(c.getByRole("textbox", { name: "GATE: maximum score" })).toHaveValue("1000");
  });

  it("refuses a maximum out of range before sending, then saves the settings", async () => {
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "PUT" && req.url === SCORING(2)
          ? { status: 200, body: { success: true, message: "Marks and scores settings saved.", data: req.body } }
          : undefined,
    });
    const c = await card();
    const test = await c.findByRole("textbox", { name: "Entrance test: maximum marks" });
    await retype(user, test, "0");
    await user.click(c.getByRole("button", { name: "Save marks and scores settings" }));
    expect(await c.findByText("The test's maximum must be a number from 1 to 1000.")).toBeVisible();
    expect(api.of("PUT", SCORING(2))).toHaveLength(0);

    await retype(user, test, "80");
    await user.click(c.getByRole("radio", { name: "As entered by the panel" }));
    await user.click(c.getByRole("radio", { name: "NET score out of its maximum" }));
    await user.click(c.getByRole("button", { name: "Save marks and scores settings" }));
    await waitFor(() => expect(api.of("PUT", SCORING(2))).toHaveLength(1));
    expect(api.of("PUT", SCORING(2))[0]?.body).toEqual({
      ...DEFAULT_SCORING,
      testMaxMarks: 80,
      consolidation: "AS_ENTERED",
      netBasis: "SCORE",
    });
    expect(await screen.findByText("Marks and scores settings saved.")).toBeVisible();
    // The selection rules were not sent with them.
    expect(api.of("PUT", RULES(2))).toHaveLength(0);
  });

  it("shows the server's refusal in the card", async () => {
    const { user } = renderScreen({
      handle: (req) =>
        req.method === "PUT" && req.url === SCORING(2)
          ? { status: 409, body: { success: false, message: "The admission round is closed." } }
          : undefined,
    });
    const c = await card();
    await user.click(await c.findByRole("button", { name: "Save marks and scores settings" }));
    expect(await c.findByText("The admission round is closed.")).toBeVisible();
  });

  it("a closed round's settings are shown, not edited", async () => {
    renderScreen({ page: true, route: `/selection-rules?round=${roundId(1)}` });
    const c = await card();
    expect(await c.findByRole("textbox", { name: "Entrance test: maximum marks" })).toHaveValue("70");
    expect(c.getByRole("textbox", { name: "Entrance test: maximum marks" })).toBeDisabled();
    expect(c.getByRole("radio", { name: "As entered by the panel" })).toBeChecked();
    expect(c.getByRole("radio", { name: "Mean of the panel's scores" })).toBeDisabled();
    expect(c.queryByRole("button", { name: "Save marks and scores settings" })).toBeNull();
  });
});
