export {
  findById as findApplicationById,
  lockById as lockApplicationById,
} from "./queries.ts";
export { applicationRoutes } from "./routes.ts";
export { applicationSearchText, presentFull as presentFullApplication } from "./service.ts";
