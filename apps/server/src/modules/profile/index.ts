export * as profileQueries from "./queries.ts";
export { profileRoutes } from "./routes.ts";
export { loadProfile } from "./service.ts";
