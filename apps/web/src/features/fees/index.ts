// The account section's fee screens (spec 001 §2 "Fee list", "Fee detail", §4 "Fee verification"):
// what routes and other features may use. The list's state lives in the address (`feeListHref`).
export { feeKeys, useFeeDetail, useFeeList } from "./api.ts";
export { FeeDetailScreen, FeeDetailView } from "./components/fee-detail.tsx";
export { FeeList } from "./components/fee-list.tsx";
export { FeeVerification } from "./components/fee-verification.tsx";
export { PaymentsCard } from "./components/payments-card.tsx";
export { type FeeFilters, type FeeListState, feeListHref, readFeeListState, writeFeeListState } from "./list-params.ts";
