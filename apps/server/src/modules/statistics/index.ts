export { statisticsRoutes } from "./routes.ts";
