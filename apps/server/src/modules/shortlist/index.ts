export { shortlistRoutes } from "./routes.ts";
export { candidateShortlists } from "./service.ts";
