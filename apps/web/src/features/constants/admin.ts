// The constants feature's admin face: its own file, so the public chunk (which imports index.ts) never holds the admin screen.
export { ManageConstants } from "./components/manage-constants.tsx";
