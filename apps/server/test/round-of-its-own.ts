import { type SQL, sql } from "drizzle-orm";
import { beforeAll } from "vitest";
import { type DbOrTx, queryRows } from "../src/db/client.ts";
import { admissionRounds } from "../src/db/schema.ts";
import { defined, useTestApp } from "./helpers.ts";

/**
 * The set-up of the randomised tally tests (slot tallies, merit input versions): an app and a round
 * of their own, so that every row counted is the test's, and the SQL pieces they write with.
 */
export function useRoundOfItsOwn(name: string, applicationIdPrefix: string) {
  const t = useTestApp();
  let id: string | undefined;
  beforeAll(async () => {
    const [row] = await t.ctx.db
      .insert(admissionRounds)
      .values({ name, applicationIdPrefix })
      .returning({ id: admissionRounds.id });
    id = row?.id;
  });
  const round = (): string => defined(id, "the test's round (made in beforeAll)");
  return {
    t,
    round,
    /** The rows of the test's round. */
    ofRound: () => sql`round_id = ${round()}::uuid`,
    run: (db: DbOrTx, q: SQL) => queryRows(db, q),
  };
}
