/**
 * Property-based fuzzing of every API input (issue 15 item 2). Each `/api` route with a JSON body,
 * a form upload, path params or a querystring gets malformed, truncated, oversized, wrong-typed and
 * hostile input from fast-check, sent by a caller who is allowed past the route's guard, so that
 * validation (not the guard) answers. Every answer must be below 500; a refusal must be a JSON
 * `{ success: false, message }` with no stack trace and no filesystem path; and a refused request
 * must write no row and change no stored file. The routes come from the app's route table, so a new
 * route is fuzzed without editing this file (a form upload needs its row in FORMS, or this fails).
 * On a failure fast-check prints the seed and the shrunk input.
 */
import os from "node:os";
import {
  applicationChoice,
  type DepartmentName,
  entranceValue,
  feeDetailsInput,
  feeReceiptDocumentKey,
  marksImportFields,
  objectionText,
  personalDetailsValue,
  pgDoneValue,
  ROLES,
  type Role,
  SECTION_DOCUMENT_KINDS,
  sopDocumentKey,
  statementImportFields,
  ugValue,
} from "@phd/shared";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { candidateWithCompleteProfile, insertApplicationDocumentFor, insertApplicationFor } from "../test/factories.ts";
import {
  bearer,
  buildTestApp,
  createUser,
  defined,
  jpegBytes,
  multipartForm,
  nextTestIp,
  pdfBytes,
  pngBytes,
  type TestApp,
  textBytes,
  tokenFor,
} from "../test/helpers.ts";
import { announcements, applications, documents, selectionSlots, siteConstants } from "./db/schema.ts";

const UPLOAD_LIMIT = 256 * 1024;
const MULTIPART = "multipart/form-data";
const D1: DepartmentName = "Computer Engineering";
const D2: DepartmentName = "Civil Engineering";
const ZERO_ID = "00000000-0000-4000-8000-000000000000";
/** Runs per route and kind: ~1,400 requests in all, each followed by a state digest. */
const RUNS = { json: 30, multipart: 20, params: 20, query: 25 } as const;
/** A soak multiplies the runs: `FUZZ_SCALE=50 npx vitest run apps/server/src/fuzz.test.ts` (docs/testing.md). */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
/** A request still unanswered after this long is reported as a hang, named, instead of the test timing out. */
const ANSWER_WITHIN_MS = 20_000;

type Kind = keyof typeof RUNS;
type Caller = "anonymous" | Role;
const CALLERS: Caller[] = ["anonymous", ...ROLES];

interface Target {
  kind: Kind;
  method: string;
  route: RouteOptions;
  /** `METHOD /api/path` as registered. */
  key: string;
  caller: Caller;
}

/** The part of a JSON Schema (zod's `toJSONSchema`) the generators read. */
interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}
const schemaOf = (route: RouteOptions) =>
  (route.schema ?? {}) as { body?: unknown; querystring?: unknown; consumes?: string[] };
const jsonSchemaOf = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonSchema;

// ---------------------------------------------------------------------------------------------
// Fixtures (the minimum of authz-matrix.test.ts): candidate A owns every record named in a path.

let t: TestApp;
const fx = {
  /** Ids of real records, offered wherever a body or query takes an id, so lookups find something. */
  ids: [] as string[],
  tokens: {} as Record<Role, string[]>,
  candidateId: "",
  documentId: "",
  applicationId: "",
  announcementId: "",
  coordinatorId: "",
  roundId: "",
  slotId: "",
};

/** A real record for a path param, where the fuzz target is the body or the query. */
function fixtureParam(url: string, name: string): string {
  const fixed: Record<string, string> = {
    role: "candidate",
    name: "websiteHeading",
    key: "brochure",
    "*": "swagger-ui.css",
    userId: fx.candidateId,
    documentId: fx.documentId,
    slotId: fx.slotId,
    // No objection exists: the answer is 404 past the guard, after the body is checked.
    objectionId: "00000000-0000-4000-8000-000000000000",
    kind: "test",
  };
  if (fixed[name]) return fixed[name];
  if (name === "id") {
    if (url.startsWith("/api/announcement/")) return fx.announcementId;
    if (url.startsWith("/api/rounds/")) return fx.roundId;
    if (url.startsWith("/api/admin/")) return fx.coordinatorId;
    // No offer exists in the fuzz run: the body is checked, then the answer is 404.
    if (url.startsWith("/api/offers/") || url.startsWith("/api/admission-fees/")) return ZERO_ID;
    if (
      url.startsWith("/api/application/") ||
      url.startsWith("/api/applications/") ||
      url.startsWith("/api/fee-details/")
    )
      return fx.applicationId;
  }
  throw new Error(`${url}: no fixture for :${name} (add one to fixtureParam in fuzz.test.ts)`);
}

const fillPath = (url: string, value: (name: string) => string) =>
  url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => value(name ?? "*"));

/** Percent-encodes every byte but the unreserved ones (encodeURIComponent throws on lone surrogates). */
const pct = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0")}`,
    )
    .join("");

// ---------------------------------------------------------------------------------------------
// Values

/** A long run of one character, built only when sent (and printed short in a failure report). */
class Huge {
  constructor(
    readonly unit: string,
    readonly length: number,
  ) {}
  toString() {
    return this.unit.repeat(this.length);
  }
  [fc.toStringMethod]() {
    return `${JSON.stringify(this.unit)}×${this.length}`;
  }
}

/** JSON text sent as it is: numbers JSON.stringify cannot write, deep nesting, `__proto__` keys. */
class Raw {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `raw(${this.text.length > 60 ? `${this.text.slice(0, 30)}…(${this.text.length})` : this.text})`;
  }
}

function toJson(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (v instanceof Huge) return JSON.stringify(String(v));
  if (Array.isArray(v)) return `[${v.map(toJson).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .map((k) => `${JSON.stringify(k)}:${toJson(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

/** An object with these own keys, `__proto__` included (a literal would set the prototype). */
function objectOf(entries: (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
  return out;
}

const HOSTILE_STRINGS = [
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "'; drop table users; --",
  '" OR 1=1 --',
  "%00",
  "\u0000",
  "a\u0000b",
  "\u202eevil\u202c.pdf",
  "😀👩‍👩‍👧",
  "\ud800",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "9007199254740993",
  "-1",
  "0x1F",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as it is
  "${7*7}{{7*7}}",
  "   ",
  "",
  "\r\n\r\n",
  "__proto__",
];
const RAW_NUMBERS = ["1e309", "-1e309", "-0", "1E-400", "123456789012345678901234567890", "-9007199254740993"];

const hostileString: fc.Arbitrary<string | Huge> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom("\u0000", "\u0007", "\u001b", "\u202e", "\u200b", "\ufeff", "é", "😀", "'", '"', "\\", "/"),
      maxLength: 30,
    }),
  },
  // 100 KB to 2 MB: past the field limits, and past the 1 MB body limit.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("x", "é", "😀", "\u0000"), fc.integer({ min: 100_000, max: 2_000_000 }))
      .map(([unit, bytes]) => new Huge(unit, Math.ceil(bytes / Buffer.byteLength(unit)))),
  },
);

const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", " ", "$where", "a.b"),
  fc.constantFrom("role", "isAdmin", "id", "userId", "status", "password_hash", "tokenVersion"),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 5000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new Raw(`${"[".repeat(depth)}${"]".repeat(depth)}`)
      : new Raw(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  );

const protoPollution = fc.constantFrom(
  new Raw('{"__proto__":{"isAdmin":true,"role":"admin"}}'),
  new Raw('{"constructor":{"prototype":{"isAdmin":true}}}'),
  objectOf([["__proto__", { role: "admin" }]]),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-0, 2 ** 53 + 1, Number.MAX_VALUE)) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((n) => new Raw(n)) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: protoPollution },
);

/** A string of the right length that may still be hostile: control characters, NUL, RTL overrides, SQL. */
const typedString = (maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((h) => h.length > 0 && h.length <= maxLength)) },
  );

/** A value the schema might accept (real ids for uuids), so that some inputs get past validation. */
function plausible(s: JsonSchema, key: string): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((u) => plausible(u, key)));
  switch (s.type) {
    case "string":
      if (s.format === "uuid") return fc.oneof(fc.constantFrom(...fx.ids), fc.uuid());
      if (s.format === "date") return fc.constantFrom("2026-01-15", "1999-12-31", "2026-02-30", "0000-01-01");
      if (/email/i.test(key)) return fc.emailAddress();
      return typedString(Math.min(s.maxLength ?? 40, 40));
    case "integer":
    case "number": {
      const min = Math.ceil(s.minimum ?? -5);
      return fc.integer({ min, max: Math.max(min, Math.floor(Math.min(s.maximum ?? 2000, 100_000))) });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(s.items ? plausible(s.items, key) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 });
    case "object":
      return fc
        .tuple(...Object.entries(s.properties ?? {}).map(([k, p]) => plausible(p, k).map((v) => [k, v] as const)))
        .map((entries) => objectOf(entries));
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

const fieldValue = (s: JsonSchema, key: string) =>
  fc.oneof({ weight: 3, arbitrary: plausible(s, key) }, { weight: 2, arbitrary: hostileValue });

// ---------------------------------------------------------------------------------------------
// Requests: each generator yields what to send (printed by fast-check when a run fails).

interface Request {
  url: string;
  contentType?: string;
  payload?: string | Buffer | FormData;
}

/**
 * A body: every field of the schema with a value of its type (so hostile strings reach the handler
 * and the database); or fields plausible or hostile, some missing, with extra keys; or no object at all.
 */
function jsonBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = schema.properties ? schema : ((schema.anyOf ?? []).find((b) => b.properties) ?? {});
  const typed = plausible({ ...s, type: "object" }, "");
  const fields = fc.tuple(
    ...Object.entries(s.properties ?? {}).map(([k, p]) =>
      fc.option(fieldValue(p, k), { nil: undefined, freq: 6 }).map((v) => [k, v] as const),
    ),
  );
  const object = fc
    .tuple(fields, fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 }))
    .map(([own, extra]) => objectOf([...own.filter(([, v]) => v !== undefined), ...extra]));
  return fc.oneof(
    { weight: 3, arbitrary: typed },
    { weight: 4, arbitrary: object },
    { weight: 1, arbitrary: hostileValue },
  );
}

interface JsonInput {
  body: unknown;
  cutAt: number | null;
  contentType: string;
}
function jsonRequests(target: Target): fc.Arbitrary<JsonInput> {
  return fc.record({
    body: jsonBody(jsonSchemaOf(schemaOf(target.route).body)),
    // Valid JSON cut off at some point.
    cutAt: fc.option(fc.nat(), { freq: 5 }),
    contentType: fc.constantFrom(
      "application/json",
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json; charset=latin1",
    ),
  });
}

function sendJson(target: Target, { body, cutAt, contentType }: JsonInput): Request {
  const text = toJson(body);
  return {
    url: fillPath(target.route.url, (name) => fixtureParam(target.route.url, name)),
    contentType,
    payload: cutAt === null ? text : text.slice(0, cutAt % (text.length + 1)),
  };
}

/** The text fields and file fields of each form upload; nested fields are sent as `outer[inner]`. */
interface Form {
  fields: [string, JsonSchema][];
  files: readonly string[];
}
function formFields(schema: z.ZodType): [string, JsonSchema][] {
  return Object.entries(jsonSchemaOf(schema).properties ?? {}).flatMap(([k, p]): [string, JsonSchema][] =>
    p.properties ? Object.entries(p.properties).map(([inner, ip]) => [`${k}[${inner}]`, ip]) : [[k, p]],
  );
}
const FORMS: Record<string, () => Form> = {
  "POST /api/candidate/profile/personal-details": () => ({
    fields: formFields(personalDetailsValue),
    files: SECTION_DOCUMENT_KINDS.personalDetails,
  }),
  "PATCH /api/candidate/profile/academic-details-ug": () => ({
    fields: formFields(ugValue),
    files: SECTION_DOCUMENT_KINDS.academicsUG,
  }),
  "PATCH /api/candidate/profile/academic-details-pg": () => ({
    fields: [...formFields(pgDoneValue), ["hasNotDonePG", { type: "boolean" }]],
    files: SECTION_DOCUMENT_KINDS.academicsPG,
  }),
  "PATCH /api/candidate/profile/entrance-details": () => ({
    fields: formFields(entranceValue),
    files: SECTION_DOCUMENT_KINDS.entranceDetails,
  }),
  "POST /api/application": () => ({
    fields: [
      ...formFields(applicationChoice),
      ...formFields(feeDetailsInput),
      ["feeReceiptDocumentId", { format: "uuid", type: "string" }],
    ],
    files: [
      sopDocumentKey(D1, "REGULAR"),
      feeReceiptDocumentKey(D1, "REGULAR"),
      sopDocumentKey(D2, "WORKING_PROFESSIONAL"),
    ],
  }),
  "POST /api/application/reapply/:id": () => ({ fields: formFields(feeDetailsInput), files: ["sop", "feeReceipt"] }),
  // A CSV of marks: any bytes as the file (the query says the department and whether to apply).
  "POST /api/rounds/:id/marks/import": () => ({ fields: formFields(marksImportFields), files: ["file"] }),
  "POST /api/applications/:id/objections": () => ({
    fields: formFields(z.object({ text: objectionText })),
    files: ["document"],
  }),
  // A bank statement: any bytes as the file, the bank's name, the mapping and whether to apply.
  "POST /api/reconciliation/statements": () => ({ fields: formFields(statementImportFields), files: ["statement"] }),
  // The admission fee: the application fee's fields and a receipt (no offer exists: 404 after the body).
  "POST /api/offers/:id/admission-fee": () => ({ fields: formFields(feeDetailsInput), files: ["receipt"] }),
};

const FILE_CONTENTS: Record<string, () => Buffer> = {
  pdf: () => pdfBytes(),
  png: pngBytes,
  jpeg: jpegBytes,
  text: () => textBytes(),
  empty: () => Buffer.alloc(0),
  exe: () => Buffer.from("MZ\x90\x00\x03 not a document", "latin1"),
  html: () => Buffer.from("<html><script>alert(1)</script></html>"),
  zip: () => Buffer.from("PK\x03\x04 not a document", "latin1"),
  cutPdf: () => pdfBytes().subarray(0, 40),
  oversize: () => Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_LIMIT)]),
};
const FILE_NAMES = [
  "doc.pdf",
  "",
  "../../etc/passwd",
  "..\\..\\boot.ini",
  "a\u0000.pdf",
  "\u202efdp.exe",
  `${"a".repeat(300)}.pdf`,
  '"quoted".pdf',
  "x.pdf\r\nContent-Type: text/html",
  "😀.png",
];

type Part =
  | { name: string; value: string | Huge }
  | { name: string; filename: string; type: string; content: string | Uint8Array };

interface FormInput {
  parts: Part[];
  /** The boundary as the Content-Type names it, and as the body uses it. */
  boundary: [string, string];
  damage: string;
  cutAt: number;
}
function formRequests(form: Form): fc.Arbitrary<FormInput> {
  const asText = (v: unknown) => (typeof v === "string" || v instanceof Huge ? v : (JSON.stringify(v) ?? ""));
  const textPart = fc
    .oneof(
      {
        weight: 4,
        arbitrary: fc
          .constantFrom(...form.fields)
          .chain(([name, s]) =>
            fc.tuple(
              fc.constant(name),
              fc.oneof(
                { weight: 3, arbitrary: plausible(s, name).map(asText) },
                { weight: 2, arbitrary: hostileString },
              ),
            ),
          ),
      },
      // A field named like a file field (a field instead of a file), or a hostile name.
      { weight: 1, arbitrary: fc.tuple(fc.oneof(hostileKey, fc.constantFrom(...form.files)), hostileString) },
    )
    .map(([name, value]): Part => ({ name, value }));
  const filePart = fc.record({
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...form.files) },
      { weight: 1, arbitrary: fc.oneof(hostileKey, fc.constantFrom(...form.fields.map(([n]) => n))) },
    ),
    filename: fc.constantFrom(...FILE_NAMES),
    // The declared type need not match the content (the server looks at the bytes).
    type: fc.constantFrom("application/pdf", "image/png", "image/jpeg", "text/plain", "application/x-msdownload"),
    content: fc.oneof(fc.constantFrom(...Object.keys(FILE_CONTENTS)), fc.uint8Array({ maxLength: 512 })),
  });
  // Every field with a value of its type (and a few files), so hostile strings reach the handler.
  const typedParts = fc
    .tuple(
      fc.tuple(...form.fields.map(([name, s]) => plausible(s, name).map((v): Part => ({ name, value: asText(v) })))),
      fc.array(filePart, { maxLength: 3 }),
    )
    .map(([fields, files]) => [...fields, ...files]);
  return fc.record({
    // Duplicate parts come naturally: names are drawn from a small pool.
    parts: fc.oneof(
      fc.array(fc.oneof({ weight: 3, arbitrary: textPart }, { weight: 1, arbitrary: filePart }), { maxLength: 12 }),
      typedParts,
    ),
    boundary: fc.constantFrom<[string, string]>(
      ["----fuzz-1f2e", "----fuzz-1f2e"],
      ['"fuzz quoted"', "fuzz quoted"],
      ["b".repeat(70), "b".repeat(70)],
      ["x", "x"],
    ),
    damage: fc.constantFrom(
      "none",
      "none",
      "none",
      "none",
      "cut",
      "wrong boundary",
      "no boundary",
      "no end",
      "preamble",
    ),
    cutAt: fc.nat(),
  });
}

function sendForm(url: string, { parts, boundary: [param, delimiter], damage, cutAt }: FormInput): Request {
  const chunks: Buffer[] = [];
  if (damage === "preamble") chunks.push(Buffer.from("garbage before the first boundary\r\n--\r\n"));
  for (const part of parts) {
    const file = "filename" in part;
    chunks.push(
      Buffer.from(
        `--${delimiter}\r\nContent-Disposition: form-data; name="${part.name}"${file ? `; filename="${part.filename}"\r\nContent-Type: ${part.type}` : ""}\r\n\r\n`,
      ),
      file
        ? typeof part.content === "string"
          ? defined(FILE_CONTENTS[part.content])()
          : Buffer.from(part.content)
        : Buffer.from(String(part.value)),
      Buffer.from("\r\n"),
    );
  }
  if (damage !== "no end") chunks.push(Buffer.from(`--${delimiter}--\r\n`));
  const body = Buffer.concat(chunks);
  return {
    url,
    contentType:
      damage === "no boundary"
        ? MULTIPART
        : `${MULTIPART}; boundary=${damage === "wrong boundary" ? "other-boundary" : param}`,
    payload: damage === "cut" ? body.subarray(0, cutAt % (body.length + 1)) : body,
  };
}

/** Path params: random and hostile strings, encoded slashes and dots, broken escapes, non-uuids, overlong ones. */
const paramValue = fc.oneof(
  fc.uuid(),
  fc.constantFrom(...HOSTILE_STRINGS).map(pct),
  fc.string({ unit: "binary", maxLength: 40 }).map(pct),
  fc.constantFrom(
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2f%2e%2e%2fpackage.json",
    "..%5c..%5cwindows",
    "a%2Fb",
    "%252F",
    "%",
    "%zz",
    "%00",
    "%E0%A4%A",
    "%FF%FE",
    "..",
    "00000000-0000-4000-8000-00000000000g",
    `${ZERO_ID}%00`,
  ),
  // A wildcard param (static files) also gets real slashes.
  fc.constantFrom("../../../../etc/passwd", "swagger-ui.css/../../../package.json", "%2e%2e/%2e%2e/package.json"),
  fc.integer({ min: 200, max: 20_000 }).map((n) => "a".repeat(n)),
);

function paramRequests(target: Target) {
  const names = [...target.route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
  return fc
    .tuple(...names.map((name) => paramValue.map((v) => [name, v] as const)))
    .map((pairs) => Object.fromEntries(pairs));
}

/** A body the route takes, so a fuzzed param is what gets refused. */
function validishBody(target: Target): Pick<Request, "contentType" | "payload"> {
  const schema = schemaOf(target.route);
  if (schema.consumes?.includes(MULTIPART)) return { payload: multipartForm([], { utrDuNumber: "UTR12345678" }) };
  if (!schema.body) return {};
  const [body] = fc.sample(plausible(jsonSchemaOf(schema.body), ""), { numRuns: 1, seed: 1 });
  return { contentType: "application/json", payload: toJson(body ?? {}) };
}

/** Query strings: known keys with odd values, unknown and bracketed keys, repeated keys, broken escapes. */
function queryRequests(target: Target) {
  const entries = Object.entries(jsonSchemaOf(schemaOf(target.route).querystring).properties ?? {});
  const keys = entries.map(([k]) => k);
  const value = (s: JsonSchema, key: string) =>
    fc.oneof(
      // JSON for a generated object: one with its own `toString` key ({"toString": 0}) makes String() throw.
      {
        weight: 3,
        arbitrary: plausible(s, key).map((v) => pct(typeof v === "object" && v ? JSON.stringify(v) : String(v))),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          "-1",
          "0",
          "1e309",
          "NaN",
          "Infinity",
          "99999999999999999999",
          "100000000",
          "1.5",
          "0x10",
          "-0",
          "",
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "%00", "%E0%A4%A", "a+b", "%2B") },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(pct) },
      { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 200_000 }).map((n) => "a".repeat(n)) },
    );
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...entries).chain(([k, s]) => fc.tuple(fc.constant(pct(k)), value(s, k))) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.oneof(
          fc.constantFrom(...keys.map((k) => `${k}[]`), ...keys.map((k) => `${k}[a]`)),
          fc.constantFrom("sort", "order", "orderBy", "__proto__", "constructor[prototype]").map(pct),
        ),
        value({}, ""),
      ),
    },
  );
  // Repeated keys come naturally (a few keys, up to ten pairs): `page=1&page=2` reads as an array.
  return fc.array(pair, { maxLength: 10 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));
}

// ---------------------------------------------------------------------------------------------
// Checking each answer

/** Tables a refused request may change by design. */
const CHANGE_ON_REFUSAL = new Set([
  // Throttles count failed sign-ins and code attempts per account and address, whatever the answer.
  "rate_counters",
]);
let baseline: Record<string, string>;

/**
 * Counts every row written, per table, from here on: a trigger on each table (but those above)
 * adds one per row inserted, updated or deleted, in the writing transaction, so a rolled-back
 * write counts nothing. Reading the counts after each request is one small query; hashing every
 * row of every table, as this file did before, cost 7.6 ms a request, three quarters of its time.
 */
async function countRowChanges() {
  const { rows: tables } = (await t.ctx.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  await t.ctx.db.execute(sql`create table fuzz_row_changes (name text primary key, n bigint not null)`);
  await t.ctx.db.execute(
    sql.raw(`create function fuzz_count_row_change() returns trigger language plpgsql as $$
      begin
        insert into fuzz_row_changes values (tg_table_name, 1)
          on conflict (name) do update set n = fuzz_row_changes.n + 1;
        return null;
      end $$`),
  );
  for (const { name } of tables.filter(({ name }) => !CHANGE_ON_REFUSAL.has(name)))
    await t.ctx.db.execute(
      sql.raw(
        `create trigger fuzz_row_change after insert or update or delete on "${name}" for each row execute function fuzz_count_row_change()`,
      ),
    );
}

/** How many rows each table has had written, and the stored files' keys. */
async function snapshot(): Promise<Record<string, string>> {
  const { rows } = (await t.ctx.db.execute(sql`select name, n::text from fuzz_row_changes`)) as unknown as {
    rows: { name: string; n: string }[];
  };
  const files: string[] = [];
  for await (const key of t.ctx.storage.keys()) files.push(key);
  return { ...Object.fromEntries(rows.map((r) => [r.name, r.n])), files: files.sort().join(" ") };
}

const LEAKS = [/(?:\\n|\n)\s*at \S/, / {4}at /, /\/work\//, /node_modules/, /\.(?:[cm]?[jt]sx?):\d+/];
/** What a path traversal would show: /etc/passwd, the repository's package.json. */
const TRAVERSAL = /root:.*:0:0:|"devDependencies"/;

const statuses = new Map<string, number[]>();

const bodySize = (payload: Request["payload"]) =>
  typeof payload === "string" || Buffer.isBuffer(payload) ? `${Buffer.byteLength(payload)} bytes` : "a FormData body";

async function send(target: Target, request: Request, i: number): Promise<void> {
  const tokens = target.caller === "anonymous" ? [] : fx.tokens[target.caller];
  // Candidates rotate where the path names no record of A's (uploads are limited per candidate).
  const token = tokens[target.kind !== "params" && target.route.url.includes(":") ? 0 : i % tokens.length];
  const answer = t.app.inject({
    method: target.method as "POST",
    url: request.url,
    remoteAddress: nextTestIp(),
    headers: { ...(token && bearer(token)), ...(request.contentType && { "content-type": request.contentType }) },
    ...(request.payload !== undefined && { payload: request.payload }),
  });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${target.key} (${target.kind}, as ${target.caller}) did not answer in ${ANSWER_WITHIN_MS / 1000} s: ${request.contentType ?? "no body type"}, ${bodySize(request.payload)}`,
          ),
        ),
      ANSWER_WITHIN_MS,
    );
  });
  const res = await Promise.race([answer, hang]).finally(() => clearTimeout(timer));
  const key = `${target.kind} ${target.key}`;
  statuses.set(key, [...(statuses.get(key) ?? []), res.statusCode]);
  const where = `${target.key} (${target.kind}, as ${target.caller}) → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const type = String(res.headers["content-type"] ?? "");
  if (res.statusCode >= 400) {
    expect(type, where).toMatch(/^application\/json/);
    expect(JSON.parse(res.body), where).toMatchObject({ success: false, message: expect.any(String) });
  }
  if (res.statusCode >= 400 || type.startsWith("application/json")) {
    for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak);
    expect(res.body, where).not.toContain(t.dataDir);
    expect(res.body, where).not.toContain(`${os.tmpdir()}/`);
  }
  expect(res.body, where).not.toMatch(TRAVERSAL);
  const before = baseline;
  baseline = await snapshot();
  if (res.statusCode >= 400) expect(baseline, `${where}\nstate changed by a refused request`).toEqual(before);
}

// ---------------------------------------------------------------------------------------------

/** One target per kind of input a route takes; a body route must say what it takes. */
function targetsOf(route: RouteOptions, method: string): Omit<Target, "caller">[] {
  const key = `${method} ${route.url}`;
  const schema = schemaOf(route);
  const kinds: Kind[] = [];
  if (schema.consumes?.includes(MULTIPART)) {
    if (!FORMS[key]) throw new Error(`${key}: a form upload without a row in FORMS (fuzz.test.ts)`);
    kinds.push("multipart");
  } else if (schema.body) kinds.push("json");
  else if (["POST", "PUT", "PATCH"].includes(method))
    throw new Error(`${key}: declares neither schema.body nor consumes`);
  if (/:\w|\*/.test(route.url)) kinds.push("params");
  if (schema.querystring) kinds.push("query");
  return kinds.map((kind) => ({ kind, method, route, key }));
}

/** The first caller whose request gets past the route's guard (a record of nobody's: 404 past the guard). */
async function callerThatPasses(target: Omit<Target, "caller">): Promise<Caller> {
  const url = fillPath(target.route.url, (name) =>
    ["role", "name", "key", "*"].includes(name) ? fixtureParam(target.route.url, name) : ZERO_ID,
  );
  const schema = schemaOf(target.route);
  const multipart = schema.consumes?.includes(MULTIPART);
  for (const caller of CALLERS) {
    const token = caller === "anonymous" ? undefined : fx.tokens[caller][0];
    const res = await t.app.inject({
      method: target.method as "POST",
      url,
      remoteAddress: nextTestIp(),
      headers: token ? bearer(token) : {},
      payload: multipart ? multipartForm([]) : schema.body ? {} : undefined,
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) return caller;
  }
  throw new Error(`${target.key}: no caller gets past its guard`);
}

let targets: Target[];

beforeAll(async () => {
  t = await buildTestApp({ config: { maxUploadBytes: UPLOAD_LIMIT } });
  const { ctx } = t;
  const a = await candidateWithCompleteProfile(ctx, { name: "Candidate A" });
  const b = await candidateWithCompleteProfile(ctx, { name: "Candidate B" });
  const coordinator = await createUser(ctx, { role: "coordinator", departments: [D1] });
  const accountSection = await createUser(ctx, { role: "accountSectionCoordinator" });
  const admin = await createUser(ctx, { role: "admin" });
  const sop = await insertApplicationDocumentFor(ctx, a.id, sopDocumentKey(D1, "REGULAR"));
  const receipt = await insertApplicationDocumentFor(ctx, a.id, feeReceiptDocumentKey(D1, "REGULAR"));
  const application = await insertApplicationFor(ctx, a, { department: D1, fee: { feeReceiptDocumentId: receipt.id } });
  await ctx.db.update(applications).set({ sopDocumentId: sop.id }).where(eq(applications.id, application.id));
  const [announcement] = await ctx.db
    .insert(announcements)
    .values({ title: "Fuzz", link: "https://example.org", recipientRole: "all", createdById: admin.id })
    .returning();
  const docIds = (await ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, a.id))).map(
    (d) => d.id,
  );
  const profileRows = (await ctx.db.execute(sql`select id from profiles`)) as unknown as { rows: { id: string }[] };
  Object.assign(fx, {
    ids: [a.id, b.id, coordinator.id, application.id, ...docIds, ...profileRows.rows.map((r) => r.id)],
    tokens: {
      candidate: [await tokenFor(ctx, a), await tokenFor(ctx, b)],
      coordinator: [await tokenFor(ctx, coordinator)],
      accountSectionCoordinator: [await tokenFor(ctx, accountSection)],
      admin: [await tokenFor(ctx, admin)],
    },
    candidateId: a.id,
    documentId: defined(docIds[0], "a document of A"),
    applicationId: application.id,
    announcementId: defined(announcement, "an announcement").id,
    coordinatorId: (await createUser(ctx, { role: "coordinator", departments: [D1] })).id,
    roundId: defined((await ctx.db.select().from(siteConstants))[0]?.currentRoundId, "the current round"),
  });
  const [slot] = await ctx.db
    .insert(selectionSlots)
    .values({
      roundId: fx.roundId,
      department: D1,
      kind: "TEST",
      startsAt: new Date(Date.now() + 30 * 86_400_000),
      durationMinutes: 60,
      mode: "IN_PERSON",
      venue: "Fuzz Hall",
      capacity: 3,
    })
    .returning();
  fx.slotId = defined(slot, "a slot").id;
  fx.ids.push(fx.slotId);

  targets = [];
  for (const route of t.routes) {
    if (!route.url.startsWith("/api/")) continue;
    for (const method of [route.method].flat()) {
      // HEAD and OPTIONS are Fastify's own copies of the GET routes.
      if (method === "HEAD" || method === "OPTIONS") continue;
      for (const target of targetsOf(route, method))
        targets.push({ ...target, caller: await callerThatPasses(target) });
    }
  }

  await countRowChanges();
  baseline = await snapshot();
}, 300_000);

afterAll(async () => {
  await t?.close();
});

/** Runs the property for every target of a kind; collects each route's failure (with fast-check's seed and input). */
async function fuzzAll<T>(
  kind: Kind,
  requests: (target: Target) => fc.Arbitrary<T>,
  toRequest: (target: Target, input: T) => Request,
) {
  const failures: string[] = [];
  for (const target of targets.filter((x) => x.kind === kind)) {
    let i = 0;
    try {
      await fc.assert(
        fc.asyncProperty(requests(target), (input) => send(target, toRequest(target, input), i++)),
        // No shrinking: each of its steps is a request and a state digest, and shrinking one failed
        // form took longer than the test may (CI, 29 Nov); the report names the input as drawn.
        { numRuns: RUNS[kind] * SCALE, endOnFailure: true },
      );
    } catch (err) {
      // fast-check's report (seed, failing input), then the failed expectation.
      const cause = (err as Error).cause;
      failures.push(`${target.key}:\n${(err as Error).message}\n${cause instanceof Error ? cause.message : ""}`);
    }
    // Throttled answers prove nothing: most answers must come from the route itself. A soak
    // (FUZZ_SCALE > 1) sends more than a per-candidate limit lets through in its minute.
    const answers = statuses.get(`${kind} ${target.key}`) ?? [];
    const throttled = answers.filter((s) => s === 429).length;
    if (SCALE === 1 && throttled * 2 >= answers.length)
      failures.push(`${target.key}: ${throttled} of ${answers.length} answers were 429`);
  }
  expect(failures.join("\n\n")).toBe("");
}

describe("fuzzing every API input", () => {
  it("finds routes of every kind in the route table", () => {
    const count = (kind: Kind) => targets.filter((x) => x.kind === kind).length;
    expect({
      json: count("json") > 10,
      multipart: count("multipart"),
      params: count("params") > 10,
      query: count("query") > 3,
    }).toEqual({
      json: true,
      multipart: Object.keys(FORMS).length,
      params: true,
      query: true,
    });
  });

  it("sees a row written, and one written then rolled back as nothing", async () => {
    const before = await snapshot();
    const rename = (title: string) =>
      t.ctx.db.update(announcements).set({ title }).where(eq(announcements.id, fx.announcementId));
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.update(announcements).set({ title: "Fuzz, renamed" }).where(eq(announcements.id, fx.announcementId));
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await snapshot()).toEqual(before);
    await rename("Fuzz, renamed");
    const after = await snapshot();
    expect(Number(after.announcements)).toBe(Number(before.announcements ?? 0) + 1);
    await rename("Fuzz");
    baseline = await snapshot();
  });

  it("JSON bodies", () => fuzzAll("json", jsonRequests, sendJson), 300_000 * SCALE);

  it(
    "form uploads",
    () =>
      fuzzAll(
        "multipart",
        (target) => formRequests(defined(FORMS[target.key], target.key)()),
        (target, input) =>
          sendForm(
            fillPath(target.route.url, (name) => fixtureParam(target.route.url, name)),
            input,
          ),
      ),
    300_000 * SCALE,
  );

  it(
    "path params",
    () =>
      fuzzAll("params", paramRequests, (target, params) => ({
        url: fillPath(target.route.url, (name) => defined(params[name], name)),
        ...validishBody(target),
      })),
    300_000 * SCALE,
  );

  it(
    "querystrings",
    () =>
      fuzzAll("query", queryRequests, (target, query) => ({
        url: `${fillPath(target.route.url, (name) => fixtureParam(target.route.url, name))}?${query}`,
      })),
    300_000 * SCALE,
  );
});
