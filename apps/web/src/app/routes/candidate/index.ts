import { createElement } from "react";
import { NotAvailableYet } from "../../../components/not-available.tsx";

export { CandidateHomePage } from "./candidate-home.tsx";
export const ProfilePage = () => createElement(NotAvailableYet, { area: "My Profile" });
export const ApplyPage = () => createElement(NotAvailableYet, { area: "Apply to Departments" });
export const MyApplicationsPage = () => createElement(NotAvailableYet, { area: "My Applications" });
export const CandidateApplicationPage = () => createElement(NotAvailableYet, { area: "Application Details" });
