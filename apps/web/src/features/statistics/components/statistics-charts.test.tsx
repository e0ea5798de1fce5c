import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectRetryLoads } from "../../../test/lists.ts";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { CHARTS_LOAD_FAILED, StatisticsCharts, shortLabel, wrapLabel } from "./statistics-charts.tsx";
import { overview, quietCharts } from "./statistics-fixtures.ts";

const OVERVIEW = "/api/admin/statistics/overview";
quietCharts();

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) => Array.from(r.querySelectorAll("th, td"), (c) => c.textContent));

describe("the statistics charts", () => {
  it("name each chart by its summary and give its figures as a table", async () => {
    stubApi({ get: { [OVERVIEW]: overview() } });
    renderApp(<StatisticsCharts />);

    const departments = await screen.findByRole("img", { name: /^Applications per department: / });
    expect(departments).toHaveAccessibleName(
      "Applications per department: 57 applications (19 verified) across 3 departments; the most in Computer Engineering (30).",
    );
    expect(screen.getByTestId("chart-departments-summary")).toHaveTextContent("57 applications (19 verified)");
    expect(cells(screen.getByRole("table", { name: "Applications per department" }))).toEqual([
      ["Computer Engineering", "30", "12"],
      ["Manufacturing Engineering and Industrial Management", "4", "1"],
      ["Physics", "23", "6"],
    ]);

    expect(screen.getByRole("img", { name: /^Applications by status: / })).toHaveAccessibleName(
      "Applications by status: 57 applications: Pending 23, Verified 19, Modification Requested 8, Fee Verification Pending 7.",
    );
    expect(cells(screen.getByRole("table", { name: "Applications by status" }))).toEqual([
      ["Pending", "23"],
      ["Verified", "19"],
      ["Modification Requested", "8"],
      ["Fee Verification Pending", "7"],
      ["Fee Modification Requested", "0"],
    ]);

    expect(screen.getByRole("img", { name: /^Submissions in the last 30 days: / })).toHaveAccessibleName(
      "Submissions in the last 30 days: 7 submissions in the last 3 days; the busiest day was Jan 9, 2025 (5).",
    );
    expect(cells(screen.getByRole("table", { name: "Submissions per day, last 30 days" }))).toEqual([
      ["Jan 8, 2025", "0"],
      ["Jan 9, 2025", "5"],
      ["Jan 10, 2025", "2"],
    ]);
  });

  it("say when there is nothing yet", async () => {
    const empty = overview();
    empty.data.byDepartment = empty.data.byDepartment.map((d) => ({ ...d, applications: 0, verified: 0 }));
    empty.data.byStatus = empty.data.byStatus.map((s) => ({ ...s, count: 0 }));
    empty.data.byDay = empty.data.byDay.map((d) => ({ ...d, count: 0 }));
    stubApi({ get: { [OVERVIEW]: empty } });
    renderApp(<StatisticsCharts />);
    expect(await screen.findByText("No applications yet in any of the 3 departments.")).toBeVisible();
    expect(screen.getByText("No applications yet.")).toBeVisible();
    expect(screen.getByText("No submissions in the last 3 days.")).toBeVisible();
  });

  it("show an error with Retry when the overview fails", async () => {
    const get: Record<string, unknown> = {};
    stubApi({ get });
    const { user } = renderApp(<StatisticsCharts />);
    await expectRetryLoads(user, CHARTS_LOAD_FAILED, "Applications per department", () => {
      get[OVERVIEW] = overview();
    });
    expect(screen.getByRole("img", { name: /^Applications per department/ })).toBeInTheDocument();
  });
});

describe("axis labels", () => {
  it("are shortened and wrapped between words so long department names fit a phone", () => {
    const name = shortLabel("Manufacturing Engineering and Industrial Management");
    expect(name).toBe("Manufacturing Engg. & Industrial Mgmt.");
    expect(wrapLabel(name, 17)).toEqual(["Manufacturing", "Engg. & ", "Industrial Mgmt."].map((l) => l.trim()));
    expect(wrapLabel(shortLabel("Electronics and Telecommunication Engineering"), 17)).toEqual([
      "Electronics &",
      "Telecommunication",
      "Engg.",
    ]);
    expect(wrapLabel("Fee Modification Requested", 17)).toEqual(["Fee Modification", "Requested"]);
  });
});
