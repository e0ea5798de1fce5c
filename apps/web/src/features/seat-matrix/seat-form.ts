// The seat matrix's forms: the values as the admin types them (a NumberInput holds '' while empty),
// the bodies they are sent as, and what the list says of a department. The rules are the shared ones.
// @i18n-namespace selection
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  type ChannelSeats,
  channelSeatsProblem,
  type DepartmentChannels,
  type ReservationSettings,
  SELECTION_CHANNELS,
  type SeatMatrixDepartment,
  type SelectionChannel,
} from "@phd/shared";
import type { TFunction } from "i18next";
import { numberOf } from "../../components/selection/settings-form.tsx";
import { currentLocale } from "../../lib/i18n.ts";

/** A number as a NumberInput holds it: a number, or a string ('' while empty). */
export type NumberValue = number | string;

/** The reserved categories, in the shared order (General takes the rest). */
export const RESERVED_CATEGORIES = CATEGORIES.filter((c) => c !== "OPEN_GENERAL") as Exclude<
  Category,
  "OPEN_GENERAL"
>[];
export type ReservedCategory = (typeof RESERVED_CATEGORIES)[number];

/** A typed value as a number (the settings forms' reading): empty or unreadable is NaN, which every shared rule refuses. */
export { numberOf };

const byCategory = <T>(value: (c: Category) => T) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, value(c)])) as Record<Category, T>;

export const sumOf = (seats: Record<Category, number>) => CATEGORIES.reduce((s, c) => s + seats[c], 0);

/** "5 %", "13.5 %": a percentage as the screen writes it, in the language shown (Latin digits). */
export const percentText = (p: number) => `${p.toLocaleString(currentLocale(), { maximumFractionDigits: 2 })} %`;

// ---- Reservation percentages ----

export interface ReservationFormValues {
  reservedPercent: Record<ReservedCategory, NumberValue>;
  disabilityPercent: NumberValue;
}

export function reservationFormValues(r: ReservationSettings): ReservationFormValues {
  return { reservedPercent: { ...r.reservedPercent }, disabilityPercent: r.disabilityPercent };
}

/** The body of PUT /api/rounds/{id}/reservation (empty fields as NaN: the shared schema refuses them). */
export function reservationBodyOf(values: ReservationFormValues): ReservationSettings {
  const reservedPercent = Object.fromEntries(
    RESERVED_CATEGORIES.map((c) => [c, numberOf(values.reservedPercent[c])]),
  ) as ReservationSettings["reservedPercent"];
  return { reservedPercent, disabilityPercent: numberOf(values.disabilityPercent) };
}

/**
 * The helper's rounding rule (top comment of the shared seat-split.ts), in the admin's words and
 * language (`label`: the shared vocabulary's), with the round's own percentage for persons with disabilities.
 */
export function roundingRule(
  disabilityPercent: number,
  t: TFunction<"selection">,
  label: (text: string) => string,
): string {
  return t(
    "Reserved categories together get at most their share, rounded down; each takes its whole part, and the leftover seats go to the largest fractions. {{general}} gets the rest. Seats for persons with disabilities (PwD) are at least {{percent}} (rounded up), spread over the categories in proportion to their seats.",
    { general: label(CATEGORY_LABELS.OPEN_GENERAL), percent: percentText(disabilityPercent) },
  );
}

// ---- One department's seats ----

export interface ChannelFormValues {
  total: NumberValue;
  seats: Record<Category, NumberValue>;
  disabilitySeats: Record<Category, NumberValue>;
}
export type SeatFormValues = Record<SelectionChannel, ChannelFormValues>;

const emptyChannel = (): ChannelFormValues => ({
  total: 0,
  seats: byCategory(() => 0),
  disabilitySeats: byCategory(() => 0),
});

/** The dialog's values: the department's seats, or zeros when none are entered yet. */
export function seatFormValues(channels: DepartmentChannels | null): SeatFormValues {
  return Object.fromEntries(
    SELECTION_CHANNELS.map((ch) => {
      const c = channels?.[ch];
      return [
        ch,
        c ? { total: c.total, seats: { ...c.seats }, disabilitySeats: { ...c.disabilitySeats } } : emptyChannel(),
      ];
    }),
  ) as SeatFormValues;
}

export function channelOf(values: ChannelFormValues): ChannelSeats {
  return {
    total: numberOf(values.total),
    seats: byCategory((c) => numberOf(values.seats[c])),
    disabilitySeats: byCategory((c) => numberOf(values.disabilitySeats[c])),
  };
}

/** The channels of PUT /api/rounds/{id}/seat-matrix. */
export function channelsOf(values: SeatFormValues): DepartmentChannels {
  return { NET_JRF: channelOf(values.NET_JRF), ENTRANCE_TEST: channelOf(values.ENTRANCE_TEST) };
}

/** What is wrong with each channel as typed (the shared `channelSeatsProblem`), or null. */
export function channelProblems(values: SeatFormValues): Record<SelectionChannel, string | null> {
  return {
    NET_JRF: channelSeatsProblem(channelOf(values.NET_JRF)),
    ENTRANCE_TEST: channelSeatsProblem(channelOf(values.ENTRANCE_TEST)),
  };
}

// ---- The list ----

export type DepartmentStatus = "locked" | "entered" | "notEntered";

export function departmentStatus(d: SeatMatrixDepartment): DepartmentStatus {
  if (d.lockedAt) return "locked";
  return d.channels ? "entered" : "notEntered";
}

/** "Locked", "Entered", "Not entered", in the language shown. */
export function statusLabel(status: DepartmentStatus, t: TFunction<"selection">): string {
  if (status === "locked") return t("Locked");
  return status === "entered" ? t("Entered") : t("Not entered");
}

/** The department's seats for persons with disabilities, both channels together. */
export function disabilityTotal(channels: DepartmentChannels): number {
  return SELECTION_CHANNELS.reduce((s, ch) => s + sumOf(channels[ch].disabilitySeats), 0);
}
