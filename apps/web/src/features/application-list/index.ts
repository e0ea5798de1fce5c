// The coordinator's list of applications and home queues: what routes and other features may use.
// The review page reads the list's address (`?search=…&page=…&i=…`, `i` counted from 0) with
// `readListState` and `listPosition`, and fetches the neighbours with `useAllApplications`.
export { applicationListKeys, useAllApplications, useDepartmentSummary } from "./api.ts";
export { ApplicationsList } from "./components/applications-list.tsx";
export { DepartmentQueues, departmentListHref, NO_DEPARTMENT } from "./components/department-queues.tsx";
export {
  applicationListPath,
  type ListState,
  listPosition,
  readListState,
  toApiQuery,
  writeListState,
} from "./list-params.ts";
