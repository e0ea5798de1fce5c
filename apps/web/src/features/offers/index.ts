// Offers of admission, the seat dashboard and the admission fees (issue 26): what routes and other
// features may use, and the pages the router loads (lazily: one chunk outside the role areas).
export { AdmissionFeesPage } from "./admission-fees-page.tsx";
export { OFFER_MESSAGES, offerKeys, useOffers, useSeatDashboard } from "./api.ts";
export { ADMISSION_FEES_TITLE, AdmissionFeesScreen } from "./components/admission-fees.tsx";
export { OFFERS_TITLE, OffersScreen } from "./components/offers-screen.tsx";
export { OfferStateBadge, seatText } from "./components/offers-table.tsx";
export { SEAT_DASHBOARD_TITLE, SeatDashboardScreen } from "./components/seat-dashboard.tsx";
export { offersHref } from "./list-params.ts";
export { OffersPage, SeatDashboardPage } from "./pages.tsx";
