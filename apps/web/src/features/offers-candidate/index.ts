// The candidate's side of the offers of admission (issue 26): what routes may use.
export { offerPaths } from "./api.ts";
export { CandidateOfferCard } from "./components/candidate-offer-card.tsx";
export { OfferStatus } from "./components/offer-status.tsx";
