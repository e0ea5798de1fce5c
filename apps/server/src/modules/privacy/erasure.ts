import { randomBytes } from "node:crypto";
import type { ErasureRequestBody, ErasureRequestView, ErasureSource, ErasureState } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { findUserById } from "../users/index.ts";
import * as q from "./erasure-queries.ts";
import * as notices from "./queries.ts";

/** "Erased candidate 7Q2K9D": what statistics and the audit log show in place of the name. */
export const pseudonymOf = () => `Erased candidate ${randomBytes(4).toString("hex").toUpperCase()}`;

type Ctx = Pick<AppContext, "db" | "storage" | "clock">;

async function viewOf(db: DbOrTx, row: q.ErasureRow): Promise<ErasureRequestView> {
  return {
    id: row.id,
    state: row.state,
    source: row.source,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    waitingFor: row.state === "QUEUED" ? await q.openRoundsOf(db, row.userId) : [],
  };
}

/** The candidate's latest request, or null. */
export async function myRequest(ctx: Pick<AppContext, "db">, me: AuthUser): Promise<ErasureRequestView | null> {
  const row = await q.latestOf(ctx.db, me.id);
  return row ? viewOf(ctx.db, row) : null;
}

/**
 * A candidate asks for erasure (DPDP Act s. 12), confirming with their password. Carried out at once
 * when no round they applied in is still open; else queued until it closes. Withdrawing consent
 * (s. 6(4)) comes here too: the withdrawal is recorded with the request.
 */
export async function requestErasure(ctx: Ctx, me: AuthUser, body: ErasureRequestBody) {
  const user = await findUserById(ctx.db, me.id);
  if (!user || !(await verifyPassword(user.passwordHash, body.password)))
    throw badRequest("The password is not correct.", { password: "The password is not correct." });
  const source: ErasureSource = body.withdrawConsent ? "WITHDRAWAL" : "CANDIDATE";
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await q.insertRequest(tx, me.id, source);
    if (!inserted) throw conflict("Your erasure request is already queued.");
    if (body.withdrawConsent) {
      const version = user.consentedNoticeVersion ?? (await notices.currentNotice(tx))?.version;
      if (version) await notices.recordConsent(tx, me.id, version, "WITHDRAWN");
    }
    await recordAudit(tx, {
      actorId: me.id,
      action: "erasure.request",
      subjectType: "user",
      subjectId: me.id,
      data: { source },
    });
    return inserted;
  });
  const state = await carryOut(ctx, row.id);
  const after = await q.requestOf(ctx.db, row.id, me.id);
  return { state, view: after ? await viewOf(ctx.db, after) : null };
}

/** The candidate takes back a queued request; a withdrawn consent stays withdrawn until they agree again. */
export async function cancelErasure(ctx: Pick<AppContext, "db">, me: AuthUser) {
  return ctx.db.transaction(async (tx) => {
    const row = await q.latestOf(tx, me.id);
    if (row?.state !== "QUEUED") throw notFound("You have no queued erasure request.");
    const claimed = await q.claimQueued(tx, row.id);
    // Being carried out at this very moment: too late to cancel.
    if (!claimed) throw conflict("Your erasure is being carried out and can no longer be cancelled.");
    await q.setState(tx, row.id, "CANCELLED");
    await recordAudit(tx, { actorId: me.id, action: "erasure.cancel", subjectType: "user", subjectId: me.id });
    return viewOf(tx, { ...row, state: "CANCELLED" });
  });
}

/**
 * A candidate who withdrew consent and agrees again takes the withdrawal back: its queued erasure is
 * cancelled in the same transaction as the consent (a request of their own, without a withdrawal, stays).
 */
export async function consentGivenAgain(tx: DbOrTx, userId: string) {
  const row = await q.latestOf(tx, userId);
  if (row?.state !== "QUEUED" || row.source !== "WITHDRAWAL" || !(await q.claimQueued(tx, row.id))) return;
  await q.setState(tx, row.id, "CANCELLED");
  await recordAudit(tx, { actorId: userId, action: "erasure.cancel", subjectType: "user", subjectId: userId });
}

/**
 * Carries out a queued request if it can be: still QUEUED while a round the candidate applied in is
 * open, KEPT when they were admitted, else DONE. One instance at a time per request (row lock,
 * others skip). The files go after the commit; those a crash or a failing store leaves are in
 * `pendingFileKeys` for the job.
 */
export async function carryOut(ctx: Ctx, requestId: string): Promise<ErasureState | "BUSY"> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await q.claimQueued(tx, requestId);
    if (!row) return { state: "BUSY" as const, keys: [] };
    if ((await q.openRoundsOf(tx, row.userId)).length > 0) return { state: "QUEUED" as const, keys: [] };
    if (await q.wasAdmitted(tx, row.userId)) {
      await q.setState(tx, row.id, "KEPT");
      await recordAudit(tx, {
        actorId: row.userId,
        action: "erasure.kept",
        subjectType: "user",
        subjectId: row.userId,
        data: { rule: "admitted: kept as the university's student record" },
      });
      return { state: "KEPT" as const, keys: [] };
    }
    const keys = await q.erasePersonalData(tx, row.userId, pseudonymOf());
    await q.setState(tx, row.id, "DONE", { pendingFileKeys: keys });
    // The candidate's own request carried out (their row stays, under the pseudonym).
    await recordAudit(tx, {
      actorId: row.userId,
      action: "erasure.done",
      subjectType: "user",
      subjectId: row.userId,
      data: { files: keys.length, source: row.source },
    });
    return { state: "DONE" as const, keys, id: row.id };
  });
  if (outcome.state === "DONE" && outcome.keys.length > 0) await deleteFiles(ctx, requestId, outcome.keys);
  return outcome.state;
}

/** Deletes an erasure's files (idempotent: a missing file is already gone); failures stay listed for the job. */
export async function deleteFiles(ctx: Ctx, requestId: string, keys: string[]) {
  const deleted: string[] = [];
  let failure: unknown;
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
      deleted.push(key);
    } catch (err) {
      failure = err;
    }
  }
  if (deleted.length) await q.filesDeleted(ctx.db, requestId, deleted);
  if (failure)
    await q.fileDeletionFailed(ctx.db, requestId, failure instanceof Error ? failure.message : String(failure));
}

export async function listErasures(
  ctx: Pick<AppContext, "db">,
  query: { state?: ErasureState; page: number; limit: number },
) {
  const { items, byState, total } = await q.listRequests(ctx.db, query);
  const counts = { QUEUED: 0, DONE: 0, KEPT: 0, CANCELLED: 0 } as Record<ErasureState, number>;
  for (const s of byState) counts[s.state] = s.n;
  const queued = items.filter((i) => i.request.state === "QUEUED").map((i) => i.request.userId);
  const waiting = await q.openRoundsOfMany(ctx.db, queued);
  return {
    items: items.map(({ request: r, candidate }) => ({
      id: r.id,
      state: r.state,
      source: r.source,
      requestedAt: r.requestedAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      waitingFor: r.state === "QUEUED" ? (waiting.get(r.userId) ?? []) : [],
      candidate,
      attempts: r.attempts,
      filesLeft: r.pendingFileKeys.length,
      lastError: r.lastError,
    })),
    total,
    page: query.page,
    limit: query.limit,
    counts,
  };
}
