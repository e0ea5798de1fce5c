export { meritRoutes } from "./routes.ts";
export { candidateMerits, type PreviewList, recordPublication } from "./service.ts";
