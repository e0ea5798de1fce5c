import type { ReconciliationSummary } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLinkTo } from "../../../test/lists.ts";
import { answerCsvAt, catchDownloads, stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { DailySummaryCard } from "./daily-summary-card.tsx";
import { ReportDownloads } from "./report-downloads.tsx";

const ROUND = "7b4c4f5e-3a0d-4d1e-9a39-0c2b7f6f1d11";
const day = (d: string, n: Partial<ReconciliationSummary["days"][number]> = {}) => ({
  day: d,
  statements: 0,
  credits: 0,
  received: 0,
  unclaimed: 0,
  verified: 0,
  ...n,
});

describe("the daily summary of the bank's statements", () => {
  it("shows today's credits, unclaimed and verified payments, then the days before", async () => {
    const summary: ReconciliationSummary = {
      today: "2026-11-10",
      days: [
        day("2026-11-10", { statements: 2, credits: 4, received: 5500, unclaimed: 1, verified: 3 }),
        day("2026-11-09", { credits: 2, received: 3000, unclaimed: 2 }),
        day("2026-11-08"),
      ],
    };
    stubApi({ get: { "/api/reconciliation/summary": { success: true, data: summary } } });
    renderApp(<DailySummaryCard />);

    const card = screen.getByRole("region", { name: "The bank's statements, day by day" });
    expect(await within(card).findByText("4 · ₹5,500.00")).toBeVisible();
    expect(within(card).getByText("Verified through the statement").nextSibling).toHaveTextContent("3");
    expect(within(card).getByText("Statements imported").nextSibling).toHaveTextContent("2");
    const table = within(card).getByRole("table", { name: "The days before" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["Nov 9, 20262 · ₹3,000.0020", "Nov 8, 2026—00"]);
    expectLinkTo("Open Fee Reconciliation", "/fee-reconciliation", within(card));
  });

  it("says when the summary cannot be loaded, with a retry", async () => {
    stubApi();
    renderApp(<DailySummaryCard />);
    expect(await screen.findByRole("button", { name: "Retry" })).toBeVisible();
  });
});

describe("the reconciliation's reports", () => {
  // Each file is answered at its own address only: the name saved proves which one was asked.
  it("downloads the unmatched records with the list's filters, and the unclaimed credits", async () => {
    stubApi();
    const { user } = renderApp(<ReportDownloads roundId={ROUND} department="Physics" kind="ADMISSION_FEE" />);
    const { saved, restore } = catchDownloads();
    const unmatched = `/api/rounds/${ROUND}/reconciliation/unmatched.pdf?department=Physics&kind=ADMISSION_FEE`;
    answerCsvAt(unmatched, "%PDF-1.7", "unmatched-fees-2026-11-10.pdf");
    await user.click(screen.getByRole("button", { name: "Unmatched fee records as PDF" }));
    await waitFor(() => expect(saved).toEqual(["unmatched-fees-2026-11-10.pdf"]));

    answerCsvAt("/api/reconciliation/unclaimed.csv", "a\r\n", "unclaimed-credits-2026-11-10.csv");
    await user.click(screen.getByRole("button", { name: "Unclaimed credits as CSV" }));
    await waitFor(() => expect(saved).toEqual(["unmatched-fees-2026-11-10.pdf", "unclaimed-credits-2026-11-10.csv"]));
    expect(await screen.findByText("Report downloaded")).toBeVisible();
    restore();
  });

  it("says so when a report cannot be made", async () => {
    stubApi();
    const { user } = renderApp(<ReportDownloads roundId={ROUND} />);
    await user.click(screen.getByRole("button", { name: "Unclaimed credits as PDF" }));
    expect(await screen.findByText(/Not found|Failed to download the report/)).toBeVisible();
  });
});
