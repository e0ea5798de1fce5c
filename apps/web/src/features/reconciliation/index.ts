// Fee reconciliation from the bank's statement (issue 61, decision 058): what routes may use.

export { DailySummaryCard } from "./components/daily-summary-card.tsx";
export { ReconciliationScreen } from "./components/reconciliation-screen.tsx";
