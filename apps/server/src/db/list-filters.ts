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

/** Where one page of a list sits when it is read from whichever end of the order is nearer. */
export interface PageWindow {
  /** Read in the opposite order (then reverse the rows): the page lies in the second half. */
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * The page `offset … offset + limit` of `total` ordered rows, read from the nearer end: a deep page
 * (the last one above all) walks `total - offset` index entries in the opposite order instead of
 * `offset`, so no page costs more than half the list. `null` when the page is past the end.
 * The order must be total (an id breaks ties), so the reversed order gives exactly these rows.
 */
export function pageWindow(total: number, offset: number, limit: number): PageWindow | null {
  if (offset >= total) return null;
  const end = Math.min(offset + limit, total);
  if (offset <= total - end) return { reversed: false, offset, limit };
  return { reversed: true, offset: total - end, limit: end - offset };
}
