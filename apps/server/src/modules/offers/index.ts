export { OfferJob } from "./job.ts";
export { finalPublication } from "./queries.ts";
export { offerRoutes } from "./routes.ts";
export {
  allottedOffersOf,
  candidateOffers,
  type NewOffer,
  offerLetterAttachment,
  waitlistOffersOf,
} from "./service.ts";
