export { privacyRoutes } from "./routes.ts";
export { assertCurrentVersion, giveConsent, seedPrivacyNotice, withConsentState } from "./service.ts";
