export { candidateMerits } from "./candidate.ts";
export { recordPublication } from "./publishing.ts";
export { meritRoutes } from "./routes.ts";
