import {
  assignSlots,
  DEFAULT_RESERVATION,
  DEFAULT_SELECTION_RULES,
  DEPARTMENT_NAMES,
  type DepartmentChannels,
  type DepartmentName,
  type EntranceFacts,
  placementFor,
  type SlotKind,
  splitSeats,
  strongestQualification,
} from "@phd/shared";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { insertMany } from "../db/bulk.ts";
import type { Db } from "../db/client.ts";
import {
  applicationSelections,
  applications,
  auditEvents,
  profileSections,
  profiles,
  seatMatrices,
  selectionSlots,
  siteConstants,
} from "../db/schema.ts";

const DAY = 86_400_000;
/** Verified applications read and decided per statement (memory stays bounded at any size). */
const PAGE = 5000;

/** What the selection stage of the demo data made. */
export interface DemoSelection {
  seatMatrices: number;
  shortlisted: number;
  notShortlisted: number;
  slots: number;
  placed: number;
}

function channelsOf(i: number): DepartmentChannels {
  const channel = (total: number) => ({ total, ...splitSeats(total, DEFAULT_RESERVATION) });
  return { NET_JRF: channel(4 + (i % 3)), ENTRANCE_TEST: channel(8 + (i % 5)) };
}

/**
 * The selection part of a round, so a newcomer sees the feature at once (issue 24): the current
 * round's seat matrix for every department (the default reservation split), the shortlist decided
 * for most verified applications (one in ten not shortlisted with a reason, two in ten left
 * undecided), entrance-test slots holding every shortlisted test candidate, and interview slots
 * for the NET/JRF channel. Slots start two and three weeks after `now`, at the institution's
 * morning (IST). Rows only, no mail; run once, on the data just generated.
 */
export async function seedDemoSelection(db: Db, now: number, deciderId: string): Promise<DemoSelection> {
  const [constants] = await db.select({ roundId: siteConstants.currentRoundId }).from(siteConstants);
  const roundId = constants?.roundId;
  if (!roundId) throw new Error("no current admission round");
  const out: DemoSelection = { seatMatrices: 0, shortlisted: 0, notShortlisted: 0, slots: 0, placed: 0 };

  await db
    .insert(seatMatrices)
    .values(DEPARTMENT_NAMES.map((department, i) => ({ roundId, department, channels: channelsOf(i) })))
    .onConflictDoNothing();
  out.seatMatrices = DEPARTMENT_NAMES.length;

  const entrance = profileSections;
  const validOn = new Date(now).toISOString().slice(0, 10);
  const decidedAt = new Date(now - 2 * DAY);
  /** What the slots need of each shortlisted application. */
  const shortlisted: { applicationId: string; department: DepartmentName; channel: string; method: string }[] = [];
  for (let last = 0; ; ) {
    const verified = await db
      .select({
        id: applications.id,
        applicationId: applications.applicationId,
        number: applications.applicationNumber,
        department: applications.department,
        entrance: entrance.data,
      })
      .from(applications)
      .innerJoin(profiles, eq(profiles.userId, applications.userId))
      .innerJoin(entrance, and(eq(entrance.profileId, profiles.id), eq(entrance.section, "entranceDetails")))
      .where(
        and(
          eq(applications.roundId, roundId),
          eq(applications.status, "VERIFIED"),
          gt(applications.applicationNumber, last),
        ),
      )
      .orderBy(asc(applications.applicationNumber))
      .limit(PAGE);
    if (verified.length === 0) break;
    last = verified[verified.length - 1]?.number ?? last;

    const selections: (typeof applicationSelections.$inferInsert)[] = [];
    const audits: (typeof auditEvents.$inferInsert)[] = [];
    for (const a of verified) {
      const kind = a.number % 10;
      if (kind === 1 || kind === 2) continue; // not decided yet: the coordinator's work on the screen
      const placement = placementFor(
        strongestQualification(a.entrance as EntranceFacts, validOn),
        DEFAULT_SELECTION_RULES,
      );
      const isShortlisted = kind !== 0;
      const reason = isShortlisted ? null : "PG marks below the department's minimum for this programme";
      selections.push({
        applicationId: a.id,
        roundId,
        department: a.department,
        qualification: placement.qualification,
        channel: placement.channel,
        method: placement.method,
        channelReason: placement.reason,
        decision: isShortlisted ? "SHORTLISTED" : "NOT_SHORTLISTED",
        decisionReason: reason,
        decidedById: deciderId,
        decidedAt,
      });
      audits.push({
        actorId: deciderId,
        action: "application.shortlist",
        subjectType: "application",
        subjectId: a.id,
        fromStatus: "PENDING",
        toStatus: isShortlisted ? "SHORTLISTED" : "NOT_SHORTLISTED",
        remarks: reason,
        data: { department: a.department, channel: placement.channel, applicationId: a.applicationId },
        createdAt: decidedAt,
      });
      if (isShortlisted) {
        out.shortlisted++;
        shortlisted.push({
          applicationId: a.id,
          department: a.department,
          channel: placement.channel,
          method: placement.method,
        });
      } else out.notShortlisted++;
    }
    await insertMany(db, applicationSelections, selections, sql`on conflict do nothing`);
    await insertMany(db, auditEvents, audits);
  }

  // Slots per department: every test candidate gets a test sitting; NET/JRF candidates an interview.
  for (const department of DEPARTMENT_NAMES) {
    const own = shortlisted.filter((s) => s.department === department);
    const plans: [SlotKind, string[], number, number][] = [
      ["TEST", own.filter((s) => s.method === "TEST_AND_INTERVIEW").map((s) => s.applicationId), 40, 14],
      ["INTERVIEW", own.filter((s) => s.channel === "NET_JRF").map((s) => s.applicationId), 15, 21],
    ];
    for (const [kind, ids, capacity, afterDays] of plans) {
      if (ids.length === 0) continue;
      out.placed += await placeInNewSlots(db, { roundId, department, kind, ids, capacity, now, afterDays, deciderId });
      out.slots += Math.ceil(ids.length / capacity);
    }
  }
  return out;
}

/** Makes enough slots of a kind for these candidates and fills them with the shared assignment. */
export async function placeInNewSlots(
  db: Db,
  p: {
    roundId: string;
    department: DepartmentName;
    kind: SlotKind;
    ids: string[];
    capacity: number;
    now: number;
    afterDays: number;
    deciderId: string;
  },
) {
  const firstDay = Math.floor(p.now / DAY + p.afterDays) * DAY;
  const rows = Array.from({ length: Math.ceil(p.ids.length / p.capacity) }, (_, i) => {
    const online = p.kind === "INTERVIEW" && i % 2 === 1;
    // 10:00 IST (04:30 UTC) on consecutive days; interviews at 11:00 IST.
    const startsAt = new Date(firstDay + i * DAY + (p.kind === "TEST" ? 4.5 : 5.5) * 3_600_000);
    return {
      roundId: p.roundId,
      department: p.department,
      kind: p.kind,
      startsAt,
      durationMinutes: p.kind === "TEST" ? 120 : 30,
      mode: online ? ("ONLINE" as const) : ("IN_PERSON" as const),
      venue: online ? null : `${p.kind === "TEST" ? "Examination Hall" : "Committee Room"} ${i + 1}, ${p.department}`,
      meetingLink: online
        ? `https://meet.example.edu/phd-${p.department.toLowerCase().replace(/\W+/g, "-")}-${i + 1}`
        : null,
      capacity: p.capacity,
      createdById: p.deciderId,
    };
  });
  const slots = await db.insert(selectionSlots).values(rows).returning();
  const { placed } = assignSlots(
    p.ids,
    slots.map((s) => ({ id: s.id, startsAt: s.startsAt, capacity: s.capacity, taken: 0 })),
    new Date(p.now),
  );
  // One statement for all the places (an update per slot was hundreds of round trips at 200,000).
  const column = p.kind === "TEST" ? applicationSelections.testSlotId : applicationSelections.interviewSlotId;
  if (placed.length > 0)
    await db.execute(sql`update ${applicationSelections} set ${sql.identifier(column.name)} = x.slot_id
      from unnest(${sql.param(placed.map((x) => x.applicationId))}::uuid[], ${sql.param(placed.map((x) => x.slotId))}::uuid[]) as x(application_id, slot_id)
      where ${applicationSelections.applicationId} = x.application_id`);
  return placed.length;
}
