/**
 * Where a candidate stands and the one thing to do next (candidate dashboard, spec 000 §2, §4).
 * Pure: the dashboard feeds it the profile, the applications, the uploaded documents and the
 * admission status it already has in its query cache, and renders what comes back, worded by the
 * `t` it gives (the `candidate` one; the shared labels of sections and documents come from the
 * `vocabulary`), English without one.
 */
// @i18n-namespace candidate
import {
  APPLICATION_DOCUMENT_LABELS,
  type ApplicationType,
  applicationDocumentOf,
  feeReceiptDocumentKey,
  sopDocumentKey,
} from "./applications.ts";
import { type ChangeRemedy, changeRemedy } from "./domain/application-status.ts";
import { PROFILE_SECTION_LABELS, PROFILE_SECTIONS, type ProfileSection, profileDocumentLabel } from "./profile.ts";
import { paths } from "./routes.ts";
import { english, type Translate } from "./words.ts";

/** A shared label (section, document) in `t`'s language: the `vocabulary` catalogue holds them. */
const vocabulary = (t: Translate, label: string) => t(label, { ns: "vocabulary" });

/** What the rule reads of one profile section (GET /api/candidate/profile; null when never saved). */
export interface SectionFacts {
  isCompleted: boolean;
  verification: { status: string };
  documents: Partial<Record<string, { status: string }>>;
}
export type ProfileFacts = Partial<Record<ProfileSection, SectionFacts | null>>;

/** What the rule reads of one application (GET /api/application). */
export interface ApplicationFacts {
  id: string;
  applicationId: string;
  department: string;
  applicationType: ApplicationType;
  verificationStatus: string;
}

export interface NextStepFacts {
  profile: ProfileFacts;
  applications: readonly ApplicationFacts[];
  /** The candidate's documents by type (GET /api/document); only SOP_… and FEE_RECEIPT_… are read here. */
  documents?: Partial<Record<string, { status: string }>>;
  admissionsOpen: boolean;
}

const FLAGGED = "MODIFICATION_REQUESTED";
/** Application statuses that ask the candidate for a change (spec 000 §4), and what to call the flagged part. */
const APPLICATION_FLAGGED: Record<string, (t: Translate) => string> = {
  MODIFICATION_REQUESTED: (t) => t("Application details"),
  FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED: (t) => t("Fee details"),
};
/** Application statuses that are final for the candidate; everything else is still being reviewed. */
const APPLICATION_DONE = new Set(["VERIFIED"]);

/** The profile page opened on one section: `/profile?section=academicsUG`. */
export function profileSectionPath(section: ProfileSection): string {
  return `${paths.profile}?section=${section}`;
}

/** The section a `/profile?section=…` link asks for, or null (for the profile page to start on it). */
export function profileSectionFromSearch(search: string): ProfileSection | null {
  const value = new URLSearchParams(search).get("section");
  return (PROFILE_SECTIONS as readonly string[]).includes(value ?? "") ? (value as ProfileSection) : null;
}

export interface SectionProgress {
  section: ProfileSection;
  label: string;
  saved: boolean;
  /** The section's verification status (PENDING, VERIFIED, MODIFICATION_REQUESTED, or anything the server sends). */
  status: string;
  /** Labels of what a reviewer flagged in this section: "Section details" and/or document names. */
  flagged: string[];
  href: string;
}

export interface ProfileProgress {
  sections: SectionProgress[];
  saved: number;
  total: number;
}

function sectionFlags(s: SectionFacts | null | undefined, t: Translate): string[] {
  if (!s) return [];
  const docs = Object.entries(s.documents)
    .filter(([, d]) => d?.status === FLAGGED)
    .map(([kind]) => {
      const name = profileDocumentLabel(kind);
      return name ? vocabulary(t, name) : kind;
    });
  return s.verification.status === FLAGGED ? [t("Section details"), ...docs] : docs;
}

/**
 * The four sections in order: saved or not, their verification status and what was flagged in
 * them; labels in `t`'s language (English without it).
 */
export function profileProgress(profile: ProfileFacts, t: Translate = english): ProfileProgress {
  const sections = PROFILE_SECTIONS.map((section) => {
    const s = profile[section];
    return {
      section,
      label: vocabulary(t, PROFILE_SECTION_LABELS[section]),
      saved: Boolean(s?.isCompleted),
      status: s?.verification.status ?? "PENDING",
      flagged: sectionFlags(s, t),
      href: profileSectionPath(section),
    };
  });
  return { sections, saved: sections.filter((s) => s.saved).length, total: sections.length };
}

/** One place where a reviewer asked for a change, what was flagged there, and the link to it. */
export interface FlaggedPlace {
  label: string;
  items: string[];
  href: string;
}

/**
 * What is flagged of one application. The status MODIFICATION_REQUESTED follows from its parts
 * (`applicationStatusOf`): a flagged profile part or its own flagged SOP or fee receipt, each
 * listed where it is. So "Application details" is counted only when nothing listed explains the
 * status; otherwise a profile-only request would be counted twice and send the candidate to an
 * application with nothing of its own to fix (issue 30).
 */
function applicationFlags(
  a: ApplicationFacts,
  documents: NextStepFacts["documents"],
  profileFlagged: boolean,
  t: Translate,
): string[] {
  const items: string[] = [];
  if (documents?.[sopDocumentKey(a.department, a.applicationType)]?.status === FLAGGED)
    items.push(vocabulary(t, APPLICATION_DOCUMENT_LABELS.sop));
  if (documents?.[feeReceiptDocumentKey(a.department, a.applicationType)]?.status === FLAGGED)
    items.push(vocabulary(t, APPLICATION_DOCUMENT_LABELS.feeReceipt));
  const status = APPLICATION_FLAGGED[a.verificationStatus];
  const explained = a.verificationStatus === "MODIFICATION_REQUESTED" && (profileFlagged || items.length > 0);
  if (status && !explained) items.unshift(status(t));
  return items;
}

function profilePlaces(profile: ProfileFacts, t: Translate): FlaggedPlace[] {
  return profileProgress(profile, t)
    .sections.filter((s) => s.flagged.length > 0)
    .map((s) => ({ label: s.label, items: s.flagged, href: s.href }));
}

function applicationPlaces(
  facts: Pick<NextStepFacts, "applications" | "documents">,
  profileFlagged: boolean,
  t: Translate,
): FlaggedPlace[] {
  const places: FlaggedPlace[] = [];
  const matched = new Set<string>();
  for (const a of facts.applications) {
    matched.add(sopDocumentKey(a.department, a.applicationType));
    matched.add(feeReceiptDocumentKey(a.department, a.applicationType));
    const items = applicationFlags(a, facts.documents, profileFlagged, t);
    if (items.length > 0)
      places.push({
        label: t("Application {{applicationId}} ({{departmentName}})", {
          applicationId: a.applicationId,
          departmentName: a.department,
        }),
        items,
        href: paths.viewCandidateApplication(a.id),
      });
  }
  const orphans: string[] = [];
  for (const [type, d] of Object.entries(facts.documents ?? {})) {
    if (d?.status !== FLAGGED || matched.has(type)) continue;
    const applicationDocument = applicationDocumentOf(type);
    if (applicationDocument) orphans.push(vocabulary(t, APPLICATION_DOCUMENT_LABELS[applicationDocument]));
  }
  if (orphans.length > 0) places.push({ label: t("Application documents"), items: orphans, href: paths.applications });
  return places;
}

/**
 * Everything flagged MODIFICATION_REQUESTED, in the order to fix it: profile sections (the
 * section itself or its documents), then applications (their SOP, fee receipt or fee details,
 * or their status when no listed part explains it). A flagged application document that matches
 * no application (a receipt kept from a withdrawn one) points to My Applications.
 */
export function flaggedPlaces(
  facts: Pick<NextStepFacts, "profile" | "applications" | "documents">,
  t: Translate = english,
): FlaggedPlace[] {
  const profile = profilePlaces(facts.profile, t);
  return [...profile, ...applicationPlaces(facts, profile.length > 0, t)];
}

/**
 * What the candidate does about the flags, by where they are (shared `changeRemedy`), when one
 * place is flagged and when several are: whole sentences, so each language words them its way.
 */
const REMEDY_TEXT: Record<ChangeRemedy, (t: Translate, places: number) => string> = {
  "fix-profile": (t, places) =>
    places === 1
      ? t(
          "Open it, read the remarks, correct what was flagged and save the section. Saving sends it back for review; there is nothing to reapply.",
        )
      : t(
          "Open each place, read the remarks, correct what was flagged and save the section. Saving sends it back for review; there is nothing to reapply.",
        ),
  reapply: (t, places) =>
    places === 1
      ? t(
          "Open it, read the remarks, replace the flagged documents or correct the fee details, then reapply from the application's page.",
        )
      : t(
          "Open each place, read the remarks, replace the flagged documents or correct the fee details, then reapply from the application's page.",
        ),
  "fix-profile-then-reapply": (t, places) =>
    places === 1
      ? t(
          "Open it, read the remarks, fix the profile items and save each section first; then replace the application's flagged documents or correct its fee details, and reapply from its page.",
        )
      : t(
          "Open each place, read the remarks, fix the profile items and save each section first; then replace the application's flagged documents or correct its fee details, and reapply from its page.",
        ),
};

export type NextStepKind =
  | "fix-flagged"
  | "complete-profile"
  | "continue-profile"
  | "apply"
  | "admissions-closed"
  | "wait-for-review"
  | "all-reviewed";

export interface NextStep {
  kind: NextStepKind;
  title: string;
  description: string;
  /** The one call to action; null when there is nothing the candidate can do here. */
  action: { label: string; to: string } | null;
  /** The places to fix (fix-flagged only; empty otherwise). */
  flagged: FlaggedPlace[];
}

/**
 * The candidate's next step, first match wins:
 * 1. anything flagged MODIFICATION_REQUESTED → fix it (link to the first place), saying whether a
 *    reapply follows (only for an application's own flags, `changeRemedy`);
 * 2. no section saved → complete the profile; some saved → continue with the first unsaved one;
 * 3. no application → apply, or say admissions are closed;
 * 4. an application not yet decided → wait for review;
 * 5. otherwise every application has been reviewed.
 */
export function nextStep(facts: NextStepFacts, t: Translate = english): NextStep {
  const step = (kind: NextStepKind, title: string, description: string, action: NextStep["action"]): NextStep => ({
    kind,
    title,
    description,
    action,
    flagged: [],
  });

  const inProfile = profilePlaces(facts.profile, t);
  const inApplications = applicationPlaces(facts, inProfile.length > 0, t);
  const flagged = [...inProfile, ...inApplications];
  const [first] = flagged;
  const remedy = changeRemedy({ profile: inProfile.length > 0, application: inApplications.length > 0 });
  if (first && remedy) {
    const count = flagged.reduce((n, p) => n + p.items.length, 0);
    return {
      kind: "fix-flagged",
      title: t("Fix what was flagged"),
      description: [
        t("A reviewer asked for changes to {{count}} item.", {
          count,
          defaultValue_other: "A reviewer asked for changes to {{count}} items.",
        }),
        REMEDY_TEXT[remedy](t, flagged.length),
      ].join(" "),
      action: { label: t("Go to {{place}}", { place: first.label }), to: first.href },
      flagged,
    };
  }

  const progress = profileProgress(facts.profile, t);
  /** The description, with a note when admissions are closed (the profile can still be prepared). */
  const withClosedNote = (text: string) =>
    facts.admissionsOpen
      ? text
      : `${text} ${t("Admissions are closed at the moment, but you can prepare your profile.")}`;
  const firstUnsaved = progress.sections.find((s) => !s.saved);
  if (firstUnsaved && progress.saved === 0) {
    return step(
      "complete-profile",
      t("Complete your profile"),
      withClosedNote(
        t(
          "None of the {{total}} profile sections is saved yet. Start with your personal details, then your UG, PG and entrance details; you can apply once all four are saved.",
          { total: progress.total },
        ),
      ),
      { label: t("Start your profile"), to: firstUnsaved.href },
    );
  }
  if (firstUnsaved) {
    return step(
      "continue-profile",
      t("Continue your profile"),
      withClosedNote(
        t("{{saved}} of {{total}} sections saved. Next: {{sectionName}}.", {
          saved: progress.saved,
          total: progress.total,
          sectionName: firstUnsaved.label,
        }),
      ),
      { label: t("Continue with {{sectionName}}", { sectionName: firstUnsaved.label }), to: firstUnsaved.href },
    );
  }

  if (facts.applications.length === 0) {
    return facts.admissionsOpen
      ? step(
          "apply",
          t("Apply to a department"),
          t(
            "Your profile is complete. Choose a department and a type, upload your statement of purpose and fee receipt, and enter the payment details.",
          ),
          { label: t("Apply to a department"), to: paths.applyToDepartment },
        )
      : step(
          "admissions-closed",
          t("Admissions are closed"),
          t(
            "Your profile is complete, but new applications are not being accepted right now. Watch the announcements for when admissions open.",
          ),
          null,
        );
  }

  const waiting = facts.applications.filter((a) => !APPLICATION_DONE.has(a.verificationStatus)).length;
  if (waiting > 0) {
    return step(
      "wait-for-review",
      t("Wait for review"),
      t(
        "{{count}} application is being reviewed. A department coordinator checks your profile and documents, and the account section verifies your fee payment. You will get an e-mail when a status changes or if anything needs fixing, and it will show here.",
        {
          count: waiting,
          defaultValue_other:
            "{{count}} applications are being reviewed. A department coordinator checks your profile and documents, and the account section verifies your fee payment. You will get an e-mail when a status changes or if anything needs fixing, and it will show here.",
        },
      ),
      { label: t("View my applications"), to: paths.applications },
    );
  }
  return step(
    "all-reviewed",
    t("Your applications have been reviewed"),
    t("Nothing is waiting on you. Watch your e-mail and the announcements for what comes next."),
    { label: t("View my applications"), to: paths.applications },
  );
}
