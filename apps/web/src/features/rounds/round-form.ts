// The admission round's form: the values as the admin types them (moments as the wall clock of the
// institution's zone, "YYYY-MM-DDTHH:mm"), the body they are sent as, and what is wrong with them.
import { type AdmissionRound, type RoundBody, roundBody } from "@phd/shared";
import { unreadableMoments, type WindowMoments } from "../../components/window-moment-fields.tsx";
import { instantOf, localOf } from "../../lib/institution-time.ts";

export interface RoundFormValues extends WindowMoments {
  name: string;
  applicationIdPrefix: string;
}
export type RoundField = keyof RoundFormValues;
export type RoundFormErrors = Partial<Record<RoundField, string>>;

/** The form as a round fills it (empty for a new one), its moments read in `zone`. */
export function roundFormValues(round: AdmissionRound | null | undefined, zone: string): RoundFormValues {
  return {
    name: round?.name ?? "",
    applicationIdPrefix: round?.applicationIdPrefix ?? "",
    opensAt: localOf(round?.admissionWindow.opensAt, zone),
    closesAt: localOf(round?.admissionWindow.closesAt, zone),
  };
}

/** The body of POST /api/rounds and PUT /api/rounds/{id}: trimmed, upper-cased, moments as instants. */
export function roundBodyOf(values: RoundFormValues, zone: string): RoundBody {
  return {
    name: values.name.trim(),
    applicationIdPrefix: values.applicationIdPrefix.trim().toUpperCase(),
    admissionWindow: {
      opensAt: instantOf(values.opensAt, zone)?.toISOString() ?? null,
      closesAt: instantOf(values.closesAt, zone)?.toISOString() ?? null,
    },
  };
}

/** The form field a server or schema path names ("admissionWindow.closesAt" → closesAt), if any. */
export function fieldOf(path: string): RoundField | undefined {
  const last = path.split(".").at(-1);
  return last === "name" || last === "applicationIdPrefix" || last === "opensAt" || last === "closesAt"
    ? last
    : undefined;
}

/** The server's field errors (`errors` of a 400) on the form's fields; the others are left out. */
export function roundFieldErrors(errors: Record<string, unknown>): RoundFormErrors {
  const out: RoundFormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (field && typeof message === "string") out[field] ??= message;
  }
  return out;
}

/** What is wrong with the form, by field, in the words of the shared `roundBody` schema the server checks. */
export function validateRound(values: RoundFormValues, zone: string): RoundFormErrors {
  const errors: RoundFormErrors = unreadableMoments(values, zone);
  const parsed = roundBody.safeParse(roundBodyOf(values, zone));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join("."));
      if (field) errors[field] ??= issue.message;
    }
  }
  return errors;
}
