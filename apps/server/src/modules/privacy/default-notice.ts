import type { NoticeBodies } from "@phd/shared";

/**
 * The first privacy notice (version 1) a fresh portal publishes, in plain words (DPDP Act 2023, s. 5;
 * issue 28). The admin replaces it with the university's own under Admin → Privacy notice; until then
 * its grievance officer is the portal's mail sender.
 */
export const DEFAULT_NOTICE: NoticeBodies = {
  en: `What we collect: your name, e-mail address and phone number; the details of your profile (personal details, category, disability and Aadhaar number if you give it, your UG and PG studies, entrance examinations); the documents you upload; your applications, fee payments and the outcome of their review; your marks, merit position and offers; the e-mails we send you and your sign-ins.

Why: only to run this PhD admission round — to check your eligibility and documents, to shortlist, call and rank candidates, to make offers and to admit. We do not use your data for anything else and we do not sell or share it, except with the university's admission committee and where a law requires it.

Who sees it: you; the coordinators of the departments you apply to; the university's account section (fee payments); the portal's administrators. Every reading of your documents and profile by staff is recorded.

How long we keep it: while the admission round is open, and after it closes for the period the university has set (12 months unless stated otherwise). Then the documents and personal details of candidates who were not admitted are erased. The records of admitted candidates are kept as the university's student record.

Your rights: you can see and download the data we hold about you (My data), ask us to correct it, withdraw your consent and ask for your data to be erased. Withdrawing consent does not affect what was done before it; while one of your applications is in an open round, erasure waits until the round closes. You can complain to the grievance officer named below, and if not satisfied, to the Data Protection Board of India.`,
};
