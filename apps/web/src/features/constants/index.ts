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
