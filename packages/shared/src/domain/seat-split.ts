/**
 * The seat matrix helper (issue 24, decision 028): a department's seats split into the categories
 * from the percentages the admin types, and the seats for persons with disabilities (a horizontal
 * reservation, inside the categories). The percentages are the round's settings, not constants.
 *
 * Rounding, so that no rule is broken by a fraction:
 * - Vertical reservation is a ceiling ("not more than"): the reserved categories together get
 *   floor(total × Σ reserved %) seats. Each first gets the whole part of its own share; the seats
 *   left by rounding go one each to the categories with the largest fractional parts (ties: the
 *   larger percentage, then the order of CATEGORIES). OPEN_GENERAL gets every other seat, so it is
 *   never below its own share.
 * - The disability reservation is a floor ("not less than", RPwD Act 2016 §32): ceil(total × %)
 *   seats, placed in the categories in proportion to their seats by the same largest-remainder
 *   rule, never more in a category than it has seats.
 */
import { CATEGORIES, type Category } from "../profile.ts";

export type SeatsByCategory = Record<Category, number>;

export interface SeatSplitSettings {
  /** Percent of the department's seats per reserved category (OPEN_GENERAL takes the rest). */
  reservedPercent: Partial<Record<Exclude<Category, "OPEN_GENERAL">, number>>;
  /** Percent of seats for persons with disabilities, horizontally within the categories. */
  disabilityPercent: number;
}

export interface SeatSplit {
  seats: SeatsByCategory;
  /** Of `seats`, those for persons with disabilities. */
  disabilitySeats: SeatsByCategory;
}

export class SeatSplitError extends Error {}

const zeros = (): SeatsByCategory => Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as SeatsByCategory;

// Works in hundredths of a percent so that 13.5 % of 20 seats is exactly 2.7, not 2.6999….
const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * Whole parts first, then `extra` seats one each by largest fractional part. `shares` are in
 * seats × 10,000 (total × basis points); ties by the larger weight, then by CATEGORIES order.
 */
function largestRemainder(
  shares: { category: Category; share: number; weight: number; cap: number }[],
  seatsToGive: number,
): SeatsByCategory {
  const out = zeros();
  let given = 0;
  for (const s of shares) {
    out[s.category] = Math.min(s.cap, Math.floor(s.share / 10_000));
    given += out[s.category];
  }
  const order = [...shares].sort(
    (a, b) =>
      (b.share % 10_000) - (a.share % 10_000) ||
      b.weight - a.weight ||
      CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category),
  );
  for (let pass = 0; given < seatsToGive && pass < 2; pass++)
    for (const s of order) {
      if (given >= seatsToGive) break;
      // First pass: only those with a fraction; a second pass (caps) may add to any with room.
      if (out[s.category] >= s.cap || (pass === 0 && s.share % 10_000 === 0)) continue;
      out[s.category] += 1;
      given += 1;
    }
  return out;
}

/** Refuses what cannot be a seat matrix: a negative or fractional total, percentages out of 0–100 or summing above 100. */
export function seatSplitProblem(total: number, settings: SeatSplitSettings): string | null {
  if (!Number.isInteger(total) || total < 0) return "Seats must be a whole number, 0 or more.";
  const percents = [...Object.values(settings.reservedPercent), settings.disabilityPercent];
  if (percents.some((p) => p === undefined || !Number.isFinite(p) || p < 0 || p > 100))
    return "Each percentage must be between 0 and 100.";
  const reserved = Object.values(settings.reservedPercent).reduce((s, p) => s + basisPoints(p ?? 0), 0);
  if (reserved > 10_000) return "The reserved percentages add up to more than 100.";
  return null;
}

export function splitSeats(total: number, settings: SeatSplitSettings): SeatSplit {
  const problem = seatSplitProblem(total, settings);
  if (problem) throw new SeatSplitError(problem);

  const reservedCategories = CATEGORIES.filter((c) => c !== "OPEN_GENERAL");
  const shares = reservedCategories.map((category) => {
    const weight = basisPoints(settings.reservedPercent[category as keyof SeatSplitSettings["reservedPercent"]] ?? 0);
    return { category, weight, share: total * weight, cap: total };
  });
  const reservedTotal = Math.floor(shares.reduce((s, x) => s + x.share, 0) / 10_000);
  const seats = largestRemainder(shares, reservedTotal);
  seats.OPEN_GENERAL = total - reservedTotal;

  const disabilityWeight = basisPoints(settings.disabilityPercent);
  const disabilityTotal = Math.ceil((total * disabilityWeight) / 10_000);
  const disabilityShares = CATEGORIES.map((category) => ({
    category,
    weight: seats[category],
    // This category's part of the disability seats: disabilityTotal × its seats / total, × 10,000.
    share: total === 0 ? 0 : Math.floor((disabilityTotal * seats[category] * 10_000) / total),
    cap: seats[category],
  }));
  return { seats, disabilitySeats: largestRemainder(disabilityShares, disabilityTotal) };
}

/** One channel's seats of a department as the admin edits them (the grid's row). */
export interface ChannelSeats {
  total: number;
  seats: SeatsByCategory;
  /** Of `seats`, those for persons with disabilities. */
  disabilitySeats: SeatsByCategory;
}

/**
 * What is wrong with an edited channel of the seat matrix, or null: whole numbers 0 or more, the
 * categories' seats adding up to the channel's total, and a category's disability seats within its
 * seats. The helper's split always passes; the admin's edits are checked by the same rule.
 */
export function channelSeatsProblem(c: ChannelSeats): string | null {
  const counts = [c.total, ...CATEGORIES.map((k) => c.seats[k]), ...CATEGORIES.map((k) => c.disabilitySeats[k])];
  if (counts.some((n) => !Number.isInteger(n) || n < 0)) return "Seats must be whole numbers, 0 or more.";
  const sum = CATEGORIES.reduce((s, k) => s + c.seats[k], 0);
  if (sum > c.total) return `The categories' seats add up to ${sum}, more than the total of ${c.total}.`;
  if (sum < c.total) return `The categories' seats add up to ${sum}, less than the total of ${c.total}.`;
  const over = CATEGORIES.find((k) => c.disabilitySeats[k] > c.seats[k]);
  if (over) return `Seats for persons with disabilities in ${over} are more than its ${c.seats[over]} seats.`;
  return null;
}
