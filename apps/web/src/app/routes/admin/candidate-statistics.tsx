import { NotAvailableYet } from "../../../components/not-available.tsx";

export function CandidateStatisticsPage() {
  return <NotAvailableYet area="Candidate Statistics" />;
}
