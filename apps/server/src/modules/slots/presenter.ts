import type { SelectionSlot } from "@phd/shared";
import type { selectionSlots } from "../../db/schema.ts";

type SlotRow = typeof selectionSlots.$inferSelect;

export const endsAt = (s: SlotRow) => new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);

export function presentSlot(s: SlotRow, assigned: number): SelectionSlot {
  return {
    id: s.id,
    roundId: s.roundId,
    department: s.department,
    kind: s.kind,
    startsAt: s.startsAt.toISOString(),
    endsAt: endsAt(s).toISOString(),
    durationMinutes: s.durationMinutes,
    mode: s.mode,
    venue: s.venue,
    meetingLink: s.meetingLink,
    capacity: s.capacity,
    assigned,
    updatedAt: s.updatedAt.toISOString(),
  };
}
