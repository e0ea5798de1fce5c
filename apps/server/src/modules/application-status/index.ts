// An application's status follows its parts, and the facts the department scope reads (issue 11):
// used by review, profile edits, document reads, submission and reapply.
export { isFeeReceipt, lockApplicationsOf } from "./queries.ts";
export { candidateFacts, documentFacts } from "./scope.ts";
export { profileStatusFor, refreshApplicationStatuses, type StatusChange } from "./service.ts";
