import { NotAvailableYet } from "../../../components/not-available.tsx";

export function AuditLogPage() {
  return <NotAvailableYet area="Audit Log" />;
}
