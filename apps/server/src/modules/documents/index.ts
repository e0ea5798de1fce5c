export { type PresentedDocument, presentDocument } from "./presenter.ts";
export {
  type DocumentWithSigner,
  deleteByIds as deleteDocumentsByIds,
  insertDocument,
  lockById as lockDocumentById,
  profileDocumentsOf,
  profileDocumentTypesOf,
  replaceFile as replaceDocumentFile,
  setVerification as setDocumentVerification,
  withSignerByIds as documentsWithSignerByIds,
} from "./queries.ts";
export { documentRoutes } from "./routes.ts";
