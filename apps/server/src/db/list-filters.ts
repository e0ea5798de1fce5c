import { zonedDayRange } from "@phd/shared";
import { and, type Column, gte, lt } from "drizzle-orm";

/** `%`, `_` and `\` typed by the user match themselves (PostgreSQL's LIKE escapes with `\`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for "contains `term`" (answered by a trigram index on the column). */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

/**
 * `column` within the calendar days from / to, both inclusive (either may be absent), as the
 * institution's clock counts days (decision 016): "23 Nov" in Asia/Kolkata starts at 18:30 UTC on the 22nd.
 */
export function withinDays(column: Column, from: string | undefined, to: string | undefined, timeZone: string) {
  return and(
    from ? gte(column, zonedDayRange(from, timeZone).start) : undefined,
    // toDate is inclusive: everything before the next day's midnight.
    to ? lt(column, zonedDayRange(to, timeZone).end) : undefined,
  );
}
