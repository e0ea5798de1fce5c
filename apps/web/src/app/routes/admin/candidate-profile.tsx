import { NotAvailableYet } from "../../../components/not-available.tsx";

export function CandidateProfilePage() {
  return <NotAvailableYet area="Candidate Profile" />;
}
