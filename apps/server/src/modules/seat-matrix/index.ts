export { seatMatrixRoutes } from "./routes.ts";
