// Offers of admission, the seat dashboard and the admission fees (issue 26): what routes and other
// features may use, and the pages the router loads (lazily: one chunk outside the role areas).
export { AdmissionFeesPage } from "./admission-fees-page.tsx";
export { offerKeys, offerMessages, useOfferMessages, useOffers, useSeatDashboard } from "./api.ts";
export { AdmissionFeesScreen } from "./components/admission-fees.tsx";
export { OffersScreen } from "./components/offers-screen.tsx";
export { OfferStateBadge, useSeatText } from "./components/offers-table.tsx";
export { SeatDashboardScreen } from "./components/seat-dashboard.tsx";
export { offersHref } from "./list-params.ts";
export { OffersPage, SeatDashboardPage } from "./pages.tsx";
