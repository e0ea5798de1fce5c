export { presentApplicationHead, presentFeeSigner } from "./presenter.ts";
export {
  findById as findApplicationById,
  lockById as lockApplicationById,
  nextApplicationNumber,
} from "./queries.ts";
export { applicationRoutes } from "./routes.ts";
export { applicationSearchText, pdfFor as applicationPdf, presentFull as presentFullApplication } from "./service.ts";
