import { NotAvailableYet } from "../../../components/not-available.tsx";

export function ManageAnnouncementsPage() {
  return <NotAvailableYet area="Manage Announcements" />;
}
