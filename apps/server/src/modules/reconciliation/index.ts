export { reconciliationRoutes } from "./routes.ts";
