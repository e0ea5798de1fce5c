// The merit list, its publication and the objections (issue 25): what routes and other features may use.

export { meritKeys, meritMessages, useMeritPreview } from "./api.ts";
export { CandidateMeritCard, MERIT_CARD_TITLE } from "./components/candidate-merit-card.tsx";
export { CategoryCell } from "./components/category-cell.tsx";
export { MERIT_TITLE, MeritScreen } from "./components/merit-screen.tsx";
export { ScrollTable } from "./components/scroll-table.tsx";
