// A slot's form: the values as the coordinator types them (the start as the wall clock of the
// institution's zone, "YYYY-MM-DDTHH:mm"), the body they are sent as, and what is wrong with them,
// in the words of the shared schemas and rules the server checks (and, for its own checks, the caller's `t`).
// @i18n-namespace selection
import {
  type AdmissionRound,
  type DepartmentName,
  type SelectionSlot,
  type SlotKind,
  type SlotMode,
  slotCreateBody,
  slotTimeProblem,
  slotUpdateBody,
} from "@phd/shared";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { instantOf, localOf } from "../../lib/institution-time.ts";

/** The default length of a new slot, by kind. */
export const DEFAULT_DURATION: Record<SlotKind, number> = { TEST: 120, INTERVIEW: 30 };
export const DEFAULT_CAPACITY: Record<SlotKind, number> = { TEST: 30, INTERVIEW: 10 };

export interface SlotFormValues {
  startsAt: string;
  durationMinutes: number | string;
  mode: SlotMode;
  venue: string;
  meetingLink: string;
  capacity: number | string;
}
export type SlotField = keyof SlotFormValues;
export type SlotFormErrors = Partial<Record<SlotField, string>>;

const FIELDS: readonly SlotField[] = ["startsAt", "durationMinutes", "mode", "venue", "meetingLink", "capacity"];

/** The form as a slot fills it (a new one of the kind: its default length, at a venue), read in `zone`. */
export function slotFormValues(slot: SelectionSlot | null | undefined, kind: SlotKind, zone: string): SlotFormValues {
  return {
    startsAt: localOf(slot?.startsAt, zone),
    durationMinutes: slot?.durationMinutes ?? DEFAULT_DURATION[kind],
    mode: slot?.mode ?? "IN_PERSON",
    venue: slot?.venue ?? "",
    meetingLink: slot?.meetingLink ?? "",
    capacity: slot?.capacity ?? DEFAULT_CAPACITY[kind],
  };
}

/** A number input's value: a cleared field is no number (the schema says "Enter …"). */
const numberOf = (v: number | string) => (typeof v === "number" ? v : v.trim() === "" ? undefined : v);

/** The fields as the schemas read them: the start as an instant of `zone` ("" when unreadable). */
export function slotFieldsOf(values: SlotFormValues, zone: string) {
  return {
    startsAt: instantOf(values.startsAt, zone)?.toISOString() ?? "",
    durationMinutes: numberOf(values.durationMinutes),
    mode: values.mode,
    venue: values.venue,
    meetingLink: values.meetingLink,
    capacity: numberOf(values.capacity),
  };
}

/** The field a server or schema path names, if any. */
export function fieldOf(path: string): SlotField | undefined {
  const last = path.split(".").at(-1);
  return FIELDS.find((f) => f === last);
}

/** The server's field errors (`errors` of a 400) on the form's fields; the others are left out. */
export function slotFieldErrors(errors: Record<string, unknown>): SlotFormErrors {
  const out: SlotFormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (field && typeof message === "string") out[field] ??= message;
  }
  return out;
}

/** What the form checks besides the schema: the round it is for, the slot edited (if any), now. */
export interface SlotFormContext {
  zone: string;
  department: DepartmentName;
  kind: SlotKind;
  /** The slot being edited; absent for a new one. */
  slot?: SelectionSlot | null;
  /** The round's admission window (a slot may not start before it opens, nor long after it closes). */
  window?: AdmissionRound["admissionWindow"];
  now?: Date;
}

export type SlotCheck =
  | { ok: true; body: z.output<typeof slotCreateBody> | z.output<typeof slotUpdateBody> }
  | { ok: false; errors: SlotFormErrors };

/**
 * Checks the form with the shared `slotCreateBody` (a new slot) or `slotUpdateBody` (an edit), then
 * the slot's time (`slotTimeProblem`, only when it changes on an edit) and an edit's capacity against
 * the candidates already in it. On success, the body to send: the place of the other mode dropped.
 */
export function checkSlot(values: SlotFormValues, ctx: SlotFormContext, t: TFunction<"selection">): SlotCheck {
  const errors: SlotFormErrors = {};
  const fields = slotFieldsOf(values, ctx.zone);
  const parsed = ctx.slot
    ? slotUpdateBody.safeParse(fields)
    : slotCreateBody.safeParse({ ...fields, department: ctx.department, kind: ctx.kind });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join("."));
      if (field) errors[field] ??= issue.message;
    }
  }
  if (values.startsAt && !fields.startsAt) errors.startsAt = t("Enter a date and a time");
  const moved = !ctx.slot || Date.parse(ctx.slot.startsAt) !== Date.parse(fields.startsAt);
  if (!errors.startsAt && fields.startsAt && moved) {
    const problem = slotTimeProblem({
      startsAt: fields.startsAt,
      now: ctx.now ?? new Date(),
      opensAt: ctx.window?.opensAt ?? null,
      closesAt: ctx.window?.closesAt ?? null,
    });
    if (problem) errors.startsAt = problem;
  }
  const capacity = Number(fields.capacity);
  if (ctx.slot && !errors.capacity && capacity < ctx.slot.assigned) {
    const n = ctx.slot.assigned;
    errors.capacity = t("{{count}} candidate is in this slot: at least {{count}}, or move some of them first.", {
      count: n,
      defaultValue_other: "{{count}} candidates are in this slot: at least {{count}}, or move some of them first.",
    });
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
