import type { AdmissionRound } from "@phd/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { admissionRound, roundId } from "../../../test/fixtures.ts";
import { stubApi } from "../../../test/network.ts";
import { address, renderWithAddress } from "../../../test/render.tsx";
import { roundKeys } from "../api.ts";
import { CLOSED_ROUND_NOTICE, RoundSwitcher } from "./round-switcher.tsx";

const CLOSED = admissionRound(1, { name: "PhD Admissions 2025-26, Round 1", closedAt: "2026-03-01T09:00:00.000Z" });
const CURRENT = admissionRound(2, { name: "PhD Admissions 2026-27, Round 1", isCurrent: true });
const OPEN = admissionRound(3, { name: "PhD Admissions 2027-28, Round 1" });

function renderSwitcher(rounds: AdmissionRound[], route = "/applications-page") {
  stubApi({ get: { "/api/rounds": { success: true, data: rounds } } });
  return renderWithAddress(<RoundSwitcher />, route);
}

const switcher = () => screen.findByRole("combobox", { name: "Admission round" });

describe("the round switcher", () => {
  it("names each round, shows the current one while the address names none, and is not closed", async () => {
    const { user } = renderSwitcher([OPEN, CURRENT, CLOSED]);
    const select = await switcher();
    expect(select).toHaveValue("PhD Admissions 2026-27, Round 1 (current)");
    expect(screen.queryByText(CLOSED_ROUND_NOTICE)).toBeNull();
    await user.click(select);
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual([
      "PhD Admissions 2027-28, Round 1",
      "PhD Admissions 2026-27, Round 1 (current)",
      "PhD Admissions 2025-26, Round 1 (closed)",
    ]);
  });

  it("writes the chosen round into the address, back to page 1, keeping the rest; the current one removes it", async () => {
    const { user } = renderSwitcher([OPEN, CURRENT, CLOSED], "/applications-page?search=asha&page=3");
    await user.click(await switcher());
    await user.click(await screen.findByRole("option", { name: "PhD Admissions 2025-26, Round 1 (closed)" }));
    await waitFor(() => expect(address()).toBe(`?search=asha&round=${roundId(1)}`));
    expect(await screen.findByText(CLOSED_ROUND_NOTICE)).toBeVisible();

    await user.click(await switcher());
    await user.click(await screen.findByRole("option", { name: "PhD Admissions 2026-27, Round 1 (current)" }));
    await waitFor(() => expect(address()).toBe("?search=asha"));
    expect(screen.queryByText(CLOSED_ROUND_NOTICE)).toBeNull();
  });

  it("reads the round from the address, and says when it is closed", async () => {
    renderSwitcher([OPEN, CURRENT, CLOSED], `/audit-log?round=${roundId(1)}`);
    expect(await switcher()).toHaveValue("PhD Admissions 2025-26, Round 1 (closed)");
    expect(screen.getByText(CLOSED_ROUND_NOTICE)).toBeVisible();
  });

  it("is not shown while there is only one round: nothing to switch", async () => {
    const { queryClient } = renderSwitcher([CURRENT]);
    await waitFor(() => expect(queryClient.getQueryState(roundKeys.list)?.status).toBe("success"));
    expect(screen.queryByRole("combobox", { name: "Admission round" })).toBeNull();
  });
});
