/**
 * The one row of a read, insert or update that yields at most one. Without `orElse` a missing row
 * is `undefined`; with it, `orElse()` is thrown: `notFound(…)` where the client named the record,
 * a plain Error (a 500) where the row must exist (an insert … returning, a singleton table).
 */
export async function single<T>(rows: PromiseLike<T[]>): Promise<T | undefined>;
export async function single<T>(rows: PromiseLike<T[]>, orElse: () => Error): Promise<T>;
export async function single<T>(rows: PromiseLike<T[]>, orElse?: () => Error): Promise<T | undefined> {
  const [row] = await rows;
  if (row === undefined && orElse) throw orElse();
  return row;
}

/** For `single(…, mustExist("what"))`: a row the database must have returned. */
export const mustExist = (what: string) => () => new Error(`expected one row: ${what}`);
