// Answers of the merit list's endpoints, typed by the shared response schemas, for component tests.
import {
  type CandidateMerit,
  DEFAULT_SELECTION_RULES,
  type MeritChange,
  type MeritLineView,
  type MeritListResponse,
  type MeritListView,
  type MeritPublication,
  type MeritStage,
  type ObjectionView,
} from "@phd/shared";
import { fixtureId, roundId } from "./fixtures.ts";

/** The record id of application `n` (PHD00n). */
export const lineId = (n: number) => fixtureId("b000", n);
export const objectionId = (n: number) => fixtureId("c000", n);
/** Application `n` as the merit list and the offers name it: its record id, PHD00n, "Candidate n". */
export const rankedCandidate = (n: number) => ({
  applicationRecordId: lineId(n),
  applicationId: `PHD00${n}`,
  name: `Candidate ${n}`,
});
const publicationId = (stage: MeritStage) => fixtureId("d000", stage === "PROVISIONAL" ? 1 : 2);

/** Application `n`'s line: an entrance-test candidate (70/30), General, ranked `n`, waitlisted, unless overridden. */
export function meritLine(n: number, overrides: Partial<MeritLineView> = {}): MeritLineView {
  return {
    id: lineId(n),
    applicationId: `PHD00${n}`,
    name: `Candidate ${n}`,
    category: "OPEN_GENERAL",
    isPwd: false,
    method: "TEST_AND_INTERVIEW",
    examWeight: 70,
    interviewWeight: 30,
    examPercent: 70,
    interviewPercent: 70,
    composite: 70,
    qualifyingPercent: 50,
    relaxed: false,
    rank: n,
    status: "WAITLISTED",
    allottedCategory: null,
    disabilitySeat: false,
    waitlistPosition: 1,
    ...overrides,
  };
}

/** Decision 032's worked example, in part: an OBC candidate on an open seat, a PwD seat, a relaxed SC waitlisted, one below the mark. */
export const WORKED_LINES: MeritLineView[] = [
  meritLine(2, {
    name: "Asha Rao",
    category: "OBC",
    examPercent: 80,
    interviewPercent: 75,
    composite: 78.5,
    qualifyingPercent: 45,
    relaxed: true,
    rank: 1,
    status: "ALLOTTED",
    allottedCategory: "OPEN_GENERAL",
    waitlistPosition: null,
  }),
  meritLine(4, {
    name: "Bala Iyer",
    examPercent: 74,
    interviewPercent: 65,
    composite: 71.3,
    rank: 2,
    status: "WAITLISTED",
    waitlistPosition: 1,
  }),
  meritLine(5, {
    name: "Chitra Nair",
    isPwd: true,
    examPercent: 58,
    interviewPercent: 70,
    composite: 61.6,
    qualifyingPercent: 45,
    relaxed: true,
    rank: 3,
    status: "ALLOTTED",
    allottedCategory: "OPEN_GENERAL",
    disabilitySeat: true,
    waitlistPosition: null,
  }),
  meritLine(8, {
    name: "Dev Patil",
    examPercent: 49,
    interviewPercent: 90,
    composite: null,
    rank: null,
    status: "NOT_QUALIFIED",
    waitlistPosition: null,
  }),
];

export function publication(stage: MeritStage, overrides: Partial<MeritPublication> = {}): MeritPublication {
  return {
    id: publicationId(stage),
    stage,
    publishedAt: "2026-12-01T04:30:00.000Z",
    objectionsCloseAt: stage === "PROVISIONAL" ? "2026-12-08T12:30:00.000Z" : null,
    ...overrides,
  };
}

/** The entrance-test list of Computer Engineering in round 2: the worked lines, 2 open seats (1 PwD), a draft. */
export function meritListAnswer(overrides: Partial<MeritListView> = {}): MeritListResponse {
  const lines = overrides.lines ?? WORKED_LINES;
  return {
    success: true,
    data: {
      round: { id: roundId(2), name: "PhD Admissions 2026-27, Round 1", isClosed: false },
      department: "Computer Engineering",
      channel: "ENTRANCE_TEST",
      rules: DEFAULT_SELECTION_RULES,
      seats: {
        total: 3,
        seats: { OPEN_GENERAL: 2, OBC: 1, SC: 0, ST: 0, SEBC: 0, NT: 0, VJNT: 0, EWS: 0 },
        disabilitySeats: { OPEN_GENERAL: 1, OBC: 0, SC: 0, ST: 0, SEBC: 0, NT: 0, VJNT: 0, EWS: 0 },
      },
      lines,
      // One page holds every line unless a test says otherwise.
      pagination: { currentPage: 1, totalPages: Math.min(lines.length, 1), total: lines.length },
      seatFill: [
        { category: "OPEN_GENERAL", seats: 2, filled: 2, disabilitySeats: 1, disabilityFilled: 1 },
        { category: "OBC", seats: 1, filled: 0, disabilitySeats: 0, disabilityFilled: 0 },
        { category: "SC", seats: 0, filled: 0, disabilitySeats: 0, disabilityFilled: 0 },
      ],
      unfilled: 1,
      missing: [],
      state: "DRAFT",
      provisional: null,
      final: null,
      openObjections: 0,
      ...overrides,
    },
  };
}

export function objection(n: number, overrides: Partial<ObjectionView> = {}): ObjectionView {
  return {
    id: objectionId(n),
    ...rankedCandidate(n),
    channel: "ENTRANCE_TEST",
    text: "My entrance-test marks were entered as 49; my answer sheet totals 62.5.",
    documentUrl: null,
    status: "OPEN",
    answer: null,
    correctedTestMarks: null,
    correctedInterviewScore: null,
    createdAt: "2026-12-02T05:00:00.000Z",
    answeredAt: null,
    ...overrides,
  };
}

export function meritChange(n: number, before: MeritLineView | null, after: MeritLineView | null): MeritChange {
  return {
    id: lineId(n),
    applicationId: `PHD00${n}`,
    name: `Candidate ${n}`,
    channel: "ENTRANCE_TEST",
    before,
    after,
  };
}

/** Asha Rao's line of the provisional list, objections open until `closes`, none raised yet. */
export function candidateMerit(overrides: Partial<CandidateMerit> = {}): CandidateMerit {
  return {
    stage: "PROVISIONAL",
    publishedAt: "2026-12-01T04:30:00.000Z",
    objectionsCloseAt: "2099-12-08T12:30:00.000Z",
    mayObject: true,
    channel: "ENTRANCE_TEST",
    line: WORKED_LINES[0] as MeritLineView,
    provisionalLine: null,
    objection: null,
    ...overrides,
  };
}
