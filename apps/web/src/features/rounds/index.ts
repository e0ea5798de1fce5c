// The admission rounds (issue 24, decision 029): what routes and other features may use. Staff lists
// put the `RoundSwitcher` above themselves and read `?round=` from their address.
export { roundKeys, useRounds } from "./api.ts";
export { RoundPage } from "./components/round-page.tsx";
export { ClosedRoundNotice, RoundGate, useRoundShown } from "./components/round-screen.tsx";
export { CLOSED_ROUND_NOTICE, RoundSwitcher } from "./components/round-switcher.tsx";
export {
  DepartmentHeading,
  type DepartmentSelection,
  NO_DEPARTMENT,
  type SelectionScope,
  SelectionScreen,
  useSelectionAddress,
} from "./components/selection-screen.tsx";
