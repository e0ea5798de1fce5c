// The review feature's public face: the coordinator's review of one application (spec 001 §2, §4).
export {
  documentErrors,
  type HistoryEvent,
  listPageAddress,
  neighbourPath,
  reviewKeys,
  useApplicationHistory,
  useDocumentActions,
  useManualRemarks,
  useNeighbour,
  useSetSectionStatus,
} from "./api.ts";
export {
  ApplicationReview,
  type ApplicationReviewProps,
  ApplicationReviewScreen,
} from "./components/application-review.tsx";
export {
  ApplicationDocumentCard,
  type ApplicationDocumentCardProps,
  actionText,
  useActionText,
} from "./components/document-review.tsx";
export { HistoryList, type HistoryListProps } from "./components/history-list.tsx";
