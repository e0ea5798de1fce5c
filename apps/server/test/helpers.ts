/**
 * Test helpers for the API tests: a test app on its own database, user factories, tokens,
 * an SMTP sink, and small upload fixtures. Imported by `*.test.ts` files of the api projects.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type DepartmentName, ROLE_PATH_SEGMENTS, type Role, signsInWithMis } from "@phd/shared";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, inject, onTestFinished } from "vitest";
import { buildApp } from "../src/app.ts";
import type { AppConfig } from "../src/config/env.ts";
import type { AppContext } from "../src/context.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import type { Clock } from "../src/lib/clock.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { type MailTransport, smtpTransport } from "../src/mail/transport.ts";
import { issueToken } from "../src/modules/auth/index.ts";
import type { UserRow } from "../src/modules/users/index.ts";
import { findUserById, insertUser } from "../src/modules/users/index.ts";
import { pdfBytes } from "./files.ts";
import { withAdminClient } from "./pg-admin.ts";
import { openReusablePglite } from "./pglite-reuse.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

export { withAdminClient };

export const TEST_JWT_SECRET = "test-secret-test-secret-test-secret-0123456789";
export const TEST_AADHAAR_KEY = Buffer.alloc(32, 7);

/**
 * True in the `api-pg` project: the tests run against PostgreSQL (TEST_DATABASE_URL).
 * A function, not a constant: with `isolate: false` this module may outlive one test file.
 */
export const usingPostgres = (): boolean => process.env.TEST_DB === "pg";

/** The value, or a failed test saying what was missing (in place of a `!` assertion). */
export function defined<T>(value: T | null | undefined, what = "a value"): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}, got ${value}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Databases

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the test database. */
  dispose(): Promise<void>;
}

/**
 * A database of its own for a test file:
 * - PGlite (api): loaded from the migrated dump the global setup made (~1 s), or the worker's
 *   previous one emptied back to that state (pglite-reuse.ts);
 * - PostgreSQL (api-pg): `phd_test_<random>` created on TEST_DATABASE_URL's server, migrated,
 *   and dropped `WITH (FORCE)` by dispose().
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (usingPostgres()) return openPostgresTestDatabase();
  const dump = inject("pgliteDump");
  if (dump) return openReusablePglite(dump);
  // Without the global setup (a file run some other way), migrate a fresh in-memory database.
  const database = await openDatabase({});
  return { ...database, dispose: () => database.close() };
}

export async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DB=pg needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  const name = `phd_test_${randomBytes(6).toString("hex")}`;
  // A copy of the run's migrated template (global-setup-pg.ts); a file run some other way migrates its own.
  const template = inject("pgTemplate");
  await withAdminClient(baseUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  } catch (err) {
    await withAdminClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    throw err;
  }
  return {
    ...database,
    async dispose() {
      await database.close();
      await withAdminClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The app

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    mailFrom: "PhD Admissions <no-reply@test.local>",
    publicUrl: "http://localhost:3000",
    jwtSecret: TEST_JWT_SECRET,
    // A fixed key: tests may compare ciphertexts and hashes across apps (decision 020).
    aadhaarKey: TEST_AADHAAR_KEY,
    maxUploadBytes: 1024 * 1024,
    logLevel: "silent",
    institution: { name: "Test University", address: "", phone: "", email: "", contactPerson: "" },
    siteFileUrls: {},
    trustProxy: false,
    // Review notices are due at once; a test that checks the gathering sets a delay.
    reviewMailDelayMs: 0,
    runMailWorker: false,
    ...overrides,
  };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Share a database between apps; it is then NOT closed by close(). */
  database?: Database;
  mailTransport?: MailTransport;
  /** "Now" for the time rules: a TestClock the test moves forward (decision 053). */
  clock?: Clock;
  /** Runs before app.ready(): register extra test routes here. */
  setup?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  /** Every route of the app as registered (plugins, modules, the SPA and `setup`'s test routes). */
  routes: RouteOptions[];
  /**
   * Runs `fn`; a 5xx answer to a request made meanwhile is expected (a deliberate failure).
   * Any other 5xx answer fails the test that made the request (or, outside a test, close()).
   */
  expectServerErrors<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes the app, then its own database (dropping it on PostgreSQL) and its DATA_DIR. */
  close(): Promise<void>;
}

/** The whole API on a database of its own (unless one is given) and a fresh temporary DATA_DIR. */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "phd-test-"));
  // A database of its own (disposed on close) unless the caller gives one.
  const ownDatabase = opts.database ? undefined : await openTestDatabase();
  const database = opts.database ?? ownDatabase;
  if (!database) throw new Error("no test database");
  const routes: RouteOptions[] = [];
  const serverErrors = new ServerErrorWatch();
  let app: FastifyInstance;
  try {
    app = await buildApp(testConfig(dataDir, opts.config), {
      database,
      logger: false,
      mailTransport: opts.mailTransport,
      clock: opts.clock,
      instrument(instance) {
        instance.addHook("onRoute", (route) => {
          routes.push(route);
        });
        serverErrors.attach(instance);
      },
    });
    await opts.setup?.(app, app.ctx);
    await app.ready();
  } catch (err) {
    await ownDatabase?.dispose();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    app,
    ctx: app.ctx,
    dataDir,
    routes,
    expectServerErrors: (fn) => serverErrors.expecting(fn),
    async close() {
      await app.close();
      await ownDatabase?.dispose();
      await rm(dataDir, { recursive: true, force: true });
      serverErrors.assertNoneUnreported();
    },
  };
}

/**
 * The API gate: no answer of the server is a 5xx unless a test declared it expects one. Each
 * request is tied to the test running when it started; that test fails when it finishes if the
 * answer was a 5xx. A request made outside a test (beforeAll) is reported by close().
 */
class ServerErrorWatch {
  private expectingDepth = 0;
  private readonly requests = new WeakMap<FastifyRequest, { expected: boolean; owned: boolean; seen: boolean }>();
  private readonly unowned: string[] = [];
  private readonly current = new Set<string>();

  attach(app: FastifyInstance) {
    app.addHook("onRequest", async (request) => {
      const entry = { expected: this.expectingDepth > 0, owned: false, seen: false };
      this.requests.set(request, entry);
      try {
        onTestFinished(() => this.check());
        entry.owned = true;
      } catch {
        // Not inside a test (a beforeAll): close() reports it.
      }
    });
    // onSend sees answers to clients that have already gone (onResponse then never runs);
    // onResponse sees answers that skipped onSend.
    app.addHook("onSend", async (request, reply, payload) => {
      this.record(request, reply.statusCode);
      return payload;
    });
    app.addHook("onResponse", async (request, reply) => {
      this.record(request, reply.statusCode);
    });
  }

  private record(request: FastifyRequest, statusCode: number) {
    const entry = this.requests.get(request) ?? { expected: false, owned: false, seen: false };
    if (entry.seen) return;
    entry.seen = true;
    if (statusCode < 500 || entry.expected) return;
    const line = `${request.method} ${request.url} answered ${statusCode}`;
    if (entry.owned) this.current.add(line);
    else this.unowned.push(line);
  }

  async expecting<T>(fn: () => Promise<T>): Promise<T> {
    this.expectingDepth++;
    try {
      return await fn();
    } finally {
      this.expectingDepth--;
    }
  }

  private check() {
    if (this.current.size === 0) return;
    const lines = [...this.current];
    this.current.clear();
    throw new Error(unexpectedServerErrors(lines));
  }

  assertNoneUnreported() {
    const lines = [...this.unowned, ...this.current];
    if (lines.length > 0) throw new Error(unexpectedServerErrors(lines));
  }
}

const unexpectedServerErrors = (lines: string[]) =>
  `The server answered 5xx where no test expected it (wrap a deliberate failure in t.expectServerErrors):\n  ${lines.join("\n  ")}`;

// ---------------------------------------------------------------------------------------------
// Users and tokens

export interface CreateUserOptions {
  role: Role;
  name?: string;
  email?: string;
  mis?: string | null;
  phone?: string | null;
  departments?: DepartmentName[];
  password?: string;
  mustChangePassword?: boolean;
  /** Candidates need a verified address to use a token; defaults to verified. */
  emailVerified?: boolean;
  /** The privacy notice a candidate agreed to; defaults to version 1, the one a fresh portal publishes. */
  consentedNoticeVersion?: number | null;
}

export type TestUser = UserRow & { password: string };

let userCounter = 0;

/** Inserts a user with an argon2id hash; returns the row and the plain password. */
export async function createUser(ctx: Pick<AppContext, "db">, opts: CreateUserOptions): Promise<TestUser> {
  const n = `${++userCounter}${randomBytes(3).toString("hex")}`;
  const password = opts.password ?? `Passw0rd-${n}`;
  const staffWithMis = opts.role === "admin" || opts.role === "coordinator";
  const row = await insertUser(ctx.db, {
    role: opts.role,
    name: opts.name ?? `Test ${opts.role} ${n}`,
    email: (opts.email ?? `${opts.role.toLowerCase()}-${n}@test.local`).toLowerCase(),
    mis: opts.mis === undefined ? (staffWithMis ? `MIS${n}` : null) : opts.mis,
    phone: opts.phone ?? (opts.role === "candidate" ? "9876543210" : null),
    departments: opts.departments ?? (opts.role === "coordinator" ? ["Computer Engineering"] : []),
    passwordHash: await hashPassword(password),
    mustChangePassword: opts.mustChangePassword ?? false,
    emailVerifiedAt: opts.emailVerified === false ? null : new Date(),
    consentedNoticeVersion:
      opts.consentedNoticeVersion !== undefined ? opts.consentedNoticeVersion : opts.role === "candidate" ? 1 : null,
  });
  return { ...row, password };
}

/** A bearer token for the user as it is now in the database (issued like a sign-in does). */
export async function tokenFor(ctx: AppContext, user: Pick<UserRow, "id">): Promise<string> {
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw new Error(`tokenFor: no user ${user.id}`);
  return issueToken(ctx, row);
}

let ipCounter = 0;
/** A client address of its own, so sign-ins made by helpers never use up a test's rate limit. */
export function nextTestIp(): string {
  ipCounter++;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Signs in through the HTTP endpoint of the user's role (from an address of its own); returns the token. */
export async function loginAs(app: FastifyInstance, user: TestUser): Promise<string> {
  const role = user.role as Role;
  const res = await app.inject({
    method: "POST",
    url: `/api/${ROLE_PATH_SEGMENTS[role]}/login`,
    remoteAddress: nextTestIp(),
    payload: signsInWithMis(role)
      ? { mis: user.mis, password: user.password }
      : { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`loginAs ${role}: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The app of a test file (or of a describe block): built in beforeAll, closed in afterAll. What it
 * returns reads the built app at each use, so a file registers this first and uses it like a TestApp.
 */
export function useTestApp(opts: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof opts === "function" ? opts() : opts);
  });
  afterAll(async () => {
    await built?.close();
  });
  const app = () => defined(built, "the test app (built in beforeAll)");
  return {
    get app() {
      return app().app;
    },
    get ctx() {
      return app().ctx;
    },
    get dataDir() {
      return app().dataDir;
    },
    get routes() {
      return app().routes;
    },
    expectServerErrors: (fn) => app().expectServerErrors(fn),
    close: () => app().close(),
  };
}

/** The number of files the app's storage holds under DATA_DIR/files (0 before the first upload). */
export async function storedFileCount(t: TestApp): Promise<number> {
  const entries = await readdir(path.join(t.dataDir, "files"), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).length;
}

/** A bearer token of a new user of the role (a coordinator of `departments` when given; see createUser). */
export async function tokenAs(ctx: AppContext, role: Role, departments?: DepartmentName[]): Promise<string> {
  return tokenFor(ctx, await createUser(ctx, { role, departments }));
}

/**
 * Users of the test file, one a key (a role, or createUser's options), made in beforeAll after the
 * app, in the order given: their bearer tokens and ids, read once beforeAll has run.
 */
export function useTokens<K extends string>(t: TestApp, users: Record<K, Role | CreateUserOptions>) {
  const tokens = {} as Record<K, string>;
  const ids = {} as Record<K, string>;
  beforeAll(async () => {
    for (const [key, spec] of Object.entries(users) as [K, Role | CreateUserOptions][]) {
      const user = await createUser(t.ctx, typeof spec === "string" ? { role: spec } : spec);
      ids[key] = user.id;
      tokens[key] = await tokenFor(t.ctx, user);
    }
  });
  return { tokens, ids };
}

/** useTokens' users for a file that checks who may do what: one of each role. */
export const ONE_OF_EACH_ROLE = {
  admin: "admin",
  coordinator: "coordinator",
  accounts: "accountSectionCoordinator",
  candidate: "candidate",
} as const satisfies Record<string, Role>;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The `call(method, url, token, payload)` of a test file: a request to its app with the token as
 * a bearer (none when null) and the JSON payload when there is one. `app` gives the file's app
 * when a call is made, so the caller can be made at the top of the file, before beforeAll builds it.
 */
export function callerFor(app: () => TestApp) {
  return (method: HttpMethod, url: string, token: string | null, payload?: object) =>
    app().app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** Sets a site constant as the token's user, through the API (PUT /api/constant/:name): the answer. */
export const putConstant = (t: Pick<TestApp, "app">, token: string, name: string, value: unknown) =>
  t.app.inject({ method: "PUT", url: `/api/constant/${name}`, headers: bearer(token), payload: { value } });

// ---------------------------------------------------------------------------------------------
// SMTP sink (in smtp-sink.ts, shared with the browser tests)

export { type SmtpSink, startSmtpSink };

export const TEST_MAIL_FROM = "PhD Admissions <no-reply@test.local>";

/**
 * The SMTP sink of a test file (or of a describe block): started in beforeAll, stopped in
 * afterAll. What it returns reads the started sink at each use, like `useTestApp`.
 */
export function useSmtpSink(): SmtpSink {
  let started: SmtpSink | undefined;
  beforeAll(async () => {
    started = await startSmtpSink();
  });
  afterAll(async () => {
    await started?.stop();
  });
  const sink = () => defined(started, "the SMTP sink (started in beforeAll)");
  return new Proxy({} as SmtpSink, {
    get: (_, key) => Reflect.get(sink(), key),
    set: (_, key, value) => Reflect.set(sink(), key, value),
  });
}

/**
 * The app of a test file whose mail really goes over SMTP to a sink of its own; the tests run the
 * outbox worker by hand, with `mailsTo`.
 */
export function useTestAppWithSmtpSink(opts: TestAppOptions = {}) {
  const sink = useSmtpSink();
  const t = useTestApp(() => ({ ...opts, mailTransport: smtpTransport(sink.url, TEST_MAIL_FROM) }));
  /** Delivers the outbox to the sink and returns the mails to `email`, oldest first. */
  async function mailsTo(email: string): Promise<ParsedMail[]> {
    await t.ctx.mailWorker.runOnce();
    const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text.toLowerCase();
    return sink.messages.filter((m) => to(m) === email.toLowerCase());
  }
  return { t, sink, mailsTo };
}

// ---------------------------------------------------------------------------------------------
// Files (built in files.ts, shared with the browser tests)

export { jpegBytes, pdfBytes, pngBytes, textBytes } from "./files.ts";

export interface MultipartFilePart {
  field: string;
  filename: string;
  content: Buffer;
  /** Declared type; the server ignores it and looks at the bytes. */
  contentType?: string;
}

/** A PDF part of a form for the field: `<field>.pdf` holding `pdfBytes(field)`, unless told another name or content. */
export const pdfPart = (
  field: string,
  { filename = `${field}.pdf`, content = pdfBytes(field) }: { filename?: string; content?: Buffer } = {},
): MultipartFilePart => ({ field, filename, content, contentType: "application/pdf" });

/**
 * A multipart/form-data body for `app.inject({ payload })`: light-my-request streams a global
 * FormData with its own boundary and content-type header.
 */
export function multipartForm(files: MultipartFilePart[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) {
    form.append(
      f.field,
      new Blob([new Uint8Array(f.content)], { type: f.contentType ?? "application/octet-stream" }),
      f.filename,
    );
  }
  return form;
}
