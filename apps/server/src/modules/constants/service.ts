import {
  type AdmissionsState,
  type AdmissionWindowInfo,
  admissionsStateAt,
  type ConstantsRecord,
  constantValueSchemas,
  DEFAULT_TIME_ZONE,
  EDITABLE_CONSTANTS,
  type EditableConstant,
  formatDateTime,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import * as q from "./queries.ts";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The switch and the window as they stand at this moment (decision 016): evaluated per request, no timer. */
export interface AdmissionsNow {
  state: AdmissionsState;
  opensAt: Date | null;
  closesAt: Date | null;
  timeZone: string;
}

function admissionsOf(row: q.ConstantsRow, now: Date): AdmissionsNow {
  const window = { opensAt: row.admissionsOpensAt, closesAt: row.admissionsClosesAt };
  return { state: admissionsStateAt(row.admissionsOpen, window, now), ...window, timeZone: row.timeZone };
}

export async function readConstants(
  ctx: Pick<AppContext, "db" | "clock">,
  withCounters: boolean,
): Promise<ConstantsRecord> {
  const row = await q.getConstants(ctx.db);
  return {
    websiteHeading: row.websiteHeading,
    admissionsOpen: row.admissionsOpen,
    applicationIdPrefix: row.applicationIdPrefix,
    timeZone: row.timeZone,
    admissionWindow: { opensAt: iso(row.admissionsOpensAt), closesAt: iso(row.admissionsClosesAt) },
    admissionsState: admissionsOf(row, ctx.clock.now()).state,
    applicationCounters: withCounters ? await q.getCounters(ctx.db) : {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function admissionsNow(db: DbOrTx, now: Date): Promise<AdmissionsNow> {
  return admissionsOf(await q.getConstants(db), now);
}

/** The institution's time zone: list date filters and charts count its calendar days. */
export async function institutionTimeZone(db: DbOrTx): Promise<string> {
  return (await q.getConstants(db)).timeZone;
}

/** The zone for a list's day filters; read only when the list has one (saves a query per page). */
export async function zoneForDays(db: DbOrTx, f: { fromDate?: string; toDate?: string }): Promise<string> {
  return f.fromDate || f.toDate ? institutionTimeZone(db) : DEFAULT_TIME_ZONE;
}

/** Open only when the switch is on and now is inside the window. */
export async function admissionsOpen(ctx: Pick<AppContext, "db" | "clock">): Promise<boolean> {
  return (await admissionsNow(ctx.db, ctx.clock.now())).state === "open";
}

/** The public home's status line and countdown. */
export async function admissionWindowInfo(ctx: Pick<AppContext, "db" | "clock">): Promise<AdmissionWindowInfo> {
  const serverTime = ctx.clock.now();
  const now = await admissionsNow(ctx.db, serverTime);
  return {
    state: now.state,
    opensAt: iso(now.opensAt),
    closesAt: iso(now.closesAt),
    timeZone: now.timeZone,
    serverTime: serverTime.toISOString(),
  };
}

/**
 * Refuses (403) unless admissions are open now. `switchClosed` is the caller's message for the
 * admin's switch (the spec's wording differs between registration and submission); the window
 * names its moment in the institution's zone, so a late submission learns when the deadline was.
 */
export async function assertAdmissionsOpen(db: DbOrTx, at: Date, switchClosed: string): Promise<void> {
  const now = await admissionsNow(db, at);
  switch (now.state) {
    case "open":
      return;
    case "closed":
      throw forbidden(switchClosed);
    case "notYetOpen":
      throw forbidden("Admissions have not opened yet. They open on {{date}}.", {
        date: formatDateTime(now.opensAt as Date, now.timeZone),
      });
    case "ended":
      throw forbidden("Admissions closed on {{date}}. Submissions after the deadline cannot be accepted.", {
        date: formatDateTime(now.closesAt as Date, now.timeZone),
      });
  }
}

function columnsOf(key: EditableConstant, value: unknown): q.EditableColumns {
  switch (key) {
    case "admissionWindow": {
      const w = value as { opensAt: string | null; closesAt: string | null };
      return {
        admissionsOpensAt: w.opensAt ? new Date(w.opensAt) : null,
        admissionsClosesAt: w.closesAt ? new Date(w.closesAt) : null,
      };
    }
    default:
      return { [key]: value } as q.EditableColumns;
  }
}

function auditValue(row: q.ConstantsRow, key: EditableConstant): unknown {
  if (key === "admissionWindow") {
    return { opensAt: iso(row.admissionsOpensAt), closesAt: iso(row.admissionsClosesAt) };
  }
  return row[key];
}

/** Sets one editable constant; counters are read-only and unknown names are 404. */
export async function setConstant(ctx: AppContext, actor: AuthUser, name: string, value: unknown) {
  if (name === "applicationCounters" || name === "createdAt" || name === "updatedAt" || name === "admissionsState") {
    throw badRequest("{{name}} is read-only.", undefined, { name });
  }
  if (!(EDITABLE_CONSTANTS as readonly string[]).includes(name)) throw notFound("Unknown constant {{name}}.", { name });
  const key = name as EditableConstant;
  const parsed = constantValueSchemas[key].safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid value";
    throw badRequest(message, { value: message });
  }
  try {
    await writeConstant(ctx, actor, key, parsed.data);
  } catch (err) {
    // Ids stay unique across rounds: one prefix per round (decision 029).
    if (key === "applicationIdPrefix" && isUniqueViolation(err)) {
      throw conflict("Another admission round already uses the prefix {{prefix}}. Choose another.", {
        prefix: String(parsed.data),
      });
    }
    throw err;
  }
  return readConstants(ctx, true);
}

async function writeConstant(ctx: AppContext, actor: AuthUser, key: EditableConstant, value: unknown) {
  await ctx.db.transaction(async (tx) => {
    const before = await q.getConstants(tx);
    const after = await q.updateConstants(tx, columnsOf(key, value));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "constant.update",
      subjectType: "constant",
      data: { name: key, from: auditValue(before, key), to: auditValue(after, key) },
    });
  });
}
