// @i18n-namespace mail
import { formatDateTime, OFFER_STATE_LABELS, type OfferState, type VerificationStatus } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { inLanguage, mailContext } from "../../mail/context.ts";
import { queueGathered } from "../../mail/gathered.ts";
import { letter, type MailContext, type RenderedMail } from "../../mail/templates.ts";
import { institutionTimeZone } from "../constants/index.ts";
import type { OfferFacts } from "./queries.ts";
import * as q from "./queries.ts";

/** What a candidate is told about an offer (issue 26, item 6). */
export type OfferNotice =
  | { kind: "offer" | "waitlistOffer" | "reminder" | "admitted" }
  | { kind: "answer"; state: OfferState }
  | { kind: "fee"; status: VerificationStatus; remarks: string | null };

type Stored = OfferNotice & {
  offerId: string;
  applicationId: string;
  department: string;
  /** The deadline, an instant (ISO): the mail words it in the recipient's language and the institution's zone. */
  deadline: string;
};

/**
 * Queues a notice on the candidate's one gathered offer e-mail (decision 014's pattern): several
 * changes close together become one message; a later notice on the same offer replaces the
 * earlier one (a reminder, then the lapse: only the lapse is said). An offer's letter is attached.
 */
export async function queueOfferNotices(ctx: AppContext, tx: DbOrTx, items: [OfferFacts, OfferNotice][]) {
  if (items.length === 0) return;
  // Read once for every notice of the change (an issue of 200 offers is one read, not 200).
  const [base, timeZone] = await Promise.all([mailContext(ctx, tx), institutionTimeZone(tx)]);
  for (const [f, notice] of items) {
    const mailCtx = inLanguage(base, languageOrDefault(f.language));
    const stored: Stored = {
      ...notice,
      offerId: f.offer.id,
      applicationId: f.humanId,
      department: f.offer.department,
      deadline: f.offer.deadline.toISOString(),
    };
    await queueGathered<Stored>(tx, {
      key: `offers:${f.userId}`,
      to: { name: f.name, email: f.email },
      template: "offerUpdate",
      delayMs: ctx.config.reviewMailDelayMs,
      now: ctx.clock.now(),
      notices: { [f.offer.id]: stored },
      render: (name, notices) => offerUpdateMail(mailCtx, timeZone, name, notices),
      attachments: (notices) =>
        notices
          .filter((n) => n.kind === "offer" || n.kind === "waitlistOffer")
          .map((n) => ({ kind: "offer-letter" as const, offerId: n.offerId })),
    });
  }
}

/** Queues the same notice on each of these offers, their candidates read first. */
export async function queueNoticeOnEach(
  ctx: AppContext,
  tx: DbOrTx,
  offers: { applicationId: string }[],
  notice: OfferNotice,
) {
  const facts = await q.offersOfApplications(
    tx,
    offers.map((o) => o.applicationId),
  );
  await queueOfferNotices(
    ctx,
    tx,
    facts.map((f) => [f, notice]),
  );
}

function sentence(ctx: MailContext, timeZone: string, n: Stored): { subject: string; text: string } {
  const { t } = ctx;
  // A notice queued before deadlines were stored as instants holds words: formatDateTime gives them back as they are.
  const words = {
    applicationId: n.applicationId,
    departmentName: n.department,
    deadline: formatDateTime(n.deadline, timeZone, ctx.language),
  };
  switch (n.kind) {
    case "offer":
    case "waitlistOffer":
      return {
        subject: t("Offer of admission: {{applicationId}} ({{departmentName}})", words),
        text: `${
          n.kind === "waitlistOffer"
            ? t(
                "You are offered a seat in {{departmentName}} from the waitlist (application {{applicationId}}).",
                words,
              )
            : t("You are offered a seat in {{departmentName}} (application {{applicationId}}).", words)
        } ${t(
          "Accept or decline it on the portal by {{deadline}}; an offer not answered by then lapses. The offer letter is attached.",
          words,
        )}`,
      };
    case "reminder":
      return {
        subject: t("Reminder: answer the offer {{applicationId}} ({{departmentName}}) by {{deadline}}", words),
        text: t(
          "Your offer of admission to {{departmentName}} (application {{applicationId}}) is not answered yet. It lapses at {{deadline}}.",
          words,
        ),
      };
    case "answer": {
      if (n.state === "LAPSED")
        return {
          subject: t("Offer lapsed: {{applicationId}} ({{departmentName}})", words),
          text: t(
            "Your offer of admission to {{departmentName}} (application {{applicationId}}) was not answered by {{deadline}} and has lapsed; the seat goes to the next candidate.",
            words,
          ),
        };
      const state = ctx.label(OFFER_STATE_LABELS[n.state]);
      const recorded = t(
        'Your answer is recorded: the offer of admission to {{departmentName}} (application {{applicationId}}) is now "{{state}}".',
        { ...words, state },
      );
      return {
        // Devanagari has no case: toLowerCase changes only the English label.
        subject: t("Offer {{state}}: {{applicationId}} ({{departmentName}})", { ...words, state: state.toLowerCase() }),
        text:
          n.state === "ACCEPTED"
            ? `${recorded} ${t("Pay the admission fee and enter it on the portal; the account section verifies it.")}`
            : recorded,
      };
    }
    case "fee":
      return n.status === "MODIFICATION_REQUESTED"
        ? {
            subject: t("Admission fee: a change is needed ({{applicationId}})", words),
            // The remarks are the account section's own words: never translated.
            text: t(
              "The account section asks you to correct the admission fee of {{applicationId}}: {{remarks}} Enter it again on the portal.",
              { ...words, remarks: n.remarks ?? "" },
            ),
          }
        : {
            subject: t("Admission fee received: {{applicationId}}", words),
            text: t("The admission fee of {{applicationId}} is back with the account section for verification.", words),
          };
    case "admitted":
      return {
        subject: t("Admitted: {{applicationId}} ({{departmentName}})", words),
        text: t(
          "Your admission fee is verified and you are admitted to the doctoral programme of {{departmentName}} (application {{applicationId}}). The portal lists the documents to bring when you report.",
          words,
        ),
      };
  }
}

/** One e-mail for everything gathered about the candidate's offers, in the candidate's language. */
export function offerUpdateMail(ctx: MailContext, timeZone: string, name: string, notices: Stored[]): RenderedMail {
  const { t } = ctx;
  const said = notices.map((n) => sentence(ctx, timeZone, n));
  const subject =
    said.length === 1
      ? (said[0]?.subject ?? "")
      : t("Your offers of admission: {{count}} update", {
          count: said.length,
          defaultValue_other: "Your offers of admission: {{count}} updates",
        });
  return letter(ctx, name, subject, [
    ...said.map((s) => s.text),
    t("Sign in to the portal to see the offer and act on it."),
  ]);
}
