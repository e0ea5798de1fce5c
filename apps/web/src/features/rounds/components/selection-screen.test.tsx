import type { DepartmentName } from "@phd/shared";
import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admissionRound, roundId } from "../../../test/fixtures.ts";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { NO_DEPARTMENT, SelectionScreen, useSelectionAddress } from "./selection-screen.tsx";

const D = "Computer Engineering";
const CIVIL = "Civil Engineering";

/** A screen's address: the department, and a view that belongs to the department shown. */
interface Address {
  page: number;
  department?: DepartmentName;
  view?: string;
}
const read = (params: URLSearchParams): Address => ({
  page: Number(params.get("page") ?? 1),
  department: (params.get("department") ?? undefined) as DepartmentName | undefined,
  view: params.get("view") ?? undefined,
});
const write = (state: Address) => {
  const out = new URLSearchParams();
  if (state.department) out.set("department", state.department);
  if (state.view) out.set("view", state.view);
  if (state.page > 1) out.set("page", String(state.page));
  return out;
};

const R = roundId(1);
beforeEach(() => {
  stubApi({
    get: {
      "/api/rounds": {
        success: true,
        data: [admissionRound(1, { isCurrent: true }), admissionRound(2, { closedAt: "2026-03-01T09:00:00.000Z" })],
      },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function Screen({ departments }: { departments: DepartmentName[] }) {
  const { selection } = useSelectionAddress(read, write, departments, { view: undefined });
  const { search } = useLocation();
  return (
    <>
      <SelectionScreen
        selection={selection}
        words={{
          title: "Shortlist",
          description: "Verified applications.",
          loading: "Loading the shortlist...",
          chooseHint: "Its applications are listed here.",
        }}
        around={(part, roundId) => <section aria-label={`Round ${roundId}`}>{part}</section>}
      >
        {({ roundId, department }) => <input aria-label={`Notes on ${department} in ${roundId}`} />}
      </SelectionScreen>
      <output data-testid="address">{search}</output>
    </>
  );
}

describe("SelectionScreen", () => {
  it("says so when the user has no department, and offers no picker", async () => {
    renderApp(<Screen departments={[]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Shortlist" })).toBeVisible();
    expect(screen.getByText("Verified applications.")).toBeVisible();
    expect(await screen.findByRole("combobox", { name: "Admission round" })).toBeVisible();
    expect(screen.getByText("No department")).toBeVisible();
    expect(screen.getByText(NO_DEPARTMENT)).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Department" })).toBeNull();
    expect(screen.queryByRole("region", { name: `Round ${R}` })).toBeNull();
  });

  it("shows the user's only department, whatever the address says", async () => {
    renderApp(<Screen departments={[D]} />, { route: `/?department=${encodeURIComponent(CIVIL)}` });
    expect(screen.getByRole("combobox", { name: "Department" })).toHaveValue(D);
    expect(await screen.findByRole("textbox", { name: `Notes on ${D} in ${R}` })).toBeVisible();
  });

  it("asks to choose among several departments; a choice goes in the address and starts the part afresh", async () => {
    const { user } = renderApp(<Screen departments={[CIVIL, D]} />, { route: "/?view=CHANGES&page=3" });
    const round = await screen.findByRole("region", { name: `Round ${R}` });
    expect(round).toHaveTextContent("Choose a department");
    expect(round).toHaveTextContent("Its applications are listed here.");

    await user.click(screen.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: D }));
    // The view belonged to no department: reset with it, and back to page 1.
    expect(screen.getByTestId("address")).toHaveTextContent(/^\?department=Computer\+Engineering$/);
    await user.type(screen.getByRole("textbox", { name: `Notes on ${D} in ${R}` }), "kept?");

    await user.click(screen.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: CIVIL }));
    expect(screen.getByRole("textbox", { name: `Notes on ${CIVIL} in ${R}` })).toHaveValue("");
  });
});
