export { reconciliationReportRoutes } from "./report-routes.ts";
export { reconciliationRoutes } from "./routes.ts";
