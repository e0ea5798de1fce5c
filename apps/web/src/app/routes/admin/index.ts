import { createElement } from "react";
import { NotAvailableYet } from "../../../components/not-available.tsx";
import { StaffDashboard } from "../staff-dashboard.tsx";

export const AdminHomePage = StaffDashboard;
export const CandidateStatisticsPage = () => createElement(NotAvailableYet, { area: "Candidate Statistics" });
export const CandidateProfilePage = () => createElement(NotAvailableYet, { area: "Candidate Profile" });
export const ManageCoordinatorsPage = () => createElement(NotAvailableYet, { area: "Manage Coordinators" });
export const ManageAnnouncementsPage = () => createElement(NotAvailableYet, { area: "Manage Announcements" });
export const ManageConstantsPage = () => createElement(NotAvailableYet, { area: "Manage Constants" });
