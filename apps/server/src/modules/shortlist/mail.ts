// @i18n-namespace mail
import { type SelectionMethod, SHORTLIST_DECISION_LABELS, type ShortlistDecision } from "@phd/shared";
import { letter, type MailContext, type RenderedMail } from "../../mail/templates.ts";

/** The decision as the candidate reads it (`shortlistWordsForCandidate`), in the mail's language. */
function decisionWords(ctx: MailContext, decision: ShortlistDecision, method: SelectionMethod): string {
  const { t } = ctx;
  if (decision === "NOT_SHORTLISTED") return t("Not shortlisted");
  if (decision === "PENDING") return t("Shortlist not yet decided");
  return method === "TEST_AND_INTERVIEW" ? t("Shortlisted for the entrance test") : t("Shortlisted for the interview");
}

/** What the candidate is told about the decisions on their applications in this action. */
export function shortlistMail(
  ctx: MailContext,
  name: string,
  items: { applicationId: string; department: string; method: SelectionMethod }[],
  decision: ShortlistDecision,
  reason: string | null,
): RenderedMail {
  const { t } = ctx;
  const lines = items.map((i) =>
    t("Application {{applicationId}} ({{departmentName}}): {{decision}}.", {
      applicationId: i.applicationId,
      departmentName: i.department,
      decision: decisionWords(ctx, decision, i.method),
    }),
  );
  const paragraphs =
    decision === "SHORTLISTED"
      ? [...lines, t("The date, time and place will follow with your call letter. Sign in to the portal to follow it.")]
      : decision === "NOT_SHORTLISTED"
        ? // The reason is the coordinator's own words: never translated.
          [
            ...lines,
            t("Reason: {{reason}}", { reason: reason ?? "" }),
            t("Sign in to the portal to see your applications."),
          ]
        : [...lines, t("The earlier shortlist decision was withdrawn; the department will decide again.")];
  const subject =
    decision === "PENDING"
      ? t("Shortlist decision withdrawn")
      : `${ctx.label(SHORTLIST_DECISION_LABELS[decision])}: ${items.map((i) => i.applicationId).join(", ")}`;
  return letter(ctx, name, subject, paragraphs);
}
