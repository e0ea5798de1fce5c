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
 * The rows a whole answer reads forwards at most (page × size): a page beyond is read from the
 * nearer end by the usual path (decision 017), which needs its total first.
 */
export const FORWARD_ROWS_MAX = 2_000;

/**
 * The statement's text and values, and the name it is prepared under when `prepared`: a name per
 * text (its hash), so each filter shape is parsed and planned once per connection. Only shapes
 * whose values are codes (departments, statuses, pages) are prepared: a generic plan for a free-text
 * search scans the whole table where a custom plan uses the trigram index (docs/performance.md).
 */
export function compileAnswer(prefix: string, query: SQL, prepared: boolean): { query: CompiledQuery; name?: string } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = prepared ? `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}` : undefined;
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
export function isoTime(column: SQL | string): SQL {
  const c = typeof column === "string" ? sql.raw(column) : column;
  return sql`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
