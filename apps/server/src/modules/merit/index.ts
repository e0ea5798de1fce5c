export { meritRoutes } from "./routes.ts";
export { candidateMerits, recordPublication } from "./service.ts";
