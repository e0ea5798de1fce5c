export { OfferJob } from "./job.ts";
export { offerRoutes } from "./routes.ts";
export { candidateOffers, offerLetterAttachment } from "./service.ts";
