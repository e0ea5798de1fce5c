export { correctInterviewScore } from "./interview-scores.ts";
export { marksRoutes } from "./routes.ts";
export { correctTestMarks, roundScoring } from "./service.ts";
