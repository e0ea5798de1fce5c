export { runErasureJob, scheduleErasureJob } from "./erasure-job.ts";
export { erasureRoutes } from "./erasure-routes.ts";
export { myDataRoutes } from "./my-data-routes.ts";
export { retentionRoutes } from "./retention-routes.ts";
export { privacyRoutes } from "./routes.ts";
export { assertCurrentVersion, giveConsent, seedPrivacyNotice, withConsentState } from "./service.ts";
