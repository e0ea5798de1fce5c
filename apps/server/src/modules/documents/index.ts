export { type PresentedDocument, presentDocument } from "./presenter.ts";
export {
  type DocumentWithSigner,
  deleteByIds as deleteDocumentsByIds,
  findById as findDocumentById,
  insertDocument,
  lockById as lockDocumentById,
  previousFileOf,
  profileDocumentsOf,
  profileDocumentTypesOf,
  replaceFile as replaceDocumentFile,
  setVerification as setDocumentVerification,
  withSignerByIds as documentsWithSignerByIds,
} from "./queries.ts";
export { documentRoutes } from "./routes.ts";
export { sendStoredFile } from "./send-file.ts";
export { openDocumentFile } from "./service.ts";
