import {
  CATEGORIES,
  type DepartmentName,
  type OfferListFilters,
  type OfferState,
  SELECTION_CHANNELS,
  type SeatDashboardRow,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { type AuthUser, departmentsInScope } from "../../plugins/auth.ts";
import { readConstants } from "../constants/index.ts";
import { readRound, roundSummary } from "../rounds/index.ts";
import { assertDepartment } from "./access.ts";
import { presentOffer, presentWaitlistLine } from "./presenter.ts";
import * as q from "./queries.ts";
import { roundOfferSettings } from "./settings.ts";

// What staff read: the department's offers and waitlist, the seat dashboard, the admitted list.

/** The department's offers (filtered), one page of its waitlist (decision 040) and its freed seats. */
export async function listOffers(ctx: AppContext, user: AuthUser, roundId: string, f: OfferListFilters) {
  assertDepartment(user, f.department);
  const round = await readRound(ctx.db, roundId);
  const publication = await q.finalPublication(ctx.db, roundId, f.department);
  const window = { offset: (f.page - 1) * f.limit, limit: f.limit };
  const [rows, waitlist, waiting, freed] = publication
    ? await Promise.all([
        q.offersOfDepartment(ctx.db, roundId, f.department, f, ctx.clock.now()),
        q.waitlistOf(ctx.db, publication.id, f.channel, window),
        q.waitlistLength(ctx.db, publication.id, f.channel),
        q.freedSlots(ctx.db, publication.id),
      ])
    : [[], [], 0, []];
  const now = ctx.clock.now();
  return {
    round: roundSummary(round),
    hasFinalList: publication !== undefined,
    offers: rows.map((r) => presentOffer(r, now)),
    waitlistPagination: { currentPage: f.page, totalPages: Math.ceil(waiting / f.limit), total: waiting },
    waitlist: waitlist.map(presentWaitlistLine),
    freedSeats: freed.filter(
      (s) => (!f.channel || s.channel === f.channel) && (!f.category || s.category === f.category),
    ).length,
    waitlistMode: roundOfferSettings.of(round.settings).waitlistMode,
  };
}

/**
 * Item 5: per department × channel × category, the final list's seats and the offers by their
 * state as it reads now; vacant = seats − seats held (offered, accepted, admitted). Counted in SQL
 * from the rows, so the numbers are the rows.
 */
export async function seatDashboard(ctx: AppContext, user: AuthUser, roundId: string, department?: DepartmentName) {
  if (department) assertDepartment(user, department);
  const round = await readRound(ctx.db, roundId);
  const reach = department ? [department] : departmentsInScope(user, "offer.read");
  const [seats, counts] = await Promise.all([
    q.finalSeats(ctx.db, roundId, reach),
    q.seatCounts(ctx.db, roundId, reach, ctx.clock.now()),
  ]);
  const rows: SeatDashboardRow[] = [];
  for (const { department: d, seats: channels } of seats) {
    for (const channel of SELECTION_CHANNELS) {
      for (const category of CATEGORIES) {
        const mine = counts.filter((c) => c.department === d && c.channel === channel && c.category === category);
        const of = (s: OfferState) => mine.find((c) => c.state === s)?.count ?? 0;
        const total = channels[channel].seats[category];
        if (total === 0 && mine.length === 0) continue;
        const row = {
          department: d,
          channel,
          category,
          seats: total,
          offered: of("OFFERED"),
          accepted: of("ACCEPTED"),
          declined: of("DECLINED"),
          lapsed: of("LAPSED"),
          withdrawn: of("WITHDRAWN"),
          admitted: of("ADMITTED"),
          vacant: 0,
        };
        row.vacant = Math.max(0, total - row.offered - row.accepted - row.admitted);
        rows.push(row);
      }
    }
  }
  return { round: roundSummary(round), rows };
}

/** The admitted candidates of the round (a department's, or all the user sees), for the exports. */
export async function admittedList(ctx: AppContext, user: AuthUser, roundId: string, department?: DepartmentName) {
  if (department) assertDepartment(user, department);
  const round = await readRound(ctx.db, roundId);
  const reach = department ? [department] : departmentsInScope(user, "offer.read");
  const [rows, constants] = await Promise.all([q.admittedOf(ctx.db, roundId, reach), readConstants(ctx, false)]);
  return { round, rows, heading: constants.websiteHeading, timeZone: constants.timeZone };
}
