import {
  type CandidateShortlist,
  type DepartmentName,
  placementFor,
  QUALIFICATIONS,
  type Qualification,
  type SelectionMethod,
  type ShortlistDecision,
  type shortlistBody,
  type shortlistQuery,
  shortlistWordsForCandidate,
  zonedDay,
} from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { insertMany } from "../../db/bulk.ts";
import type { DbOrTx } from "../../db/client.ts";
import { pageWindow } from "../../db/list-filters.ts";
import { auditEvents, mailOutbox } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { inLanguage, mailContext } from "../../mail/context.ts";
import { type AuthUser, assertDepartmentInScope } from "../../plugins/auth.ts";
import { institutionTimeZone } from "../constants/index.ts";
import { lockOpenRound, type RoundFacts, readRound } from "../rounds/index.ts";
import { roundSelectionRules } from "../seat-matrix/index.ts";
import { candidateSlots } from "../slots/index.ts";
import { shortlistMail } from "./mail.ts";
import { presentEntry } from "./presenter.ts";
import * as q from "./queries.ts";

type Query = z.output<typeof shortlistQuery>;
type Body = z.output<typeof shortlistBody>;

/** Coordinators decide only for their departments (403 otherwise); the admin for any. */
const assertDepartment = (user: AuthUser, department: DepartmentName) =>
  assertDepartmentInScope(
    user,
    "selection.shortlist",
    department,
    "You do not review applications of {{departmentName}}.",
  );

const CLOSED = 'The admission round "{{roundName}}" is closed: its shortlist can be read but not changed.';

/**
 * What a list or a decision needs of the round: its rules, and the day a GATE score must still be
 * valid on (the last day of the round's admission window in the institution's zone; today while
 * the window has no end).
 */
async function scopeOf(db: DbOrTx, round: RoundFacts, department: DepartmentName, now: Date): Promise<q.ListScope> {
  const zone = await institutionTimeZone(db);
  return {
    roundId: round.id,
    department,
    rules: roundSelectionRules.of(round.settings),
    validOn: zonedDay(round.closesAt ?? now, zone),
  };
}

const placementsOf = (scope: q.ListScope) =>
  Object.fromEntries(QUALIFICATIONS.map((qn) => [qn, placementFor(qn, scope.rules)])) as Record<
    Qualification,
    ReturnType<typeof placementFor>
  >;

/** One page of a department's applications in selection, with each one's channel and decision. */
export async function list(ctx: Pick<AppContext, "db" | "clock">, user: AuthUser, roundId: string, f: Query) {
  assertDepartment(user, f.department);
  const scope = await scopeOf(ctx.db, await readRound(ctx.db, roundId), f.department, ctx.clock.now());
  const placements = placementsOf(scope);
  // With no filter past the department, the list is everything in selection: counted once.
  const narrowed = Boolean(f.channel || f.decision || f.category || f.search);
  const [{ inSelection, ...counts }, filtered] = await Promise.all([
    q.countByDecision(ctx.db, scope),
    narrowed ? q.countEntries(ctx.db, scope, f) : undefined,
  ]);
  const total = filtered ?? inSelection;
  const window = pageWindow(total, (f.page - 1) * f.limit, f.limit);
  const rows = window ? await q.entriesPage(ctx.db, scope, f, window) : [];
  const entries = rows.map((r) => presentEntry(r, placements));
  return {
    entries,
    pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), total },
    counts,
  };
}

const DECISION_ACTION = "application.shortlist" as const;

/**
 * One decision for many applications of one department, in one transaction: the chosen ids (each
 * must be this round's and department's, and verified) or all matching the filters (only the
 * verified ones among them). Applications already in that state are left alone; every change is an
 * audit row, and each candidate gets one mail for the action.
 */
export async function decide(ctx: AppContext, user: AuthUser, roundId: string, body: Body) {
  assertDepartment(user, body.department);
  return ctx.db.transaction(async (tx) => {
    const scope = await scopeOf(tx, await lockOpenRound(tx, roundId, CLOSED), body.department, ctx.clock.now());
    const target: q.Target = body.applicationIds
      ? { ids: [...new Set(body.applicationIds)] }
      : { filters: body.allMatching ?? {} };
    const rows = await q.lockTargets(tx, scope, target, placementsOf(scope));

    if ("ids" in target) {
      const found = new Set(rows.map((r) => r.id));
      const missing = target.ids.filter((id) => !found.has(id)).length;
      if (missing > 0) {
        throw badRequest(
          "{{count}} of the chosen applications is not in {{departmentName}} of this round.",
          undefined,
          {
            count: missing,
            departmentName: body.department,
            defaultValue_other: "{{count}} of the chosen applications are not in {{departmentName}} of this round.",
          },
        );
      }
    }
    const unverified = rows.filter((r) => r.status !== "VERIFIED" && body.decision !== "PENDING");
    if ("ids" in target && unverified.length > 0) {
      throw conflict("Only verified applications can be decided on: {{applicationIds}} is not verified.", {
        count: unverified.length,
        applicationIds: `${unverified
          .slice(0, 5)
          .map((r) => r.applicationId)
          .join(", ")}${unverified.length > 5 ? ", …" : ""}`,
        defaultValue_other: "Only verified applications can be decided on: {{applicationIds}} are not verified.",
      });
    }
    const reason = body.decision === "NOT_SHORTLISTED" ? (body.reason ?? null) : null;
    // Those already in this state are left alone, unless "not shortlisted" comes with a new reason.
    const touched = rows.filter(
      (r) =>
        (r.status === "VERIFIED" || body.decision === "PENDING") &&
        ((r.before ?? "PENDING") !== body.decision ||
          (body.decision === "NOT_SHORTLISTED" && r.beforeReason !== reason)),
    );
    if (touched.length === 0) return { updated: 0 };

    if (body.decision === "PENDING")
      await q.deleteDecisions(
        tx,
        touched.map((r) => r.id),
      );
    else
      await q.writeDecisions(
        tx,
        touched.map((r) => ({
          applicationId: r.id,
          roundId: scope.roundId,
          department: body.department,
          qualification: r.qualification,
          channel: r.channel,
          method: r.method as SelectionMethod,
          channelReason: r.channelReason,
          decision: body.decision,
          decisionReason: reason,
          decidedById: user.id,
        })),
      );
    await writeAudits(
      tx,
      touched.map((r) => ({
        actorId: user.id,
        action: DECISION_ACTION,
        subjectType: "application",
        subjectId: r.id,
        fromStatus: r.before ?? "PENDING",
        toStatus: body.decision,
        remarks: reason,
        data: { department: body.department, channel: r.channel, applicationId: r.applicationId },
        roundId: scope.roundId,
      })),
    );
    await queueDecisionMails(ctx, tx, touched, body.decision, reason);
    return { updated: touched.length };
  });
}

async function writeAudits(tx: DbOrTx, events: (typeof auditEvents.$inferInsert)[]) {
  await insertMany(tx, auditEvents, events);
}

type Decided = Awaited<ReturnType<typeof q.lockTargets>>[number];

/** One mail per candidate for this action, through the outbox (sent only if the action commits). */
async function queueDecisionMails(
  ctx: AppContext,
  tx: DbOrTx,
  rows: Decided[],
  decision: ShortlistDecision,
  reason: string | null,
) {
  const byCandidate = new Map<string, Decided[]>();
  for (const r of rows) byCandidate.set(r.userId, [...(byCandidate.get(r.userId) ?? []), r]);
  const base = await mailContext(ctx, tx);
  const messages = [...byCandidate.values()].map((own) => {
    const first = own[0] as Decided;
    const m = shortlistMail(
      inLanguage(base, languageOrDefault(first.language)),
      first.name,
      own.map((r) => ({
        applicationId: r.applicationId,
        department: r.department,
        method: r.method as SelectionMethod,
      })),
      decision,
      reason,
    );
    return { to: first.email, template: "shortlist", subject: m.subject, text: m.text, html: m.html };
  });
  await insertMany(tx, mailOutbox, messages);
}

/** The candidate's side: the decision on each of their applications that has one. */
export async function candidateShortlists(db: DbOrTx, applicationIds: string[]) {
  const out = new Map<string, CandidateShortlist>();
  if (applicationIds.length === 0) return out;
  const [decisions, slots] = await Promise.all([q.decisionsOf(db, applicationIds), candidateSlots(db, applicationIds)]);
  for (const d of decisions) {
    out.set(d.applicationId, {
      decision: d.decision,
      channel: d.channel,
      method: d.method,
      label: shortlistWordsForCandidate(d.decision, d.method),
      reason: d.decisionReason,
      decidedAt: d.decidedAt.toISOString(),
      slots: slots.get(d.applicationId) ?? [],
    });
  }
  return out;
}
