export { announcementRoutes } from "./routes.ts";
