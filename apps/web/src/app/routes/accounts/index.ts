export { AccountSectionHomePage } from "./account-section-home.tsx";
export { FeeDetailPage } from "./fee-detail.tsx";
export { FeeListPage } from "./fee-list.tsx";
export { FeeReconciliationPage } from "./fee-reconciliation.tsx";
