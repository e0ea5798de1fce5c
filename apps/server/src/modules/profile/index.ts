export * as profileQueries from "./queries.ts";
export { profileRoutes } from "./routes.ts";
export { loadProfile, loadProfileWithDocuments, workingProfessionalOf } from "./service.ts";
