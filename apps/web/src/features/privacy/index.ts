export { usePrivacyNotice } from "./api.ts";
export { ErasureSection } from "./components/erasure-section.tsx";
export { ConsentRequired } from "./consent-required.tsx";
export { useMyData } from "./my-data/api.ts";
export { DownloadMyDataButton, MyDataSections } from "./my-data/my-data-sections.tsx";
export { PrivacyNoticeText } from "./privacy-notice-text.tsx";
