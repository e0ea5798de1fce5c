import { z } from "zod";
import { say } from "./messages.ts";

/** A Date on the server, an ISO string on the wire (fastify-type-provider-zod cannot serialise a raw Date). */
export const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});

export const uuid = z.uuid();

/** A list query's optional field: an empty value (`?status=`) means "no filter", as the screens send it. */
export const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

/** A calendar day, YYYY-MM-DD (list date filters: whole days of the institution time zone, decision 016). */
export const calendarDay = z.iso.date(say("Use a date such as 2026-11-23"));

/** A list query whose from/to days must be in order (the error is on `toDate`). */
export function withDaysInOrder<T extends z.ZodType<{ fromDate?: string; toDate?: string }>>(schema: T): T {
  return schema.refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    ...say("From date must not be after To date"),
    path: ["toDate"],
  });
}
/** The body of an action that takes nothing: none, or an empty JSON object (decision 010: no body parsed unchecked). */
export const noBody = z.object({}).strict().nullish();

export const idParams = z.object({ id: z.uuid(say("Invalid id")) });

/** A phone number as people write it: digits, spaces and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export const email = z
  .string(say("Email is required"))
  .trim()
  .min(1, say("Email is required"))
  .max(254)
  .pipe(z.email(say("Please enter a valid email address")))
  .transform((v) => v.toLowerCase());

export const successMessage = z.object({ success: z.literal(true), message: z.string() });
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** The error answers a route declares, all in the one error shape: `errorResponses(400, 401, 403)`. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof errorBody> {
  return Object.fromEntries(codes.map((c) => [c, errorBody])) as Record<C, typeof errorBody>;
}

/**
 * A long list inside a selection answer (a merit list's lines, a waitlist) comes a page at a time
 * (issue 29): `page` from 1 (default 1) and `limit` 1–500 (default 100).
 */
export const LINES_PAGE_SIZE = 100;
export const LINES_MAX_PAGE_SIZE = 500;
export const linesPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LINES_MAX_PAGE_SIZE).default(LINES_PAGE_SIZE),
};

/** `data.pagination` of a paged list (spec 001 §7): page numbers from 1, and the total under its own name. */
export function paginationOf<C extends string>(totalKey: C) {
  return z
    .object({ currentPage: z.number().int().min(1), totalPages: z.number().int().min(0) })
    .extend({ [totalKey]: z.number().int().min(0) } as Record<C, z.ZodNumber>);
}

/** A paged list answer: `{ success, data: { [itemsKey]: item[], pagination } }`. */
export function paginatedList<K extends string, T extends z.ZodType, C extends string = "total">(
  itemsKey: K,
  item: T,
  totalKey: C = "total" as C,
) {
  return z.object({
    success: z.literal(true),
    data: z
      .object({ pagination: paginationOf(totalKey) })
      .extend({ [itemsKey]: z.array(item) } as Record<K, z.ZodArray<T>>),
  });
}

/**
 * A file answer (PDF, image): documented in OpenAPI as a binary string. Fastify does not run the
 * serializer for a stream or Buffer, so this schema only describes the body.
 */
export const fileBody = z
  .custom<Uint8Array | { pipe: (...args: never[]) => unknown }>()
  .meta({ type: "string", format: "binary", description: "The file's bytes" });
export type SuccessMessage = z.infer<typeof successMessage>;
