export { verifyAdmissionFeeIf } from "./admission-fee.ts";
export { candidateOffers } from "./candidate.ts";
export { offerJob } from "./job.ts";
export { offerLetterAttachment } from "./letters.ts";
export { finalPublication } from "./queries.ts";
export { offerRoutes } from "./routes.ts";
export { allottedOffersOf, type NewOffer, waitlistOffersOf } from "./seats.ts";
export { roundOfferSettings } from "./settings.ts";
