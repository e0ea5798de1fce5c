import { createElement } from "react";
import { NotAvailableYet } from "../../../components/not-available.tsx";
import { StaffDashboard } from "../staff-dashboard.tsx";

export const AccountSectionHomePage = StaffDashboard;
export const FeeListPage = () => createElement(NotAvailableYet, { area: "Approve Fee Details" });
export const FeeDetailPage = () => createElement(NotAvailableYet, { area: "Fee Details" });
