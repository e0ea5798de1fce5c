export { type PresentedDocument, presentDocument } from "./presenter.ts";
export type { DocumentWithSigner } from "./queries.ts";
export * as documentQueries from "./queries.ts";
export { documentRoutes } from "./routes.ts";
