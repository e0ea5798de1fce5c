// The admin's read-only view of a candidate's profile (spec 001 §2 "Candidate Profile, admin").
export { candidateProfileKeys, useCandidateProfile } from "./api.ts";
export { CandidateProfileScreen } from "./components/candidate-profile-screen.tsx";
