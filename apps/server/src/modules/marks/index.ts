export { readRound } from "./queries.ts";
export { marksRoutes } from "./routes.ts";
export { correctInterviewScore, correctTestMarks, scoringOf } from "./service.ts";
