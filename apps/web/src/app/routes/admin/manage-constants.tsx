import { NotAvailableYet } from "../../../components/not-available.tsx";

export function ManageConstantsPage() {
  return <NotAvailableYet area="Manage Constants" />;
}
