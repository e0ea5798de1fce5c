// What the slots screen says of a slot and of a kind of slot, in the language shown (the caller's `t`).
// @i18n-namespace selection
import type { SelectionSlot, SlotKind } from "@phd/shared";
import type { TFunction } from "i18next";

type T = TFunction<"selection">;

/** Below Mantine's `sm` (48em) the rows are cards: five columns do not fit a phone. */
export const CARDS_QUERY = "(max-width: 47.99em)";

/** A slot that has started takes no one and can no longer be edited (the server refuses). */
export const hasStarted = (slot: Pick<SelectionSlot, "startsAt">, now = Date.now()) => Date.parse(slot.startsAt) <= now;

/** Places still free in a slot. */
export const freePlaces = (slot: Pick<SelectionSlot, "capacity" | "assigned">) =>
  Math.max(0, slot.capacity - slot.assigned);

/** "Entrance test slots", "Interview slots" */
export const slotsOf = (kind: SlotKind, t: T) => (kind === "TEST" ? t("Entrance test slots") : t("Interview slots"));

/** "3 shortlisted candidates wait for an entrance test slot." */
export function waitingWords(n: number, kind: SlotKind, t: T) {
  if (kind === "TEST")
    return n === 0
      ? t("No shortlisted candidate waits for an entrance test slot.")
      : t("{{count}} shortlisted candidate waits for an entrance test slot.", {
          count: n,
          defaultValue_other: "{{count}} shortlisted candidates wait for an entrance test slot.",
        });
  return n === 0
    ? t("No shortlisted candidate waits for an interview slot.")
    : t("{{count}} shortlisted candidate waits for an interview slot.", {
        count: n,
        defaultValue_other: "{{count}} shortlisted candidates wait for an interview slot.",
      });
}

/** "120 min" or "1 h 30 min" */
export function durationWords(minutes: number, t: T) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t("{{minutes}} min", { minutes: m });
  return m === 0
    ? t("{{count}} h", { count: h, defaultValue_other: "{{count}} h" })
    : t("{{count}} h {{minutes}} min", { count: h, minutes: m, defaultValue_other: "{{count}} h {{minutes}} min" });
}
