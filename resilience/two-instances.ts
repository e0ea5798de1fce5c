/**
 * npm run test:instances — two portal servers on one PostgreSQL, one S3 store, one SMTP server
 * and one Redis, behind nginx (round robin), checked through nginx:
 *
 *   (a) concurrent submissions: N candidates submit at once; every acknowledged submission has its
 *       own application id, the database holds exactly those rows, and both instances took some;
 *   (b) outbox: every queued e-mail (verification codes, submission receipts) reaches the SMTP
 *       server exactly once (its Message-ID is the outbox row's id) and every row is "sent";
 *   (c) per-address rate limit: one client hammering sign-in is refused after the route's limit
 *       counted across both instances (REDIS_URL), not twice the limit; a forged
 *       X-Forwarded-For does not help (nginx replaces it);
 *   (d) offers: both instances' offer jobs lapse due offers at once; each is lapsed and audited
 *       once, each freed seat is offered to one waitlisted candidate, no seat is held twice.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), Redis
 * (REDIS_URL, else redis://127.0.0.1:6379) and nginx (Debian's package). Prints PASS/FAIL per
 * check, exits 1 on any failure, and always removes what it made (database, folders, processes,
 * Redis keys). docs/deploy.md describes the deployment this stands for.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CATEGORIES,
  DEFAULT_MAX_UPLOAD_MB,
  DEFAULT_SELECTION_RULES,
  DEPARTMENTS,
  feeReceiptDocumentKey,
  PERSONAL_DOCUMENT_KINDS,
  sopDocumentKey,
} from "@phd/shared";
import { Redis } from "ioredis";
import type { ParsedMail } from "mailparser";
import pg from "pg";
import { startTestS3Server } from "../apps/server/src/storage/s3-test-server.ts";
import { pdfBytes, pngBytes } from "../apps/server/test/files.ts";
import { startSmtpSink } from "../apps/server/test/smtp-sink.ts";
import {
  cleanUp,
  type HttpAnswer,
  httpRequest,
  inPool,
  onCleanup,
  scratchDatabase,
  sleep,
  startNginx,
  startServer,
} from "./lib.ts";

const CANDIDATES = Number(process.env.INSTANCES_CANDIDATES ?? 40);
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const MAX_UPLOAD_MB = Number(process.env.MAX_UPLOAD_MB || DEFAULT_MAX_UPLOAD_MB);
const BUCKET = "phd-two-instances";

const results: { name: string; ok: boolean; detail: string }[] = [];
function report(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.info(`${ok ? "PASS" : "FAIL"}  ${name}: ${detail}`);
}
const step = (text: string) => console.info(`  … ${text}`);

function expectStatus(res: HttpAnswer, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.body.slice(0, 300)}`);
}

/** A request that got no answer at all. */
const failed = (err: Error): HttpAnswer => ({
  status: 0,
  headers: {},
  body: err.message,
  json: () => {
    throw err;
  },
});

const recipients = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).map((a) => a.text.toLowerCase()).join(", ");

async function main() {
  const started = Date.now();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "phd-two-"));
  onCleanup("remove temp folder", () => rmSync(tmp, { recursive: true, force: true }));

  // --- shared services ----------------------------------------------------------------------
  const redisPrefix = `phd-two-${randomBytes(5).toString("hex")}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2_000, retryStrategy: () => null });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`Redis does not answer on ${REDIS_URL} (${err instanceof Error ? err.message : err})`);
  }
  onCleanup("Redis keys", async () => {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const database = await scratchDatabase("phd_two_");
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  onCleanup("database pool", () => pool.end());
  const s3 = await startTestS3Server([BUCKET]);
  onCleanup("S3 server", () => s3.close());
  const sink = await startSmtpSink();
  onCleanup("SMTP sink", () => sink.stop());
  step(`database ${database.name}, S3 ${s3.endpoint}, SMTP ${sink.url}, Redis ${REDIS_URL} (keys ${redisPrefix}*)`);

  // --- two instances, then nginx ------------------------------------------------------------
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    STORAGE: "s3",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    SMTP_URL: sink.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(48).toString("base64url"),
    AADHAAR_KEY: randomBytes(32).toString("hex"),
    TRUST_PROXY: "true",
    REVIEW_MAIL_DELAY_SECONDS: "0",
    MAX_UPLOAD_MB: String(MAX_UPLOAD_MB),
    ADMIN_MIS: "admin",
    ADMIN_PASSWORD: randomBytes(12).toString("hex"),
    LOG_LEVEL: "warn",
  };
  // Both at once on the new database: one applies the migrations while the other waits on its lock.
  const [a, b] = await Promise.all([startServer("instance-a", env, tmp), startServer("instance-b", env, tmp)]);
  // The largest form (personal details) may carry every personal document at the upload limit.
  const bodyMb = Math.ceil(MAX_UPLOAD_MB * PERSONAL_DOCUMENT_KINDS.length) + 1;
  const nginx = await startNginx(tmp, [a.port, b.port], bodyMb);
  const upstreamName = new Map([
    [`127.0.0.1:${a.port}`, "a"],
    [`127.0.0.1:${b.port}`, "b"],
  ]);
  const port = nginx.port;
  step(`instances on :${a.port} and :${b.port}, nginx on :${port} (client_max_body_size ${bodyMb}m)`);
  const servedBy = (method: string, urlPath: string, status?: number) => {
    const counts = { a: 0, b: 0 };
    for (const l of nginx.accessLog()) {
      if (l.method !== method || l.path !== urlPath || (status !== undefined && l.status !== status)) continue;
      const who = upstreamName.get(l.upstream);
      if (who === "a" || who === "b") counts[who]++;
    }
    return counts;
  };

  // --- candidates: registered, verified and given a complete profile through nginx -------------
  // Each simulated candidate connects from an address of its own (127.0.1.x), as on the internet.
  const setupStarted = Date.now();
  const run = randomBytes(3).toString("hex");
  const candidates = await inPool(
    Array.from({ length: CANDIDATES }, (_, i) => i),
    8,
    async (i) => {
      const from = `127.0.1.${i + 1}`;
      const email = `two-${run}-${i}@example.com`;
      const reg = await httpRequest(port, "POST", "/api/candidate/register", {
        from,
        json: {
          name: `Asha Two ${i}`,
          email,
          phone: "+91 98765 43210",
          password: "candidate-pass-1",
          consentNoticeVersion: 1,
        },
      });
      expectStatus(reg, 201, `register ${email}`);
      const userId = reg.json<{ data: { userId: string } }>().data.userId;
      const mail = await sink.waitFor(
        (m) => recipients(m).includes(email) && /verification code/i.test(m.subject ?? ""),
        30_000,
      );
      const otp = /(\d{6})/.exec(mail.subject ?? "")?.[1] ?? "";
      const ver = await httpRequest(port, "POST", "/api/candidate/verify-otp", { from, json: { userId, otp } });
      expectStatus(ver, 200, `verify ${email}`);
      const headers = { authorization: `Bearer ${ver.json<{ token: string }>().token}` };
      const form = (fields: Record<string, string>, files: Record<string, Buffer> = {}) => {
        const f = new FormData();
        for (const [k, v] of Object.entries(fields)) f.append(k, v);
        for (const [k, v] of Object.entries(files)) {
          const png = v[0] === 0x89;
          f.append(
            k,
            new Blob([new Uint8Array(v)], { type: png ? "image/png" : "application/pdf" }),
            `${k}.${png ? "png" : "pdf"}`,
          );
        }
        return f;
      };
      const sections: [string, string, FormData][] = [
        [
          "POST",
          "/api/candidate/profile/personal-details",
          form(
            {
              name: `Asha Two ${i}`,
              dob: "1995-04-02",
              gender: "Female",
              nationality: "Indian",
              address: "12 College Road, Pune",
              addharNumber: "123456789012",
              category: "OPEN_GENERAL",
              isEmployed: "false",
            },
            {
              applicantPhoto: pngBytes(),
              signature: pngBytes(),
              proofOfDob: pdfBytes("dob"),
              nationalityCertificate: pdfBytes("nationality"),
            },
          ),
        ],
        [
          "PATCH",
          "/api/candidate/profile/academic-details-ug",
          form(
            { degree: "B.E./ B.Tech", institute: "College of Engineering Pune" },
            { ugMarksheet: pdfBytes("ug"), ugDegreeCertificate: pdfBytes("ugd") },
          ),
        ],
        ["PATCH", "/api/candidate/profile/academic-details-pg", form({ hasNotDonePG: "true" })],
        ["PATCH", "/api/candidate/profile/entrance-details", form({ hasNotGivenAnyEntranceExam: "true" })],
      ];
      for (const [method, url, body] of sections) {
        expectStatus(await httpRequest(port, method, url, { from, headers, form: body }), 200, `${url} for ${email}`);
      }
      return { i, from, email, headers };
    },
  );
  step(`${CANDIDATES} candidates registered, verified and profiled through nginx in ${Date.now() - setupStarted} ms`);

  // --- (a) concurrent submissions ------------------------------------------------------------
  const submitStarted = Date.now();
  const answers = await Promise.all(
    candidates.map((c) => {
      const department = DEPARTMENTS[c.i % DEPARTMENTS.length]?.name ?? "Computer Engineering";
      const f = new FormData();
      const fields = {
        department,
        applicationType: "REGULAR",
        utrDuNumber: `UTR${run}${String(c.i).padStart(4, "0")}`,
        amount: "1500",
        transactionTime: new Date(Date.now() - 3_600_000).toISOString(),
        bankName: "State Bank of India",
      };
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      for (const [field, text] of [
        [sopDocumentKey(department, "REGULAR"), "sop"],
        [feeReceiptDocumentKey(department, "REGULAR"), "fee"],
      ] as const) {
        f.append(field, new Blob([new Uint8Array(pdfBytes(text))], { type: "application/pdf" }), `${text}.pdf`);
      }
      return httpRequest(port, "POST", "/api/application", { from: c.from, headers: c.headers, form: f }).then(
        (res) => ({ c, res }),
        (err: Error) => ({ c, res: failed(err) }),
      );
    }),
  );
  const acknowledged = answers.filter((x) => x.res.status === 201);
  const ids = acknowledged.map((x) => x.res.json<{ applicationId: string }>().applicationId);
  const rows = (await pool.query<{ application_id: string }>("select application_id from applications")).rows;
  const rowIds = new Set(rows.map((r) => r.application_id));
  const perInstance = servedBy("POST", "/api/application", 201);
  const refused = answers.filter((x) => x.res.status !== 201);
  report(
    "(a) concurrent submissions",
    acknowledged.length === CANDIDATES &&
      new Set(ids).size === ids.length &&
      rows.length === acknowledged.length &&
      ids.every((id) => rowIds.has(id)) &&
      perInstance.a > 0 &&
      perInstance.b > 0,
    `${acknowledged.length}/${CANDIDATES} acknowledged in ${Date.now() - submitStarted} ms, ` +
      `${new Set(ids).size} distinct ids, ${rows.length} rows, instance a took ${perInstance.a}, b ${perInstance.b}` +
      (refused.length
        ? `; refused: ${refused.map((x) => `${x.res.status} ${x.res.body.slice(0, 120)}`).join(" | ")}`
        : ""),
  );

  // --- (b) outbox: every e-mail exactly once -------------------------------------------------
  const until = Date.now() + 30_000;
  let pending = -1;
  while (Date.now() < until) {
    pending = Number(
      (await pool.query<{ n: string }>("select count(*) as n from mail_outbox where status <> 'sent'")).rows[0]?.n,
    );
    if (pending === 0) break;
    await sleep(250);
  }
  await sleep(1_500); // a duplicate would still be on its way
  const outbox = (
    await pool.query<{ id: string; to: string; subject: string; status: string }>(
      'select id, "to", subject, status from mail_outbox',
    )
  ).rows;
  const delivered = new Map<string, number>();
  for (const m of sink.messages) {
    const id = /^<([^@>]+)@phd-portal>$/.exec(m.messageId ?? "")?.[1] ?? `unknown:${m.messageId}`;
    delivered.set(id, (delivered.get(id) ?? 0) + 1);
  }
  const twice = [...delivered].filter(([, n]) => n > 1);
  const missing = outbox.filter((r) => !delivered.has(r.id));
  const strangers = [...delivered.keys()].filter((id) => !outbox.some((r) => r.id === id));
  const receipts = candidates.filter((c) =>
    sink.messages.some((m) => recipients(m).includes(c.email) && /^Application \S+ received$/.test(m.subject ?? "")),
  ).length;
  report(
    "(b) outbox delivery",
    pending === 0 &&
      outbox.every((r) => r.status === "sent") &&
      twice.length === 0 &&
      missing.length === 0 &&
      strangers.length === 0 &&
      sink.messages.length === outbox.length &&
      receipts === acknowledged.length,
    `${outbox.length} queued, ${sink.messages.length} received, ${twice.length} twice, ${missing.length} missing, ` +
      `${strangers.length} unknown, ${pending} not sent; ${receipts} submission receipts for ${acknowledged.length} submissions`,
  );

  // --- (c) per-address rate limit across instances -------------------------------------------
  const attacker = "127.0.2.1";
  const statuses: number[] = [];
  let max = 0; // the route's limit, as the rate-limit plugin announces it
  for (let n = 0; n < 2 * max + 2; n++) {
    const res = await httpRequest(port, "POST", "/api/candidate/login", {
      from: attacker,
      json: { email: `nobody-${run}-${n}@example.com`, password: "wrong-password-1" },
    });
    if (n === 0) max = Number(res.headers["x-ratelimit-limit"]) || 0;
    statuses.push(res.status);
    if (res.status === 429) break;
  }
  const firstRefusal = statuses.indexOf(429) + 1;
  const forged = await httpRequest(port, "POST", "/api/candidate/login", {
    from: attacker,
    headers: { "x-forwarded-for": "203.0.113.7" },
    json: { email: `nobody-${run}-forged@example.com`, password: "wrong-password-1" },
  });
  const other = await httpRequest(port, "POST", "/api/candidate/login", {
    from: "127.0.2.2",
    json: { email: `nobody-${run}-other@example.com`, password: "wrong-password-1" },
  });
  const logins = servedBy("POST", "/api/candidate/login");
  report(
    "(c) rate limit across instances",
    max > 0 &&
      firstRefusal === max + 1 &&
      statuses.slice(0, max).every((s) => s === 401) &&
      forged.status === 429 &&
      other.status === 401 &&
      logins.a > 0 &&
      logins.b > 0,
    `limit ${max}/min per address: first 429 at request ${firstRefusal || "never"} (of ${statuses.length}), ` +
      `answers before it ${[...new Set(statuses.slice(0, -1))].join("/")}; forged X-Forwarded-For → ${forged.status}; ` +
      `another address → ${other.status}; sign-ins served by a ${logins.a}, b ${logins.b}`,
  );

  // --- (d) offers: both instances' jobs lapse offers and move the waitlist at once ---------------
  // A final list of the acknowledged applications (half allotted open seats, half waitlisted), its
  // offers due in two seconds: both instances' offer jobs find them; each is lapsed once, each
  // freed seat goes to one waitlisted candidate, and no seat is held twice.
  const offerStarted = Date.now();
  const listed = (
    await pool.query<{ id: string }>(
      "select id from applications where application_id = any($1) order by application_number",
      [ids],
    )
  ).rows.map((r) => r.id);
  const seats = Math.floor(listed.length / 2);
  const zero = Object.fromEntries(CATEGORIES.map((k) => [k, 0]));
  const channel = (total: number) => ({ total, seats: { ...zero, OPEN_GENERAL: total }, disabilitySeats: zero });
  const round = (await pool.query<{ id: string }>("select current_round_id() as id")).rows[0]?.id;
  const publication = (
    await pool.query<{ id: string }>(
      `insert into merit_publications (round_id, department, stage, rules, seats)
       values ($1, 'Chemistry', 'FINAL', $2, $3) returning id`,
      [
        round,
        JSON.stringify(DEFAULT_SELECTION_RULES),
        JSON.stringify({ NET_JRF: channel(0), ENTRANCE_TEST: channel(seats) }),
      ],
    )
  ).rows[0]?.id;
  for (const [position, id] of listed.entries()) {
    const allotted = position < seats;
    await pool.query(
      `insert into merit_lines (publication_id, application_id, channel, position, method, category, is_pwd,
         exam_weight, interview_weight, relaxed, rank, status, allotted_category, waitlist_position)
       values ($1, $2, 'ENTRANCE_TEST', $3, 'TEST_AND_INTERVIEW', 'OPEN_GENERAL', false, 70, 30, false, $4, $5, $6, $7)`,
      [
        publication,
        id,
        position,
        position + 1,
        allotted ? "ALLOTTED" : "WAITLISTED",
        allotted ? "OPEN_GENERAL" : null,
        allotted ? null : position + 1,
      ],
    );
    if (allotted)
      await pool.query(
        `insert into offers (round_id, publication_id, application_id, department, channel, category, disability_seat, seat_no, deadline)
         values ($1, $2, $3, 'Chemistry', 'ENTRANCE_TEST', 'OPEN_GENERAL', false, $4, now() + interval '2 seconds')`,
        [round, publication, id, position + 1],
      );
  }
  const offerCounts = async () =>
    (
      await pool.query<{ state: string; from_waitlist: boolean; n: string }>(
        "select state, from_waitlist, count(*) as n from offers where publication_id = $1 group by 1, 2",
        [publication],
      )
    ).rows;
  const settled = Date.now() + 30_000;
  let counts = await offerCounts();
  const countOf = (state: string, fromWaitlist: boolean) =>
    Number(counts.find((r) => r.state === state && r.from_waitlist === fromWaitlist)?.n ?? 0);
  while (Date.now() < settled && !(countOf("LAPSED", false) === seats && countOf("OFFERED", true) === seats)) {
    await sleep(250);
    counts = await offerCounts();
  }
  await sleep(1_000); // a second mover would be on its way
  counts = await offerCounts();
  const doubled = (
    await pool.query(
      `select channel, category, disability_seat, seat_no from offers
       where publication_id = $1 and state in ('OFFERED', 'ACCEPTED', 'ADMITTED')
       group by 1, 2, 3, 4 having count(*) > 1`,
      [publication],
    )
  ).rows.length;
  const lapseAudits = Number(
    (
      await pool.query<{ n: string }>(
        "select count(*) as n from audit_events where action = 'offer.lapse' and subject_id in (select id from offers where publication_id = $1)",
        [publication],
      )
    ).rows[0]?.n,
  );
  report(
    "(d) offers' deadline job on both instances",
    seats > 0 &&
      countOf("LAPSED", false) === seats &&
      countOf("OFFERED", true) === seats &&
      doubled === 0 &&
      lapseAudits === seats,
    `${seats} offers lapsed at their deadline (${countOf("LAPSED", false)} recorded, ${lapseAudits} lapse audits), ` +
      `${countOf("OFFERED", true)} waitlist offers made, ${doubled} seats held twice, in ${Date.now() - offerStarted} ms`,
  );

  console.info(`  … finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (results.some((r) => !r.ok)) {
    for (const s of [a, b]) console.error(`--- last lines of ${s.name} ---\n${s.tail(30)}`);
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`FAIL  two instances: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
if (results.some((r) => !r.ok) || results.length < 4) exitCode = 1;
console.info(exitCode === 0 ? "two instances: all checks passed" : "two instances: FAILED");
process.exit(exitCode);
