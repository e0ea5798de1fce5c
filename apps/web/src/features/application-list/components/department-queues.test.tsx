import type { DepartmentSummaryResponse } from "@phd/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLinkTo } from "../../../test/lists.ts";
import { stubNetwork } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { DepartmentQueues, NO_DEPARTMENT } from "./department-queues.tsx";

const SUMMARY = "/api/application/department-summary";

function answer(departments: DepartmentSummaryResponse["data"]["departments"]): DepartmentSummaryResponse {
  return { success: true, data: { departments } };
}

describe("the coordinator's departments on the home page", () => {
  it("shows what waits in each department, with links to the filtered list", async () => {
    stubNetwork({
      get: {
        [SUMMARY]: answer([
          { department: "Computer Engineering", total: 12, pending: 5, modificationRequested: 2, verified: 4 },
          { department: "Civil Engineering", total: 0, pending: 0, modificationRequested: 0, verified: 0 },
        ]),
      },
    });
    renderApp(<DepartmentQueues />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your departments");
    const computer = await screen.findByRole("region", { name: "Computer Engineering" });
    const counts = within(computer);
    const value = (label: string) => counts.getByText(label).nextElementSibling?.textContent;
    expect(value("Pending")).toBe("5");
    expect(value("Modification requested")).toBe("2");
    expect(value("Verified")).toBe("4");
    expect(value("Total")).toBe("12");
    expectLinkTo(
      "Review 5 pending in Computer Engineering",
      "/applications-page?department=Computer+Engineering&status=PENDING",
      counts,
    );
    expectLinkTo(
      "All 12 applications in Computer Engineering",
      "/applications-page?department=Computer+Engineering",
      counts,
    );
    expect(screen.getAllByTestId("department-queue")).toHaveLength(2);
  });

  it("says so when no department is assigned", async () => {
    stubNetwork({ get: { [SUMMARY]: answer([]) } });
    renderApp(<DepartmentQueues />);
    expect(await screen.findByText(NO_DEPARTMENT)).toBeVisible();
    expect(NO_DEPARTMENT).toBe("No department has been assigned to you yet. Please contact the admin.");
  });

  it("shows the failure with Try Again", async () => {
    stubNetwork();
    const { user } = renderApp(<DepartmentQueues />);
    expect(await screen.findByText("Not found")).toBeVisible();
    stubNetwork({ get: { [SUMMARY]: answer([]) } });
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(NO_DEPARTMENT)).toBeVisible();
  });
});
