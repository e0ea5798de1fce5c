import type { z } from "zod";
import { sayNow } from "./messages.ts";

/**
 * The message a form shows for one field, from the same schema the server validates with (or null),
 * in the language shown (the schemas' messages go through `validation`: messages.ts).
 */
export function fieldError(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? sayNow("Invalid value"));
}
