import { useParams } from "react-router";
import { CandidateProfileScreen } from "../../../features/candidate-profile/index.ts";

/** /candidate-profile/{userId}: a candidate's profile, read-only, for the admin (spec 001 §2). */
export function CandidateProfilePage() {
  const { userId = "" } = useParams();
  // Keyed by id: another candidate's profile starts at the first step.
  return <CandidateProfileScreen key={userId} userId={userId} />;
}
