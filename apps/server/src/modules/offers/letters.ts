import { offerLetterFileName } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { renderOfferLetterPdf } from "../../pdf/offer-letter-pdf.ts";
import { type AuthUser, visibleOr404 } from "../../plugins/auth.ts";
import { readConstants } from "../constants/index.ts";
import { readRound } from "../rounds/index.ts";
import { NOT_FOUND } from "./access.ts";
import * as q from "./queries.ts";
import { roundOfferSettings } from "./settings.ts";

/** The offer letter: the candidate's own, the department's staff. */
export async function offerLetter(ctx: AppContext, viewer: AuthUser, offerId: string) {
  const f = visibleOr404(
    viewer,
    "offerLetter.read",
    await q.offerById(ctx.db, offerId),
    (x) => ({ ownerId: x.userId, departments: [x.offer.department] }),
    NOT_FOUND,
  );
  return { pdf: await renderLetter(ctx, f), fileName: offerLetterFileName(f.humanId) };
}

async function renderLetter(ctx: AppContext, f: q.OfferFacts) {
  const [round, constants] = await Promise.all([readRound(ctx.db, f.offer.roundId), readConstants(ctx, false)]);
  const settings = roundOfferSettings.of(round.settings);
  return renderOfferLetterPdf({
    language: languageOrDefault(f.language),
    heading: constants.websiteHeading,
    timeZone: constants.timeZone,
    roundName: round.name,
    candidate: { name: f.name, email: f.email },
    applicationId: f.humanId,
    department: f.offer.department,
    channel: f.offer.channel,
    seat: { category: f.offer.category, disabilitySeat: f.offer.disabilitySeat && f.isPwd },
    rank: f.rank,
    fromWaitlist: f.offer.fromWaitlist,
    deadline: f.offer.deadline,
    offeredAt: f.offer.offeredAt,
    admissionFee: settings.admissionFee,
    reportingInstructions: settings.reportingInstructions,
    documentsToBring: settings.documentsToBring,
  });
}

/** The mail worker's attachments: each offer letter as it stands when the mail is sent. */
export async function offerLetterAttachment(ctx: AppContext, offerId: string) {
  const f = await q.offerById(ctx.db, offerId);
  if (!f) return undefined;
  return {
    filename: offerLetterFileName(f.humanId),
    content: await renderLetter(ctx, f),
    contentType: "application/pdf",
  };
}
