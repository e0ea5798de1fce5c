import { createElement } from "react";
import { NotAvailableYet } from "../../../components/not-available.tsx";
import { StaffDashboard } from "../staff-dashboard.tsx";

export const CoordinatorHomePage = StaffDashboard;
export const ApplicationsListPage = () => createElement(NotAvailableYet, { area: "Approve Applications" });
export const ApplicationReviewPage = () => createElement(NotAvailableYet, { area: "Application Review" });
