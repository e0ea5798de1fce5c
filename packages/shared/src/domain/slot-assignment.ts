import { sayNow } from "../schemas/messages.ts";
import type { SelectionMethod } from "../schemas/selection-rules.ts";

/**
 * Test and interview slots (issue 24, item 5; decision 031). Pure rules shared by the server, which
 * enforces them, and the web, which repeats them for comfort.
 */
export const SLOT_KINDS = ["TEST", "INTERVIEW"] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** Who needs a slot of a kind: every shortlisted candidate an interview; only the entrance-test method a test. */
export function needsSlot(kind: SlotKind, method: SelectionMethod): boolean {
  return kind === "INTERVIEW" || method === "TEST_AND_INTERVIEW";
}

export interface SlotRoom {
  id: string;
  startsAt: string | Date;
  capacity: number;
  /** Candidates already in the slot. */
  taken: number;
}

export interface SlotAssignment {
  placed: { applicationId: string; slotId: string }[];
  /** Those no slot had room for, in their order. */
  unplaced: string[];
}

const time = (d: string | Date) => (typeof d === "string" ? Date.parse(d) : d.getTime());

/**
 * The automatic assignment: the candidates in the order given (the server gives application id
 * order) into the slots in time order (then by id, so equal times are stable), each slot filled to
 * its capacity before the next. Slots that have started by `now` take no one. Reproducible: the
 * same inputs give the same answer.
 */
export function assignSlots(candidates: readonly string[], slots: readonly SlotRoom[], now: Date): SlotAssignment {
  const open = slots
    .filter((s) => time(s.startsAt) > now.getTime())
    .sort((a, b) => time(a.startsAt) - time(b.startsAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const placed: SlotAssignment["placed"] = [];
  let i = 0;
  for (const slot of open) {
    let room = Math.max(0, slot.capacity - slot.taken);
    while (room > 0 && i < candidates.length) {
      placed.push({ applicationId: candidates[i] as string, slotId: slot.id });
      i++;
      room--;
    }
    if (i >= candidates.length) break;
  }
  return { placed, unplaced: candidates.slice(i) };
}

/** A slot more than this long after the round's applications close is taken for a typing mistake. */
export const SLOT_HORIZON_DAYS = 365;
const DAY_MS = 86_400_000;

export interface SlotTimeFacts {
  startsAt: string | Date;
  now: Date;
  /** The round's admission window; null sides are unlimited. */
  opensAt: string | Date | null;
  closesAt: string | Date | null;
}

/**
 * Why a slot may not start at this time, or null: it must be in the future, not before the round
 * opens for applications, and within SLOT_HORIZON_DAYS of the round's close (of today while the
 * round has no closing time).
 */
export function slotTimeProblem(f: SlotTimeFacts): string | null {
  const at = time(f.startsAt);
  if (at <= f.now.getTime()) return sayNow("A slot must start in the future.");
  if (f.opensAt && at < time(f.opensAt)) return sayNow("A slot cannot start before the round opens for applications.");
  const last = (f.closesAt ? time(f.closesAt) : f.now.getTime()) + SLOT_HORIZON_DAYS * DAY_MS;
  if (at > last) {
    return sayNow("A slot must start within {{days}} days of the round's closing; check the year.", {
      days: SLOT_HORIZON_DAYS,
    });
  }
  return null;
}

/** Why these candidates cannot be moved into a slot, or null: room for all of them. */
export function slotRoomProblem(slot: { capacity: number; taken: number }, incoming: number): string | null {
  const room = slot.capacity - slot.taken;
  if (incoming <= room) return null;
  const { taken, capacity } = slot;
  return room <= 0
    ? sayNow("The slot is full ({{taken}} of {{capacity}}).", { taken, capacity })
    : sayNow("The slot has room for {{room}} more ({{taken}} of {{capacity}}); {{incoming}} were chosen.", {
        room,
        taken,
        capacity,
        incoming,
      });
}
