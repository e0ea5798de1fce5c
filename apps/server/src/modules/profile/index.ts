export {
  ensureProfile,
  isProfileComplete,
  lockSectionWithOwner,
  setManualRemark as setSectionManualRemark,
  setSectionVerification,
} from "./queries.ts";
export { profileRoutes } from "./routes.ts";
export {
  loadProfile,
  loadProfileWithDocuments,
  sealPlainAadhaarNumbers,
  workingProfessionalOf,
} from "./service.ts";
