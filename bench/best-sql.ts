/**
 * The second yardstick: the best SQL written by hand for the three heaviest reads, served by
 * bench/bare-server.ts at /best/<name>. Each is ONE statement, prepared once per connection (a
 * named statement), that checks the token's user (what the portal's auth lookup checks: the row
 * exists, is not deleted, has the token's role and version) and builds the whole JSON body of the
 * portal's answer in PostgreSQL, so Node only relays a string: no second round trip, no row
 * parsing, no serialisation. Dates are formatted as the portal sends them (ISO, milliseconds, Z).
 *
 * Parameters $1–$3 are the token's subject, role and version (filled by the bare server per
 * request). The filters, page and size come from the read's path (`BEST_SQL`) and are written into
 * the text as literals: a named statement with them as parameters switches to a generic plan after
 * five runs, and for the coordinators' search that plan scans the whole table (median 32 ms against
 * 9 ms). The statement answers one row `{ ok, body }`: `ok` false means the token's user failed
 * the check (401).
 *
 * Same schema and indexes as the portal (a yardstick of SQL, not of indexes). Plans checked with
 * EXPLAIN (ANALYZE, BUFFERS) on phd_bench (20,000 candidates, 29,590 applications); what each
 * found is in the comment of its statement.
 */

/** `2026-11-23T10:00:00.000Z`, as `Date.toISOString()` writes it. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A SQL string literal (standard_conforming_strings is on). */
const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The token's user, checked as the portal's `authenticate` does; its departments scope a coordinator. */
const ME = "select departments from users where id = $1 and role = $2 and token_version = $3 and deleted_at is null";

/**
 * coord-list-search-p50 (a coordinator's list, search + status, page 50). The matching rows are read
 * once (a bitmap scan of (department, status, …) with the search as a filter: a one-letter search
 * cannot use the trigram index) into a materialised CTE that gives both the count and, by a top-N
 * sort of ids and dates only, the page; only the page's 10 rows are joined to their candidates.
 * The coordinator's departments come from the user row, one lateral subquery per department
 * (`offset 0` keeps it apart): with `department = any(…)` from the CTE the planner cannot see the
 * department and scans the whole table (16 ms against 4). Writing the count and the page as two
 * subqueries (the page walking created_at) measured the same: the floor is the count's 1,200 heap
 * pages, which a one-letter search cannot skip (no trigram).
 * The portal sends the count and the page as two statements, each scanning the matching rows
 * (bitmap for the count, a backward walk of created_at for the page).
 */
const coordSearch = (search: string, status: string, limit: number, offset: number, page: number) => `
with me as (${ME}),
matching as materialized (
  select a.id, a.created_at from me cross join unnest(me.departments) as d(department)
   cross join lateral (
     select id, created_at from applications
      where department = d.department and status = ${text(status)} and round_id = (select current_round_id())
        and search_text like ${text(search)}
     offset 0) a
),
page as (select id, created_at from matching order by created_at desc, id desc limit ${limit} offset ${offset}),
total as (select count(*)::int as n from matching)
select exists (select 1 from me) as ok, json_build_object(
  'success', true,
  'data', json_build_object(
    'applications', coalesce((
      select json_agg(json_build_object(
        'id', a.id, '_id', a.id, 'applicationId', a.application_id, 'department', a.department,
        'applicationType', a.application_type, 'verificationStatus', a.status,
        'createdAt', ${iso("a.created_at")}, 'updatedAt', ${iso("a.updated_at")},
        'user', json_build_object('name', u.name, 'email', u.email)
      ) order by p.created_at desc, p.id desc)
      from page p join applications a on a.id = p.id join users u on u.id = a.user_id), '[]'::json),
    'pagination', (select json_build_object('currentPage', ${page}, 'totalPages', ceil(n::numeric / ${limit})::int,
                                            'totalApplications', n) from total)
  )
)::text as body`;

/**
 * fee-list-filter-sort (department + fee status, by amount descending, page 5). The total is a sum
 * of the round's tallies for exactly those two columns (a dozen rows), not the portal's 219 groups
 * sent to Node to be summed there. The page is cut on applications alone: no index holds amount
 * within a department (amount has three values, so an amount index walk visits as many heap pages),
 * hence a bitmap scan of the department and a top-N sort; then the 10 rows get their candidate,
 * signer, receipt and duplicate-UTR probe (one (utr, user) index probe each).
 */
const feeList = (department: string, feeStatus: string, limit: number, offset: number, page: number) => `
with me as (${ME}),
page as (
  select id, amount from applications
   where round_id = (select current_round_id()) and department = ${text(department)} and fee_status = ${text(feeStatus)}
   order by amount desc, id desc limit ${limit} offset ${offset}
),
total as (
  select coalesce(sum(n), 0)::int as n from application_tallies
   where round_id = (select current_round_id()) and department = ${text(department)} and fee_status = ${text(feeStatus)}
)
select exists (select 1 from me) as ok, json_build_object(
  'success', true,
  'data', coalesce((
    select json_agg(json_build_object(
      'id', a.id, '_id', a.id, 'applicationId', a.application_id, 'department', a.department,
      'applicationType', a.application_type, 'verificationStatus', a.status, 'createdAt', ${iso("a.created_at")},
      'user', json_build_object('id', u.id, 'name', u.name, 'email', u.email),
      'feeDetails', json_build_object(
        'utrDuNumber', a.utr_du_number, 'amount', a.amount::float8, 'transactionTime', ${iso("a.transaction_time")},
        'bankName', a.bank_name, 'remarks', a.fee_remarks,
        'verification', json_build_object('status', a.fee_status, 'signedBy', case when s.id is null then null else
          json_build_object('_id', s.id, 'name', s.name, 'email', s.email, 'departments', s.departments,
                            'updatedAt', ${iso("a.fee_signed_at")}) end),
        'receipt', case when d.id is null then null else
          json_build_object('_id', d.id, 'originalFileName', d.original_file_name, 'mimeType', d.mime_type,
                            'fileSize', d.file_size, 'status', d.status) end),
      'duplicateUtr', exists (select 1 from applications o where o.utr_du_number = a.utr_du_number and o.user_id <> a.user_id)
    ) order by p.amount desc, p.id desc)
    from page p join applications a on a.id = p.id join users u on u.id = a.user_id
    left join users s on s.id = a.fee_signed_by_id left join documents d on d.id = a.fee_receipt_document_id
  ), '[]'::json),
  'pagination', (select json_build_object('currentPage', ${page}, 'totalPages', ceil(n::numeric / ${limit})::int,
                                          'totalApplications', n) from total),
  'count', (select count(*)::int from page)
)::text as body`;

/**
 * statistics (the admin's table, page 200). The page walks the partial index of verified candidates
 * by (lower(name), id); it cannot be an index-only scan (PostgreSQL 15 wants `name` itself because
 * `lower(name)` mentions it), so the offset costs one heap visit per skipped row, as in the portal
 * (2,017 buffers at page 200; an index with `include (name, email)` would make it index-only: 27).
 * Each page row gets its counts from a lateral probe of (round, user, …); the three card totals
 * are sums of the user and application tallies, all in the same statement.
 */
const statistics = (limit: number, offset: number, page: number) => `
with me as (${ME}),
page as (
  select id, name, email from users
   where role = 'candidate' and deleted_at is null and email_verified_at is not null
   order by lower(name), id limit ${limit} offset ${offset}
),
cards as (
  select (select coalesce(sum(n), 0)::int from user_tallies where role = 'candidate') as candidates,
         coalesce(sum(n), 0)::int as applications,
         coalesce(sum(n) filter (where status = 'VERIFIED'), 0)::int as verified
    from application_tallies where round_id = (select current_round_id())
)
select exists (select 1 from me) as ok, json_build_object(
  'success', true,
  'totalCandidates', c.candidates, 'totalApplications', c.applications, 'verifiedApplications', c.verified,
  'candidateDetails', coalesce((
    select json_agg(json_build_object('id', p.id, 'name', p.name, 'email', p.email, 'totalApplications', x.total,
                                      'verifiedApplications', x.verified, 'departmentsApplied', x.departments)
                    order by lower(p.name), p.id)
      from page p cross join lateral (
        select count(*)::int as total, (count(*) filter (where a.status = 'VERIFIED'))::int as verified,
               coalesce(json_agg(distinct a.department), '[]'::json) as departments
          from applications a where a.round_id = (select current_round_id()) and a.user_id = p.id) x
  ), '[]'::json),
  'pagination', json_build_object('currentPage', ${page}, 'totalPages', ceil(c.candidates::numeric / ${limit})::int,
                                  'totalMatching', c.candidates)
)::text as body
from cards c`;

const PAGE_SIZE = 10;

/** The query string of a read's path, refusing any parameter the hand-written statement does not handle. */
function queryOf(path: string, allowed: string[]): URLSearchParams {
  const query = new URL(path, "http://bench").searchParams;
  for (const key of query.keys())
    if (!allowed.includes(key)) throw new Error(`best SQL: ${path} has "${key}", which its statement does not handle`);
  return query;
}

const pageOf = (q: URLSearchParams) => Math.max(1, Number(q.get("page") ?? 1));
const likeContains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The reads that have a best-SQL route: the statement for the read's path ($1–$3: the token's subject, role, version). */
export const BEST_SQL: Record<string, (path: string) => string> = {
  "coord-list-search-p50": (path) => {
    const q = queryOf(path, ["search", "status", "page"]);
    const page = pageOf(q);
    const search = q.get("search");
    const status = q.get("status");
    if (!search || !status) throw new Error(`best SQL: ${path} needs search and status`);
    return coordSearch(likeContains(search.toLowerCase()), status, PAGE_SIZE, (page - 1) * PAGE_SIZE, page);
  },
  "fee-list-filter-sort": (path) => {
    const q = queryOf(path, ["verificationStatus", "department", "sort", "order", "page"]);
    const department = q.get("department");
    const feeStatus = q.get("verificationStatus");
    if (q.get("sort") !== "amount" || q.get("order") !== "desc" || !department || !feeStatus)
      throw new Error(`best SQL: ${path} must filter by department and fee status and sort by amount, descending`);
    const page = pageOf(q);
    return feeList(department, feeStatus, PAGE_SIZE, (page - 1) * PAGE_SIZE, page);
  },
  statistics: (path) => {
    const page = pageOf(queryOf(path, ["page"]));
    return statistics(PAGE_SIZE, (page - 1) * PAGE_SIZE, page);
  },
};

/** What two answers must share: the rows' ids in order and the total. */
export interface Answer {
  ids: string[];
  total: number;
}

/** The ids and total of an answer of one of these reads (the portal's body and the best route's are alike). */
export function answerOf(name: string, body: unknown): Answer {
  const b = body as {
    data?: { id: string }[] | { applications: { id: string }[]; pagination: { totalApplications: number } };
    candidateDetails?: { id: string }[];
    pagination?: { totalApplications?: number; totalMatching?: number };
  };
  if (name === "coord-list-search-p50" && b.data && !Array.isArray(b.data))
    return { ids: b.data.applications.map((r) => r.id), total: b.data.pagination.totalApplications };
  if (name === "fee-list-filter-sort" && Array.isArray(b.data))
    return { ids: b.data.map((r) => r.id), total: b.pagination?.totalApplications ?? Number.NaN };
  if (name === "statistics" && b.candidateDetails)
    return { ids: b.candidateDetails.map((r) => r.id), total: b.pagination?.totalMatching ?? Number.NaN };
  throw new Error(`best SQL: no ${name} answer in ${JSON.stringify(body).slice(0, 200)}`);
}
