import { announcements } from "./schema/announcements.ts";
import { applicationCounters, applications } from "./schema/applications.ts";
import { auditEvents } from "./schema/audit.ts";
import { documents } from "./schema/documents.ts";
import { mailOutbox } from "./schema/mail.ts";
import { offers } from "./schema/offers.ts";
import { consentEvents, erasureRequests, privacyNotices } from "./schema/privacy.ts";
import { profileSections, profiles } from "./schema/profiles.ts";
import { admissionRounds, siteConstants } from "./schema/rounds.ts";
import { applicationSelections, seatMatrices } from "./schema/selection.ts";
import { rateCounters, users, verificationCodes } from "./schema/users.ts";

/**
 * The whole data model for both spec documents, one file per area under `schema/`; import it from
 * here. Ids are random UUIDs (unguessable); the human application id (PHD001) is a separate unique
 * column. Status columns are text with CHECK constraints so the shared enums stay the single vocabulary.
 */

export * from "./schema/announcements.ts";
export * from "./schema/applications.ts";
export * from "./schema/audit.ts";
export * from "./schema/documents.ts";
export * from "./schema/mail.ts";
export * from "./schema/merit.ts";
export * from "./schema/offers.ts";
export * from "./schema/privacy.ts";
export * from "./schema/profiles.ts";
export * from "./schema/reconciliation.ts";
export * from "./schema/rounds.ts";
export * from "./schema/selection.ts";
export * from "./schema/tallies.ts";
export * from "./schema/users.ts";

export const schemaTables = {
  users,
  verificationCodes,
  rateCounters,
  profiles,
  profileSections,
  documents,
  admissionRounds,
  seatMatrices,
  applications,
  applicationSelections,
  announcements,
  siteConstants,
  applicationCounters,
  auditEvents,
  mailOutbox,
  offers,
  privacyNotices,
  consentEvents,
  erasureRequests,
};
