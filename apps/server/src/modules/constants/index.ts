export { currentRoundIdOf, getConstants, seedConstants, seedCounters } from "./queries.ts";
export { constantRoutes } from "./routes.ts";
export {
  admissionsNow,
  admissionsOpen,
  assertAdmissionsOpen,
  institutionTimeZone,
  readConstants,
  zoneForDays,
} from "./service.ts";
