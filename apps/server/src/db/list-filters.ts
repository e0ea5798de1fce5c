import { and, type Column, gte, lt, type SQL } from "drizzle-orm";

/** `%`, `_` and `\` typed by the user match themselves (PostgreSQL's LIKE escapes with `\`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for "contains `term`" (answered by a trigram index on the column). */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight UTC of a calendar day "YYYY-MM-DD" (list date filters are whole days in UTC, decision 014). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** `column` within the calendar days from / to, both inclusive (either may be absent). */
export function withinDays(column: Column, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, startOfDay(from)) : undefined,
    // toDate is inclusive: everything before the next day's midnight.
    to ? lt(column, new Date(startOfDay(to).getTime() + DAY_MS)) : undefined,
  );
}
