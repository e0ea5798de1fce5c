import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import * as q from "./queries.ts";

export type { RoundFacts } from "./queries.ts";

const NOT_FOUND = "Admission round not found.";

/** What a module's answer says of its round. */
export const roundSummary = (round: Pick<q.RoundFacts, "id" | "name" | "closedAt">) => ({
  id: round.id,
  name: round.name,
  isClosed: round.closedAt !== null,
});

/** The round a module's read is about (404 when there is none); closed rounds are read as they stand. */
export async function readRound(db: DbOrTx, roundId: string): Promise<q.RoundFacts> {
  const round = await q.roundFacts(db, roundId);
  if (!round) throw notFound(NOT_FOUND);
  return round;
}

/**
 * The round a module's change is about, locked until the change's transaction ends (404 when there
 * is none). A closed round changes no more: 409 with the module's own sentence, whose
 * `{{roundName}}` is the round's name ("… is closed: its slots can be read but not changed.").
 */
export async function lockOpenRound(
  tx: Tx,
  roundId: string,
  closedRefusal: string,
  lock: "share" | "update" = "share",
): Promise<q.RoundFacts> {
  const round = await q.lockedRoundFacts(tx, roundId, lock);
  if (!round) throw notFound(NOT_FOUND);
  if (round.closedAt) throw conflict(closedRefusal, { roundName: round.name });
  return round;
}

type RoundClosedHook = (ctx: AppContext, roundId: string) => Promise<unknown>;
interface RoundClosedWork {
  /** What the work is, for the log line when it fails ("erasure"). */
  name: string;
  run: RoundClosedHook;
}
// Keyed by the app's context: two apps on one database each run their own work once.
const closedHooks = new WeakMap<AppContext, RoundClosedWork[]>();

/**
 * Work that follows a round's closing, registered by the module it belongs to (app.ts): privacy
 * carries out the erasures that waited for the round. Rounds knows no module above it.
 */
export function onRoundClosed(ctx: AppContext, name: string, run: RoundClosedHook): void {
  closedHooks.set(ctx, [...(closedHooks.get(ctx) ?? []), { name, run }]);
}

/** Runs the hooks after the close has committed; a hook that fails is logged and left to its own job. */
export async function roundClosed(ctx: AppContext, roundId: string): Promise<void> {
  for (const work of closedHooks.get(ctx) ?? [])
    await work
      .run(ctx, roundId)
      .catch((err) => ctx.log.error({ err, roundId }, `${work.name} after closing a round failed; the job retries`));
}
