export { privacyRoutes } from "./routes.ts";
export { assertCurrentVersion, giveConsent, seedPrivacyNotice } from "./service.ts";
