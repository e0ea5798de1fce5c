import {
  CATEGORIES,
  CATEGORY_LABELS,
  type CandidateMerit,
  type ChannelSeats,
  type DepartmentChannels,
  type DepartmentName,
  examPercentOf,
  formatDateTime,
  MERIT_STAGE_LABELS,
  MERIT_STATUS_LABELS,
  type MeritCandidate,
  type MeritChange,
  type MeritExportQuery,
  type MeritLine,
  type MeritLineView,
  type MeritListView,
  type MeritPublication,
  type MeritStage,
  type MissingScoreView,
  meritList,
  type ObjectionAnswerBody,
  type ObjectionView,
  objectionText,
  percentOf,
  SELECTION_CHANNELS,
  SELECTION_METHOD_LABELS,
  type SelectionChannel,
  type SelectionRules,
  seatWords,
  ymd,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { insertMany } from "../../db/bulk.ts";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { type CsvExport, csvLine } from "../../lib/csv.ts";
import { AppError, badRequest, conflict, forbidden, notFound, term } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { inLanguage, mailContext } from "../../mail/context.ts";
import { type MeritListPdfInput, renderMeritListPdf } from "../../pdf/merit-list-pdf.ts";
import { type AuthUser, departmentsInScope, visibleOr404 } from "../../plugins/auth.ts";
import { readMultipart } from "../../storage/uploads.ts";
import { recordAudit } from "../audit/index.ts";
import { readConstants } from "../constants/index.ts";
import { correctInterviewScore, correctTestMarks, readRound, scoringOf } from "../marks/index.ts";
import { selectionRulesOf } from "../seat-matrix/index.ts";
import { meritMail, objectionAnsweredMail } from "./mail.ts";
import * as q from "./queries.ts";

type Round = NonNullable<Awaited<ReturnType<typeof readRound>>>;

async function roundOf(db: DbOrTx, roundId: string, forChange = false): Promise<Round> {
  const round = await readRound(db, roundId, forChange);
  if (!round) throw notFound("Admission round not found.");
  if (forChange && round.closedAt)
    throw conflict('The admission round "{{roundName}}" is closed: its merit lists can be read but not changed.', {
      roundName: round.name,
    });
  return round;
}

function assertDepartment(user: AuthUser, action: "merit.read" | "objection.answer", department: DepartmentName) {
  const reach = departmentsInScope(user, action);
  if (reach !== "all" && !reach.includes(department))
    throw forbidden("You do not work on {{departmentName}}.", { departmentName: department });
}

const noSeats = (): ChannelSeats => {
  const none = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as ChannelSeats["seats"];
  return { total: 0, seats: none, disabilitySeats: { ...none } };
};

// ——— Computing ———

interface ChannelList {
  channel: SelectionChannel;
  lines: MeritLine[];
  seatFill: ReturnType<typeof meritList>["seats"];
  unfilled: number;
  missing: MissingScore[];
}

/** A score missing from a list, before the candidate's name is read for it. */
type MissingScore = Omit<MissingScoreView, "name">;

/** The missing scores as the API shows them: each with the candidate's name. */
const namedMissing = (missing: MissingScore[], names: Map<string, { name: string }>): MissingScoreView[] =>
  missing.map((m) => ({ ...m, name: names.get(m.id)?.name ?? "" }));

/** The candidates of some applications by record id (`candidatesOf`), once each. */
async function candidatesById(db: DbOrTx, ids: Iterable<string>) {
  const unique = [...new Set(ids)];
  const rows = unique.length > 0 ? await q.candidatesOf(db, unique) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The department's lists of both channels from its rows read once (decision 033): each row's
 * marks and scores as percentages by the round's scoring settings, then the shared `meritList`.
 * A score not entered counts as absent here and is reported in `missing` (publishing is refused
 * while any is).
 */
export function computeLists(
  inputs: q.MeritInput[],
  settings: Record<string, unknown>,
  seats: DepartmentChannels | null,
  rules: SelectionRules = selectionRulesOf(settings),
): ChannelList[] {
  const scoring = scoringOf(settings);
  return SELECTION_CHANNELS.map((channel) => {
    const missing: MissingScore[] = [];
    const candidates: MeritCandidate[] = [];
    for (const r of inputs) {
      if (r.channel !== channel) continue;
      const miss = (what: MissingScoreView["missing"]) =>
        missing.push({ id: r.id, applicationId: r.applicationId, missing: what });
      let examPercent: number | null = null;
      if (r.method === "TEST_AND_INTERVIEW") {
        if (r.marksAbsent === null) miss("TEST_MARKS");
        else if (r.marks !== null) examPercent = percentOf(r.marks, scoring.testMaxMarks);
      } else if (r.method === "SCORE_AND_INTERVIEW") {
        examPercent = examPercentOf(r.qualification, r.entrance, scoring);
        if (examPercent === null) miss("EXAM_SCORE");
      }
      if (r.interviewAbsent === null) miss("INTERVIEW_SCORE");
      const interviewPercent = r.interview === null ? null : percentOf(r.interview, scoring.interviewMaxScore);
      candidates.push({
        applicationId: r.applicationId,
        category: r.category,
        isPwd: r.isPwd,
        method: r.method,
        examPercent,
        interviewPercent,
        dateOfBirth: r.dateOfBirth,
        submittedAt: r.submittedAt.toISOString(),
      });
    }
    const result = meritList(candidates, seats?.[channel] ?? noSeats(), rules);
    return { channel, lines: result.lines, seatFill: result.seats, unfilled: result.unfilled, missing };
  });
}

function lineView(l: MeritLine, facts: { id: string; name: string }, method: MeritLineView["method"]): MeritLineView {
  return {
    id: facts.id,
    applicationId: l.applicationId,
    name: facts.name,
    category: l.category,
    isPwd: l.isPwd,
    method,
    examWeight: l.examWeight,
    interviewWeight: l.interviewWeight,
    examPercent: l.examPercent,
    interviewPercent: l.interviewPercent,
    composite: l.composite,
    qualifyingPercent: l.qualifyingPercent,
    relaxed: l.relaxed,
    rank: l.rank,
    status: l.status,
    allottedCategory: l.allotted?.category ?? null,
    disabilitySeat: l.allotted?.disabilitySeat ?? false,
    waitlistPosition: l.waitlistPosition,
  };
}

/** A line's figures as `merit_lines` stores them (the view without who it is). */
function figuresOf(v: MeritLineView) {
  const { id: _id, applicationId: _applicationId, name: _name, ...figures } = v;
  return figures;
}

/** A stored line as the list shows it: its figures, and who it is. */
function storedLineView(r: { line: q.LineRow; applicationId: string; name: string }): MeritLineView {
  const { publicationId: _publication, applicationId: id, channel: _channel, position: _position, ...figures } = r.line;
  return { id, applicationId: r.applicationId, name: r.name, ...figures };
}

function presentPublication(p: q.PublicationRow | undefined): MeritPublication | null {
  if (!p) return null;
  return {
    id: p.id,
    stage: p.stage,
    publishedAt: p.publishedAt.toISOString(),
    objectionsCloseAt: p.objectionsCloseAt?.toISOString() ?? null,
  };
}

const stageOf = (pubs: q.PublicationRow[], stage: MeritStage) => pubs.find((p) => p.stage === stage);

async function listFrame(db: DbOrTx, round: Round, department: DepartmentName) {
  const pubs = await q.publicationsOf(db, round.id, department);
  const provisional = stageOf(pubs, "PROVISIONAL");
  const final = stageOf(pubs, "FINAL");
  return {
    round: { id: round.id, name: round.name, isClosed: round.closedAt !== null },
    department,
    state: final ? ("FINAL" as const) : provisional ? ("PROVISIONAL" as const) : ("DRAFT" as const),
    provisional: presentPublication(provisional),
    final: presentPublication(final),
    openObjections: provisional ? await q.countOpenObjections(db, provisional.id) : 0,
    pubs,
  };
}

/** Which page of a list's lines to show; an export (no page) writes every line. */
interface LinesPage {
  page: number;
  limit: number;
}

const windowOf = (p: Partial<LinesPage>) =>
  p.page && p.limit ? { offset: (p.page - 1) * p.limit, limit: p.limit } : undefined;

/** The page shown of a list of `total` lines; every line counts as one page. */
function linesPagination(total: number, p: Partial<LinesPage>) {
  const pages = p.page && p.limit ? Math.ceil(total / p.limit) : Math.min(total, 1);
  return { currentPage: p.page ?? 1, totalPages: pages, total };
}

/** A preview line's record id and method, by application number. */
type PreviewFacts = Pick<q.MeritInput, "id" | "method">;

/**
 * A channel's computed preview, kept per (round, department, channel) in `ctx.meritPreviews` while
 * the department's inputs, the round's settings and the channel's seats are what it was computed from.
 */
export interface PreviewList {
  list: ChannelList;
  facts: Map<string, PreviewFacts>;
}

/**
 * The live preview of one channel's list: computed from what is entered now, and kept until an
 * input changes (decision 041) — at 200,000 candidates ranking a channel's ~1,800 lines took
 * ~150 ms per request.
 */
export async function previewList(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  f: { department: DepartmentName; channel: SelectionChannel } & Partial<LinesPage>,
): Promise<MeritListView> {
  assertDepartment(user, "merit.read", f.department);
  const round = await roundOf(ctx.db, roundId);
  // The version is read before the inputs (decision 041): a list kept under it is never older.
  const [version, seatsRow, frame] = await Promise.all([
    q.inputsVersion(ctx.db, round.id, f.department),
    q.departmentSeats(ctx.db, round.id, f.department),
    listFrame(ctx.db, round, f.department),
  ]);
  const seats = seatsRow?.channels ?? null;
  const rules = selectionRulesOf(round.settings);
  const stamp = JSON.stringify([version, round.settings, seats?.[f.channel] ?? null]);
  const { list, facts } = await ctx.meritPreviews.get(`${round.id}/${f.department}/${f.channel}`, stamp, async () => {
    const inputs = await q.meritInputs(ctx.db, round.id, f.department, f.channel);
    const lists = computeLists(inputs, round.settings, seats, rules);
    return {
      list: lists.find((l) => l.channel === f.channel) as ChannelList,
      facts: new Map(inputs.map((r) => [r.applicationId, { id: r.id, method: r.method }])),
    };
  });
  const { pubs: _, ...rest } = frame;
  const window = windowOf(f);
  const shown = window ? list.lines.slice(window.offset, window.offset + window.limit) : list.lines;
  const factsOf = (l: MeritLine) => facts.get(l.applicationId) as PreviewFacts;
  const names = await candidatesById(ctx.db, [...shown.map((l) => factsOf(l).id), ...list.missing.map((m) => m.id)]);
  return {
    ...rest,
    channel: f.channel,
    rules,
    seats: seats?.[f.channel] ?? null,
    lines: shown.map((l) => {
      const r = factsOf(l);
      return lineView(l, { id: r.id, name: names.get(r.id)?.name ?? "" }, r.method);
    }),
    pagination: linesPagination(list.lines.length, f),
    seatFill: list.seatFill,
    unfilled: list.unfilled,
    missing: namedMissing(list.missing, names),
  };
}

/** A published list of one channel, as the candidates were told it. */
export async function publishedList(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  f: { department: DepartmentName; channel: SelectionChannel; stage: MeritStage } & Partial<LinesPage>,
): Promise<MeritListView> {
  assertDepartment(user, "merit.read", f.department);
  const round = await roundOf(ctx.db, roundId);
  const frame = await listFrame(ctx.db, round, f.department);
  const pub = stageOf(frame.pubs, f.stage);
  if (!pub)
    throw notFound("No {{stageName}} list of {{departmentName}} is published.", {
      stageName: term(MERIT_STAGE_LABELS[f.stage], true),
      departmentName: f.department,
    });
  const [rows, fill] = await Promise.all([
    q.linesOf(ctx.db, pub.id, f.channel, windowOf(f)),
    q.fillOf(ctx.db, pub.id, f.channel),
  ]);
  const seats = pub.seats[f.channel];
  // What the stored lines say about the seats (the allocation's own report, counted from the lines).
  const held = new Map(fill.map((c) => [c.category, c]));
  const seatFill = CATEGORIES.map((category) => ({
    category,
    seats: seats.seats[category],
    filled: held.get(category)?.lines ?? 0,
    disabilitySeats: seats.disabilitySeats[category],
    disabilityFilled: held.get(category)?.disability ?? 0,
  }));
  const { pubs: _, ...rest } = frame;
  return {
    ...rest,
    channel: f.channel,
    rules: pub.rules,
    seats,
    lines: rows.map(storedLineView),
    pagination: linesPagination(
      fill.reduce((n, c) => n + c.lines, 0),
      f,
    ),
    seatFill,
    unfilled: seatFill.reduce((n, s) => n + s.seats - s.filled, 0),
    missing: [],
  };
}

// ——— Exports ———

const CSV_HEADER = [
  "Rank",
  "Application ID",
  "Name",
  "Category",
  "Person with disability",
  "Method",
  "Test or exam score (%)",
  "Exam weight (%)",
  "Interview score (%)",
  "Interview weight (%)",
  "Composite score",
  "Qualifying mark (%)",
  "Relaxation applied",
  "Status",
  "Allotted seat",
  "Waitlist position",
] as const;

const meritCsvLine = (l: MeritLineView) =>
  csvLine([
    l.rank,
    l.applicationId,
    l.name,
    CATEGORY_LABELS[l.category],
    l.isPwd ? "Yes" : "No",
    SELECTION_METHOD_LABELS[l.method],
    l.examPercent?.toFixed(2),
    l.examWeight,
    l.interviewPercent?.toFixed(2),
    l.interviewWeight,
    l.composite?.toFixed(2),
    l.qualifyingPercent,
    l.relaxed ? "Yes" : "No",
    MERIT_STATUS_LABELS[l.status],
    seatWords(l),
    l.waitlistPosition,
  ]);

/** "merit-list-computer-engineering-entrance-test-provisional" */
function exportName(f: MeritExportQuery) {
  const slug = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  return `merit-list-${slug(f.department)}-${slug(f.channel)}-${f.stage ? f.stage.toLowerCase() : "preview"}`;
}

/** The list an export writes: the stored one of its stage, or the live preview without a stage. */
async function exportedList(ctx: AppContext, user: AuthUser, roundId: string, f: MeritExportQuery) {
  const { stage, ...which } = f;
  return stage ? publishedList(ctx, user, roundId, { ...which, stage }) : previewList(ctx, user, roundId, which);
}

/**
 * The list as a CSV (formula-safe cells, the institution's zone in the file name), written in
 * batches of lines so the reply streams.
 */
export async function exportCsv(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  f: MeritExportQuery,
): Promise<CsvExport & { name: string }> {
  const [list, constants] = await Promise.all([exportedList(ctx, user, roundId, f), readConstants(ctx, false)]);
  async function* lines() {
    yield `\uFEFF${csvLine(CSV_HEADER)}`;
    for (let i = 0; i < list.lines.length; i += 1000)
      yield list.lines
        .slice(i, i + 1000)
        .map(meritCsvLine)
        .join("");
  }
  return { name: exportName(f), lines: lines(), timeZone: constants.timeZone };
}

/** The list as a PDF with the institution's heading and the rules stated on it (streamed as laid out). */
export async function exportPdf(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  f: MeritExportQuery,
  /** The requester's (Accept-Language): the list is a staff and public document. */
  language: MeritListPdfInput["language"] = "en",
) {
  const [list, constants] = await Promise.all([exportedList(ctx, user, roundId, f), readConstants(ctx, false)]);
  const generatedAt = new Date();
  const pdf = renderMeritListPdf({
    language,
    heading: constants.websiteHeading,
    timeZone: constants.timeZone,
    list,
    stage: f.stage ?? null,
    generatedAt,
  });
  return { pdf, fileName: `${exportName(f)}-${ymd(generatedAt, constants.timeZone)}.pdf` };
}

// ——— Publishing ———

/**
 * Writes a department's published lists (both channels) from what is entered now: the publication
 * with the rules and seats it used, every line, the seats locked and both audited. Refused while
 * a mark or score is missing (409 with the list). No mail: `publish` sends them; the demo data
 * (which sends none) records its provisional list through this too.
 */
export async function recordPublication(
  tx: DbOrTx,
  p: {
    round: { id: string; settings: Record<string, unknown> };
    department: DepartmentName;
    stage: MeritStage;
    objectionsCloseAt: Date | null;
    publishedById: string;
  },
) {
  const { round, department, stage } = p;
  const seatsRow = await q.departmentSeats(tx, round.id, department);
  if (!seatsRow)
    throw conflict("Enter the seats of {{departmentName}} in the seat matrix before publishing.", {
      departmentName: department,
    });
  const inputs = await q.meritInputs(tx, round.id, department);
  if (inputs.length === 0)
    throw conflict("No candidate of {{departmentName}} is shortlisted.", { departmentName: department });
  const rules = selectionRulesOf(round.settings);
  const lists = computeLists(inputs, round.settings, seatsRow.channels, rules);
  const missing = lists.flatMap((l) => l.missing);
  if (missing.length > 0)
    throw new AppError(
      409,
      "Marks or scores are missing for {{count}} candidate: enter them before publishing.",
      undefined,
      {
        missing: namedMissing(
          missing,
          await candidatesById(
            tx,
            missing.map((m) => m.id),
          ),
        ),
      },
      {
        count: missing.length,
        defaultValue_other: "Marks or scores are missing for {{count}} candidates: enter them before publishing.",
      },
    );
  const publication = await q.insertPublication(tx, {
    roundId: round.id,
    department,
    stage,
    objectionsCloseAt: p.objectionsCloseAt,
    rules,
    seats: seatsRow.channels,
    publishedById: p.publishedById,
  });
  // Every candidate listed is mailed: who they are, for each line.
  const contacts = await candidatesById(
    tx,
    inputs.map((r) => r.id),
  );
  const byId = new Map(inputs.map((r) => [r.applicationId, { ...r, ...(contacts.get(r.id) as q.CandidateContact) }]));
  const rows: q.LineRow[] = lists.flatMap((list) =>
    list.lines.map((l, position) => {
      const r = byId.get(l.applicationId) as q.MeritInput & q.CandidateContact;
      return {
        publicationId: publication.id,
        applicationId: r.id,
        channel: list.channel,
        position,
        ...figuresOf(lineView(l, r, r.method)),
      };
    }),
  );
  await q.insertLines(tx, rows);
  if (await q.lockSeats(tx, round.id, department, p.publishedById))
    await recordAudit(tx, {
      actorId: p.publishedById,
      action: "seat_matrix.lock",
      subjectType: "round",
      subjectId: round.id,
      roundId: round.id,
      data: { department, reason: "merit list published" },
    });
  await recordAudit(tx, {
    actorId: p.publishedById,
    action: "merit.publish",
    subjectType: "round",
    subjectId: round.id,
    roundId: round.id,
    data: { department, stage, publicationId: publication.id, candidates: rows.length },
  });
  return { publication, lists, byId, candidates: rows.length };
}

/**
 * Publishes a department's lists (both channels): provisional with its objection window, or final
 * once the window has closed and every objection is answered. Refused while any shortlisted
 * candidate lacks a mark or score (409, with the list). Locks the department's seats; mails every
 * candidate on the list; audited. One transaction.
 */
export async function publish(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  body: { department: DepartmentName; stage: MeritStage; objectionsCloseAt?: Date },
) {
  const { department, stage } = body;
  return ctx.db.transaction(async (tx) => {
    const round = await roundOf(tx, roundId, true);
    const pubs = await q.publicationsOf(tx, round.id, department, true);
    const provisional = stageOf(pubs, "PROVISIONAL");
    const now = ctx.clock.now();
    if (stageOf(pubs, "FINAL"))
      throw conflict("The final merit list of {{departmentName}} is already published.", {
        departmentName: department,
      });
    if (stage === "PROVISIONAL") {
      if (provisional)
        throw conflict("The provisional merit list of {{departmentName}} is already published.", {
          departmentName: department,
        });
      if (!body.objectionsCloseAt || body.objectionsCloseAt <= now)
        throw badRequest("The objection window must close in the future.", {
          objectionsCloseAt: "The objection window must close in the future.",
        });
    } else {
      if (!provisional)
        throw conflict("Publish the provisional merit list of {{departmentName}} first.", {
          departmentName: department,
        });
      if (provisional.objectionsCloseAt && provisional.objectionsCloseAt > now)
        throw conflict("Objections to the provisional list are open until {{closesAt}}.", {
          closesAt: formatDateTime(
            provisional.objectionsCloseAt,
            (await readConstants({ db: tx, clock: ctx.clock }, false)).timeZone,
          ),
        });
      const open = await q.countOpenObjections(tx, provisional.id);
      if (open > 0)
        throw conflict("{{count}} objection is not answered yet.", {
          count: open,
          defaultValue_other: "{{count}} objections are not answered yet.",
        });
    }
    const { publication, lists, byId, candidates } = await recordPublication(tx, {
      round,
      department,
      stage,
      objectionsCloseAt: stage === "PROVISIONAL" ? (body.objectionsCloseAt ?? null) : null,
      publishedById: user.id,
    });
    const [base, constants] = await Promise.all([
      mailContext(ctx, tx),
      readConstants({ db: tx, clock: ctx.clock }, false),
    ]);
    await insertMany(
      tx,
      mailOutbox,
      lists.flatMap((list) =>
        list.lines.map((l) => {
          const r = byId.get(l.applicationId) as q.MeritInput & q.CandidateContact;
          const mail = inLanguage(base, languageOrDefault(r.language));
          const m = meritMail(mail, constants.timeZone, { ...r, department }, l, stage, publication.objectionsCloseAt);
          return { to: r.email, template: "merit", subject: m.subject, text: m.text, html: m.html };
        }),
      ),
    );
    return { publication: presentPublication(publication) as MeritPublication, candidates };
  });
}

/** What the final list changed from the provisional, candidate by candidate (both channels). */
export async function changes(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  department: DepartmentName,
): Promise<MeritChange[]> {
  assertDepartment(user, "merit.read", department);
  const round = await roundOf(ctx.db, roundId);
  const pubs = await q.publicationsOf(ctx.db, round.id, department);
  const provisional = stageOf(pubs, "PROVISIONAL");
  const final = stageOf(pubs, "FINAL");
  if (!provisional || !final)
    throw notFound("Both lists of {{departmentName}} must be published to compare them.", {
      departmentName: department,
    });
  const [before, after] = await Promise.all([q.allLinesOf(ctx.db, provisional.id), q.allLinesOf(ctx.db, final.id)]);
  const old = new Map(before.map((r) => [r.line.applicationId, r]));
  const out: MeritChange[] = [];
  const seen = new Set<string>();
  for (const r of after) {
    seen.add(r.line.applicationId);
    const was = old.get(r.line.applicationId);
    const a = storedLineView(r);
    const b = was ? storedLineView(was) : null;
    if (b && JSON.stringify(a) === JSON.stringify(b)) continue;
    out.push({ id: a.id, applicationId: a.applicationId, name: a.name, channel: r.line.channel, before: b, after: a });
  }
  for (const r of before)
    if (!seen.has(r.line.applicationId)) {
      const b = storedLineView(r);
      out.push({
        id: b.id,
        applicationId: b.applicationId,
        name: b.name,
        channel: r.line.channel,
        before: b,
        after: null,
      });
    }
  return out;
}

// ——— The candidate's side ———

function presentObjection(o: q.ObjectionFacts): ObjectionView {
  const x = o.objection;
  return {
    id: x.id,
    applicationRecordId: x.applicationId,
    applicationId: o.applicationId,
    name: o.name,
    channel: o.channel,
    text: x.text,
    documentUrl: x.documentId ? `/api/document/file/${x.documentId}` : null,
    status: x.status,
    answer: x.answer,
    correctedTestMarks: x.correctedTestMarks,
    correctedInterviewScore: x.correctedInterviewScore,
    createdAt: x.createdAt.toISOString(),
    answeredAt: x.answeredAt?.toISOString() ?? null,
  };
}

/** The candidate's line of the newest published list of each application (final over provisional). */
export async function candidateMerits(
  db: DbOrTx,
  applicationIds: string[],
  now: Date,
): Promise<Map<string, CandidateMerit>> {
  const out = new Map<string, CandidateMerit>();
  if (applicationIds.length === 0) return out;
  const [rows, objections] = await Promise.all([
    q.linesOfApplications(db, applicationIds),
    q.objectionsOfApplications(db, applicationIds),
  ]);
  for (const id of applicationIds) {
    const mine = rows.filter((r) => r.line.applicationId === id);
    const final = mine.find((r) => r.publication.stage === "FINAL");
    const provisional = mine.find((r) => r.publication.stage === "PROVISIONAL");
    const shown = final ?? provisional;
    if (!shown) continue;
    const objection = objections.find((o) => o.objection.publicationId === provisional?.publication.id);
    const line = storedLineView(shown);
    const provisionalLine = final && provisional ? storedLineView(provisional) : null;
    const closes = shown.publication.objectionsCloseAt;
    out.set(id, {
      stage: shown.publication.stage,
      publishedAt: shown.publication.publishedAt.toISOString(),
      objectionsCloseAt: closes?.toISOString() ?? null,
      mayObject: !final && closes !== null && closes > now && !objection,
      channel: shown.line.channel,
      line,
      provisionalLine:
        provisionalLine && JSON.stringify(provisionalLine) !== JSON.stringify(line) ? provisionalLine : null,
      objection: objection ? presentObjection(objection) : null,
    });
  }
  return out;
}

/**
 * A candidate's one objection to their line of the provisional list (multipart: `text`, optional
 * PDF `document`), while the window is open. The PDF is checked by content like every upload.
 */
export async function raiseObjection(
  ctx: AppContext,
  user: AuthUser,
  applicationRecordId: string,
  request: Parameters<typeof readMultipart>[0],
): Promise<ObjectionView> {
  // The body first (a broken upload is reported as that), then whose application it is.
  const upload = await readMultipart(request, ctx.storage, new Set(["document"]), () => "Objection document");
  const discard = () => Promise.all(upload.files.map((f) => ctx.storage.delete(f.key)));
  try {
    const text = objectionText.safeParse(upload.fields.text);
    if (!text.success)
      throw badRequest(text.error.issues[0]?.message ?? "Say what you object to.", {
        text: text.error.issues[0]?.message ?? "",
      });
    const app = visibleOr404(
      user,
      "objection.raise",
      await q.applicationFacts(ctx.db, applicationRecordId),
      (a) => ({ ownerId: a.userId }),
      "Application not found or access denied.",
    );
    const file = upload.files[0];
    if (file && file.mimeType !== "application/pdf")
      throw new AppError(415, "Objection document: only a PDF file is accepted.");
    return await ctx.db.transaction(async (tx) => {
      const round = await roundOf(tx, app.roundId, true);
      const pubs = await q.publicationsOf(tx, round.id, app.department, true);
      const provisional = stageOf(pubs, "PROVISIONAL");
      const mine = provisional
        ? (await q.linesOfApplications(tx, [applicationRecordId])).find((r) => r.publication.id === provisional.id)
        : undefined;
      if (!provisional || !mine)
        throw conflict("There is no provisional merit list with your application to object to.");
      if (stageOf(pubs, "FINAL")) throw conflict("The final merit list is published: objections are closed.");
      if (!provisional.objectionsCloseAt || provisional.objectionsCloseAt <= ctx.clock.now())
        throw conflict("The objection window has closed.");
      const doc = file
        ? await q.insertDocument(tx, {
            userId: app.userId,
            documentType: "MERIT_OBJECTION",
            originalFileName: file.originalFileName,
            mimeType: file.mimeType,
            fileSize: file.size,
            storageKey: file.key,
            sha256: file.sha256,
          })
        : null;
      const row = await q.insertObjection(tx, {
        publicationId: provisional.id,
        applicationId: applicationRecordId,
        text: text.data,
        documentId: doc?.id ?? null,
      });
      if (!row) throw conflict("You have already raised an objection to this list.");
      await recordAudit(tx, {
        actorId: user.id,
        action: "application.objection",
        subjectType: "application",
        subjectId: applicationRecordId,
        roundId: round.id,
        data: { objectionId: row.id, withDocument: doc !== null },
      });
      return presentObjection(defined(await q.objectionById(tx, row.id)));
    });
  } catch (error) {
    await discard();
    throw error;
  }
}

const defined = <T>(v: T | undefined): T => {
  if (v === undefined) throw notFound("Objection not found.");
  return v;
};

/** The objections to a department's provisional list (oldest first). */
export async function listObjections(ctx: AppContext, user: AuthUser, roundId: string, department: DepartmentName) {
  assertDepartment(user, "objection.answer", department);
  const round = await roundOf(ctx.db, roundId);
  const provisional = stageOf(await q.publicationsOf(ctx.db, round.id, department), "PROVISIONAL");
  if (!provisional) return [];
  return (await q.objectionsOfPublication(ctx.db, provisional.id)).map(presentObjection);
}

/**
 * Answers an objection once: rejected with a reason, or accepted with the corrected entrance-test
 * mark or interview score (written and audited like any change; the preview recomputes, and the
 * final list carries it). The candidate is mailed the answer.
 */
export async function answer(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  objectionId: string,
  body: ObjectionAnswerBody,
): Promise<ObjectionView> {
  return ctx.db.transaction(async (tx) => {
    const round = await roundOf(tx, roundId, true);
    const found = await q.objectionById(tx, objectionId, true);
    const reach = departmentsInScope(user, "objection.answer");
    if (!found || found.roundId !== round.id || (reach !== "all" && !reach.includes(found.department)))
      throw notFound("Objection not found.");
    if (found.objection.status !== "OPEN") throw conflict("This objection is already answered.");
    const pubs = await q.publicationsOf(tx, round.id, found.department);
    if (stageOf(pubs, "FINAL")) throw conflict("The final merit list is published: objections are closed.");
    if (body.correctedTestMarks !== undefined)
      await correctTestMarks(
        tx,
        round,
        found.department,
        user.id,
        found.objection.applicationId,
        body.correctedTestMarks,
      );
    if (body.correctedInterviewScore !== undefined)
      await correctInterviewScore(
        tx,
        round,
        found.department,
        user.id,
        found.objection.applicationId,
        body.correctedInterviewScore,
      );
    const answeredAt = new Date();
    await q.answerObjection(tx, objectionId, {
      status: body.decision,
      answer: body.answer,
      correctedTestMarks: body.correctedTestMarks ?? null,
      correctedInterviewScore: body.correctedInterviewScore ?? null,
      answeredById: user.id,
      answeredAt,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "application.objection_answer",
      subjectType: "application",
      subjectId: found.objection.applicationId,
      roundId: round.id,
      toStatus: body.decision,
      remarks: body.answer,
      data: {
        objectionId,
        correctedTestMarks: body.correctedTestMarks ?? null,
        correctedInterviewScore: body.correctedInterviewScore ?? null,
      },
    });
    const mail = await mailContext(ctx, tx, languageOrDefault(found.language));
    const m = objectionAnsweredMail(mail, found, body.decision, body.answer);
    await insertMany(tx, mailOutbox, [
      { to: found.email, template: "merit", subject: m.subject, text: m.text, html: m.html },
    ]);
    return presentObjection(defined(await q.objectionById(tx, objectionId)));
  });
}
