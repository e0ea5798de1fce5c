import { z } from "zod";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { channelSeatsProblem } from "../domain/seat-split.ts";
import { CATEGORIES, type Category } from "../profile.ts";
import { say, sayNow } from "./messages.ts";

/**
 * The seat matrix (issue 24, item 2): per round and department, seats by selection channel and by
 * category, with the seats for persons with disabilities inside each category (horizontal).
 * UGC 2022 (2024-25 onwards): NET/JRF-qualified candidates are selected by interview (or NET score
 * and interview); the others through the entrance test; each channel has its own merit list.
 */
export const SELECTION_CHANNELS = ["NET_JRF", "ENTRANCE_TEST"] as const;
export type SelectionChannel = (typeof SELECTION_CHANNELS)[number];
export const SELECTION_CHANNEL_LABELS: Record<SelectionChannel, string> = {
  NET_JRF: "NET/JRF",
  ENTRANCE_TEST: "Entrance test",
};

/** A strict object with one field per key, all of one schema (typed: every key required). */
const objectOf = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, T>).strict();

const RESERVED = CATEGORIES.filter((c) => c !== "OPEN_GENERAL") as Exclude<Category, "OPEN_GENERAL">[];

const seatCount = z
  .number(say("Seats must be whole numbers, 0 or more."))
  .int(say("Seats must be whole numbers, 0 or more."))
  .min(0, say("Seats must be whole numbers, 0 or more."))
  .max(10_000, say("At most 10,000 seats."));
const seatsByCategory = objectOf(CATEGORIES, seatCount);

export const channelSeats = z
  .object({ total: seatCount, seats: seatsByCategory, disabilitySeats: seatsByCategory })
  .strict()
  .superRefine((c, ctx) => {
    const problem = channelSeatsProblem(c);
    if (problem) ctx.addIssue({ code: "custom", message: sayNow(problem), path: ["seats"] });
  });
export type ChannelSeatsValue = z.infer<typeof channelSeats>;

export const departmentChannels = objectOf(SELECTION_CHANNELS, channelSeats);
export type DepartmentChannels = z.infer<typeof departmentChannels>;

/** PUT /api/rounds/:id/seat-matrix: one department's seats, both channels at once. */
export const seatMatrixBody = z
  .object({ department: z.enum(DEPARTMENT_NAMES, say("Unknown department")), channels: departmentChannels })
  .strict();
export type SeatMatrixBody = z.infer<typeof seatMatrixBody>;

/** POST /api/rounds/:id/seat-matrix/lock: lock or unlock one department's seats. */
export const seatMatrixLockBody = z
  .object({ department: z.enum(DEPARTMENT_NAMES, say("Unknown department")), locked: z.boolean() })
  .strict();

const percent = z
  .number(say("Each percentage must be between 0 and 100."))
  .min(0, say("Each percentage must be between 0 and 100."))
  .max(100, say("Each percentage must be between 0 and 100."));

/**
 * The round's reservation percentages, the seat helper's input (decision 028). Defaults: the
 * pattern of Maharashtra's state universities (NT sub-groups together) and 5 % for persons with
 * disabilities (RPwD Act 2016 §32). Settings, not constants: the admin edits them per round.
 */
export const reservationSettings = z
  .object({
    reservedPercent: objectOf(RESERVED, percent).refine(
      (p) => Object.values<number>(p).reduce((s, v) => s + Math.round(v * 100), 0) <= 10_000,
      say("The reserved percentages add up to more than 100."),
    ),
    disabilityPercent: percent,
  })
  .strict();
export type ReservationSettings = z.infer<typeof reservationSettings>;
export const DEFAULT_RESERVATION: ReservationSettings = {
  reservedPercent: { OBC: 19, SC: 13, ST: 7, SEBC: 10, NT: 8, VJNT: 3, EWS: 10 },
  disabilityPercent: 5,
};

export const seatMatrixDepartment = z.object({
  department: z.enum(DEPARTMENT_NAMES),
  /** null: no seats entered yet for this department. */
  channels: departmentChannels.nullable(),
  /** Locked seats change only after the admin unlocks them (a published merit list locks them). */
  lockedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SeatMatrixDepartment = z.infer<typeof seatMatrixDepartment>;

export const seatMatrix = z.object({
  round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
  reservation: reservationSettings,
  departments: z.array(seatMatrixDepartment),
});
export type SeatMatrix = z.infer<typeof seatMatrix>;
export const seatMatrixResponse = z.object({ success: z.literal(true), data: seatMatrix });
export const seatMatrixDepartmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: seatMatrixDepartment,
});
export type SeatMatrixResponse = z.infer<typeof seatMatrixResponse>;
