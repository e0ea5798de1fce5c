export { applicationRoutes } from "./routes.ts";
export { applicationSearchText } from "./service.ts";
