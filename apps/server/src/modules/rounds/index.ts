export { currentRoundSettings } from "./queries.ts";
export { roundRoutes } from "./routes.ts";
export { assertApplicationDocumentOpen, assertRoundOpen, presentRound, roundShown } from "./service.ts";
