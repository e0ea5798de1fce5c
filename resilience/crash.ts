/**
 * Crash safety (issue 15 item 3): the real server is killed with SIGKILL while 100 uploads and
 * submissions, and 30 erasures (issue 28), are in flight, then started again on the same data. Passes when
 *   - the restarted server answers (the database recovered),
 *   - no committed row names a file that is missing,
 *   - every acknowledged submission and upload is there (the files byte-identical),
 *   - every acknowledged erasure is carried out, and after the erasure job's pass no file of an erased
 *     candidate is left (a candidate whose erasure was cut off is either erased or untouched),
 *   - after the orphan sweep (apps/server/src/storage/sweep.ts) no file is left that no row names.
 *
 *   npm run test:crash                       # PGlite in a temporary DATA_DIR
 *   npm run test:crash -- --database postgres # a new database on TEST_DATABASE_URL's server
 *
 * `.ci/run` runs both. Exit code 1 on any failed check.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEPARTMENTS, feeReceiptDocumentKey, sopDocumentKey } from "@phd/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { rows as queryRows } from "../apps/server/src/cli/backup-format.ts";
import { DEMO_CANDIDATE_PASSWORD } from "../apps/server/src/cli/demo-credentials.ts";
import { seedDemoData } from "../apps/server/src/cli/demo-data.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applications, documents } from "../apps/server/src/db/schema.ts";
import { createAadhaarVault } from "../apps/server/src/lib/aadhaar.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { TokenService } from "../apps/server/src/lib/tokens.ts";
import { seedConstants } from "../apps/server/src/modules/constants/index.ts";
import { runErasureJob } from "../apps/server/src/modules/privacy/index.ts";
import { FileSystemStorage } from "../apps/server/src/storage/storage.ts";
import { sweepOrphanFiles } from "../apps/server/src/storage/sweep.ts";
import { freePort, multipart, pdfOfSize, type Started, startPortal } from "../bench/lib.ts";
import { cleanUp, scratchDatabase } from "./lib.ts";

const CANDIDATES = 200;
const SUBMISSIONS = 50;
const UPLOADS = 50;
const ERASURES = 30;
/** The kill comes when this many requests (of both kinds) have been acknowledged: the rest are still in flight. */
const KILL_AFTER_ACKS = 20;
const MB = 1024 * 1024;

const { values: args } = parseArgs({ options: { database: { type: "string", default: "pglite" } } });
if (args.database !== "pglite" && args.database !== "postgres") {
  console.error("--database must be pglite or postgres");
  process.exit(2);
}

const jwtSecret = randomBytes(32).toString("hex");
const aadhaarKey = randomBytes(32);
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

const failures: string[] = [];
function check(ok: boolean, what: string, detail = "") {
  console.info(`${ok ? "PASS" : "FAIL"}  ${what}${detail ? ` — ${detail}` : ""}`);
  if (!ok) failures.push(what);
}

interface Who {
  id: string;
  role: "candidate";
  tv: number;
}
type Request = { kind: "submission" | "upload" | "erasure"; who: Who; body: Buffer; contentType: string; file: Buffer };
const PATHS: Record<Request["kind"], [method: string, path: string]> = {
  submission: ["POST", "/api/application"],
  upload: ["PATCH", "/api/candidate/profile/academic-details-ug"],
  erasure: ["POST", "/api/candidate/erasure"],
};

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "phd-crash-"));
  // A scratch database on TEST_DATABASE_URL's server, dropped at cleanup.
  const databaseUrl = args.database === "postgres" ? (await scratchDatabase("phd_crash_")).url : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    JWT_SECRET: jwtSecret,
    AADHAAR_KEY: aadhaarKey.toString("hex"),
    // Requests come "from" many addresses, as they would through a proxy, so per-address limits stay out of the way.
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
  };
  let server: Started | undefined;
  try {
    console.info(`crash test on ${args.database === "postgres" ? "PostgreSQL" : "PGlite"} (${dataDir})`);
    const { requests, erasers } = await prepare(dataDir, databaseUrl);
    const port = await freePort();
    server = await startPortal(env, port, path.join(dataDir, "server.log"));

    // Fire everything at once; kill the server once some have been acknowledged.
    const acknowledged: { request: Request; answer: { applicationId?: string } }[] = [];
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      server?.child.kill("SIGKILL");
    };
    const outcomes = await Promise.allSettled(
      requests.map(async (r, i) => {
        const [method, where] = PATHS[r.kind];
        const res = await fetch(`http://127.0.0.1:${port}${where}`, {
          method,
          headers: {
            authorization: `Bearer ${await tokens.sign({ sub: r.who.id, role: r.who.role, tv: r.who.tv })}`,
            "content-type": r.contentType,
            "x-forwarded-for": `10.9.${Math.floor(i / 250)}.${i % 250}`,
          },
          body: r.body,
        });
        const answer = (await res.json()) as { applicationId?: string; error?: string };
        if (!res.ok) throw new Error(`${r.kind} answered ${res.status}: ${answer.error}`);
        acknowledged.push({ request: r, answer });
        const kinds = new Set(acknowledged.map((a) => a.request.kind));
        if (acknowledged.length >= KILL_AFTER_ACKS && kinds.size === 3) kill();
      }),
    );
    kill();
    const dead = server.child;
    if (dead.exitCode === null && dead.signalCode === null) await new Promise((resolve) => dead.once("exit", resolve));
    const refused = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === "rejected")
      .map((o) => String(o.reason?.message ?? o.reason))
      .filter((m) => /answered 4\d\d/.test(m));
    check(refused.length === 0, "no request was refused before the kill", refused.slice(0, 3).join("; "));
    const cut = requests.length - acknowledged.length;
    const kinds = new Set(acknowledged.map((a) => a.request.kind));
    check(
      acknowledged.length >= KILL_AFTER_ACKS && kinds.size === 3 && cut > 0,
      "the kill came with requests in flight",
      `${acknowledged.length} acknowledged, ${cut} cut off`,
    );

    // Start again on the same data: the database recovers, the server answers.
    server = await startPortal(env, port, path.join(dataDir, "server.log"));
    check(true, "the server starts again after SIGKILL");
    await server.stop();
    server = undefined;

    await verify(dataDir, databaseUrl, acknowledged, erasers);
  } finally {
    if (server) await server.stop();
    await cleanUp();
    if (failures.length === 0) await rm(dataDir, { recursive: true, force: true });
    else console.info(`data kept for inspection: ${dataDir}`);
  }
  console.info(failures.length ? `\n${failures.length} check(s) FAILED` : "\nall crash checks passed");
  process.exitCode = failures.length ? 1 : 0;
}

const tokens = new TokenService(jwtSecret);

/** Demo candidates, then 50 submissions (1 MB statement + receipt) and 50 UG re-uploads (1 MB marksheet). */
async function prepare(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ requests: Request[]; erasers: Map<string, string[]> }> {
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, "db") });
  try {
    await seedConstants(database.db);
    await seedDemoData(
      { db: database.db, filesDir: path.join(dataDir, "files"), aadhaar: createAadhaarVault(aadhaarKey) },
      { candidates: CANDIDATES },
    );
    const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(database.db, q);
    const departments = DEPARTMENTS.map((d) => d.name);
    const submitters = await rows<Who & { department: string | null }>(sql`
      select u.id, u.role, u.token_version as tv,
        (select d from unnest(${`{${departments.map((d) => `"${d}"`).join(",")}}`}::text[]) d
          where not exists (select 1 from applications a where a.user_id = u.id and a.department = d) limit 1) as department
        from users u join profiles p on p.user_id = u.id
       where u.role = 'candidate' and u.deleted_at is null
         and not exists (select 1 from profile_sections s where s.profile_id = p.id and not s.is_completed)
       order by u.email limit ${SUBMISSIONS}`);
    const taken = submitters.map((s) => s.id);
    // Editors: candidates whose UG section and documents are not verified yet (only those can be changed).
    const editors = await rows<Who>(sql`
      select u.id, u.role, u.token_version as tv from users u
        join profiles p on p.user_id = u.id
        join profile_sections s on s.profile_id = p.id and s.section = 'academicsUG' and s.status <> 'VERIFIED'
       where u.role = 'candidate'
         and not exists (select 1 from documents d where d.user_id = u.id and d.section = 'academicsUG' and d.status = 'VERIFIED')
         and u.id <> all(${`{${taken.join(",")}}`}::uuid[])
       order by u.email limit ${UPLOADS}`);
    if (submitters.filter((s) => s.department).length < SUBMISSIONS || editors.length < UPLOADS) {
      throw new Error(
        `demo data gave ${submitters.length} submitters and ${editors.length} editors; need ${SUBMISSIONS}/${UPLOADS}`,
      );
    }
    // Erasers: candidates whose applications are moved into a closed round (an erasure is carried out
    // at once only then) and who were not admitted; their files are listed now, to be checked gone.
    const busy = [...taken, ...editors.map((e) => e.id)];
    const erasing = await rows<Who>(sql`
      select u.id, u.role, u.token_version as tv from users u
       where u.role = 'candidate' and u.deleted_at is null
         and u.id <> all(${`{${busy.join(",")}}`}::uuid[])
         and not exists (select 1 from offers o join applications a on a.id = o.application_id
                          where a.user_id = u.id and o.state = 'ADMITTED')
       order by u.email desc limit ${ERASURES}`);
    const [closed] = await rows<{ id: string }>(sql`
      insert into admission_rounds (name, application_id_prefix, closed_at)
      values ('Crash test, closed round', 'CRASHX', now()) returning id`);
    const erasingIds = `{${erasing.map((e) => e.id).join(",")}}`;
    await database.db.execute(
      sql`update applications set round_id = ${closed?.id} where user_id = any(${erasingIds}::uuid[])`,
    );
    const erasers = new Map<string, string[]>();
    for (const e of erasing) {
      const keys = await rows<{ key: string }>(sql`select storage_key as key from documents where user_id = ${e.id}`);
      erasers.set(
        e.id,
        keys.map((k) => k.key),
      );
    }
    if (erasing.length < ERASURES)
      throw new Error(`demo data gave ${erasing.length} candidates to erase; need ${ERASURES}`);
    const requests: Request[] = [];
    submitters.forEach((s, i) => {
      const department = s.department ?? "";
      const sop = pdfOfSize(MB + i);
      const form = multipart(
        {
          department,
          applicationType: "REGULAR",
          utrDuNumber: `CRASH${Date.now()}${String(i).padStart(4, "0")}`,
          amount: "1500",
          transactionTime: new Date(Date.now() - 86_400_000).toISOString(),
          bankName: "State Bank of India",
        },
        [
          { field: sopDocumentKey(department, "REGULAR"), name: "sop.pdf", content: sop },
          { field: feeReceiptDocumentKey(department, "REGULAR"), name: "receipt.pdf", content: pdfOfSize(40_000 + i) },
        ],
      );
      requests.push({ kind: "submission", who: s, body: form.body, contentType: form.contentType, file: sop });
    });
    editors.forEach((e, i) => {
      const marksheet = pdfOfSize(MB + 500 + i);
      const form = multipart({ degree: "B.E./ B.Tech", institute: "College of Engineering", cgpa: "8.1" }, [
        { field: "ugMarksheet", name: "marksheet.pdf", content: marksheet },
        { field: "ugDegreeCertificate", name: "degree.pdf", content: pdfOfSize(20_000 + i) },
      ]);
      requests.push({ kind: "upload", who: e, body: form.body, contentType: form.contentType, file: marksheet });
    });
    const erasures: Request[] = erasing.map((who) => ({
      kind: "erasure",
      who,
      body: Buffer.from(JSON.stringify({ password: DEMO_CANDIDATE_PASSWORD })),
      contentType: "application/json",
      file: Buffer.alloc(0),
    }));
    // Alternating, so every kind is in flight when the kill comes.
    const submissions = requests.filter((r) => r.kind === "submission");
    const uploads = requests.filter((r) => r.kind === "upload");
    requests.length = 0;
    for (const [i, r] of submissions.entries())
      requests.push(r, ...(uploads[i] ? [uploads[i]] : []), ...(erasures[i] ? [erasures[i]] : []));
    return { requests, erasers };
  } finally {
    await database.close();
  }
}

async function verify(
  dataDir: string,
  databaseUrl: string | undefined,
  acknowledged: { request: Request; answer: { applicationId?: string } }[],
  erasers: Map<string, string[]>,
) {
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, "db") });
  const storage = new FileSystemStorage(path.join(dataDir, "files"));
  try {
    const { db } = database;
    const rows = await db.select({ key: documents.storageKey, sha256: documents.sha256 }).from(documents);
    const missing: string[] = [];
    for (const r of rows) if (!(await storage.exists(r.key))) missing.push(r.key);
    check(
      missing.length === 0,
      "0 committed rows name a missing file",
      `${rows.length} document rows, ${missing.length} missing`,
    );

    const submitted = acknowledged.filter((a) => a.request.kind === "submission");
    const ids = submitted.map((a) => a.answer.applicationId ?? "");
    const found = ids.length
      ? await db
          .select({ id: applications.applicationId })
          .from(applications)
          .where(inArray(applications.applicationId, ids))
      : [];
    check(found.length === ids.length, "every acknowledged submission is there", `${found.length} of ${ids.length}`);

    let intact = 0;
    const uploads = acknowledged.filter((a) => a.request.kind === "upload");
    for (const a of uploads) {
      const [doc] = await db
        .select({ sha256: documents.sha256 })
        .from(documents)
        .where(and(eq(documents.userId, a.request.who.id), eq(documents.documentType, "ugMarksheet")));
      if (doc?.sha256 === sha256(a.request.file)) intact++;
    }
    check(
      intact === uploads.length,
      "every acknowledged upload is there, byte for byte",
      `${intact} of ${uploads.length}`,
    );

    // Erasures: the job's pass after the restart finishes what the kill cut off (files left on a request).
    await runErasureJob({ db, storage, clock: systemClock });
    const erasedNow = new Set(
      (
        await queryRows<{ id: string }>(
          db,
          sql`select id from users where deleted_at is not null and id = any(${`{${[...erasers.keys()].join(",")}}`}::uuid[])`,
        )
      ).map((r) => r.id),
    );
    const ackedErasures = acknowledged.filter((a) => a.request.kind === "erasure").map((a) => a.request.who.id);
    check(
      ackedErasures.every((id) => erasedNow.has(id)),
      "every acknowledged erasure is carried out",
      `${ackedErasures.length} acknowledged, ${erasedNow.size} erased of ${erasers.size}`,
    );
    let leftovers = 0;
    let untouchedMissing = 0;
    for (const [id, keys] of erasers) {
      for (const k of keys) {
        const there = await storage.exists(k);
        if (erasedNow.has(id) && there) leftovers++;
        if (!erasedNow.has(id) && !there) untouchedMissing++;
      }
    }
    check(
      leftovers === 0 && untouchedMissing === 0,
      "an erased candidate keeps no file; one whose erasure was cut off before its commit keeps all",
      `${leftovers} files of erased candidates left, ${untouchedMissing} files of others missing`,
    );

    const after2 = await db.select({ key: documents.storageKey }).from(documents);
    const named = new Set(after2.map((r) => r.key));
    const strays = async () => {
      const left: string[] = [];
      for await (const k of storage.keys()) if (!named.has(k)) left.push(k);
      return left;
    };
    const before = await strays();
    // As the server's sweep will once the grace hour has passed.
    const swept = await sweepOrphanFiles(db, storage, { now: new Date(Date.now() + 2 * 60 * 60_000) });
    const after = await strays();
    const tmp = path.join(dataDir, "files", "tmp");
    const tmpLeft = existsSync(tmp) ? (await readdir(tmp)).length : 0;
    check(
      after.length === 0 && tmpLeft === 0,
      "no orphan file is left after the sweep",
      `${before.length} orphans and ${swept.unfinished} cut-off uploads before, ${after.length + tmpLeft} after`,
    );
    const stillThere = await Promise.all([...named].map((k) => storage.exists(k)));
    check(stillThere.every(Boolean), "the sweep kept every file a row names");
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
