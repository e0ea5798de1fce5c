// The rounds feature's admin face: its own file, so the staff lists' chunks (which import index.ts) never hold the admin screen.
export { ManageRounds } from "./components/manage-rounds.tsx";
