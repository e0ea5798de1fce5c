import {
  DEFAULT_RESERVATION,
  DEFAULT_SELECTION_RULES,
  DEPARTMENT_NAMES,
  type DepartmentName,
  type ReservationSettings,
  reservationSettings,
  type SeatMatrix,
  type SeatMatrixBody,
  type SeatMatrixDepartment,
  type SelectionRules,
  selectionRules,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import * as q from "./queries.ts";

type RoundFacts = NonNullable<Awaited<ReturnType<typeof q.readRound>>>;

/** The round's reservation percentages: its own where the admin set them, else the defaults. */
export function reservationOf(settings: Record<string, unknown>): ReservationSettings {
  const parsed = reservationSettings.safeParse(settings.reservation);
  return parsed.success ? parsed.data : DEFAULT_RESERVATION;
}

/** The round's selection rules (decision 030): its own where the admin set them, else the UGC defaults. */
export function selectionRulesOf(settings: Record<string, unknown>): SelectionRules {
  const parsed = selectionRules.safeParse(settings.selection);
  return parsed.success ? parsed.data : DEFAULT_SELECTION_RULES;
}

function presentDepartment(department: DepartmentName, row: q.SeatMatrixRow | undefined): SeatMatrixDepartment {
  return {
    department,
    channels: row?.channels ?? null,
    lockedAt: row?.lockedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const closedMessage = (name: string) =>
  `The admission round "${name}" is closed: its seats and selection rules can be read but not changed.`;

async function openRoundForChange(tx: DbOrTx, roundId: string): Promise<RoundFacts> {
  const round = await q.lockRound(tx, roundId);
  if (!round) throw notFound("Admission round not found.");
  if (round.closedAt) throw conflict(closedMessage(round.name));
  return round;
}

/** Every department of the round, those without seats yet as null, with the round's percentages. */
export async function seatMatrixOf(ctx: Pick<AppContext, "db">, roundId: string): Promise<SeatMatrix> {
  const round = await q.readRound(ctx.db, roundId);
  if (!round) throw notFound("Admission round not found.");
  const rows = new Map((await q.seatsOfRound(ctx.db, roundId)).map((r) => [r.department, r]));
  return {
    round: { id: round.id, name: round.name, isClosed: round.closedAt !== null },
    reservation: reservationOf(round.settings),
    departments: DEPARTMENT_NAMES.map((d) => presentDepartment(d, rows.get(d))),
  };
}

/** One department's seats (both channels), checked by the shared schema; audited with before and after. */
export async function saveDepartmentSeats(ctx: AppContext, actor: AuthUser, roundId: string, body: SeatMatrixBody) {
  return ctx.db.transaction(async (tx) => {
    const round = await openRoundForChange(tx, roundId);
    const before = await q.departmentSeats(tx, roundId, body.department);
    if (before?.lockedAt) {
      throw conflict("The seats of {{departmentName}} are locked. Unlock them before changing them.", {
        departmentName: body.department,
      });
    }
    const row = await q.saveSeats(tx, round.id, body.department, body.channels);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "seat_matrix.update",
      subjectType: "round",
      subjectId: round.id,
      data: { department: body.department, from: before?.channels ?? null, to: body.channels },
    });
    return presentDepartment(body.department, row);
  });
}

/** Locks or unlocks one department's seats (the merit list of issue 25 locks them when published). */
export async function setDepartmentLock(
  ctx: AppContext,
  actor: AuthUser,
  roundId: string,
  body: { department: DepartmentName; locked: boolean },
) {
  return ctx.db.transaction(async (tx) => {
    const round = await openRoundForChange(tx, roundId);
    const before = await q.departmentSeats(tx, roundId, body.department);
    if (!before)
      throw conflict("Enter the seats of {{departmentName}} before locking them.", { departmentName: body.department });
    if ((before.lockedAt !== null) === body.locked) return presentDepartment(body.department, before);
    const row = await q.setLock(tx, round.id, body.department, body.locked ? actor.id : null);
    await recordAudit(tx, {
      actorId: actor.id,
      action: body.locked ? "seat_matrix.lock" : "seat_matrix.unlock",
      subjectType: "round",
      subjectId: round.id,
      data: { department: body.department },
    });
    return presentDepartment(body.department, row);
  });
}

/**
 * Replaces one of the round's settings (kept side by side in its `settings`), audited with what it
 * was (as read, defaults included) and what it becomes. A closed round answers 409.
 */
export function saveRoundSetting<T>(
  key: "reservation" | "selection" | "callLetter" | "scoring" | "offers",
  read: (settings: Record<string, unknown>) => T,
  action:
    | "round.reservation"
    | "round.selection_rules"
    | "round.call_letter"
    | "round.scoring"
    | "round.offer_settings",
) {
  return (ctx: AppContext, actor: AuthUser, roundId: string, value: T): Promise<T> =>
    ctx.db.transaction(async (tx) => {
      const round = await openRoundForChange(tx, roundId);
      const from = read(round.settings);
      await q.saveSettings(tx, round.id, { ...round.settings, [key]: value });
      await recordAudit(tx, {
        actorId: actor.id,
        action,
        subjectType: "round",
        subjectId: round.id,
        data: { from, to: value },
      });
      return value;
    });
}

/** The round's reservation percentages, which the seat helper splits by (decision 028). */
export const saveReservation = saveRoundSetting<ReservationSettings>("reservation", reservationOf, "round.reservation");

/** The round's selection rules (decision 030). */
export const saveSelectionRules = saveRoundSetting<SelectionRules>(
  "selection",
  selectionRulesOf,
  "round.selection_rules",
);

/** The round and its selection rules. */
export async function selectionRulesOfRound(ctx: Pick<AppContext, "db">, roundId: string) {
  const round = await q.readRound(ctx.db, roundId);
  if (!round) throw notFound("Admission round not found.");
  return {
    round: { id: round.id, name: round.name, isClosed: round.closedAt !== null },
    rules: selectionRulesOf(round.settings),
  };
}
