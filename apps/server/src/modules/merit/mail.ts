// @i18n-namespace mail
import {
  CATEGORY_LABELS,
  formatDateTime,
  MERIT_STATUS_LABELS,
  type MeritLine,
  type MeritStage,
  type ObjectionAnswerBody,
} from "@phd/shared";
import { letter, type MailContext, type RenderedMail } from "../../mail/templates.ts";

/** What a candidate of a published merit list is told: rank, score and status, and the objection window. */
export function meritMail(
  ctx: MailContext,
  timeZone: string,
  facts: { name: string; applicationId: string; department: string },
  line: MeritLine,
  stage: MeritStage,
  objectionsCloseAt: Date | null,
): RenderedMail {
  const { t } = ctx;
  const words = { applicationId: facts.applicationId, departmentName: facts.department };
  const place =
    line.status === "ALLOTTED"
      ? line.allotted?.disabilitySeat
        ? t("a seat ({{categoryName}}, seat for persons with disabilities)", {
            categoryName: ctx.label(CATEGORY_LABELS[line.allotted.category]),
          })
        : t("a seat ({{categoryName}})", {
            categoryName: line.allotted ? ctx.label(CATEGORY_LABELS[line.allotted.category]) : "",
          })
      : line.status === "WAITLISTED"
        ? t("waitlist position {{position}}", { position: line.waitlistPosition })
        : // Devanagari has no case: toLowerCase changes only the English label.
          ctx.label(MERIT_STATUS_LABELS[line.status]).toLowerCase();
  const provisional = stage === "PROVISIONAL";
  const subject = provisional
    ? t("Provisional merit list published: {{departmentName}} ({{applicationId}})", words)
    : t("Final merit list published: {{departmentName}} ({{applicationId}})", words);
  return letter(ctx, facts.name, subject, [
    provisional
      ? t("The provisional merit list of {{departmentName}} is published.", words)
      : t("The final merit list of {{departmentName}} is published.", words),
    line.rank !== null
      ? t("Your rank is {{rank}}, with a composite score of {{score}}; your status: {{place}}.", {
          rank: line.rank,
          score: line.composite?.toFixed(2),
          place,
        })
      : t("Your status: {{place}}.", { place }),
    objectionsCloseAt
      ? t(
          "If you find an error in your marks or scores, you may raise one objection on your application's page until {{closesAt}}.",
          { closesAt: formatDateTime(objectionsCloseAt, timeZone, ctx.language) },
        )
      : t("This is the final list."),
    t("Sign in to the portal to see the breakdown of your score."),
  ]);
}

/** The answer to a candidate's objection to the provisional list. */
export function objectionAnsweredMail(
  ctx: MailContext,
  facts: { name: string; applicationId: string; department: string },
  decision: ObjectionAnswerBody["decision"],
  answer: string,
): RenderedMail {
  const { t } = ctx;
  const words = { applicationId: facts.applicationId, departmentName: facts.department };
  const accepted = decision === "ACCEPTED";
  const subject = accepted
    ? t("Your objection to the merit list of {{departmentName}} is accepted ({{applicationId}})", words)
    : t("Your objection to the merit list of {{departmentName}} is rejected ({{applicationId}})", words);
  return letter(ctx, facts.name, subject, [
    accepted
      ? t("Your objection to the provisional merit list of {{departmentName}} has been accepted.", words)
      : t("Your objection to the provisional merit list of {{departmentName}} has been rejected.", words),
    // The answer is the coordinator's own words: never translated.
    t("The answer: {{answer}}", { answer }),
    accepted
      ? t("The correction will be reflected in the final merit list.")
      : t("The final merit list will be published after every objection is answered."),
  ]);
}
