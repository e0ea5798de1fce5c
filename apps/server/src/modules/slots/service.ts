import {
  assignSlots,
  CALL_LETTER_KIND_PATHS,
  type CandidateSlot,
  callLetterFileName,
  callLetterSettings,
  DEFAULT_CALL_LETTER,
  type DepartmentName,
  needsSlot,
  SLOT_KIND_LABELS,
  type SlotKind,
  type slotAutoAssignBody,
  type slotCandidatesQuery,
  type slotCreateBody,
  type slotMoveBody,
  slotRoomProblem,
  slotTimeProblem,
  type slotUpdateBody,
} from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { insertMany } from "../../db/bulk.ts";
import type { DbOrTx } from "../../db/client.ts";
import { pageWindow } from "../../db/list-filters.ts";
import { auditEvents, type MailAttachmentRef, mailOutbox } from "../../db/schema.ts";
import { badRequest, conflict, notFound, term } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { inLanguage, mailContext } from "../../mail/context.ts";
import { imageBytes } from "../../pdf/application-pdf.ts";
import { renderCallLetterPdf } from "../../pdf/call-letter-pdf.ts";
import { type AuthUser, assertDepartmentInScope, visibleOr404 } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { readConstants } from "../constants/index.ts";
import { profileDocumentsOf } from "../documents/index.ts";
import { lockOpenRound, type RoundFacts, readRound, roundSetting } from "../rounds/index.ts";
import { type SlotChange as Change, slotMail } from "./mail.ts";
import { endsAt, presentSlot } from "./presenter.ts";
import * as q from "./queries.ts";

type Round = RoundFacts;

/** Coordinators arrange slots only for their departments (403 otherwise); the admin for any. */
const assertDepartment = (user: AuthUser, department: DepartmentName) =>
  assertDepartmentInScope(user, "selection.slots", department, "You do not arrange slots for {{departmentName}}.");

const CLOSED = 'The admission round "{{roundName}}" is closed: its slots can be read but not changed.';

/** A department's slots in a round, and how many shortlisted candidates wait for one of each kind. */
export async function listSlots(
  ctx: Pick<AppContext, "db">,
  user: AuthUser,
  roundId: string,
  department: DepartmentName,
) {
  assertDepartment(user, department);
  await readRound(ctx.db, roundId);
  const [rows, waiting] = await Promise.all([
    q.slotsOf(ctx.db, roundId, department),
    q.waitingCounts(ctx.db, roundId, department),
  ]);
  return { slots: rows.map((r) => presentSlot(r.slot, r.assigned)), waiting };
}

function assertTime(round: Round, startsAt: string | Date, now: Date) {
  const problem = slotTimeProblem({ startsAt, now, opensAt: round.opensAt, closesAt: round.closesAt });
  if (problem) throw badRequest(problem);
}

type CreateBody = z.output<typeof slotCreateBody>;
type UpdateBody = z.output<typeof slotUpdateBody>;

const placeOf = (b: UpdateBody) => ({
  startsAt: new Date(b.startsAt),
  durationMinutes: b.durationMinutes,
  mode: b.mode,
  venue: b.venue ?? null,
  meetingLink: b.meetingLink ?? null,
  capacity: b.capacity,
});

export async function createSlot(ctx: AppContext, user: AuthUser, roundId: string, body: CreateBody) {
  assertDepartment(user, body.department);
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenRound(tx, roundId, CLOSED);
    assertTime(round, body.startsAt, ctx.clock.now());
    const slot = await q.insertSlot(tx, {
      roundId: round.id,
      department: body.department,
      kind: body.kind,
      ...placeOf(body),
      createdById: user.id,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "slot.create",
      subjectType: "slot",
      subjectId: slot.id,
      data: presentSlot(slot, 0),
    });
    return presentSlot(slot, 0);
  });
}

/** A slot of this round that the user may arrange, locked for the change. */
async function lockOwnSlot(tx: DbOrTx, user: AuthUser, roundId: string, slotId: string) {
  const found = await q.lockSlot(tx, slotId);
  if (!found || found.slot.roundId !== roundId) throw notFound("Slot not found in this admission round.");
  assertDepartment(user, found.slot.department);
  return found;
}

const STARTED = "This slot has started: it can no longer be changed.";

/**
 * A slot's new time, place or capacity. The capacity cannot go below the candidates in it; a
 * change of time or place mails each of them a new call letter (one mail each).
 */
export async function updateSlot(ctx: AppContext, user: AuthUser, roundId: string, slotId: string, body: UpdateBody) {
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenRound(tx, roundId, CLOSED);
    const { slot, assigned } = await lockOwnSlot(tx, user, roundId, slotId);
    if (slot.startsAt <= ctx.clock.now()) throw conflict(STARTED);
    const next = placeOf(body);
    if (next.startsAt.getTime() !== slot.startsAt.getTime()) assertTime(round, next.startsAt, ctx.clock.now());
    if (next.capacity < assigned) {
      throw conflict(
        "{{assigned}} candidates are in this slot: move {{excess}} of them to another slot before lowering its capacity to {{capacity}}.",
        { assigned, excess: assigned - next.capacity, capacity: next.capacity },
      );
    }
    const moved =
      next.startsAt.getTime() !== slot.startsAt.getTime() ||
      next.durationMinutes !== slot.durationMinutes ||
      next.mode !== slot.mode ||
      next.venue !== slot.venue ||
      next.meetingLink !== slot.meetingLink;
    await q.updateSlot(tx, slot.id, next);
    const after = { ...slot, ...next, updatedAt: new Date() };
    await recordAudit(tx, {
      actorId: user.id,
      action: "slot.update",
      subjectType: "slot",
      subjectId: slot.id,
      data: { from: presentSlot(slot, assigned), to: presentSlot(after, assigned) },
    });
    if (moved && assigned > 0) {
      const ids = (await q.occupants(tx, slot.id, slot.kind)).map((r) => r.id);
      await queueSlotMails(ctx, tx, ids, slot.kind, "RESCHEDULED");
    }
    return { slot: presentSlot(after, assigned), rescheduled: moved ? assigned : 0 };
  });
}

export async function deleteSlot(ctx: AppContext, user: AuthUser, roundId: string, slotId: string) {
  return ctx.db.transaction(async (tx) => {
    await lockOpenRound(tx, roundId, CLOSED);
    const { slot, assigned } = await lockOwnSlot(tx, user, roundId, slotId);
    if (assigned > 0) {
      throw conflict("{{count}} candidate is in this slot: move them to another slot before deleting it.", {
        count: assigned,
        defaultValue_other: "{{count}} candidates are in this slot: move them to another slot before deleting it.",
      });
    }
    await q.deleteSlot(tx, slot.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: "slot.delete",
      subjectType: "slot",
      subjectId: slot.id,
      data: presentSlot(slot, 0),
    });
  });
}

/** A page of a slot's candidates, or of those of a kind still waiting for a slot. */
export async function slotCandidates(
  ctx: Pick<AppContext, "db">,
  user: AuthUser,
  roundId: string,
  f: z.output<typeof slotCandidatesQuery>,
) {
  assertDepartment(user, f.department);
  await readRound(ctx.db, roundId);
  let total: number;
  if (f.slot !== "waiting") {
    const found = await q.readSlot(ctx.db, f.slot);
    if (
      !found ||
      found.slot.roundId !== roundId ||
      found.slot.department !== f.department ||
      found.slot.kind !== f.kind
    )
      throw notFound("Slot not found in this department and round.");
    total = found.assigned; // the slot's own count: no second count
  } else total = await q.countCandidates(ctx.db, roundId, f.department, f.kind, f.slot);
  const window = pageWindow(total, (f.page - 1) * f.limit, f.limit);
  const candidates = window ? await q.candidatesPage(ctx.db, roundId, f.department, f.kind, f.slot, window) : [];
  return { candidates, pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), total } };
}

/**
 * The automatic assignment: the department's shortlisted candidates still waiting for a slot of
 * the kind (optionally of one channel) into its slots, in application id order, each slot filled
 * to capacity before the next (the shared `assignSlots`). One transaction; one mail each.
 */
export async function autoAssign(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  body: z.output<typeof slotAutoAssignBody>,
) {
  assertDepartment(user, body.department);
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenRound(tx, roundId, CLOSED);
    const slots = await q.lockSlotsOf(tx, round.id, body.department, body.kind);
    const waiting = await q.lockWaiting(tx, round.id, body.department, body.kind, body.channel);
    const { placed, unplaced } = assignSlots(
      waiting.map((w) => w.id),
      slots.map((s) => ({ id: s.slot.id, startsAt: s.slot.startsAt, capacity: s.slot.capacity, taken: s.assigned })),
      ctx.clock.now(),
    );
    const bySlot = new Map<string, string[]>();
    for (const p of placed) bySlot.set(p.slotId, [...(bySlot.get(p.slotId) ?? []), p.applicationId]);
    for (const [slotId, ids] of bySlot) await q.setSlot(tx, body.kind, ids, slotId);
    await recordMoves(
      ctx,
      tx,
      { user, roundId: round.id },
      body.kind,
      placed.map((p) => ({ applicationId: p.applicationId, from: null, to: p.slotId })),
      "ASSIGNED",
    );
    return { assigned: placed.length, unplaced: unplaced.length };
  });
}

/**
 * Moves chosen candidates into a slot of the kind, or out of their slot (null). Each must be a
 * shortlisted candidate of this round and department who needs that kind of slot; the slot must
 * be this department's, not started, with room for all of them. Those already there stay.
 */
export async function move(ctx: AppContext, user: AuthUser, roundId: string, body: z.output<typeof slotMoveBody>) {
  assertDepartment(user, body.department);
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenRound(tx, roundId, CLOSED);
    const target = body.slotId ? await lockOwnSlot(tx, user, round.id, body.slotId) : null;
    if (target) {
      if (target.slot.department !== body.department || target.slot.kind !== body.kind)
        throw badRequest("The slot is not a {{slotKind}} slot of {{departmentName}}.", undefined, {
          slotKind: term(SLOT_KIND_LABELS[body.kind], true),
          departmentName: body.department,
        });
      if (target.slot.startsAt <= ctx.clock.now())
        throw conflict("This slot has started: no one can be moved into it.");
    }
    const ids = [...new Set(body.applicationIds)];
    const rows = await q.lockChosen(tx, ids);
    const own = rows.filter((r) => r.roundId === round.id && r.department === body.department);
    if (own.length < ids.length) {
      const missing = ids.length - own.length;
      throw badRequest(
        "{{count}} of the chosen applications is not decided on in {{departmentName}} of this round.",
        undefined,
        {
          count: missing,
          departmentName: body.department,
          defaultValue_other:
            "{{count}} of the chosen applications are not decided on in {{departmentName}} of this round.",
        },
      );
    }
    const wrong = own.filter((r) => r.decision !== "SHORTLISTED" || !needsSlot(body.kind, r.method));
    if (wrong.length > 0) {
      throw conflict(
        body.kind === "TEST"
          ? "Only shortlisted candidates who take the entrance test can have this slot: {{applicationIds}}."
          : "Only shortlisted candidates who take an interview can have this slot: {{applicationIds}}.",
        {
          applicationIds: `${wrong
            .slice(0, 5)
            .map((r) => r.applicationId)
            .join(", ")}${wrong.length > 5 ? ", …" : ""}`,
        },
      );
    }
    const current = (r: (typeof own)[number]) => (body.kind === "TEST" ? r.testSlotId : r.interviewSlotId);
    const changing = own.filter((r) => current(r) !== body.slotId);
    if (target) {
      const problem = slotRoomProblem({ capacity: target.slot.capacity, taken: target.assigned }, changing.length);
      if (problem) throw conflict(problem);
    }
    if (changing.length === 0) return { updated: 0 };
    await q.setSlot(
      tx,
      body.kind,
      changing.map((r) => r.id),
      body.slotId,
    );
    await recordMoves(
      ctx,
      tx,
      { user, roundId: round.id },
      body.kind,
      changing.map((r) => ({ applicationId: r.id, from: current(r), to: body.slotId })),
      body.slotId ? (changing.some((r) => current(r)) ? "RESCHEDULED" : "ASSIGNED") : "WITHDRAWN",
    );
    return { updated: changing.length };
  });
}

/** Each candidate's move is an audit row, and each candidate gets one mail for the action. */
async function recordMoves(
  ctx: AppContext,
  tx: DbOrTx,
  by: { user: AuthUser; roundId: string },
  kind: SlotKind,
  changes: { applicationId: string; from: string | null; to: string | null }[],
  change: Change,
) {
  const rows = changes.map((c) => ({
    actorId: by.user.id,
    roundId: by.roundId,
    action: "application.slot" as const,
    subjectType: "application",
    subjectId: c.applicationId,
    data: { kind, from: c.from, to: c.to },
  }));
  await insertMany(tx, auditEvents, rows);
  await queueSlotMails(
    ctx,
    tx,
    changes.map((c) => c.applicationId),
    kind,
    change,
  );
}

/**
 * One mail per candidate for this change, through the outbox; the call letter is rendered and
 * attached when the mail is sent (decision 031), so a change of 5,000 candidates stays one quick
 * transaction.
 */
async function queueSlotMails(ctx: AppContext, tx: DbOrTx, applicationIds: string[], kind: SlotKind, change: Change) {
  if (applicationIds.length === 0) return;
  const [base, constants] = await Promise.all([
    mailContext(ctx, tx),
    readConstants({ db: tx, clock: ctx.clock }, false),
  ]);
  const messages = [];
  for (let i = 0; i < applicationIds.length; i += 5000) {
    for (const f of await q.letterFacts(tx, applicationIds.slice(i, i + 5000), kind)) {
      const mail = inLanguage(base, languageOrDefault(f.language));
      const m = slotMail(mail, constants.timeZone, f, kind, change, f.slot);
      const attachments: MailAttachmentRef[] | null =
        change === "WITHDRAWN" ? null : [{ kind: "call-letter", applicationId: f.id, slotKind: kind }];
      messages.push({ to: f.email, template: "slot", subject: m.subject, text: m.text, html: m.html, attachments });
    }
  }
  await insertMany(tx, mailOutbox, messages);
}

/** The round's call-letter instructions (the admin's; decision 031), or the defaults. */
export const roundCallLetter = roundSetting({
  key: "callLetter",
  schema: callLetterSettings,
  defaults: DEFAULT_CALL_LETTER,
  field: "settings",
  audit: "round.call_letter",
});

/** Renders the call letter of an application's slot of a kind; undefined when it has no such slot. */
async function renderLetter(ctx: AppContext, applicationId: string, kind: SlotKind) {
  const [f] = await q.letterFacts(ctx.db, [applicationId], kind);
  if (!f?.slot) return undefined;
  const [round, constants, docs] = await Promise.all([
    readRound(ctx.db, f.roundId),
    readConstants(ctx, false),
    profileDocumentsOf(ctx.db, f.userId),
  ]);
  const photo = docs.find((d) => d.doc.documentType === "applicantPhoto")?.doc;
  const pdf = await renderCallLetterPdf({
    language: languageOrDefault(f.language),
    heading: constants.websiteHeading,
    timeZone: constants.timeZone,
    roundName: round?.name ?? "",
    candidate: { name: f.name, email: f.email, category: f.category },
    application: { applicationId: f.applicationId, department: f.department, channel: f.channel, method: f.method },
    slot: f.slot,
    instructions: roundCallLetter.of(round?.settings ?? {}).instructions,
    photo: await imageBytes(ctx.storage, photo),
    issuedAt: new Date(),
  });
  return { pdf, fileName: callLetterFileName(f.applicationId, kind), ownerId: f.userId, department: f.department };
}

const NO_CALL_LETTER_MESSAGES: Record<SlotKind, string> = {
  TEST: "No entrance test call letter for this application.",
  INTERVIEW: "No interview call letter for this application.",
};

/**
 * A call letter for download: the candidate's own, or a department's for its coordinators and the
 * admin (a preview). Anyone else, or no slot of that kind, is a 404.
 */
export async function callLetterFor(ctx: AppContext, viewer: AuthUser, applicationId: string, kindPath: string) {
  const kind = (Object.entries(CALL_LETTER_KIND_PATHS).find(([, p]) => p === kindPath)?.[0] ?? "TEST") as SlotKind;
  const letter = await renderLetter(ctx, applicationId, kind);
  return visibleOr404(
    viewer,
    "callLetter.read",
    letter,
    (l) => ({ ownerId: l.ownerId, departments: [l.department] }),
    NO_CALL_LETTER_MESSAGES[kind],
  );
}

/** The mail worker's attachments: each call letter as it stands when the mail is sent (none if the slot is gone). */
export async function mailAttachments(ctx: AppContext, refs: MailAttachmentRef[]) {
  const files = [];
  for (const ref of refs) {
    if (ref.kind !== "call-letter") continue;
    const letter = await renderLetter(ctx, ref.applicationId, ref.slotKind);
    if (letter) files.push({ filename: letter.fileName, content: letter.pdf, contentType: "application/pdf" });
  }
  return files;
}

/** The candidate's side: the slots of each of these applications, earliest first. */
export async function candidateSlots(db: DbOrTx, applicationIds: string[]) {
  const out = new Map<string, CandidateSlot[]>();
  if (applicationIds.length === 0) return out;
  for (const { applicationId, slot } of await q.slotsOfApplications(db, applicationIds)) {
    out.set(applicationId, [
      ...(out.get(applicationId) ?? []),
      {
        kind: slot.kind,
        startsAt: slot.startsAt.toISOString(),
        endsAt: endsAt(slot).toISOString(),
        mode: slot.mode,
        venue: slot.venue,
        meetingLink: slot.meetingLink,
      },
    ]);
  }
  return out;
}
