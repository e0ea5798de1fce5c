// The applications feature's public face: what routes and other features may use.
export {
  type ApplicationDetail,
  type ApplicationSummary,
  applicationKeys,
  useApplication,
  useDownloadApplication,
  useMyApplications,
  useMyDocuments,
  useReapply,
  useSubmitApplication,
  useWithdrawApplication,
} from "./api.ts";
export {
  type ApplicationDetailProps,
  ApplicationDetailView,
  type ApplicationDocumentKey,
  type EntireApplication,
} from "./components/application-detail.tsx";
export { ApplicationStatusBadge } from "./components/application-status-badge.tsx";
export { ApplyWizard } from "./components/apply-wizard.tsx";
export {
  ChangesRequested,
  type RequestedChange,
  type RequestedChangeGroup,
  remedyOf,
  requestedChanges,
} from "./components/changes-requested.tsx";
export { FeeFields, type FeeValues, toLocalInput } from "./components/fee-fields.tsx";
export { ReapplySection } from "./components/reapply-section.tsx";
export { SelectionSection, ShortlistStatus } from "./components/shortlist-status.tsx";
export { UploadField } from "./components/upload-field.tsx";
