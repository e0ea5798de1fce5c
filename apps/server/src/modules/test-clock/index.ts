export { testClockRoutes } from "./routes.ts";
