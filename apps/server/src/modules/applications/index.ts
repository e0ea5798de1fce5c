export { applicationRoutes } from "./routes.ts";
