import {
  CATEGORIES,
  type DepartmentName,
  MERIT_STAGE_LABELS,
  type MeritLine,
  type MeritListView,
  type MeritStage,
  type SelectionChannel,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notFound, term } from "../../lib/errors.ts";
import { StampedCache } from "../../lib/stamped-cache.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { type RoundFacts, readRound, roundSummary } from "../rounds/index.ts";
import { departmentSeats, roundSelectionRules } from "../seat-matrix/index.ts";
import { assertDepartment, stageOf } from "./access.ts";
import { type ChannelList, candidatesById, computeLists } from "./computing.ts";
import {
  type LinesPage,
  linesPagination,
  lineView,
  namedMissing,
  presentPublication,
  storedLineView,
  windowOf,
} from "./presenter.ts";
import * as q from "./queries.ts";

async function listFrame(db: DbOrTx, round: RoundFacts, department: DepartmentName) {
  const pubs = await q.publicationsOf(db, round.id, department);
  const provisional = stageOf(pubs, "PROVISIONAL");
  const final = stageOf(pubs, "FINAL");
  return {
    round: roundSummary(round),
    department,
    state: final ? ("FINAL" as const) : provisional ? ("PROVISIONAL" as const) : ("DRAFT" as const),
    provisional: presentPublication(provisional),
    final: presentPublication(final),
    openObjections: provisional ? await q.countOpenObjections(db, provisional.id) : 0,
    pubs,
  };
}

/** A preview line's record id and method, by application number. */
type PreviewFacts = Pick<q.MeritInput, "id" | "method">;

/**
 * A channel's computed preview, kept per (round, department, channel) in the database's preview cache while
 * the department's inputs, the round's settings and the channel's seats are what it was computed from.
 */
interface PreviewList {
  list: ChannelList;
  facts: Map<string, PreviewFacts>;
}

// A department's two channels for a few dozen departments: at 200,000 candidates ~0.5 MB each.
const previewCaches = new WeakMap<AppContext["database"], StampedCache<PreviewList>>();
function previewsOf(ctx: Pick<AppContext, "database">): StampedCache<PreviewList> {
  let cache = previewCaches.get(ctx.database);
  if (!cache) {
    cache = new StampedCache(64);
    previewCaches.set(ctx.database, cache);
  }
  return cache;
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
  const round = await readRound(ctx.db, roundId);
  // The version is read before the inputs (decision 041): a list kept under it is never older.
  const [version, seatsRow, frame] = await Promise.all([
    q.inputsVersion(ctx.db, round.id, f.department),
    departmentSeats(ctx.db, round.id, f.department),
    listFrame(ctx.db, round, f.department),
  ]);
  const seats = seatsRow?.channels ?? null;
  const rules = roundSelectionRules.of(round.settings);
  const stamp = JSON.stringify([version, round.settings, seats?.[f.channel] ?? null]);
  const { list, facts } = await previewsOf(ctx).get(`${round.id}/${f.department}/${f.channel}`, stamp, async () => {
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
  const round = await readRound(ctx.db, roundId);
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
