// The constants feature's public face.
export {
  constantKeys,
  useAdmissionsOpen,
  useAdmissionWindow,
  useConstants,
  useSaveConstants,
  useWebsiteHeading,
} from "./api.ts";
export { AdmissionStatus } from "./components/admission-status.tsx";
export { ManageConstants } from "./components/manage-constants.tsx";
