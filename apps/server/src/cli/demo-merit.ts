import { consolidate, DEFAULT_SCORING, type DepartmentName } from "@phd/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { insertMany } from "../db/bulk.ts";
import type { Db } from "../db/client.ts";
import {
  applicationSelections,
  applications,
  entranceMarks,
  interviewScores,
  meritObjections,
  meritPublications,
  selectionSlots,
  siteConstants,
} from "../db/schema.ts";
import { recordPublication } from "../modules/merit/index.ts";
import { readRound } from "../modules/rounds/index.ts";
import { placeInNewSlots } from "./demo-selection.ts";

const DAY = 86_400_000;
const PANEL = ["Prof. A. Kulkarni (Chair)", "Dr. S. Deshpande", "Dr. R. Iyer"];

/** What the merit stage of the demo data made. */
export interface DemoMerit {
  /** The department whose merit list is final (its offers follow), the one whose provisional list is
   * out, and the one with marks only. */
  final: DepartmentName | null;
  published: DepartmentName | null;
  inProgress: DepartmentName | null;
  /** Interview slots added for the test channel of the departments whose interviews are over. */
  slots: number;
  placed: number;
  marks: number;
  interviewScores: number;
  /** Candidates on the provisional list of `published` and on the final list of `final`. */
  lines: number;
  finalLines: number;
}

/** A stable number in [0, 1) from an application number and a salt (the demo is reproducible). */
export const spread = (n: number, salt: number) => {
  const x = Math.sin(n * 12.9898 + salt * 78.233) * 43_758.5453;
  return x - Math.floor(x);
};

/**
 * The marks and merit part of the demo (issue 25), after `seedDemoSelection`, over the three
 * departments with the most shortlisted candidates. In the first two the test and interviews are
 * over (their slots moved into the past, interview slots added for the test channel) and every
 * mark and panel score is entered (a few absent). The first's lists went provisional a fortnight
 * ago and final once its objection window closed (its offers are `seedDemoOffers`'); the second's
 * provisional list is out with its objection window open for five more days and one objection
 * waiting for an answer. In the third the test marks are entered and the interviews are still to
 * come, so its preview lists what is missing. Rows only, no mail.
 */
export async function seedDemoMerit(db: Db, now: number, adminId: string): Promise<DemoMerit> {
  const out: DemoMerit = {
    final: null,
    published: null,
    inProgress: null,
    slots: 0,
    placed: 0,
    marks: 0,
    interviewScores: 0,
    lines: 0,
    finalLines: 0,
  };
  const [constants] = await db.select({ roundId: siteConstants.currentRoundId }).from(siteConstants);
  const round = constants?.roundId ? await readRound(db, constants.roundId) : undefined;
  if (!round) throw new Error("no current admission round");
  const busiest = await db
    .select({ department: applicationSelections.department, n: sql<number>`count(*)::int` })
    .from(applicationSelections)
    .where(and(eq(applicationSelections.roundId, round.id), eq(applicationSelections.decision, "SHORTLISTED")))
    .groupBy(applicationSelections.department)
    .orderBy(desc(sql`count(*)`), applicationSelections.department)
    .limit(3);
  const [first, second, third] = busiest.map((b) => b.department);

  const shortlistOf = (department: DepartmentName) =>
    db
      .select({
        id: applicationSelections.applicationId,
        number: applications.applicationNumber,
        method: applicationSelections.method,
        slotId: applicationSelections.interviewSlotId,
      })
      .from(applicationSelections)
      .innerJoin(applications, eq(applications.id, applicationSelections.applicationId))
      .where(
        and(
          eq(applicationSelections.roundId, round.id),
          eq(applicationSelections.department, department),
          eq(applicationSelections.decision, "SHORTLISTED"),
        ),
      );
  const enterMarks = async (department: DepartmentName, rows: Awaited<ReturnType<typeof shortlistOf>>) => {
    const values = rows
      .filter((r) => r.method === "TEST_AND_INTERVIEW")
      .map((r) => {
        const absent = spread(r.number, 1) < 0.04;
        // Marks out of 100 spread over 25–95, most between 45 and 80.
        const marks = absent ? null : Math.round(25 + 70 * ((spread(r.number, 2) + spread(r.number, 3)) / 2));
        return { applicationId: r.id, roundId: round.id, department, marks, absent, enteredById: adminId };
      });
    await insertMany(db, entranceMarks, values, sql`on conflict do nothing`);
    out.marks += values.length;
  };

  /** Tests and interviews held over the last month, every mark and score entered. */
  const holdAndScore = async (department: DepartmentName) => {
    const testChannel = (await shortlistOf(department)).filter((r) => r.method === "TEST_AND_INTERVIEW" && !r.slotId);
    out.slots += Math.ceil(testChannel.length / 15);
    if (testChannel.length > 0)
      out.placed += await placeInNewSlots(db, {
        roundId: round.id,
        department,
        kind: "INTERVIEW",
        ids: testChannel.map((r) => r.id),
        capacity: 15,
        now,
        afterDays: 22,
        deciderId: adminId,
      });
    // Everything that was planned for the coming weeks took place over the last month instead.
    await db
      .update(selectionSlots)
      .set({ startsAt: sql`${selectionSlots.startsAt} - interval '40 days'` })
      .where(and(eq(selectionSlots.roundId, round.id), eq(selectionSlots.department, department)));
    const held = await shortlistOf(department);
    await enterMarks(department, held);
    const scores = held.map((r) => {
      const absent = spread(r.number, 4) < 0.02;
      const panel = absent
        ? []
        : PANEL.map((member, i) => ({ member, score: Math.round(40 + 55 * spread(r.number, 10 + i)) }));
      return {
        applicationId: r.id,
        roundId: round.id,
        department,
        slotId: r.slotId,
        panel,
        consolidated: absent ? null : consolidate(panel, DEFAULT_SCORING.consolidation, null),
        absent,
        enteredById: adminId,
      };
    });
    await insertMany(db, interviewScores, scores, sql`on conflict do nothing`);
    out.interviewScores += scores.length;
  };
  const publish = (department: DepartmentName, stage: "PROVISIONAL" | "FINAL", objectionsCloseAt: Date | null) =>
    db.transaction((tx) =>
      recordPublication(tx, { round, department, stage, objectionsCloseAt, publishedById: adminId }),
    );

  // 1. The busiest department: provisional a fortnight ago, no objection, final once its window closed.
  if (first) {
    out.final = first;
    await holdAndScore(first);
    const provisional = await publish(first, "PROVISIONAL", new Date(now - 7 * DAY));
    const final = await publish(first, "FINAL", null);
    out.finalLines = final.candidates;
    await db
      .update(meritPublications)
      .set({ publishedAt: new Date(now - 14 * DAY) })
      .where(eq(meritPublications.id, provisional.publication.id));
    await db
      .update(meritPublications)
      .set({ publishedAt: new Date(now - 6 * DAY) })
      .where(eq(meritPublications.id, final.publication.id));
  }

  // 2. The next department: provisional list out, objections open, one waiting.
  if (second) {
    out.published = second;
    await holdAndScore(second);
    const published = await publish(second, "PROVISIONAL", new Date(now + 5 * DAY));
    out.lines = published.candidates;
    // One candidate (waitlisted where the list has any) questions their marks.
    const lines = published.lists.flatMap((l) => l.lines);
    const questioned = lines.find((l) => l.status === "WAITLISTED") ?? lines.at(-1);
    const objector = questioned ? published.byId.get(questioned.applicationId) : undefined;
    if (objector)
      await db.insert(meritObjections).values({
        publicationId: published.publication.id,
        applicationId: objector.id,
        text: "My answer sheet shows 6 more marks in question 4 than the total entered, and my interview score seems low; please recount.",
      });
  }

  // 3. The third department: test marks entered, interviews still to come.
  if (third) {
    out.inProgress = third;
    await enterMarks(third, await shortlistOf(third));
  }
  return out;
}
