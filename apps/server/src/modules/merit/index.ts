export { meritRoutes } from "./routes.ts";
export { candidateMerits } from "./service.ts";
