export { seatMatrixRoutes } from "./routes.ts";
export { saveRoundSetting, selectionRulesOf } from "./service.ts";
