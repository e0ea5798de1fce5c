export { roundRoutes } from "./routes.ts";
export { assertApplicationDocumentOpen, assertRoundOpen, presentRound, roundShown } from "./service.ts";
