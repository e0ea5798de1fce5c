import { z } from "zod";
import { APPLICATION_TYPES } from "../applications.ts";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { PROFILE_SECTIONS } from "../profile.ts";
import { APPLICATION_STATUSES } from "../verification.ts";
import { applicationDetail, applicationSummary } from "./applications.ts";
import { calendarDay, emptyAsUnset, paginatedList, withDaysInOrder } from "./common.ts";
import { say } from "./messages.ts";
import { roundParam } from "./rounds.ts";

export const APPLICATION_LIST_PAGE_SIZE = 10;
export const APPLICATION_LIST_MAX_PAGE_SIZE = 100;
export const APPLICATION_SORTS = ["createdAt", "applicationId"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * GET /api/application/all/applications (spec 001 §2, §7): page from 1, limit up to 100 (10 by
 * default), search by name, e-mail or application id, the filter panel's fields, and the sort.
 */
export const applicationListQuery = withDaysInOrder(
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(APPLICATION_LIST_MAX_PAGE_SIZE).default(APPLICATION_LIST_PAGE_SIZE),
    search: emptyAsUnset(z.string().trim().max(100, say("Search is too long"))),
    department: emptyAsUnset(z.enum(DEPARTMENT_NAMES, say("Unknown department"))),
    status: emptyAsUnset(z.enum(APPLICATION_STATUSES, say("Unknown status"))),
    applicationType: emptyAsUnset(z.enum(APPLICATION_TYPES, say("Unknown application type"))),
    fromDate: emptyAsUnset(calendarDay),
    toDate: emptyAsUnset(calendarDay),
    sort: emptyAsUnset(z.enum(APPLICATION_SORTS, say("Unknown sort"))),
    order: emptyAsUnset(z.enum(SORT_ORDERS, say("Order is asc or desc"))),
    round: roundParam,
  }),
);
export type ApplicationListQuery = z.input<typeof applicationListQuery>;
export type ApplicationListFilters = z.output<typeof applicationListQuery>;

export const allApplicationsResponse = paginatedList("applications", applicationSummary, "totalApplications");
export type AllApplicationsResponse = z.infer<typeof allApplicationsResponse>;

/** One department's queue on the coordinator's home. */
export const departmentQueue = z.object({
  department: z.enum(DEPARTMENT_NAMES),
  total: z.number().int(),
  pending: z.number().int(),
  modificationRequested: z.number().int(),
  verified: z.number().int(),
});
export type DepartmentQueue = z.infer<typeof departmentQueue>;

/** GET /api/application/department-summary: the reviewer's departments and what waits in each. */
export const departmentSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({ departments: z.array(departmentQueue) }),
});
export type DepartmentSummaryResponse = z.infer<typeof departmentSummaryResponse>;

export const HISTORY_SUBJECTS = ["application", "document", "profile_section"] as const;

/** One step in the history of an application, a document or a section (audit events). */
export const historyEvent = z.object({
  id: z.uuid(),
  action: z.string(),
  subjectType: z.enum(HISTORY_SUBJECTS),
  subjectId: z.uuid(),
  /** For a profile-section event: which section (match it to the section shown). */
  section: z.enum(PROFILE_SECTIONS).nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  remarks: z.string().nullable(),
  /** For a replaced file: the previous file's name and size. */
  previousFile: z.object({ originalFileName: z.string(), fileSize: z.number().int() }).nullable(),
  actor: z.object({ name: z.string(), role: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type HistoryEvent = z.infer<typeof historyEvent>;

/** GET /api/application/history/{id}: the events of the application, its documents and the candidate's profile, newest first. */
export const applicationHistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({ events: z.array(historyEvent) }),
});
export type ApplicationHistoryResponse = z.infer<typeof applicationHistoryResponse>;

/** POST /api/application/reapply/{id}. */
export const reapplyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: applicationDetail,
});
export type ReapplyResponse = z.infer<typeof reapplyResponse>;
