export { feeRoutes } from "./routes.ts";
