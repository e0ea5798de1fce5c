/** Reading and writing list state in the address: values the server would refuse are ignored. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The value when it is one of `values`, else undefined. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A calendar day (YYYY-MM-DD) from the address, else undefined. */
export function dayParam(params: URLSearchParams, key: string): string | undefined {
  const v = params.get(key);
  return v && DAY.test(v) ? v : undefined;
}

/** A page number from the address (from 1), else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A page past the first, or nothing: the first page is the default of addresses and of the API. */
export const laterPage = (page: number | undefined) => (page !== undefined && page > 1 ? page : undefined);

/** A request's query string from an object, in its key order; empty values are left out. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `?round=<id>`: the admission round a staff list shows (absent: the current round), else undefined
 * when it is not a round's id.
 */
export function roundParam(params: URLSearchParams): string | undefined {
  return uuidParam(params, "round");
}

/** A record's id from the address, or undefined when absent or not an id. */
export function uuidParam(params: URLSearchParams, name: string): string | undefined {
  const v = params.get(name);
  return v && UUID.test(v) ? v : undefined;
}
