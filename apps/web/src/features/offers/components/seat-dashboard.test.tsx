import type { DepartmentName } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { roundId } from "../../../test/fixtures.ts";
import { expectLinkTo } from "../../../test/lists.ts";
import { type ApiAnswer, catchDownloads } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { type SelectionStubs, stubSelectionApi } from "../../../test/selection-screen.tsx";
import { CURRENT, D, seatAnswer, seatRow } from "../test-fixtures.ts";
import { SeatDashboardScreen, totalsOf } from "./seat-dashboard.tsx";

const CIVIL = "Civil Engineering";
const BASE = `/api/rounds/${roundId(2)}`;
const SEATS = (department?: string) =>
  department ? `${BASE}/seats?department=${encodeURIComponent(department).replace(/%20/g, "+")}` : `${BASE}/seats`;

const ROWS = [
  seatRow({ seats: 4, offered: 1, accepted: 1, declined: 1, lapsed: 0, withdrawn: 0, admitted: 1, vacant: 1 }),
  seatRow({ category: "OBC", seats: 2, offered: 0, accepted: 1, declined: 0, lapsed: 1, admitted: 0, vacant: 1 }),
  seatRow({ channel: "NET_JRF", seats: 1, admitted: 1, vacant: 0 }),
  seatRow({ department: CIVIL, seats: 3, offered: 2, vacant: 1 }),
];

function renderScreen({
  route = "/seat-dashboard",
  departments = [D, CIVIL],
  get = {},
  ...stubs
}: SelectionStubs & { route?: string; departments?: DepartmentName[] } = {}) {
  const api = stubSelectionApi({ rounds: [CURRENT], get: { [SEATS()]: seatAnswer(ROWS), ...get }, ...stubs });
  return { ...renderApp(<SeatDashboardScreen departments={departments} />, { route }), api };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

describe("the Seat Dashboard", () => {
  it("sums each count per department and over all", () => {
    expect(totalsOf(ROWS.slice(0, 3))).toEqual({
      seats: 7,
      offered: 1,
      accepted: 2,
      declined: 1,
      lapsed: 1,
      withdrawn: 0,
      admitted: 2,
      vacant: 2,
    });
  });

  it("shows each department's rows with their totals, each count of offers a link to them", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Seat Dashboard" })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Seats by department, channel and category" });
    expect(within(table).getByRole("columnheader", { name: "Offered (not answered)" })).toBeVisible();

    // Seats, offered, accepted, declined, lapsed, withdrawn, admitted, vacant.
    expect(cells(screen.getByTestId(`total-${D}`))).toEqual(["7", "1", "2", "1", "1", "0", "2", "2"]);
    expect(cells(screen.getByTestId(`total-${CIVIL}`))).toEqual(["3", "2", "0", "0", "0", "0", "0", "1"]);
    expect(cells(screen.getByTestId("total-all"))).toEqual(["10", "3", "2", "1", "1", "0", "2", "3"]);

    // A row's count opens the offers of its department, channel, seat category and state.
    const accepted = screen.getByRole("link", { name: "1 accepted: Computer Engineering, Entrance test, OBC" });
    expect(accepted).toHaveAttribute(
      "href",
      "/offers?department=Computer+Engineering&channel=ENTRANCE_TEST&category=OBC&state=ACCEPTED",
    );
    // A department's total opens the department's offers in that state.
    expectLinkTo("2 admitted: Computer Engineering, total", "/offers?department=Computer+Engineering&state=ADMITTED");
    expectLinkTo(
      "2 offered (not answered): Civil Engineering, total",
      "/offers?department=Civil+Engineering&state=OFFERED",
    );
    // Seats and vacant seats are not offers: no link; nor a count of none.
    const total = within(screen.getByTestId(`total-${D}`));
    expect(total.getAllByRole("link").map((a) => a.textContent)).toEqual(["1", "2", "1", "1", "2"]);
    expect(within(screen.getByTestId("total-all")).queryAllByRole("link")).toHaveLength(0);
  });

  it("shows one department when chosen, and downloads its admitted list", async () => {
    const { saved, restore } = catchDownloads();
    const CSV = `${BASE}/admitted/export.csv?department=Civil+Engineering`;
    const PDF = `${BASE}/admitted/export.pdf?department=Civil+Engineering`;
    const { user, api } = renderScreen({
      get: { [SEATS(CIVIL)]: seatAnswer(ROWS.slice(3)) },
      handle: (req): ApiAnswer | undefined => {
        if (req.url === CSV)
          return {
            status: 200,
            text: "Application ID,Name\n",
            headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="Admitted_CE.csv"' },
          };
        if (req.url === PDF) return { status: 200, text: "%PDF-1.7", headers: { "content-type": "application/pdf" } };
        return undefined;
      },
    });
    await screen.findByRole("table", { name: "Seats by department, channel and category" });
    expect(screen.getByText("Admitted list of all departments")).toBeVisible();
    await user.click(screen.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: CIVIL }));
    await waitFor(() => expect(screen.queryByTestId(`total-${D}`)).toBeNull());
    expect(screen.getByTestId(`total-${CIVIL}`)).toBeVisible();
    expect(screen.queryByTestId("total-all")).toBeNull();
    expect(api.of("GET", SEATS(CIVIL))).toHaveLength(1);

    expect(screen.getByText("Admitted list of Civil Engineering")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Admitted list CSV" }));
    await waitFor(() => expect(saved).toEqual(["Admitted_CE.csv"]));
    await user.click(screen.getByRole("button", { name: "Admitted list PDF" }));
    // No name from the server: the department's own.
    await waitFor(() => expect(saved).toEqual(["Admitted_CE.csv", "Admitted_Civil_Engineering.pdf"]));
    expect(await screen.findAllByText("Admitted list exported.")).not.toHaveLength(0);
    restore();
  });

  it("says when there are no seats yet, and when the user has no department", async () => {
    const { unmount } = renderScreen({ get: { [SEATS()]: seatAnswer([]) } });
    expect(await screen.findByText("No seats yet")).toBeVisible();
    unmount();
    renderScreen({ departments: [] });
    expect(screen.getByText("No department has been assigned to you yet. Please contact the admin.")).toBeVisible();
  });
});
