/** The public area's lazily loaded pages (the home page ships in the main chunk). */

export { AllAnnouncementsPage } from "./all-announcements.tsx";
export { CandidateRegisterPage } from "./candidate-register.tsx";
export { ContactPage } from "./contact.tsx";
export { AccountSectionLoginPage, CandidateLoginPage } from "./email-logins.tsx";
export { FacultyLoginPage } from "./faculty-login.tsx";
export { HowToApplyPage } from "./how-to-apply.tsx";
