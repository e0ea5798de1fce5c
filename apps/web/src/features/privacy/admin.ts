// The privacy feature's admin face: its own file, so the public and candidate chunks never hold it.

export { AadhaarSetting } from "./components/aadhaar-setting.tsx";
export { ErasureQueue } from "./components/erasure-queue.tsx";
export { NoticeEditor } from "./components/notice-editor.tsx";
export { RetentionSection } from "./components/retention-section.tsx";
