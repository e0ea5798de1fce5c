export { reviewRoutes } from "./routes.ts";
