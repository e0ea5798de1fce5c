export { authRoutes } from "./routes.ts";
export { ensureBootstrapAdmin, issueToken, upsertAdmin } from "./service.ts";
