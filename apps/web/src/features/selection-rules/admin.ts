// The selection rules' admin screen: its own file, so that only the admin's chunk holds it.
export { SelectionRulesScreen } from "./components/selection-rules-screen.tsx";
