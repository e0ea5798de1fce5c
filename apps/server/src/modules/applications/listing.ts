import {
  type ApplicationListFilters,
  type ApplicationStatus,
  DEPARTMENT_NAMES,
  type DepartmentName,
  type DepartmentQueue,
} from "@phd/shared";
import { and, asc, count, desc, eq, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern, type PageWindow, pageWindow, withinDays } from "../../db/list-filters.ts";
import { applications, profiles, users } from "../../db/schema.ts";
import { applicationGroups, countGroups, countTallied } from "../../db/tallies.ts";
import { type AuthUser, departmentsInScope } from "../../plugins/auth.ts";
import { zoneForDays } from "../constants/index.ts";
import { roundShown } from "../rounds/index.ts";
import { presentApplicationSummary } from "./presenter.ts";

// ---------------------------------------------------------------------------------------------
// Queries

type ListFilters = Omit<ApplicationListFilters, "page" | "limit" | "sort" | "order">;

/**
 * The WHERE of the list and of its count, so both always agree. `aadhaarHash` is the keyed hash of
 * the search when it is a 12-digit Aadhaar number: it matches by equality (decision 020).
 */
function listConditions(
  departments: "all" | DepartmentName[],
  f: ListFilters,
  round: string | SQL,
  timeZone: string,
  aadhaarHash: string | null,
): SQL | undefined {
  const search = f.search?.toLowerCase();
  return and(
    eq(applications.roundId, round),
    departments === "all" ? undefined : inArray(applications.department, departments),
    // search_text is already lower-cased; `like '%…%'` is answered by its trigram index.
    search
      ? or(
          like(applications.searchText, containsPattern(search)),
          aadhaarHash
            ? inArray(
                applications.userId,
                sql`(select ${profiles.userId} from ${profiles} where ${profiles.aadhaarHash} = ${aadhaarHash})`,
              )
            : undefined,
        )
      : undefined,
    f.department ? eq(applications.department, f.department) : undefined,
    f.status ? eq(applications.status, f.status) : undefined,
    f.applicationType ? eq(applications.applicationType, f.applicationType) : undefined,
    withinDays(applications.createdAt, f.fromDate, f.toDate, timeZone),
  );
}

/**
 * One page of the list. The page of ids is cut first on applications alone (an index in the list's
 * order: department + created_at / application_number, decision 017), then only those rows are
 * joined to their candidates: a deep offset walks index entries, not joined rows.
 * `reversed` reads the same order backwards (a page in the second half, see `pageWindow`).
 */
async function listPage(db: DbOrTx, where: SQL | undefined, f: ApplicationListFilters, page: PageWindow) {
  const forward = f.order === "asc";
  const direction = forward !== page.reversed ? asc : desc;
  // application_number, not application_id: PHD999 sorts before PHD1000.
  const key = f.sort === "applicationId" ? applications.applicationNumber : applications.createdAt;
  // The id breaks ties (same second, bulk imports), so a row never shows on two pages.
  const order = [direction(key), direction(applications.id)];
  const ids = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await db
    .select({ app: applications, user: { name: users.name, email: users.email } })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(inArray(applications.id, ids))
    .orderBy(...order);
  return page.reversed ? rows.reverse() : rows;
}

async function countMatching(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(where);
  return row?.n ?? 0;
}

const PENDING: ApplicationStatus[] = ["PENDING", "FEE_DETAILS_VERIFICATION_PENDING"];
const MODIFICATION_REQUESTED: ApplicationStatus[] = [
  "MODIFICATION_REQUESTED",
  "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
];

/**
 * The list's total. With no search and no dates every filter is a tallied column, so the count is a
 * sum of the round's tallies (decision 037) instead of a count of a department's rows.
 */
async function countList(
  db: DbOrTx,
  departments: "all" | DepartmentName[],
  f: ListFilters,
  round: string | SQL,
  where: SQL | undefined,
): Promise<number> {
  if (f.search || f.fromDate || f.toDate) return countMatching(db, where);
  const inScope = (d: DepartmentName) => departments === "all" || departments.includes(d);
  const scoped = f.department
    ? inScope(f.department)
      ? [f.department]
      : []
    : departments === "all"
      ? undefined
      : departments;
  return countTallied(db, round, {
    departments: scoped,
    status: f.status,
    applicationType: f.applicationType,
  });
}

// ---------------------------------------------------------------------------------------------
// Services

/** The coordinators' and admins' list (spec 001 §2, §7): filtered, sorted and paged in SQL. */
export async function listAll(ctx: AppContext, user: AuthUser, f: ApplicationListFilters) {
  const departments = departmentsInScope(user, "application.listAll");
  const aadhaarHash = f.search ? ctx.aadhaar.hash(f.search) : null;
  const round = await roundShown(ctx.db, f.round);
  const where = listConditions(departments, f, round, await zoneForDays(ctx.db, f), aadhaarHash);
  const offset = (f.page - 1) * f.limit;
  let rows: Awaited<ReturnType<typeof listPage>> = [];
  let total = 0;
  if (departments !== "all" && departments.length === 0) {
    // No department assigned: nothing to see, no query needed.
  } else if (offset === 0) {
    // The first page needs no count to be placed: both at once.
    [rows, total] = await Promise.all([
      listPage(ctx.db, where, f, { reversed: false, offset, limit: f.limit }),
      countList(ctx.db, departments, f, round, where),
    ]);
  } else {
    // A later page is read from the nearer end of the list, which the count tells.
    total = await countList(ctx.db, departments, f, round, where);
    const page = pageWindow(total, offset, f.limit);
    rows = page ? await listPage(ctx.db, where, f, page) : [];
  }
  return {
    applications: rows.map((r) => presentApplicationSummary(r.app, r.user)),
    pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), totalApplications: total },
  };
}

/** The reviewer's departments (all for an admin) with what waits in each; empty queues read 0. */
export async function departmentSummary(
  ctx: AppContext,
  user: AuthUser,
  roundId?: string,
): Promise<{ departments: DepartmentQueue[] }> {
  const scope = departmentsInScope(user, "application.review");
  const shown = scope === "all" ? DEPARTMENT_NAMES : scope;
  const round = await roundShown(ctx.db, roundId);
  const groups = shown.length === 0 ? [] : await applicationGroups(ctx.db, round);
  const count = (department: DepartmentName, statuses?: readonly ApplicationStatus[]) =>
    statuses
      ? statuses.reduce((n, status) => n + countGroups(groups, { departments: [department], status }), 0)
      : countGroups(groups, { departments: [department] });
  return {
    departments: shown.map((department) => ({
      department,
      total: count(department),
      pending: count(department, PENDING),
      modificationRequested: count(department, MODIFICATION_REQUESTED),
      verified: count(department, ["VERIFIED"]),
    })),
  };
}
