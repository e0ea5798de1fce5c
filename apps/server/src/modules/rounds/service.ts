import {
  AADHAAR_MODES,
  type AadhaarMode,
  type AdmissionRound,
  DEFAULT_AADHAAR_MODE,
  type RoundValues,
} from "@phd/shared";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { currentRoundId } from "../../db/current-round.ts";
import { uniqueViolationOf } from "../../db/errors.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { currentRoundIdOf, seedCounters } from "../constants/index.ts";
import * as q from "./queries.ts";
import { roundClosed } from "./round-access.ts";
import { roundSetting } from "./round-settings.ts";

/** How profiles saved while the round is current ask for the Aadhaar number (issue 28). */
const aadhaarSetting = roundSetting({
  key: "aadhaarMode",
  schema: z.enum(AADHAAR_MODES),
  defaults: DEFAULT_AADHAAR_MODE,
  field: "aadhaarMode",
  audit: "round.aadhaar",
  closedRefusal: 'The admission round "{{roundName}}" is closed: it can be read but not changed.',
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentRound(row: q.RoundListRow): AdmissionRound {
  return {
    id: row.id,
    name: row.name,
    applicationIdPrefix: row.applicationIdPrefix,
    admissionWindow: { opensAt: iso(row.opensAt), closesAt: iso(row.closesAt) },
    isCurrent: row.isCurrent,
    closedAt: iso(row.closedAt),
    applicationCount: row.applicationCount,
    createdAt: row.createdAt.toISOString(),
    aadhaarMode: aadhaarSetting.of(row.settings),
  };
}

const columnsOf = (body: RoundValues) => ({
  name: body.name,
  applicationIdPrefix: body.applicationIdPrefix,
  opensAt: body.admissionWindow.opensAt ? new Date(body.admissionWindow.opensAt) : null,
  closesAt: body.admissionWindow.closesAt ? new Date(body.admissionWindow.closesAt) : null,
});

/** What the audit row keeps of a round: the facts an admin edits. */
const factsOf = (row: Pick<q.RoundRow, "name" | "applicationIdPrefix" | "opensAt" | "closesAt">) => ({
  name: row.name,
  applicationIdPrefix: row.applicationIdPrefix,
  opensAt: iso(row.opensAt),
  closesAt: iso(row.closesAt),
});

/** A name or a prefix another round has (both unique, case-insensitively): 409 naming which. */
function explainDuplicate(err: unknown, body: RoundValues): never {
  const index = uniqueViolationOf(err);
  if (index?.includes("prefix")) {
    throw conflict("Another admission round already uses the prefix {{prefix}}. Choose another.", {
      prefix: body.applicationIdPrefix,
    });
  }
  if (index !== undefined)
    throw conflict('An admission round named "{{roundName}}" already exists.', { roundName: body.name });
  throw err;
}

const closedMessage = (row: q.RoundRow) =>
  `The admission round "${row.name}" is closed: it can be read but not changed.`;

async function lockedOr404(db: DbOrTx, id: string): Promise<q.RoundRow> {
  const row = await q.lockRound(db, id);
  if (!row) throw notFound("Admission round not found.");
  return row;
}

async function read(db: DbOrTx, id: string): Promise<AdmissionRound> {
  const row = await q.findRound(db, id);
  if (!row) throw notFound("Admission round not found.");
  return presentRound(row);
}

export async function list(ctx: Pick<AppContext, "db">): Promise<AdmissionRound[]> {
  return (await q.listRounds(ctx.db)).map(presentRound);
}

/** A new round with fresh counters; it becomes current only when the admin says so. */
export async function create(ctx: AppContext, actor: AuthUser, body: RoundValues): Promise<AdmissionRound> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await q.insertRound(tx, columnsOf(body));
      await seedCounters(tx, row.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "round.create",
        subjectType: "round",
        subjectId: row.id,
        data: factsOf(row),
      });
      return read(tx, row.id);
    });
  } catch (err) {
    explainDuplicate(err, body);
  }
}

/** Name, prefix and window of an open round; ids already given keep their text. */
export async function update(ctx: AppContext, actor: AuthUser, id: string, body: RoundValues): Promise<AdmissionRound> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await lockedOr404(tx, id);
      if (before.closedAt) throw conflict(closedMessage(before));
      const values = columnsOf(body);
      await q.updateRound(tx, id, values);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "round.update",
        subjectType: "round",
        subjectId: id,
        data: { from: factsOf(before), to: factsOf(values) },
      });
      return read(tx, id);
    });
  } catch (err) {
    explainDuplicate(err, body);
  }
}

/** New applications go into this round from now on, numbered by its own counters. */
export async function makeCurrent(ctx: AppContext, actor: AuthUser, id: string): Promise<AdmissionRound> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedOr404(tx, id);
    if (row.closedAt) throw conflict(closedMessage(row));
    const previous = await currentRoundIdOf(tx);
    if (previous === id) return read(tx, id);
    await q.setCurrentRound(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "round.make_current",
      subjectType: "round",
      subjectId: id,
      roundId: id,
      data: { previousRoundId: previous },
    });
    return read(tx, id);
  });
}

/** Closed for good: its records stay readable and change no more. The current round cannot be closed. */
export async function close(ctx: AppContext, actor: AuthUser, id: string): Promise<AdmissionRound> {
  const closed = await ctx.db.transaction(async (tx) => {
    const row = await lockedOr404(tx, id);
    if (row.closedAt) throw conflict(closedMessage(row));
    if ((await currentRoundIdOf(tx)) === id) {
      throw conflict("This is the current admission round. Make another round current before closing it.");
    }
    await q.updateRound(tx, id, { closedAt: new Date() });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "round.close",
      subjectType: "round",
      subjectId: id,
      roundId: id,
    });
    return read(tx, id);
  });
  // What waited for this round (erasures: registered in app.ts) is done now, not at a job's next pass.
  await roundClosed(ctx, id);
  return closed;
}

/**
 * The round a staff list, count, export or the audit log shows (`?round=`): the one asked for (404
 * when there is none), else the current one, read by the database itself (no extra query).
 */
export async function roundShown(db: DbOrTx, roundId: string | undefined): Promise<string | SQL> {
  if (!roundId) return currentRoundId();
  if (!(await q.roundExists(db, roundId))) throw notFound("Admission round not found.");
  return roundId;
}

/**
 * `roundShown` inside a read answered whole by PostgreSQL (decision 046): the round as SQL, and
 * the condition the answer needs, that a named round exists (else the usual path answers 404).
 */
export function roundOfAnswer(roundId: string | undefined): { round: string | SQL; exists: SQL } {
  if (!roundId) return { round: currentRoundId(), exists: sql`true` };
  return {
    round: roundId,
    exists: q.roundExistsCondition(roundId),
  };
}

const closedRecordMessage = (name: string) =>
  `The admission round "${name}" is closed: its applications can be read but not changed.`;

/** Refuses (409) a change to an application of a closed round; call inside the change's transaction. */
export async function assertRoundOpen(tx: Tx, roundId: string): Promise<void> {
  const round = await q.lockedRoundFacts(tx, roundId, "share");
  if (round?.closedAt) throw conflict(closedRecordMessage(round.name));
}

/**
 * Refuses (409) a review of an application document (SOP, fee receipt) whose applications are all
 * in closed rounds. Profile documents belong to no round: they are kept across rounds.
 */
export async function assertApplicationDocumentOpen(db: DbOrTx, doc: { id: string; section: string | null }) {
  if (doc.section !== null) return;
  const rounds = await q.roundsOfApplicationDocument(db, doc.id);
  const closed = rounds.find((r) => r.closedAt);
  if (closed && rounds.every((r) => r.closedAt)) throw conflict(closedRecordMessage(closed.name));
}

/**
 * How profiles saved while the round is current ask for the Aadhaar number (issue 28): required,
 * optional or not asked. An open round only; audited.
 */
export async function setAadhaarMode(ctx: AppContext, actor: AuthUser, id: string, mode: AadhaarMode) {
  await aadhaarSetting.save(ctx, actor, id, mode);
  return read(ctx.db, id);
}
