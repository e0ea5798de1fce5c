import {
  DEFAULT_RESERVATION,
  DEFAULT_SELECTION_RULES,
  DEPARTMENT_NAMES,
  type DepartmentName,
  reservationSettings,
  type SeatMatrix,
  type SeatMatrixBody,
  selectionRules as selectionRulesSchema,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { conflict } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { lockOpenRound, readRound, roundSetting, roundSummary, SETTINGS_CLOSED } from "../rounds/index.ts";
import { presentDepartment } from "./presenter.ts";
import * as q from "./queries.ts";

/** The round's reservation percentages, which the seat helper splits by (decision 028). */
export const roundReservation = roundSetting({
  key: "reservation",
  schema: reservationSettings,
  defaults: DEFAULT_RESERVATION,
  field: "reservation",
  audit: "round.reservation",
});

/** The round's selection rules (decision 030): its own where the admin set them, else the UGC defaults. */
export const roundSelectionRules = roundSetting({
  key: "selection",
  schema: selectionRulesSchema,
  defaults: DEFAULT_SELECTION_RULES,
  field: "rules",
  audit: "round.selection_rules",
});

/** Every department of the round, those without seats yet as null, with the round's percentages. */
export async function seatMatrixOf(ctx: Pick<AppContext, "db">, roundId: string): Promise<SeatMatrix> {
  const round = await readRound(ctx.db, roundId);
  const rows = new Map((await q.seatsOfRound(ctx.db, roundId)).map((r) => [r.department, r]));
  return {
    round: roundSummary(round),
    reservation: roundReservation.of(round.settings),
    departments: DEPARTMENT_NAMES.map((d) => presentDepartment(d, rows.get(d))),
  };
}

/** One department's seats (both channels), checked by the shared schema; audited with before and after. */
export async function saveDepartmentSeats(ctx: AppContext, actor: AuthUser, roundId: string, body: SeatMatrixBody) {
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenRound(tx, roundId, SETTINGS_CLOSED, "update");
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
    const round = await lockOpenRound(tx, roundId, SETTINGS_CLOSED, "update");
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
