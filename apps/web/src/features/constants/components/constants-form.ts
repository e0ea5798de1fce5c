// The constants screen's form: the values as the admin edits them, what changed, what is wrong, and
// the PUTs that save it. Window moments are wall-clock times in the institution's zone ("YYYY-MM-DDTHH:mm").
// Its texts are worded with the `t` it is given.
// @i18n-namespace admin
import {
  type AdmissionsState,
  admissionsStateAt,
  type ConstantsRecord,
  constantValueSchemas,
  DEFAULT_TIME_ZONE,
  EDITABLE_CONSTANTS,
  type EditableConstant,
  formatDateTime,
  isValidTimeZone,
  type Language,
} from "@phd/shared";
import type { TFunction } from "i18next";
import { normalisePrefix } from "../../../components/application-id-prefix-input.tsx";
import { unreadableMoments } from "../../../components/window-moment-fields.tsx";
import { instantOf, localOf } from "../../../lib/institution-time.ts";
import type { ConstantChange } from "../api.ts";

export interface ConstantsForm {
  websiteHeading: string;
  admissionsOpen: boolean;
  applicationIdPrefix: string;
  timeZone: string;
  /** "" when no opening time is set. */
  opensAt: string;
  /** "" when no closing time is set. */
  closesAt: string;
}
export type FormField = keyof ConstantsForm;
export type FormErrors = Partial<Record<FormField, string>>;

/** The form fields each constant is edited with. */
export const FIELDS_OF: Record<EditableConstant, FormField[]> = {
  websiteHeading: ["websiteHeading"],
  admissionsOpen: ["admissionsOpen"],
  applicationIdPrefix: ["applicationIdPrefix"],
  timeZone: ["timeZone"],
  admissionWindow: ["opensAt", "closesAt"],
};

/** The zone a record is read in: its own when valid (older servers send none), else the default. */
export function zoneOf(record: Partial<ConstantsRecord>): string {
  return record.timeZone && isValidTimeZone(record.timeZone) ? record.timeZone : DEFAULT_TIME_ZONE;
}

/** The form as the server's record fills it. */
export function formOf(record: ConstantsRecord): ConstantsForm {
  const tz = zoneOf(record);
  return {
    websiteHeading: record.websiteHeading,
    admissionsOpen: record.admissionsOpen,
    applicationIdPrefix: record.applicationIdPrefix,
    timeZone: tz,
    opensAt: localOf(record.admissionWindow?.opensAt, tz),
    closesAt: localOf(record.admissionWindow?.closesAt, tz),
  };
}

/** The window the form describes, as ISO instants (each null when not set). */
export function windowOf(form: ConstantsForm): { opensAt: string | null; closesAt: string | null } {
  return {
    opensAt: instantOf(form.opensAt, form.timeZone)?.toISOString() ?? null,
    closesAt: instantOf(form.closesAt, form.timeZone)?.toISOString() ?? null,
  };
}

const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? Date.parse(a) : null) === (b ? Date.parse(b) : null);

/** The value each constant would be sent with. */
export function sentValue(form: ConstantsForm, name: EditableConstant): unknown {
  switch (name) {
    case "websiteHeading":
      return form.websiteHeading.trim();
    case "applicationIdPrefix":
      return normalisePrefix(form.applicationIdPrefix.trim());
    case "timeZone":
      return form.timeZone.trim();
    case "admissionWindow":
      return windowOf(form);
    default:
      return form[name];
  }
}

/**
 * The constants whose value differs from the record, in the order they are saved (the spec's three,
 * then the zone, then the window that is read in it). The window counts as changed when its instants
 * differ, so moving to another zone with the same wall-clock times changes the window too.
 */
export function changedConstants(record: ConstantsRecord, form: ConstantsForm): EditableConstant[] {
  const base = formOf(record);
  return EDITABLE_CONSTANTS.filter((name) => {
    if (name === "admissionWindow") {
      if (form.opensAt !== base.opensAt || form.closesAt !== base.closesAt || form.timeZone !== base.timeZone) {
        const w = windowOf(form);
        const saved = record.admissionWindow ?? { opensAt: null, closesAt: null };
        return !sameInstant(w.opensAt, saved.opensAt) || !sameInstant(w.closesAt, saved.closesAt);
      }
      return false;
    }
    return sentValue(form, name) !== sentValue(base, name);
  });
}

/** What is wrong with the changed constants, by field; the shared value schemas give the words. */
export function validate(form: ConstantsForm, changed: EditableConstant[], t: TFunction): FormErrors {
  const errors: FormErrors = {};
  for (const name of changed) {
    if (name === "admissionWindow") {
      Object.assign(errors, unreadableMoments(form, form.timeZone));
      const w = windowOf(form);
      if (
        !errors.opensAt &&
        !errors.closesAt &&
        w.opensAt &&
        w.closesAt &&
        Date.parse(w.closesAt) <= Date.parse(w.opensAt)
      )
        errors.closesAt = t("The closing time must be after the opening time");
      continue;
    }
    const parsed = constantValueSchemas[name].safeParse(sentValue(form, name));
    if (!parsed.success) errors[name] = parsed.error.issues[0]?.message ?? t("Invalid value");
  }
  return errors;
}

/** The PUTs that save the changed constants. */
export function changesToSend(form: ConstantsForm, changed: EditableConstant[]): ConstantChange[] {
  return changed.map((name) => ({ name, value: sentValue(form, name) }));
}

/** One line on what the switch and window mean at `now`, in the institution's zone (the form's), in `language`. */
export function describeState(
  form: ConstantsForm,
  now: Date,
  t: TFunction,
  language: Language,
): { state: AdmissionsState; text: string } {
  const tz = isValidTimeZone(form.timeZone) ? form.timeZone : DEFAULT_TIME_ZONE;
  const w = windowOf({ ...form, timeZone: tz });
  const state = admissionsStateAt(form.admissionsOpen, w, now);
  const at = (iso: string | null) => formatDateTime(iso, tz, language);
  switch (state) {
    case "closed":
      return { state, text: t("Closed by the switch: no applications are accepted, whatever the window says.") };
    case "notYetOpen":
      return { state, text: t("Not yet open: opens {{when}}.", { when: at(w.opensAt) }) };
    case "ended":
      return { state, text: t("Ended at {{when}}.", { when: at(w.closesAt) }) };
    default:
      return {
        state,
        text: w.closesAt ? t("Open until {{when}}.", { when: at(w.closesAt) }) : t("Open, with no closing time set."),
      };
  }
}
