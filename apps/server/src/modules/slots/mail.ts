// @i18n-namespace mail
import { formatDateTime, type SlotKind } from "@phd/shared";
import type { selectionSlots } from "../../db/schema.ts";
import { letter, type MailContext, type RenderedMail } from "../../mail/templates.ts";

type SlotRow = typeof selectionSlots.$inferSelect;
export type SlotChange = "ASSIGNED" | "RESCHEDULED" | "WITHDRAWN";

/** The slot in words, as the mail gives it. */
function slotLines(ctx: MailContext, slot: SlotRow, timeZone: string): string[] {
  const { t } = ctx;
  return [
    t("Date and time: {{when}} ({{minutes}} minutes)", {
      when: formatDateTime(slot.startsAt, timeZone, ctx.language),
      minutes: slot.durationMinutes,
    }),
    // The link and the venue are the coordinator's own words: never translated.
    slot.mode === "ONLINE"
      ? t("Online meeting link: {{link}}", { link: slot.meetingLink ?? "" })
      : t("Venue: {{venue}}", { venue: slot.venue ?? "" }),
  ];
}

/**
 * The mail of a slot change, in the candidate's language: assigned or rescheduled carries the
 * call letter; withdrawn says so. Each kind (entrance test, interview) has its own sentences, so
 * each language words them in its own order.
 */
export function slotMail(
  ctx: MailContext,
  timeZone: string,
  f: { name: string; applicationId: string; department: string },
  kind: SlotKind,
  change: SlotChange,
  slot: SlotRow | null,
): RenderedMail {
  const { t } = ctx;
  const test = kind === "TEST";
  const words = { applicationId: f.applicationId, departmentName: f.department };
  if (change === "WITHDRAWN" || !slot) {
    const subject = test
      ? t("Entrance test slot withdrawn: {{applicationId}}", words)
      : t("Interview slot withdrawn: {{applicationId}}", words);
    return letter(ctx, f.name, subject, [
      test
        ? t(
            "Your slot for the entrance test of {{departmentName}} (application {{applicationId}}) has been withdrawn. The department will give you a new one, with a new call letter.",
            words,
          )
        : t(
            "Your slot for the interview of {{departmentName}} (application {{applicationId}}) has been withdrawn. The department will give you a new one, with a new call letter.",
            words,
          ),
      t("Sign in to the portal to follow your application."),
    ]);
  }
  const when = { ...words, when: formatDateTime(slot.startsAt, timeZone, ctx.language) };
  const rescheduled = change === "RESCHEDULED";
  const subject = rescheduled
    ? test
      ? t("Rescheduled: Entrance test on {{when}} ({{applicationId}})", when)
      : t("Rescheduled: Interview on {{when}} ({{applicationId}})", when)
    : test
      ? t("Call letter: Entrance test on {{when}} ({{applicationId}})", when)
      : t("Call letter: Interview on {{when}} ({{applicationId}})", when);
  const opening = rescheduled
    ? test
      ? t(
          "Your entrance test of {{departmentName}} (application {{applicationId}}) has been rescheduled. The new date, time and place:",
          words,
        )
      : t(
          "Your interview of {{departmentName}} (application {{applicationId}}) has been rescheduled. The new date, time and place:",
          words,
        )
    : test
      ? t("You are called for the entrance test of {{departmentName}} (application {{applicationId}}):", words)
      : t("You are called for the interview of {{departmentName}} (application {{applicationId}}):", words);
  return letter(ctx, f.name, subject, [
    opening,
    ...slotLines(ctx, slot, timeZone),
    t(
      "Your call letter is attached. You can also download it from your application's page on the portal; the latest call letter there is the valid one.",
    ),
  ]);
}
