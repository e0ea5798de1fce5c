export { getConstants, seedConstants } from "./queries.ts";
export { constantRoutes } from "./routes.ts";
export { admissionsOpen, readConstants } from "./service.ts";
