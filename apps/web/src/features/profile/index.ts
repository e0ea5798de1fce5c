// The profile feature's public face: what routes and other features may use.
export {
  type Profile,
  type ProfileDocument,
  profileKeys,
  type SectionDataMap,
  type SectionMeta,
  useProfile,
} from "./api.ts";
export { AadhaarRevealScope } from "./components/aadhaar-value.tsx";
export { DocumentField } from "./components/document-field.tsx";
export { EntranceForm } from "./components/entrance-form.tsx";
export { PersonalDetailsForm } from "./components/personal-details-form.tsx";
export { PgForm } from "./components/pg-form.tsx";
export { completedSections, ProfileView, type ProfileViewProps } from "./components/profile-view.tsx";
export type { DocumentActions } from "./components/section-frame.tsx";
export { SectionValues, SectionView, type SectionViewProps } from "./components/section-view.tsx";
export { UgForm } from "./components/ug-form.tsx";
export { VerificationDetails } from "./components/verification-details.tsx";
