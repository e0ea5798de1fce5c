import { plural } from "@phd/shared";

export { plural } from "@phd/shared";

import { type SelectionSlot, SLOT_KIND_LABELS, type SlotKind } from "@phd/shared";

/** Below Mantine's `sm` (48em) the rows are cards: five columns do not fit a phone. */
export const CARDS_QUERY = "(max-width: 47.99em)";

/** A slot that has started takes no one and can no longer be edited (the server refuses). */
export const hasStarted = (slot: Pick<SelectionSlot, "startsAt">, now = Date.now()) => Date.parse(slot.startsAt) <= now;

/** Places still free in a slot. */
export const freePlaces = (slot: Pick<SelectionSlot, "capacity" | "assigned">) =>
  Math.max(0, slot.capacity - slot.assigned);

/** "an entrance test slot", "an interview slot" */
export const aSlotOf = (kind: SlotKind) => (kind === "TEST" ? "an entrance test slot" : "an interview slot");

/** "Entrance test slots", "Interview slots" */
export const slotsOf = (kind: SlotKind) => `${SLOT_KIND_LABELS[kind]} slots`;

/** "3 shortlisted candidates wait for an entrance test slot." */
export function waitingWords(n: number, kind: SlotKind) {
  if (n === 0) return `No shortlisted candidate waits for ${aSlotOf(kind)}.`;
  return `${plural(n, "shortlisted candidate")} ${n === 1 ? "waits" : "wait"} for ${aSlotOf(kind)}.`;
}

/** "120 min" or "1 h 30 min" */
export function durationWords(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
