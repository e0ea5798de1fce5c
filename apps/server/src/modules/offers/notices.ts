import { formatDateTime, OFFER_STATE_LABELS, type OfferState, type VerificationStatus } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { mailContext } from "../../mail/context.ts";
import { queueGathered } from "../../mail/gathered.ts";
import { layoutFor, type MailContext, type RenderedMail } from "../../mail/templates.ts";
import { institutionTimeZone } from "../constants/index.ts";
import type { OfferFacts } from "./queries.ts";

/** What a candidate is told about an offer (issue 26, item 6). */
export type OfferNotice =
  | { kind: "offer" | "waitlistOffer" | "reminder" | "admitted" }
  | { kind: "answer"; state: OfferState }
  | { kind: "fee"; status: VerificationStatus; remarks: string | null };

type Stored = OfferNotice & {
  offerId: string;
  applicationId: string;
  department: string;
  /** The deadline in the institution's zone, as words. */
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
  const [mailCtx, timeZone] = await Promise.all([mailContext(ctx, tx), institutionTimeZone(tx)]);
  for (const [f, notice] of items) {
    const stored: Stored = {
      ...notice,
      offerId: f.offer.id,
      applicationId: f.humanId,
      department: f.offer.department,
      deadline: formatDateTime(f.offer.deadline, timeZone),
    };
    await queueGathered<Stored>(tx, {
      key: `offers:${f.userId}`,
      to: { name: f.name, email: f.email },
      template: "offerUpdate",
      delayMs: ctx.config.reviewMailDelayMs,
      notices: { [f.offer.id]: stored },
      render: (name, notices) => offerUpdateMail(mailCtx, name, notices),
      attachments: (notices) =>
        notices
          .filter((n) => n.kind === "offer" || n.kind === "waitlistOffer")
          .map((n) => ({ kind: "offer-letter" as const, offerId: n.offerId })),
    });
  }
}

function sentence(n: Stored): { subject: string; text: string } {
  const what = `${n.applicationId} (${n.department})`;
  switch (n.kind) {
    case "offer":
    case "waitlistOffer":
      return {
        subject: `Offer of admission: ${what}`,
        text:
          `You are offered a seat in ${n.department}${n.kind === "waitlistOffer" ? " from the waitlist" : ""} (application ${n.applicationId}). ` +
          `Accept or decline it on the portal by ${n.deadline}; an offer not answered by then lapses. The offer letter is attached.`,
      };
    case "reminder":
      return {
        subject: `Reminder: answer the offer ${what} by ${n.deadline}`,
        text: `Your offer of admission to ${n.department} (application ${n.applicationId}) is not answered yet. It lapses at ${n.deadline}.`,
      };
    case "answer":
      return n.state === "LAPSED"
        ? {
            subject: `Offer lapsed: ${what}`,
            text: `Your offer of admission to ${n.department} (application ${n.applicationId}) was not answered by ${n.deadline} and has lapsed; the seat goes to the next candidate.`,
          }
        : {
            subject: `Offer ${OFFER_STATE_LABELS[n.state].toLowerCase()}: ${what}`,
            text: `Your answer is recorded: the offer of admission to ${n.department} (application ${n.applicationId}) is now "${OFFER_STATE_LABELS[n.state]}".${n.state === "ACCEPTED" ? " Pay the admission fee and enter it on the portal; the account section verifies it." : ""}`,
          };
    case "fee":
      return n.status === "MODIFICATION_REQUESTED"
        ? {
            subject: `Admission fee: a change is needed (${n.applicationId})`,
            text: `The account section asks you to correct the admission fee of ${n.applicationId}: ${n.remarks ?? ""} Enter it again on the portal.`,
          }
        : {
            subject: `Admission fee received: ${n.applicationId}`,
            text: `The admission fee of ${n.applicationId} is back with the account section for verification.`,
          };
    case "admitted":
      return {
        subject: `Admitted: ${what}`,
        text: `Your admission fee is verified and you are admitted to the doctoral programme of ${n.department} (application ${n.applicationId}). The portal lists the documents to bring when you report.`,
      };
  }
}

/** One e-mail for everything gathered about the candidate's offers. */
export function offerUpdateMail(ctx: MailContext, name: string, notices: Stored[]): RenderedMail {
  const said = notices.map(sentence);
  const subject = said.length === 1 ? (said[0]?.subject ?? "") : `Your offers of admission: ${said.length} updates`;
  return {
    subject,
    ...layoutFor(ctx, `Dear ${name},`, [
      ...said.map((s) => s.text),
      "Sign in to the portal to see the offer and act on it.",
    ]),
  };
}
