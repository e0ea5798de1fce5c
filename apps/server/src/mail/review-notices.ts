// @i18n-namespace mail
import { type ApplicationStatus, applicationStatusLabelForCandidate, type VerificationStatus } from "@phd/shared";
import type { AppContext } from "../context.ts";
import type { DbOrTx } from "../db/client.ts";
import { languageOrDefault } from "../lib/i18n.ts";
import { mailContext } from "./context.ts";
import { queueGathered } from "./gathered.ts";
import { letter, type MailContext, type RenderedMail } from "./templates.ts";

/**
 * What a candidate is told after a review action (issue 11 item 7; How to Apply's notification
 * kinds): a part needing a change (with the remarks), a part verified, and an application's new status.
 * `key` names the subject (a document, a section, an application): a later notice on the same
 * subject replaces the earlier one, and `null` content withdraws it (a reset before the mail went).
 * A part's `label` is a shared label in English (a document's or a section's: the `vocabulary`
 * catalogue's key), or the fee details of an application; the mail words it in the recipient's language.
 */
export type PartLabel = string | { feeOf: string };
export type ReviewNotice =
  | { key: string; kind: "change"; label: PartLabel; remarks: string }
  | { key: string; kind: "verified"; label: PartLabel }
  | { key: string; kind: "withdrawn" }
  | {
      key: string;
      kind: "application";
      applicationId: string;
      department: string;
      status: ApplicationStatus;
    };

type StoredNotice = Exclude<ReviewNotice, { kind: "withdrawn" }>;

/** A document or section's change as a notice: flagged, verified, or (reset) withdrawn. */
export function partNotice(
  key: string,
  label: PartLabel,
  status: VerificationStatus,
  remarks: string | null,
): ReviewNotice {
  if (status === "MODIFICATION_REQUESTED") return { key, kind: "change", label, remarks: remarks ?? "" };
  if (status === "VERIFIED") return { key, kind: "verified", label };
  return { key, kind: "withdrawn" };
}

/**
 * Adds notices to the one pending review e-mail of this candidate, in the caller's transaction
 * (decision 014): several actions within `reviewMailDelayMs` of each other become one e-mail, sent
 * at the latest 10 delays after the first. The worker detaches a message when it claims it, so a
 * notice after that starts a new e-mail and none is lost or sent twice.
 */
export async function queueReviewNotices(
  ctx: AppContext,
  tx: DbOrTx,
  candidate: { id: string; name: string; email: string; language?: string | null },
  notices: ReviewNotice[],
): Promise<void> {
  if (notices.length === 0) return;
  const mailCtx = await mailContext(ctx, tx, languageOrDefault(candidate.language));
  await queueGathered<StoredNotice>(tx, {
    key: `review:${candidate.id}`,
    to: candidate,
    template: "reviewUpdate",
    delayMs: ctx.config.reviewMailDelayMs,
    now: ctx.clock.now(),
    notices: Object.fromEntries(notices.map((n) => [n.key, n.kind === "withdrawn" ? null : n])),
    render: (name, gathered) => reviewUpdateMail(mailCtx, name, gathered),
  });
}

/** One e-mail for everything gathered: what to change first, then what was verified and the statuses. */
export function reviewUpdateMail(
  ctx: MailContext,
  name: string,
  notices: (StoredNotice & { order: number })[],
): RenderedMail {
  const { t } = ctx;
  const partName = (label: PartLabel) =>
    typeof label === "string"
      ? ctx.label(label)
      : t("Fee details of {{applicationId}}", { applicationId: label.feeOf });
  const statusName = (s: ApplicationStatus) => ctx.label(applicationStatusLabelForCandidate(s));
  const ordered = [...notices].sort((a, b) => a.order - b.order);
  const changes = ordered.filter((n) => n.kind === "change");
  const verified = ordered.filter((n) => n.kind === "verified");
  const statuses = ordered.filter((n) => n.kind === "application");
  const verifiedParts = verified.map((v) => partName(v.label)).join(", ");
  const paragraphs: string[] = [];
  if (changes.length) {
    paragraphs.push(t("The reviewers ask you to change the following:"));
    // The remarks are the reviewer's own words: never translated.
    for (const c of changes) paragraphs.push(`• ${partName(c.label)}: ${c.remarks}`);
    paragraphs.push(
      t(
        "Sign in to the portal, correct these in your profile or on the application's page, and reapply where the page asks you to.",
      ),
    );
  }
  if (verified.length) paragraphs.push(t("Verified: {{parts}}.", { parts: verifiedParts }));
  for (const s of statuses) {
    paragraphs.push(
      t("Application {{applicationId}} ({{departmentName}}) is now: {{status}}.", {
        applicationId: s.applicationId,
        departmentName: s.department,
        status: statusName(s.status),
      }),
    );
  }
  const subject = changes.length
    ? t("Changes requested: {{parts}}", { parts: changes.map((c) => partName(c.label)).join(", ") })
    : statuses.length
      ? t("Application status: {{statuses}}", {
          statuses: statuses.map((s) => `${s.applicationId} ${statusName(s.status)}`).join(", "),
        })
      : t("Verified: {{parts}}", { parts: verifiedParts });
  return letter(ctx, name, subject, paragraphs);
}
