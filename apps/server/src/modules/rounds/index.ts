export { currentRoundSettings } from "./queries.ts";
export { roundRoutes } from "./routes.ts";
export { assertApplicationDocumentOpen, assertRoundOpen, presentRound, roundOfAnswer, roundShown } from "./service.ts";
