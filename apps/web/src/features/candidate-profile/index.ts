// The admin's read-only view of a candidate's profile (spec 001 §2 "Candidate Profile, admin").
export {
  candidateProfileKeys,
  PROFILE_FETCH_FAILED,
  PROFILE_LOAD_FAILED,
  PROFILE_NOT_FOUND,
  useCandidateProfile,
} from "./api.ts";
export { CandidateProfileScreen } from "./components/candidate-profile-screen.tsx";
