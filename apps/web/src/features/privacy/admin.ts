// The privacy feature's admin face: its own file, so the public and candidate chunks never hold it.
export { NoticeEditor } from "./components/notice-editor.tsx";
