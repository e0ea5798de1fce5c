import type { DepartmentChannels, DepartmentName, ExamScores, MeritStage, SelectionChannel } from "@phd/shared";
import { and, asc, desc, eq, inArray, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { anyGiven, anyOf, insertMany } from "../../db/bulk.ts";
import {
  candidateContact,
  personal,
  personalCategory,
  selectionChannelColumns,
  withListLine,
  withPersonal,
} from "../../db/candidate-joins.ts";
import type { DbOrTx } from "../../db/client.ts";
import { preparedRead } from "../../db/prepared.ts";
import {
  applicationSelections,
  applications,
  documents,
  entranceMarks,
  interviewScores,
  meritInputChanges,
  meritLines,
  meritObjections,
  meritPublications,
  profileSections,
  profiles,
  seatMatrices,
  users,
} from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

const selection = applicationSelections;

/**
 * What ranking a department's merit list reads, in one statement: its shortlisted candidates with
 * their personal facts, the entrance section (for NET/GATE scores), the test marks and the interview
 * score. Rows are read once; the list is computed in memory (decision 033). The channels' lists are
 * independent: a preview of one reads that channel's candidates only. Who the candidates are (name,
 * e-mail) is read apart for the lines shown (`candidatesOf`), and the entrance section only for a
 * candidate ranked by an exam score: at 200,000 candidates a channel has ~1,800 lines, and each
 * join per line is ~7,000 buffers (issue 29).
 */
export function meritInputs(db: DbOrTx, roundId: string, department: DepartmentName, channel?: SelectionChannel) {
  const query = db
    .select({
      id: applications.id,
      applicationId: applications.applicationId,
      submittedAt: applications.createdAt,
      category: personalCategory,
      isPwd: sql<boolean>`coalesce((${personal.data} ->> 'isPhysicallyDisabled')::boolean, false)`,
      dateOfBirth: sql<string | null>`${personal.data} ->> 'dob'`,
      // A CASE evaluates its subquery only for the rows that reach it.
      entrance: sql<ExamScores | null>`case when ${selection.method} = 'SCORE_AND_INTERVIEW' then (
        select e.data from ${profileSections} e
         where e.profile_id = ${profiles.id} and e.section = 'entranceDetails') end`,
      ...selectionChannelColumns,
      marks: entranceMarks.marks,
      marksAbsent: entranceMarks.absent,
      interview: interviewScores.consolidated,
      interviewAbsent: interviewScores.absent,
    })
    .from(selection)
    .innerJoin(applications, eq(applications.id, selection.applicationId))
    .$dynamic();
  return withPersonal(query)
    .leftJoin(entranceMarks, eq(entranceMarks.applicationId, selection.applicationId))
    .leftJoin(interviewScores, eq(interviewScores.applicationId, selection.applicationId))
    .where(
      and(
        eq(selection.roundId, roundId),
        eq(selection.department, department),
        eq(selection.decision, "SHORTLISTED"),
        channel ? eq(selection.channel, channel) : undefined,
      ),
    );
}
export type MeritInput = Awaited<ReturnType<typeof meritInputs>>[number];

/**
 * The version of a department's merit inputs (decision 041): the changes the triggers noted for it
 * and for every list (a truncation). It only grows with each commit that changes an input, so read
 * it before the inputs: a list computed from them is at least as new as the version it is kept under.
 */
export async function inputsVersion(db: DbOrTx, roundId: string, department: DepartmentName) {
  const t = meritInputChanges;
  const [row] = await db
    .select({ version: sql<number>`coalesce(sum(${t.n}), 0)`.mapWith(Number) })
    .from(t)
    .where(or(and(eq(t.roundId, roundId), eq(t.department, department)), isNull(t.roundId)));
  return row?.version ?? 0;
}

/** Who the candidates of some applications are (by record id): the lines shown, the mails sent. */
export function candidatesOf(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: applications.id, name: users.name, email: users.email, language: users.language })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(anyOf(applications.id, ids));
}
export type CandidateContact = Awaited<ReturnType<typeof candidatesOf>>[number];

/** Locks the department's seats when its list is published (unless already locked); true when it did. */
export async function lockSeats(db: DbOrTx, roundId: string, department: DepartmentName, by: string) {
  const rows = await db
    .update(seatMatrices)
    .set({ lockedAt: new Date(), lockedById: by })
    .where(
      and(
        eq(seatMatrices.roundId, roundId),
        eq(seatMatrices.department, department),
        sql`${seatMatrices.lockedAt} is null`,
      ),
    )
    .returning({ department: seatMatrices.department });
  return rows.length > 0;
}

export type PublicationRow = typeof meritPublications.$inferSelect;

const publicationsQuery = (db: DbOrTx, roundId: string | Placeholder, department: DepartmentName | Placeholder) =>
  db
    .select()
    .from(meritPublications)
    .where(and(eq(meritPublications.roundId, roundId), eq(meritPublications.department, department)))
    .orderBy(asc(meritPublications.publishedAt));
// The hot reads of a published list are prepared (issue 29): a page of it is five small statements.
const publicationsRead = preparedRead((db) =>
  publicationsQuery(db, sql.placeholder("roundId"), sql.placeholder("department")).prepare("merit_publications"),
);

/** The department's publications of the round (provisional, final), for a publish locked against a second one. */
export function publicationsOf(db: DbOrTx, roundId: string, department: DepartmentName, forChange = false) {
  if (forChange) return publicationsQuery(db, roundId, department).for("update");
  return publicationsRead(db).execute({ roundId, department });
}

export async function insertPublication(
  db: DbOrTx,
  values: {
    roundId: string;
    department: DepartmentName;
    stage: MeritStage;
    objectionsCloseAt: Date | null;
    rules: PublicationRow["rules"];
    seats: DepartmentChannels;
    publishedById: string;
  },
) {
  return single(db.insert(meritPublications).values(values).returning(), mustExist("the new publication"));
}

export type LineRow = typeof meritLines.$inferSelect;
export const insertLines = (db: DbOrTx, rows: LineRow[]) => insertMany(db, meritLines, rows);

const ofList = (publicationId: string | Placeholder, channel: SelectionChannel | Placeholder) =>
  and(eq(meritLines.publicationId, publicationId), eq(meritLines.channel, channel));

const linesQuery = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ line: meritLines, applicationId: applications.applicationId, name: users.name })
    .from(meritLines)
    .innerJoin(applications, eq(applications.id, meritLines.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(where)
    .orderBy(asc(meritLines.position));

const linesPageRead = preparedRead((db) => {
  const list = ofList(sql.placeholder("publicationId"), sql.placeholder("channel"));
  // The page's positions are cut on the index alone, so a far page joins its own lines only.
  const positions = db
    .select({ position: meritLines.position })
    .from(meritLines)
    .where(list)
    .orderBy(asc(meritLines.position))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
  return linesQuery(db, and(list, inArray(meritLines.position, positions))).prepare("merit_lines_page");
});

/**
 * A publication's lines of one channel with the candidates' names, in the list's order: all of them
 * (an export), or one page (`offset`, `limit`), read along the (publication, channel, position) index.
 */
export function linesOf(
  db: DbOrTx,
  publicationId: string,
  channel: SelectionChannel,
  page?: { offset: number; limit: number },
) {
  if (page) return linesPageRead(db).execute({ publicationId, channel, ...page });
  return linesQuery(db, ofList(publicationId, channel));
}

const fillRead = preparedRead((db) =>
  db
    .select({
      category: meritLines.allottedCategory,
      lines: sql<number>`count(*)`.mapWith(Number),
      disability: sql<number>`count(*) filter (where ${meritLines.disabilitySeat})`.mapWith(Number),
    })
    .from(meritLines)
    .where(ofList(sql.placeholder("publicationId"), sql.placeholder("channel")))
    .groupBy(meritLines.allottedCategory)
    .prepare("merit_fill"),
);

/**
 * What a publication's lines of one channel hold per allotted category (null: no seat): how many
 * lines, and how many of them on a disability seat. The seat fill and the list's length, counted
 * on the same index without reading the lines.
 */
export function fillOf(db: DbOrTx, publicationId: string, channel: SelectionChannel) {
  return fillRead(db).execute({ publicationId, channel });
}

/** Every line of a publication (both channels), for the changes between provisional and final. */
export function allLinesOf(db: DbOrTx, publicationId: string) {
  return db
    .select({ line: meritLines, applicationId: applications.applicationId, name: users.name })
    .from(meritLines)
    .innerJoin(applications, eq(applications.id, meritLines.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(meritLines.publicationId, publicationId))
    .orderBy(asc(meritLines.channel), asc(meritLines.position));
}

const linesOfApplicationsRead = preparedRead((db) =>
  db
    .select({
      line: meritLines,
      publication: meritPublications,
      applicationId: applications.applicationId,
      name: users.name,
    })
    .from(meritLines)
    .innerJoin(meritPublications, eq(meritPublications.id, meritLines.publicationId))
    .innerJoin(applications, eq(applications.id, meritLines.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(anyGiven(meritLines.applicationId, "ids"))
    .orderBy(desc(meritPublications.publishedAt))
    .prepare("merit_lines_of_applications"),
);
/** The lines of these applications in every publication, newest publication first (the candidate's side). */
export function linesOfApplications(db: DbOrTx, ids: string[]) {
  return linesOfApplicationsRead(db).execute({ ids });
}

// ——— Objections ———

export type ObjectionRow = typeof meritObjections.$inferSelect;

const objectionColumns = {
  objection: meritObjections,
  applicationId: applications.applicationId,
  department: applications.department,
  roundId: applications.roundId,
  ...candidateContact,
  channel: meritLines.channel,
};

function objectionsQuery(db: DbOrTx) {
  return withListLine(db.select(objectionColumns).from(meritObjections).$dynamic(), meritObjections);
}
export type ObjectionFacts = Awaited<ReturnType<typeof objectionsQuery>>[number];

export function objectionsOfPublication(db: DbOrTx, publicationId: string) {
  return objectionsQuery(db)
    .where(eq(meritObjections.publicationId, publicationId))
    .orderBy(asc(meritObjections.createdAt), asc(meritObjections.id));
}

const objectionsOfApplicationsRead = preparedRead((db) =>
  objectionsQuery(db).where(anyGiven(meritObjections.applicationId, "ids")).prepare("merit_objections_of_applications"),
);
export function objectionsOfApplications(db: DbOrTx, ids: string[]) {
  return objectionsOfApplicationsRead(db).execute({ ids });
}

export function objectionById(db: DbOrTx, id: string, forChange = false) {
  const query = objectionsQuery(db).where(eq(meritObjections.id, id));
  return single(forChange ? query.for("update", { of: meritObjections }) : query);
}

const openObjectionsRead = preparedRead((db) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(meritObjections)
    .where(and(eq(meritObjections.publicationId, sql.placeholder("publicationId")), eq(meritObjections.status, "OPEN")))
    .prepare("merit_open_objections"),
);

export async function countOpenObjections(db: DbOrTx, publicationId: string) {
  const [row] = await openObjectionsRead(db).execute({ publicationId });
  return row?.n ?? 0;
}

/** Refused with `orElse` when the application has an objection to the list already. */
export function insertObjection(db: DbOrTx, values: typeof meritObjections.$inferInsert, orElse: () => Error) {
  return single(db.insert(meritObjections).values(values).onConflictDoNothing().returning(), orElse);
}

export function answerObjection(
  db: DbOrTx,
  id: string,
  values: Pick<
    ObjectionRow,
    "status" | "answer" | "correctedTestMarks" | "correctedInterviewScore" | "answeredById" | "answeredAt"
  >,
) {
  return db.update(meritObjections).set(values).where(eq(meritObjections.id, id));
}

export function insertDocument(db: DbOrTx, values: typeof documents.$inferInsert) {
  return single(db.insert(documents).values(values).returning({ id: documents.id }));
}

/** An application's owner, department and round (whose list an objection is to). */
export function applicationFacts(db: DbOrTx, id: string) {
  return single(
    db
      .select({ userId: applications.userId, department: applications.department, roundId: applications.roundId })
      .from(applications)
      .where(eq(applications.id, id)),
  );
}
