// What every module of the round builds on (issue 60): its facts and locks, its settings, its close.
export { currentRoundSettings } from "./queries.ts";
export { lockOpenRound, onRoundClosed, type RoundFacts, readRound, roundSummary } from "./round-access.ts";
export { type RoundSetting, roundSetting, SETTINGS_CLOSED } from "./round-settings.ts";
export { roundRoutes } from "./routes.ts";
export { assertApplicationDocumentOpen, assertRoundOpen, presentRound, roundOfAnswer, roundShown } from "./service.ts";
