import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
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
 * prepared, with its plan, so the number is bounded; a statement beyond it is sent unnamed (planned
 * each time, as the usual path's are).
 */
const PREPARED_ANSWERS_MAX = 100;
const preparedNames = new Set<string>();

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
 * The statement's text and values, and the name it is prepared under: a name per text (its hash),
 * so each filter shape and page is parsed and planned once per connection, and PostgreSQL keeps
 * its generic plan, which costs what the values' own plan costs when the values are codes (a
 * department, a status) and the user's check. Free-text searches are not answered whole: their
 * generic plan scans the whole table where a custom plan uses the trigram index.
 */
export function compileAnswer(prefix: string, query: SQL): { query: CompiledQuery; name?: string } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name: string | undefined = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  if (!preparedNames.has(name)) {
    if (preparedNames.size < PREPARED_ANSWERS_MAX) preparedNames.add(name);
    else name = undefined;
  }
  return { query: { sql: text, params }, name };
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

/** A time as `Date.toISOString()` writes it (`2026-11-23T10:00:00.000Z`), which every JSON answer uses. */
export function isoTime(column: string): SQL {
  return sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}
