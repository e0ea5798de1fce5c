// Entrance-test marks and interview scores (issue 25, items 1–2): what routes and other features may use.
export { marksKeys, marksMessages } from "./api.ts";
export { InterviewScoresScreen, SCORES_TITLE } from "./components/interview-scores-screen.tsx";
export { MARKS_TITLE, MarksScreen } from "./components/marks-screen.tsx";
