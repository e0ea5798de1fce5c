export { usePrivacyNotice } from "./api.ts";
export { ConsentRequired } from "./consent-required.tsx";
export { PrivacyNoticeText } from "./privacy-notice-text.tsx";
