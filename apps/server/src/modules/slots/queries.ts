import type { DepartmentName, SelectionChannel, SlotKind } from "@phd/shared";
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { anyGiven, anyOf } from "../../db/bulk.ts";
import { personalCategory, selectionCandidates } from "../../db/candidate-joins.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { PageWindow } from "../../db/list-filters.ts";
import { preparedById, preparedRead } from "../../db/prepared.ts";
import { applicationSelections, applications, profiles, selectionSlots, slotTallies, users } from "../../db/schema.ts";
import { single } from "../../db/single.ts";

const selection = applicationSelections;

/** The column that holds a candidate's slot of this kind. */
export const slotColumn = (kind: SlotKind) => (kind === "TEST" ? selection.testSlotId : selection.interviewSlotId);

/**
 * Candidates in one slot, counted (a change reads it under the slot's lock): both columns have a
 * partial index, so each count is an index scan. The list reads the tallies instead.
 */
const assignedCount = sql<number>`(
  (select count(*) from ${selection} where ${selection.testSlotId} = ${selectionSlots.id})
  + (select count(*) from ${selection} where ${selection.interviewSlotId} = ${selectionSlots.id})
)`.mapWith(Number);

const slotWithCount = { slot: selectionSlots, assigned: assignedCount };

const t = slotTallies;
const ofDepartment = and(eq(t.roundId, sql.placeholder("roundId")), eq(t.department, sql.placeholder("department")));

/** The department's slot counts from the tallies (decision 042): one index range, not a count per slot. */
const talliedCounts = preparedRead((db) => {
  const counts = db
    .select({ slotId: t.slotId, n: sql<number>`sum(${t.n})`.as("n") })
    .from(t)
    .where(and(ofDepartment, isNotNull(t.slotId)))
    .groupBy(t.slotId)
    .as("counts");
  return db
    .select({ slot: selectionSlots, assigned: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(selectionSlots)
    .leftJoin(counts, eq(counts.slotId, selectionSlots.id))
    .where(
      and(
        eq(selectionSlots.roundId, sql.placeholder("roundId")),
        eq(selectionSlots.department, sql.placeholder("department")),
      ),
    )
    .orderBy(asc(selectionSlots.kind), asc(selectionSlots.startsAt), asc(selectionSlots.id))
    .prepare("slots_of_department");
});

/** A department's slots of a round, earliest first, with how many candidates each holds. */
export function slotsOf(db: DbOrTx, roundId: string, department: DepartmentName) {
  return talliedCounts(db).execute({ roundId, department });
}

/** One slot with its count, locked for a change (a move into it or an edit waits for the other). */
export function lockSlot(db: DbOrTx, slotId: string) {
  return single(db.select(slotWithCount).from(selectionSlots).where(eq(selectionSlots.id, slotId)).for("update"));
}

export const readSlot = preparedById("slot_by_id", selectionSlots, slotWithCount);

/** Every slot of a department and kind, locked (the automatic assignment fills them). */
export function lockSlotsOf(db: DbOrTx, roundId: string, department: DepartmentName, kind: SlotKind) {
  return db
    .select(slotWithCount)
    .from(selectionSlots)
    .where(
      and(
        eq(selectionSlots.roundId, roundId),
        eq(selectionSlots.department, department),
        eq(selectionSlots.kind, kind),
      ),
    )
    .orderBy(asc(selectionSlots.startsAt), asc(selectionSlots.id))
    .for("update");
}

export async function insertSlot(db: DbOrTx, row: typeof selectionSlots.$inferInsert) {
  const [created] = await db.insert(selectionSlots).values(row).returning();
  return created as typeof selectionSlots.$inferSelect;
}

export async function updateSlot(db: DbOrTx, slotId: string, set: Partial<typeof selectionSlots.$inferInsert>) {
  await db
    .update(selectionSlots)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(selectionSlots.id, slotId));
}

export async function deleteSlot(db: DbOrTx, slotId: string) {
  await db.delete(selectionSlots).where(eq(selectionSlots.id, slotId));
}

/**
 * Shortlisted candidates of a department who need a slot of this kind: an interview for everyone,
 * a test for the entrance-test method only (the shared `needsSlot`).
 */
function needing(roundId: string, department: DepartmentName, kind: SlotKind): SQL | undefined {
  return and(
    eq(selection.roundId, roundId),
    eq(selection.department, department),
    eq(selection.decision, "SHORTLISTED"),
    kind === "TEST" ? eq(selection.method, "TEST_AND_INTERVIEW") : undefined,
  );
}

const waitingRead = preparedRead((db) =>
  db
    .select({ kind: t.kind, n: sql<number>`sum(${t.n})`.mapWith(Number) })
    .from(t)
    .where(and(ofDepartment, isNull(t.slotId)))
    .groupBy(t.kind)
    .prepare("slots_waiting"),
);

/** How many of those who need a slot of each kind have none yet (from the tallies, decision 042). */
export async function waitingCounts(db: DbOrTx, roundId: string, department: DepartmentName) {
  const waiting = { TEST: 0, INTERVIEW: 0 };
  for (const row of await waitingRead(db).execute({ roundId, department })) waiting[row.kind] = row.n;
  return waiting;
}

/** Those still waiting for a slot of this kind (optionally of one channel), locked, in application id order. */
export async function lockWaiting(
  db: DbOrTx,
  roundId: string,
  department: DepartmentName,
  kind: SlotKind,
  channel: SelectionChannel | undefined,
) {
  return db
    .select({ id: selection.applicationId })
    .from(selection)
    .innerJoin(applications, eq(applications.id, selection.applicationId))
    .where(
      and(
        needing(roundId, department, kind),
        isNull(slotColumn(kind)),
        channel ? eq(selection.channel, channel) : undefined,
      ),
    )
    .orderBy(asc(applications.applicationNumber), asc(applications.id))
    .for("update", { of: selection });
}

/** The chosen candidates' selection rows, locked, with what a move checks and tells them. */
export function lockChosen(db: DbOrTx, applicationIds: string[]) {
  return db
    .select({
      id: selection.applicationId,
      roundId: selection.roundId,
      department: selection.department,
      decision: selection.decision,
      method: selection.method,
      testSlotId: selection.testSlotId,
      interviewSlotId: selection.interviewSlotId,
      applicationId: applications.applicationId,
    })
    .from(selection)
    .innerJoin(applications, eq(applications.id, selection.applicationId))
    .where(inArray(selection.applicationId, applicationIds))
    .orderBy(asc(applications.applicationNumber))
    .for("update", { of: selection });
}

/** Puts these applications in a slot of the kind (or out of it, null); one statement per 5,000. */
export async function setSlot(db: DbOrTx, kind: SlotKind, applicationIds: string[], slotId: string | null) {
  const set = kind === "TEST" ? { testSlotId: slotId } : { interviewSlotId: slotId };
  await db.update(selection).set(set).where(anyOf(selection.applicationId, applicationIds));
}

/** Who is in a slot (for a reschedule mail): application, candidate. */
export function occupants(db: DbOrTx, slotId: string, kind: SlotKind) {
  return db
    .select({ id: selection.applicationId })
    .from(selection)
    .where(eq(slotColumn(kind), slotId));
}

/** A page of a slot's candidates, or of those waiting for one, in application id order. */
function candidatesWhere(roundId: string, department: DepartmentName, kind: SlotKind, slotId: string | "waiting") {
  return slotId === "waiting"
    ? and(needing(roundId, department, kind), isNull(slotColumn(kind)))
    : eq(slotColumn(kind), slotId);
}

export async function countCandidates(
  db: DbOrTx,
  roundId: string,
  department: DepartmentName,
  kind: SlotKind,
  slotId: string | "waiting",
) {
  const [row] = await db
    .select({ n: count() })
    .from(selection)
    .where(candidatesWhere(roundId, department, kind, slotId));
  return row?.n ?? 0;
}

export function candidatesPage(
  db: DbOrTx,
  roundId: string,
  department: DepartmentName,
  kind: SlotKind,
  slotId: string | "waiting",
  page: PageWindow,
) {
  const direction = page.reversed ? sql`desc` : sql`asc`;
  const query = db
    .select({
      id: selection.applicationId,
      applicationId: applications.applicationId,
      name: users.name,
      email: users.email,
      category: personalCategory,
      channel: selection.channel,
      method: selection.method,
      slotId: slotColumn(kind),
    })
    .from(selection)
    .$dynamic();
  return selectionCandidates(query)
    .where(candidatesWhere(roundId, department, kind, slotId))
    .orderBy(sql`${applications.applicationNumber} ${direction}`, sql`${applications.id} ${direction}`)
    .limit(page.limit)
    .offset(page.offset)
    .then((rows) => (page.reversed ? rows.reverse() : rows));
}

/**
 * What the call letters and mails of these applications need: candidate, application, decision,
 * and the slot of the kind (null when they have none of it).
 */
export function letterFacts(db: DbOrTx, applicationIds: string[], kind: SlotKind) {
  const query = db
    .select({
      id: applications.id,
      userId: applications.userId,
      applicationId: applications.applicationId,
      department: applications.department,
      roundId: selection.roundId,
      channel: selection.channel,
      method: selection.method,
      name: users.name,
      email: users.email,
      language: users.language,
      category: personalCategory,
      profileId: profiles.id,
      slot: selectionSlots,
    })
    .from(selection)
    .$dynamic();
  return selectionCandidates(query)
    .leftJoin(selectionSlots, eq(selectionSlots.id, slotColumn(kind)))
    .where(inArray(selection.applicationId, applicationIds));
}

const slotsOfApplicationsRead = preparedRead((db) =>
  db
    .select({ applicationId: selection.applicationId, slot: selectionSlots })
    .from(selection)
    .innerJoin(selectionSlots, sql`${selectionSlots.id} in (${selection.testSlotId}, ${selection.interviewSlotId})`)
    .where(anyGiven(selection.applicationId, "ids"))
    .orderBy(asc(selectionSlots.startsAt))
    .prepare("slots_of_applications"),
);
/** The candidate's side: the slots of these applications, earliest first. */
export function slotsOfApplications(db: DbOrTx, applicationIds: string[]) {
  return slotsOfApplicationsRead(db).execute({ ids: applicationIds });
}
