import { createHash } from "node:crypto";
import { fillPlaceholders, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { TokenClaims } from "../lib/tokens.ts";
import type { CompiledQuery } from "./batches.ts";
import { users } from "./schema.ts";

/**
 * Reads answered whole by PostgreSQL (decision 046): one statement checks the token's user, reads
 * the page and its total and builds the response's JSON, so a hot list costs one round trip and
 * Node relays a string. The statement answers one row `{ ok, body }`; `ok` false means the user
 * (or what the statement needs, e.g. a named round) failed its check, and the route falls back to
 * its usual path, which refuses exactly as before.
 */
export interface Answer {
  ok: boolean;
  body: string;
}

const dialect = new PgDialect();

/**
 * Pages answered whole: each page is a statement of its own per connection (`pageLimit`); a page
 * beyond is read by the usual path, from the nearer end of the list (decision 017).
 */
export const ANSWERED_PAGES_MAX = 10;

/**
 * Distinct whole-answer statements one process prepares: each connection keeps every statement it
 * prepared, with its plan, so the number is bounded; a shape beyond it is built on each request and
 * sent unnamed (planned each time, as the usual path's are).
 */
const PREPARED_ANSWERS_MAX = 100;

interface CompiledShape {
  text: string;
  /** The statement's values, with a Drizzle `Placeholder` where a request's own value goes. */
  params: unknown[];
  name?: string;
}
const compiledShapes = new Map<string, CompiledShape>();

/**
 * A page's LIMIT and OFFSET written into the statement's text, not sent as values: PostgreSQL
 * estimates a LIMIT value it cannot see as a tenth of the rows, so the generic plan of a prepared
 * statement would look dearer than the page's own and every execution would be planned anew
 * (more than half of a whole answer's time). Numbers from a validated query only.
 */
export function pageLimit(page: number, limit: number): SQL {
  if (!Number.isSafeInteger(page) || !Number.isSafeInteger(limit) || page < 1 || limit < 1)
    throw new Error(`pageLimit: page ${page} and limit ${limit} must be positive integers`);
  return sql.raw(`limit ${limit} offset ${(page - 1) * limit}`);
}

/**
 * A value the statement of a shape is built with once (`answerOf`) and given on each request: a
 * Drizzle placeholder standing where a filter's code or the token's claims go.
 */
export function given<T>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}

/**
 * The statement of one shape (which filters are present, the order, the page), with this
 * request's values. A shape is built and compiled once per process (building and hashing a
 * statement cost ~130 µs a request, a third of a whole answer's time in Node) and prepared under
 * a name per text, so each connection parses and plans it once and PostgreSQL keeps its generic
 * plan, which costs what the values' own plan costs when the values are codes (a department, a
 * status) and the user's check. `shape` must name everything the text depends on; every value
 * that differs between requests of one shape must be `given`. Free-text searches are not
 * answered whole: their generic plan scans the whole table where a custom plan uses the trigram index.
 */
export function answerOf(
  prefix: string,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): { query: CompiledQuery; name?: string } {
  const key = `${prefix} ${shape}`;
  let compiled = compiledShapes.get(key);
  if (!compiled) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    compiled = { text, params };
    if (compiledShapes.size < PREPARED_ANSWERS_MAX) {
      compiled.name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
      compiledShapes.set(key, compiled);
    }
  }
  return { query: { sql: compiled.text, params: fillPlaceholders(compiled.params, values) }, name: compiled.name };
}

/**
 * The token's user as `authenticate` checks a member of staff: the row exists, is not deleted,
 * has the token's role and version, and has chosen their own password. Candidates keep the usual
 * lookup (`requireClaims` refuses to guard their reads), so consent needs no check here.
 */
export function staffUserChecked(claims: TokenClaims): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${claims.sub} and ${users.role} = ${claims.role}
    and ${users.tokenVersion} = ${claims.tv} and ${users.deletedAt} is null and not ${users.mustChangePassword})`;
}

/** The claims as a shape's statement is built with (`staffUserChecked(givenClaims)`)... */
export const givenClaims: TokenClaims = { sub: given("sub"), role: given("role"), tv: given("tv") };

/** ...and the values they are given on a request. */
export const claimsGiven = (claims: TokenClaims) => ({ sub: claims.sub, role: claims.role, tv: claims.tv });

/** A time as `Date.toISOString()` writes it (`2026-11-23T10:00:00.000Z`), which every JSON answer uses. */
export function isoTime(column: string): SQL {
  return sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}
