import type { DepartmentName, MarksFilter, PanelScore, SelectionMethod } from "@phd/shared";
import { and, asc, count, eq, like, type SQL, sql } from "drizzle-orm";
import { anyOf, insertMany } from "../../db/bulk.ts";
import { personalCategory, selectionCandidates, selectionChannelColumns } from "../../db/candidate-joins.ts";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/list-filters.ts";
import {
  applicationSelections,
  applications,
  auditEvents,
  entranceMarks,
  interviewScores,
  meritPublications,
  selectionSlots,
  users,
} from "../../db/schema.ts";
import { single } from "../../db/single.ts";

const selection = applicationSelections;

/** Whether a department's list of the round is published (then marks change only through objections). */
export async function isPublished(db: DbOrTx, roundId: string, department: DepartmentName) {
  const [row] = await db
    .select({ id: meritPublications.id })
    .from(meritPublications)
    .where(and(eq(meritPublications.roundId, roundId), eq(meritPublications.department, department)))
    .limit(1);
  return row !== undefined;
}

/** The department's candidates of the entrance test: shortlisted, ranked by test and interview. */
const inTestChannel = (roundId: string, department: DepartmentName) =>
  and(
    eq(selection.roundId, roundId),
    eq(selection.department, department),
    eq(selection.decision, "SHORTLISTED"),
    eq(selection.method, "TEST_AND_INTERVIEW"),
  );

/** Who a row of the marks grid or a slot's score sheet is. */
const candidateRow = {
  id: applications.id,
  applicationId: applications.applicationId,
  name: users.name,
  category: personalCategory,
};

function marksConditions(
  roundId: string,
  department: DepartmentName,
  show: MarksFilter,
  search?: string,
): SQL | undefined {
  return and(
    inTestChannel(roundId, department),
    show === "MISSING"
      ? sql`${entranceMarks.applicationId} is null`
      : show === "ENTERED"
        ? sql`${entranceMarks.marks} is not null`
        : show === "ABSENT"
          ? eq(entranceMarks.absent, true)
          : undefined,
    search ? like(applications.searchText, containsPattern(search.toLowerCase())) : undefined,
  );
}

/** One page of the department's test candidates with their marks, in application id order. */
export function marksPage(
  db: DbOrTx,
  roundId: string,
  department: DepartmentName,
  show: MarksFilter,
  search: string | undefined,
  page: { offset: number; limit: number },
) {
  const query = db
    .select({
      ...candidateRow,
      marks: entranceMarks.marks,
      absent: entranceMarks.absent,
      updatedAt: entranceMarks.updatedAt,
    })
    .from(selection)
    .$dynamic();
  return selectionCandidates(query)
    .leftJoin(entranceMarks, eq(entranceMarks.applicationId, selection.applicationId))
    .where(marksConditions(roundId, department, show, search))
    .orderBy(asc(applications.applicationNumber), asc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMarks(
  db: DbOrTx,
  roundId: string,
  department: DepartmentName,
  show: MarksFilter,
  search: string | undefined,
) {
  const [row] = await db
    .select({ n: count() })
    .from(selection)
    .innerJoin(applications, eq(applications.id, selection.applicationId))
    .leftJoin(entranceMarks, eq(entranceMarks.applicationId, selection.applicationId))
    .where(marksConditions(roundId, department, show, search));
  return row?.n ?? 0;
}

/** The department's test channel: how many, how many with marks, how many absent. */
export async function marksCounts(db: DbOrTx, roundId: string, department: DepartmentName) {
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      entered: n(sql`${entranceMarks.marks} is not null`),
      absent: n(sql`${entranceMarks.absent}`),
    })
    .from(selection)
    .leftJoin(entranceMarks, eq(entranceMarks.applicationId, selection.applicationId))
    .where(inTestChannel(roundId, department));
  return row ?? { total: 0, entered: 0, absent: 0 };
}

/** What a mark is checked against: the application's round, department, shortlist place and current marks. */
export interface MarkTarget {
  id: string;
  applicationId: string;
  roundId: string;
  department: DepartmentName;
  decision: string | null;
  method: SelectionMethod | null;
  marks: number | null;
  absent: boolean | null;
}

const targetColumns = {
  id: applications.id,
  applicationId: applications.applicationId,
  roundId: applications.roundId,
  department: applications.department,
  decision: selection.decision,
  method: selection.method,
  marks: entranceMarks.marks,
  absent: entranceMarks.absent,
};

/** The applications a file names by their human ids (one statement, one array parameter). */
export function targetsByApplicationId(db: DbOrTx, roundId: string, ids: string[]): Promise<MarkTarget[]> {
  return db
    .select(targetColumns)
    .from(applications)
    .leftJoin(selection, eq(selection.applicationId, applications.id))
    .leftJoin(entranceMarks, eq(entranceMarks.applicationId, applications.id))
    .where(and(eq(applications.roundId, roundId), sql`${applications.applicationId} = any(${sql.param(ids)}::text[])`));
}

/** The applications the grid names by their record ids. */
export function targetsById(db: DbOrTx, ids: string[]): Promise<MarkTarget[]> {
  return db
    .select(targetColumns)
    .from(applications)
    .leftJoin(selection, eq(selection.applicationId, applications.id))
    .leftJoin(entranceMarks, eq(entranceMarks.applicationId, applications.id))
    .where(anyOf(applications.id, ids));
}

export interface MarkWrite {
  applicationId: string;
  marks: number | null;
  absent: boolean;
}

/** Writes marks in one statement (insert … on conflict update) and deletes the cleared ones. */
export async function saveMarks(
  db: DbOrTx,
  roundId: string,
  department: DepartmentName,
  actorId: string,
  writes: MarkWrite[],
  cleared: string[],
) {
  if (writes.length > 0)
    await insertMany(
      db,
      entranceMarks,
      writes.map((w) => ({ ...w, roundId, department, enteredById: actorId, updatedAt: new Date() })),
      sql`on conflict (application_id) do update set marks = excluded.marks, absent = excluded.absent,
        entered_by_id = excluded.entered_by_id, updated_at = excluded.updated_at`,
    );
  if (cleared.length > 0) await db.delete(entranceMarks).where(anyOf(entranceMarks.applicationId, cleared));
}

/** Audit rows of many changes in one statement. */
export function auditMany(db: DbOrTx, rows: (typeof auditEvents.$inferInsert)[]) {
  return insertMany(db, auditEvents, rows);
}

// ——— Interview scores ———

/** An interview slot's candidates with their scores, in application id order. */
export function slotScores(db: DbOrTx, slotId: string) {
  const query = db
    .select({
      ...candidateRow,
      ...selectionChannelColumns,
      score: interviewScores,
    })
    .from(selection)
    .$dynamic();
  return selectionCandidates(query)
    .leftJoin(interviewScores, eq(interviewScores.applicationId, selection.applicationId))
    .where(eq(selection.interviewSlotId, slotId))
    .orderBy(asc(applications.applicationNumber), asc(applications.id));
}

export type ScoreRow = typeof interviewScores.$inferSelect;

export interface ScoreWrite {
  applicationId: string;
  panel: PanelScore[];
  consolidated: number | null;
  absent: boolean;
  remarks: string | null;
}

export async function saveScores(
  db: DbOrTx,
  roundId: string,
  department: DepartmentName,
  slotId: string | null,
  actorId: string,
  writes: ScoreWrite[],
  cleared: string[],
) {
  if (writes.length > 0)
    await db
      .insert(interviewScores)
      .values(writes.map((w) => ({ ...w, roundId, department, slotId, enteredById: actorId })))
      .onConflictDoUpdate({
        target: interviewScores.applicationId,
        set: {
          slotId: sql`excluded.slot_id`,
          panel: sql`excluded.panel`,
          consolidated: sql`excluded.consolidated`,
          absent: sql`excluded.absent`,
          remarks: sql`excluded.remarks`,
          enteredById: sql`excluded.entered_by_id`,
          updatedAt: sql`now()`,
        },
      });
  if (cleared.length > 0) await db.delete(interviewScores).where(anyOf(interviewScores.applicationId, cleared));
}

/** A slot's facts for the scores (which round, department and kind). */
export function readInterviewSlot(db: DbOrTx, slotId: string) {
  return single(
    db
      .select({
        id: selectionSlots.id,
        roundId: selectionSlots.roundId,
        department: selectionSlots.department,
        kind: selectionSlots.kind,
      })
      .from(selectionSlots)
      .where(eq(selectionSlots.id, slotId)),
  );
}

/** One candidate's interview score, locked for a correction. */
export function scoreOf(db: DbOrTx, applicationId: string) {
  return single(
    db.select().from(interviewScores).where(eq(interviewScores.applicationId, applicationId)).for("update"),
  );
}
