import { NotAvailableYet } from "../../../components/not-available.tsx";

export function ManageCoordinatorsPage() {
  return <NotAvailableYet area="Manage Coordinators" />;
}
