export { reviewRoutes } from "./routes.ts";
export { presentHistoryEvent, tellCandidate } from "./service.ts";
