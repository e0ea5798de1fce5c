/** A unique constraint refused the write (PostgreSQL 23505; drizzle may wrap the driver's error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  return uniqueViolationOf(err) !== undefined;
}

/** The name of the unique index or constraint a write broke (`""` when the driver did not say), else undefined. */
export function uniqueViolationOf(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === "23505") return e.constraint ?? "";
  if (e?.cause?.code === "23505") return e.cause.constraint ?? "";
  return undefined;
}
