export { getConstants, seedConstants } from "./queries.ts";
export { constantRoutes } from "./routes.ts";
export {
  admissionsNow,
  admissionsOpen,
  assertAdmissionsOpen,
  institutionTimeZone,
  readConstants,
  zoneForDays,
} from "./service.ts";
