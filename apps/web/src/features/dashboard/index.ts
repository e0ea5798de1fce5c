// The candidate's home cards.
export { AnnouncementsCard } from "./announcements-card.tsx";
export { ApplicationsCard } from "./applications-card.tsx";
export { DashboardCard } from "./dashboard-card.tsx";
export { NextStepCard } from "./next-step-card.tsx";
export { ProfileProgressCard } from "./profile-progress-card.tsx";
