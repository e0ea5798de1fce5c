import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectRetryLoads } from "../../../test/lists.ts";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { AdminOverviewCards, admissionsText, OVERVIEW_LOAD_FAILED } from "./admin-overview-cards.tsx";
import { overview } from "./statistics-fixtures.ts";

const OVERVIEW = "/api/admin/statistics/overview";

describe("the admin's overview", () => {
  it("shows the numbers, each linking where the admin acts on it", async () => {
    stubApi({ get: { [OVERVIEW]: overview() } });
    renderApp(<AdminOverviewCards />);
    const region = within(screen.getByRole("region", { name: "Overview" }));
    expect(region.getByRole("status")).toHaveTextContent("Loading the overview…");
    await region.findByText("Candidates");

    const links = region.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Candidates42", "/candidate-statistics"],
      ["Applications57", "/candidate-statistics"],
      ["Verified applications19", "/candidate-statistics"],
      ["Coordinators5", "/manage-coordinators"],
      ["Account coordinators2", "/manage-coordinators"],
      ["Announcements11", "/manage-announcements"],
      ["Manage admissions and constants", "/manage-constants"],
      ["View the audit log", "/audit-log"],
    ]);

    // The admin has no list of these: the numbers alone.
    const tiles = region.getAllByTestId("overview-tile");
    const awaiting = tiles.find((t) => t.textContent?.startsWith("Awaiting review")) as HTMLElement;
    expect(awaiting).toHaveTextContent("Awaiting review23");
    expect(awaiting.tagName).not.toBe("A");
    expect(within(awaiting).queryByRole("link")).toBeNull();
    const payments = tiles.find((t) => t.textContent?.startsWith("Payments pending")) as HTMLElement;
    expect(payments).toHaveTextContent("Payments pending7");
    expect(within(payments).queryByRole("link")).toBeNull();

    expect(region.getByTestId("admissions-state")).toHaveTextContent(/^Open until Dec 1, 2026, 5:00 PM IST$/i);
  });

  it("shows an error with Retry", async () => {
    const get: Record<string, unknown> = {};
    stubApi({ get });
    const { user } = renderApp(<AdminOverviewCards />);
    await expectRetryLoads(user, OVERVIEW_LOAD_FAILED, "Candidates", () => {
      get[OVERVIEW] = overview();
    });
    expect(screen.getByRole("link", { name: /Candidates/ })).toBeVisible();
  });
});

describe("the admissions line", () => {
  const tz = "Asia/Kolkata";
  it("says the state with its moment in the institution's zone", () => {
    const closesAt = "2026-12-01T11:30:00.000Z";
    const opensAt = "2026-11-01T04:30:00.000Z";
    expect(admissionsText({ state: "open", opensAt, closesAt, timeZone: tz })).toMatch(
      /^Open until Dec 1, 2026, 5:00 PM IST$/i,
    );
    expect(admissionsText({ state: "open", opensAt: null, closesAt: null, timeZone: tz })).toBe("Open");
    expect(admissionsText({ state: "closed", opensAt, closesAt, timeZone: tz })).toBe("Closed");
    expect(admissionsText({ state: "notYetOpen", opensAt, closesAt, timeZone: tz })).toMatch(
      /^Opens Nov 1, 2026, 10:00 AM IST$/i,
    );
    expect(admissionsText({ state: "ended", opensAt, closesAt, timeZone: tz })).toMatch(
      /^Ended Dec 1, 2026, 5:00 PM IST$/i,
    );
  });
});
