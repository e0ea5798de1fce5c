export { profileRoutes } from "./routes.ts";
export { loadProfile } from "./service.ts";
