// The admin's audit log (issue 13): what routes may use. The log's state lives in the address.
export { auditKeys, useAuditLog } from "./api.ts";
export { AuditLog } from "./components/audit-log.tsx";
export {
  type AuditFilters,
  type AuditListState,
  auditLogPath,
  readAuditListState,
  toAuditLogRequest,
  writeAuditListState,
} from "./list-params.ts";
