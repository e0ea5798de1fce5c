export { auditRoutes } from "./routes.ts";
