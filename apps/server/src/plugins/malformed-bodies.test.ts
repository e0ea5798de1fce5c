/**
 * Every body a client can get wrong is a 4xx JSON answer that changes nothing. The routes come
 * from the app's own route table, so a new route is covered without editing this file.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ROLES, type Role } from "@phd/shared";
import { sql } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  bearer,
  buildTestApp,
  createUser,
  defined,
  multipartForm,
  nextTestIp,
  pdfBytes,
  type TestApp,
  tokenFor,
} from "../../test/helpers.ts";
import { readMultipart } from "../storage/uploads.ts";

const UPLOAD_LIMIT = 256 * 1024;
const JSON_TYPE = "application/json";
const MULTIPART_TYPE = "multipart/form-data";
type BodyType = typeof JSON_TYPE | typeof MULTIPART_TYPE;

interface BodyRoute {
  method: string;
  url: string;
  takes: BodyType;
  /** The body schema accepts no body at all (e.g. PUT /api/document/status/:id). */
  bodyOptional: boolean;
  role?: Role;
}

let t: TestApp;
let routes: BodyRoute[];
/** Status of every answer to the test upload route, as sent (also to a client that has gone). */
const uploadAnswers = new Map<string, number>();
/** A token per role; candidates rotate (POST /api/application is rate-limited per candidate). */
const tokens = new Map<Role, string[]>();

beforeAll(async () => {
  t = await buildTestApp({
    config: { maxUploadBytes: UPLOAD_LIMIT },
    // The shared upload path with no field restriction: every file is stored before the refusal.
    setup(app, ctx) {
      app.addHook("onSend", async (request, reply, payload) => {
        if (request.url.startsWith("/api/test/upload")) uploadAnswers.set(request.url, reply.statusCode);
        return payload;
      });
      app.post("/api/test/upload", { schema: { consumes: [MULTIPART_TYPE] } }, async (request, reply) => {
        const { files } = await readMultipart(request, ctx.storage);
        await Promise.all(files.map((f) => ctx.storage.delete(f.key)));
        if (files.length === 0) return reply.status(400).send({ success: false, message: "No file." });
        return { success: true };
      });
    },
  });
  for (const role of ROLES) {
    const count = role === "candidate" ? 3 : 1;
    const list: string[] = [];
    for (let i = 0; i < count; i++) {
      const token = await tokenFor(t.ctx, await createUser(t.ctx, { role }));
      // A candidate's (empty) profile exists from their first visit on, not from a refused save.
      if (role === "candidate")
        await t.app.inject({ method: "GET", url: "/api/candidate/profile", headers: bearer(token) });
      list.push(token);
    }
    tokens.set(role, list);
  }
  routes = bodyRoutes(t.routes);
  for (const route of routes) route.role = await roleThatPasses(route);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** POST, PUT and PATCH routes, and DELETE routes that declare a body; each must declare what it takes. */
function bodyRoutes(all: RouteOptions[]): BodyRoute[] {
  const found: BodyRoute[] = [];
  for (const r of all) {
    for (const method of [r.method].flat()) {
      const schema = r.schema as { body?: ZodType; consumes?: string[] } | undefined;
      const multipart = schema?.consumes?.includes(MULTIPART_TYPE) ?? false;
      if (!["POST", "PUT", "PATCH", "DELETE"].includes(method)) continue;
      if (method === "DELETE" && !schema?.body && !multipart) continue;
      found.push({
        method,
        url: concreteUrl(r.url),
        takes: multipart ? MULTIPART_TYPE : JSON_TYPE,
        bodyOptional: schema?.body?.safeParse(undefined).success ?? false,
      });
      // A body route without a declared body would parse whatever comes (text/plain too).
      expect(Boolean(schema?.body) || multipart, `${method} ${r.url} declares schema.body or consumes`).toBe(true);
    }
  }
  return found;
}

const KNOWN_PARAMS: Record<string, string> = { role: "candidate", name: "websiteHeading" };
const concreteUrl = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => KNOWN_PARAMS[name] ?? "00000000-0000-4000-8000-000000000000");

/** The first role whose token gets past the route's guard (public routes: any). */
async function roleThatPasses(route: BodyRoute): Promise<Role> {
  for (const role of ROLES) {
    const res = await t.app.inject({
      method: route.method as "POST",
      url: route.url,
      remoteAddress: nextTestIp(),
      headers: bearer(defined(tokens.get(role)?.[0], `a ${role} token`)),
      payload: route.takes === JSON_TYPE ? {} : multipartForm([]),
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) return role;
  }
  throw new Error(`${route.method} ${route.url}: no role gets past its guard`);
}

// ---------------------------------------------------------------------------------------------
// Bodies

const B = "----phd-test-boundary-7d1f";
const FORM_TYPE = `${MULTIPART_TYPE}; boundary=${B}`;
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHeader = (disposition: string) =>
  `--${B}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`;
const file = (name: string, content = pdfBytes(), fileName = "doc.pdf") =>
  Buffer.concat([Buffer.from(fileHeader(`name="${name}"; filename="${fileName}"`)), content, Buffer.from("\r\n")]);
const END = `--${B}--\r\n`;
const form = (...parts: (string | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : p)));
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

interface Kind {
  name: string;
  contentType?: string;
  body?: string | Buffer;
  /** Expected status and message on a JSON route and on a form-upload route. */
  json: [number, RegExp];
  multipart: [number, RegExp];
  /** What a route answers instead ("POST /api/…"), where the kind means something else to it. */
  except?: Record<string, [number, RegExp]>;
}

const NOT_JSON: [number, RegExp] = [415, /takes a JSON body/];
const NOT_FORM: [number, RegExp] = [415, /takes a form upload/];
const CUT_OFF: [number, RegExp] = [400, /cut off/];
const UNSUPPORTED: [number, RegExp] = [415, /Unsupported content type/];

const KINDS: Kind[] = [
  {
    name: "invalid JSON",
    contentType: JSON_TYPE,
    body: '{"email": ',
    json: [400, /not valid JSON/],
    multipart: NOT_FORM,
  },
  { name: "an empty JSON body", contentType: JSON_TYPE, body: "", json: [400, /empty/], multipart: NOT_FORM },
  {
    name: "JSON with a __proto__ key",
    contentType: JSON_TYPE,
    body: '{"__proto__": {"admin": true}}',
    json: [400, /not valid JSON/],
    multipart: NOT_FORM,
  },
  {
    name: "a JSON body over the body limit",
    contentType: JSON_TYPE,
    body: JSON.stringify({ remarks: "x".repeat(1024 * 1024 + 1) }),
    json: [413, /too large/],
    multipart: NOT_FORM,
  },
  // (A route whose schema takes no body at all goes on: it must still answer 4xx here, unknown ids.)
  { name: "no body and no Content-Type", json: [400, /no body/], multipart: [400, /no body/] },
  { name: "a body without a Content-Type", body: "hello", json: UNSUPPORTED, multipart: UNSUPPORTED },
  { name: "text/plain", contentType: "text/plain", body: '{"a":1}', json: NOT_JSON, multipart: NOT_FORM },
  { name: "application/xml", contentType: "application/xml", body: "<a/>", json: NOT_JSON, multipart: NOT_FORM },
  {
    name: "a urlencoded form",
    contentType: "application/x-www-form-urlencoded",
    body: "a=1&b=2",
    json: NOT_JSON,
    multipart: NOT_FORM,
  },
  {
    name: "a form upload cut off in the middle of a file",
    contentType: FORM_TYPE,
    body: form(field("note", "x"), fileHeader('name="document"; filename="a.pdf"'), pdfBytes().subarray(0, 200)),
    json: NOT_JSON,
    multipart: CUT_OFF,
  },
  {
    name: "a form upload without its closing boundary",
    contentType: FORM_TYPE,
    body: form(field("note", "x"), file("document")),
    json: NOT_JSON,
    multipart: CUT_OFF,
  },
  {
    name: "garbage sent as a form upload",
    contentType: FORM_TYPE,
    body: Buffer.from(times(2000, (i) => (i * 7919) % 251)),
    json: NOT_JSON,
    multipart: CUT_OFF,
  },
  {
    name: "a form upload whose Content-Type has no boundary",
    contentType: MULTIPART_TYPE,
    body: form(field("note", "x"), END),
    json: NOT_JSON,
    multipart: [400, /malformed/],
  },
  {
    name: "a form upload with a malformed part header",
    contentType: FORM_TYPE,
    body: form(
      `--${B}\r\nthis is not a header\r\n\r\nvalue\r\n`,
      `--${B}\r\nContent-Disposition: form-data\r\n\r\nx\r\n`,
      END,
    ),
    json: NOT_JSON,
    multipart: [400, /./],
  },
  {
    name: "a file part with no file name",
    contentType: FORM_TYPE,
    body: form(file("document", pdfBytes(), ""), END),
    json: NOT_JSON,
    multipart: [400, /no file name|Unexpected file field/],
  },
  {
    name: "a part with no field name",
    contentType: FORM_TYPE,
    body: form(Buffer.from(fileHeader('filename="a.pdf"')), pdfBytes(), "\r\n", END),
    json: NOT_JSON,
    multipart: [400, /field name/],
  },
  {
    name: "too many files",
    contentType: FORM_TYPE,
    body: form(...times(21, () => file("document")), END),
    json: NOT_JSON,
    multipart: [413, /Too many files/],
  },
  {
    name: "too many fields",
    contentType: FORM_TYPE,
    body: form(...times(101, (i) => field(`f${i}`, "x")), END),
    json: NOT_JSON,
    multipart: [413, /Too many form fields/],
  },
  {
    name: "too many parts",
    contentType: FORM_TYPE,
    body: form(
      ...times(100, (i) => field(`f${i}`, "x")),
      ...times(20, () => file("document")),
      field("last", "x"),
      END,
    ),
    json: NOT_JSON,
    multipart: [413, /Too many parts/],
  },
  {
    name: "a field over the field size limit",
    contentType: FORM_TYPE,
    body: form(field("note", "x".repeat(64 * 1024 + 1)), END),
    json: NOT_JSON,
    multipart: [413, /too long/],
  },
  {
    name: "a file over the upload limit",
    contentType: FORM_TYPE,
    body: form(file("document", Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_LIMIT)])), END),
    json: NOT_JSON,
    multipart: [413, /too large/],
    // A bank statement has its own limit (STATEMENT_MAX_MB, 64 MB; decision 058): this file is
    // within it, and refused for its field. Its 413 takes the same truncated-file path as here.
    except: { "POST /api/reconciliation/statements": [400, /Unexpected file field document/] },
  },
  {
    name: "an empty form upload",
    contentType: FORM_TYPE,
    body: "",
    json: NOT_JSON,
    multipart: [400, /./],
  },
];

// ---------------------------------------------------------------------------------------------
// What must not change

/** Every regular file under DATA_DIR/files (empty shard and tmp folders may stay). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, "files");
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row count and a hash of the rows of every table: any insert, update or delete shows. */
async function tableStates(): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    sql.raw(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    ),
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number; h: string | null }>(
      sql.raw(`select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as h from "${name}" x`),
    );
    out[name] = `${row?.n} ${row?.h ?? ""}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

describe("malformed bodies on every body route", () => {
  it("the route table has the body routes of every kind (JSON and form uploads)", () => {
    const takes = new Set(routes.map((r) => r.takes));
    expect(takes).toEqual(new Set([JSON_TYPE, MULTIPART_TYPE]));
    expect(routes.find((r) => r.url === "/api/application" && r.method === "POST")).toMatchObject({
      takes: MULTIPART_TYPE,
      role: "candidate",
    });
  });

  it.each(KINDS.map((k, i) => [k.name, k, i] as const))("%s: 4xx JSON, nothing stored", async (_name, kind, i) => {
    const filesBefore = await storedFiles();
    const tablesBefore = await tableStates();
    for (const route of routes) {
      const role = defined(route.role, `a role for ${route.url}`);
      const roleTokens = defined(tokens.get(role), `${role} tokens`);
      const res = await t.app.inject({
        method: route.method as "POST",
        url: route.url,
        remoteAddress: nextTestIp(),
        headers: {
          ...bearer(defined(roleTokens[i % roleTokens.length], "a token")),
          ...(kind.contentType !== undefined && { "content-type": kind.contentType }),
        },
        ...(kind.body !== undefined && { payload: kind.body }),
      });
      const where = `${kind.name} → ${route.method} ${route.url} (${route.takes}, as ${role}): ${res.statusCode} ${res.body.slice(0, 300)}`;
      const [status, message] =
        kind.except?.[`${route.method} ${route.url}`] ?? (route.takes === JSON_TYPE ? kind.json : kind.multipart);
      if (kind.body === undefined && route.bodyOptional) {
        expect.soft(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect.soft(res.statusCode, where).toBeLessThan(500);
      } else {
        expect.soft(res.statusCode, where).toBe(status);
      }
      expect.soft(res.headers["content-type"], where).toMatch(/^application\/json/);
      const json = JSON.parse(res.body);
      const expectedMessage = kind.body === undefined && route.bodyOptional ? /./ : message;
      expect.soft(json, where).toMatchObject({ success: false, message: expect.stringMatching(expectedMessage) });
      expect.soft(json, where).not.toHaveProperty("stack");
      expect.soft(res.body, where).not.toMatch(/\/work|\/tmp|node_modules|\.ts:\d+|\bat \S+ \(|stack/i);
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await tableStates()).toEqual(tablesBefore);
  });
});

describe("a client that goes away halfway through an upload", () => {
  it("gets a 400 that nobody reads; the partly written file is removed and no row changes", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const tablesBefore = await tableStates();
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /api/test/upload?gone=1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${FORM_TYPE}\r\nContent-Length: 100000\r\n\r\n`,
    );
    socket.write(form(fileHeader('name="document"; filename="a.pdf"'), pdfBytes()));
    // Let the server start writing the file, then hang up.
    await sleep(200);
    socket.destroy();
    for (let i = 0; i < 100 && !uploadAnswers.has("/api/test/upload?gone=1"); i++) await sleep(50);
    expect(uploadAnswers.get("/api/test/upload?gone=1")).toBe(400);
    expect(await storedFiles()).toEqual([]);
    expect(await tableStates()).toEqual(tablesBefore);
  });
});
