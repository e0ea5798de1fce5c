import type { z } from "zod";

/** The message a form shows for one field, from the same schema the server validates with (or null). */
export function fieldError(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? "Invalid value");
}
