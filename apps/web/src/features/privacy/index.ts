export { usePrivacyNotice } from "./api.ts";
export { PrivacyNoticeText } from "./privacy-notice-text.tsx";
