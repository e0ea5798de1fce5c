import { z } from "zod";

/** A Date on the server, an ISO string on the wire (fastify-type-provider-zod cannot serialise a raw Date). */
export const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});

export const uuid = z.uuid();
export const idParams = z.object({ id: z.uuid({ message: "Invalid id" }) });

export const email = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254)
  .pipe(z.email({ message: "Please enter a valid email address" }))
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
