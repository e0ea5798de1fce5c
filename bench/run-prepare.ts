/**
 * The set-up before any load: the portal's app in this process on the demo data, the subjects
 * of the reads (a user of each role, the department and rows with the most data), their tokens,
 * the SQL each read sends (recorded through Drizzle's query logger, for the bare route to replay)
 * and the users the write paths act as.
 */
import { DEPARTMENTS } from "@phd/shared";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config/env.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { TokenService } from "../apps/server/src/lib/tokens.ts";
import type { BarePlan } from "./bare-server.ts";
import { BEST_SQL } from "./best-sql.ts";
import { bearer, CONNECTIONS, databaseUrl, POOL_SIZE, SURGE, serverEnv, wanted } from "./run-config.ts";
import { readEndpoints } from "./run-endpoints.ts";

// ---------------------------------------------------------------------------------------------
// Subjects, tokens and the recorded SQL of each read endpoint

export async function prepare() {
  const config = loadConfig({ ...process.env, ...serverEnv, LOG_LEVEL: "silent" });
  config.runMailWorker = false;
  let recording: { sql: string; params: unknown[]; name?: string }[] | null = null;
  const database = await openDatabase({
    databaseUrl,
    poolSize: POOL_SIZE,
    logQuery: (sql, params, name) =>
      recording?.push({ sql, params: params.map((p) => (p instanceof Date ? p.toISOString() : p)), name }),
  });
  const app = await buildApp(config, { database, logger: false });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const one = async <T>(text: string, params: unknown[] = []): Promise<T> => {
    const { rows } = await pool.query(text, params);
    if (!rows[0]) throw new Error(`No demo data for: ${text.slice(0, 80)}… Run npm run demo-data first.`);
    return rows[0] as T;
  };
  const tokens = new TokenService(config.jwtSecret);
  type Who = { id: string; role: "candidate" | "coordinator" | "admin" | "accountSectionCoordinator"; tv: number };
  const tokenOf = (u: Who) => tokens.sign({ sub: u.id, role: u.role, tv: u.tv });
  const userSql = "select id, role, token_version as tv from users where deleted_at is null";

  const candidate = await one<Who & { applicationId: string }>(
    `select u.id, u.role, u.token_version as tv, a.id as "applicationId" from users u
       join applications a on a.user_id = u.id where u.role = 'candidate' order by u.email limit 1`,
  );
  // The coordinator with the longest queue, and an application in it.
  const coordinator = await one<Who & { department: string }>(
    `select id, role, token_version as tv, departments[1] as department from users
      where deleted_at is null and role = 'coordinator' and cardinality(departments) = 1
      order by (select count(*) from applications a where a.department = any(users.departments)) desc limit 1`,
  );
  const reviewed = await one<{ id: string }>(
    "select id from applications where department = $1 order by created_at desc limit 1",
    [coordinator.department],
  );
  const account = await one<Who>(`${userSql} and role = 'accountSectionCoordinator' limit 1`);
  const admin = await one<Who>(`${userSql} and role = 'admin' order by created_at limit 1`);
  const [candidateToken, coordinatorToken, accountToken, adminToken] = await Promise.all(
    [candidate, coordinator, account, admin].map(tokenOf),
  );

  // The current round's selection in that department (demo data: a shortlist and slots).
  const round = await one<{ id: string }>("select current_round_id() as id");
  const fullestSlot = await one<{ id: string }>(
    `select s.id from selection_slots s where s.round_id = $1 and s.department = $2 and s.kind = 'INTERVIEW'
      order by (select count(*) from application_selections x where x.interview_slot_id = s.id) desc limit 1`,
    [round.id, coordinator.department],
  );
  // Merit (demo-merit.ts): the department whose list is final and the one whose provisional list is
  // out, each in its channel with the most lines; the live preview of the final one's biggest channel.
  const meritOf = (stage: "FINAL" | "PROVISIONAL") =>
    one<{ department: string; channel: string }>(
      `select p.department, l.channel from merit_publications p join merit_lines l on l.publication_id = p.id
        where p.round_id = $1 and p.stage = $2
          and ($2 = 'FINAL' or not exists (select 1 from merit_publications f
                where f.round_id = p.round_id and f.department = p.department and f.stage = 'FINAL'))
        group by 1, 2 order by count(*) desc limit 1`,
      [round.id, stage],
    );
  const [finalMerit, provisionalMerit] = await Promise.all([meritOf("FINAL"), meritOf("PROVISIONAL")]);
  // Offers: the department with the most (the final list's).
  const offered = await one<{ department: string }>(
    "select department from offers where round_id = $1 group by 1 order by count(*) desc limit 1",
    [round.id],
  );
  const reads = readEndpoints({
    candidateToken,
    coordinatorToken,
    accountToken,
    adminToken,
    applicationId: candidate.applicationId,
    department: coordinator.department,
    reviewedId: reviewed.id,
    roundId: round.id,
    fullestSlotId: fullestSlot.id,
    finalMerit,
    provisionalMerit,
    offeredDepartment: offered.department,
  });

  // Last and middle pages: the page count first (from the first page), then ask for that page.
  const pagesOf = async (url: string, token: string | undefined) => {
    const res = await app.inject({ url, headers: token ? bearer(token) : {} });
    // The statistics answer its pagination at the top level, the lists under `data`.
    const body = res.json() as { pagination?: { totalPages: number }; data?: { pagination: { totalPages: number } } };
    return Math.max(1, (body.data ?? body).pagination?.totalPages ?? 1);
  };
  const coordPages = await pagesOf("/api/application/all/applications", coordinatorToken);
  const statisticsPages = await pagesOf("/api/admin/candidates-with-statistics", adminToken);
  for (const r of reads) {
    const pages = r.path.startsWith("/api/admin/candidates-with-statistics") ? statisticsPages : coordPages;
    r.path = r.path.replace("page=LAST", `page=${pages}`).replace("page=MIDDLE", `page=${Math.ceil(pages / 2)}`);
  }

  const plan: BarePlan = { databaseUrl, jwtSecret: config.jwtSecret, poolSize: POOL_SIZE, routes: [], best: [] };
  for (const r of reads.filter((r) => wanted(r.name))) {
    recording = [];
    const res = await app.inject({ url: r.path, headers: r.token ? bearer(r.token) : {} });
    const statements = recording;
    recording = null;
    if (res.statusCode !== 200) throw new Error(`${r.name}: ${r.path} answered ${res.statusCode} ${res.body}`);
    if (r.bare) plan.routes.push({ name: r.name, auth: Boolean(r.token), statements });
    const best = BEST_SQL[r.name];
    if (best) plan.best?.push({ name: r.name, sql: best(r.path) });
  }

  // Editors: candidates whose UG section and UG documents are not verified (only those can be saved).
  const editors = await pool.query<Who>(
    `select u.id, u.role, u.token_version as tv from users u
       join profiles p on p.user_id = u.id
       join profile_sections s on s.profile_id = p.id and s.section = 'academicsUG' and s.status <> 'VERIFIED'
      where u.role = 'candidate' and u.email like '%@demo.example'
        and not exists (select 1 from documents d where d.user_id = u.id and d.section = 'academicsUG'
                          and d.status = 'VERIFIED')
      order by u.email limit $1`,
    [CONNECTIONS],
  );
  const departments = DEPARTMENTS.map((d) => d.name);
  const submitters = await pool.query<Who & { department: string }>(
    `select u.id, u.role, u.token_version as tv,
        (select d from unnest($1::text[]) d where not exists
          (select 1 from applications a where a.user_id = u.id and a.department = d) limit 1) as department
       from users u join profiles p on p.user_id = u.id
      where u.role = 'candidate' and u.deleted_at is null
        and not exists (select 1 from profile_sections s where s.profile_id = p.id and not s.is_completed)
      order by md5(u.id::text || now()::text) limit $2`,
    [departments, SURGE],
  );
  const signIns = (
    await pool.query<{ email: string }>(
      "select email from users where role = 'candidate' and email like 'candidate%@demo.example' order by email limit 2000",
    )
  ).rows.map((r) => r.email);
  await pool.end();
  await app.close();
  await database.close();
  return {
    reads,
    plan,
    accountToken,
    editorTokens: await Promise.all(editors.rows.map(tokenOf)),
    submitters: await Promise.all(
      submitters.rows.filter((s) => s.department).map(async (s) => ({ ...s, token: await tokenOf(s) })),
    ),
    signIns,
  };
}
