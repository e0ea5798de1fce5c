// The announcements feature's admin face: its own file, so the public chunk (which imports index.ts) never holds the admin screen.
export { ManageAnnouncements } from "./components/manage-announcements.tsx";
