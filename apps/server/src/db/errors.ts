/** A unique constraint refused the write (PostgreSQL 23505; drizzle may wrap the driver's error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}
