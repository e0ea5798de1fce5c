import type { RetentionDryRun, RetentionOverview } from "@phd/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectShownIn } from "../../../test/lists.ts";
import { acceptPuts, stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { RetentionSection } from "./retention-section.tsx";

const URL = "/api/admin/retention?page=1";
const overview = (over: Partial<RetentionOverview> = {}): RetentionOverview => ({
  rounds: [
    { id: "00000000-0000-4000-8000-000000000001", name: "Round 2026", closedAt: null, retentionMonths: 12 },
    {
      id: "00000000-0000-4000-8000-000000000002",
      name: "Round 2025",
      closedAt: "2025-12-01T06:30:00.000Z",
      retentionMonths: 12,
    },
  ],
  due: {
    items: [
      {
        userId: "00000000-0000-4000-8000-0000000000a1",
        name: "Dinesh Overdue",
        email: "dinesh@example.in",
        rounds: ["Round 2025"],
        dueAt: "2026-12-01T06:30:00.000Z",
      },
    ],
    total: 1,
    page: 1,
    limit: 25,
  },
  days: 30,
  asOf: "2026-11-20T04:30:00.000Z",
  ...over,
});

describe("the retention schedule", () => {
  it("shows each round's months, closed ones included, and who is due in the next 30 days", async () => {
    stubApi({ get: { [URL]: { success: true, data: overview() } } });
    renderApp(<RetentionSection />);
    const section = await screen.findByRole("region", { name: "Retention schedule" });
    expect(await within(section).findByLabelText("Months for Round 2026")).toHaveValue("12");
    expect(within(section).getByText("Open: not closed yet")).toBeVisible();
    expect(within(section).getByLabelText("Months for Round 2025")).toHaveValue("12");
    expect(within(section).getByText("Closed on Dec 1, 2025")).toBeVisible();
    const table = within(section).getByRole("table", { name: "Due in the next 30 days" });
    const row = within(table).getByRole("row", { name: /Dinesh Overdue/ });
    expectShownIn(row, ["dinesh@example.in", "Round 2025", "Dec 1, 2026"]);
    // Nothing changed yet: nothing to save.
    for (const name of ["Save months for Round 2026", "Save months for Round 2025"])
      expect(within(section).getByRole("button", { name })).toBeDisabled();
  });

  it("says so when no one is due", async () => {
    stubApi({
      get: { [URL]: { success: true, data: overview({ due: { items: [], total: 0, page: 1, limit: 25 } }) } },
    });
    renderApp(<RetentionSection />);
    expect(await screen.findByText("No candidate's data is due for erasure in the next 30 days.")).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("checks the months, then saves one round's", async () => {
    const api = stubApi({
      get: { [URL]: { success: true, data: overview() } },
      handle: acceptPuts('Retention period of "Round 2025" set to 6 months.', () => ({
        ...overview().rounds[1],
        retentionMonths: 6,
      })),
    });
    renderApp(<RetentionSection />);
    const months = await screen.findByLabelText("Months for Round 2025");
    const form = months.closest("form") as HTMLFormElement;
    fireEvent.change(months, { target: { value: "0" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save months for Round 2025" }));
    expect(await within(form).findByText("Months must be a whole number from 1 to 120.")).toBeVisible();
    expect(api.sent.filter((r) => r.method === "PUT")).toEqual([]);

    fireEvent.change(months, { target: { value: "6" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save months for Round 2025" }));
    await waitFor(() =>
      expect(api.of("PUT", "/api/admin/retention/rounds/00000000-0000-4000-8000-000000000002")).toHaveLength(1),
    );
    expect(api.of("PUT", "/api/admin/retention/rounds/00000000-0000-4000-8000-000000000002")[0]?.body).toEqual({
      retentionMonths: 6,
    });
    expect(await screen.findByText('Retention period of "Round 2025" set to 6 months.')).toBeVisible();
  });

  it("runs a dry run and lists who would be erased now", async () => {
    const dry: RetentionDryRun = {
      items: [overview().due.items[0] as RetentionDryRun["items"][number]],
      total: 1,
      asOf: "2026-12-02T00:00:00.000Z",
    };
    const api = stubApi({
      get: { [URL]: { success: true, data: overview() } },
      handle: (req) =>
        req.method === "GET" && req.url === "/api/admin/retention/dry-run"
          ? { status: 200, body: { success: true, data: dry } }
          : undefined,
    });
    renderApp(<RetentionSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Dry run" }));
    expect(await screen.findByText("1 candidate would be erased now:")).toBeVisible();
    expect(screen.getByText("Dinesh Overdue (Round 2025), due on Dec 1, 2026")).toBeVisible();
    expect(api.of("GET", "/api/admin/retention/dry-run")).toHaveLength(1);
  });
});
