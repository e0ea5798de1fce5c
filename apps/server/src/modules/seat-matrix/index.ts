export { seatMatrixRoutes } from "./routes.ts";
export { selectionRulesOf } from "./service.ts";
