export { ApplicationReviewPage } from "./application-review.tsx";
export { ApplicationsListPage } from "./applications-list.tsx";
export { CoordinatorHomePage } from "./coordinator-home.tsx";
