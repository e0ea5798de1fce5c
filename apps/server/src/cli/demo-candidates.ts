import { type Gender, isWorkingProfessionalEligible, PROFILE_SECTIONS } from "@phd/shared";
import type { profileSections, profiles, users } from "../db/schema.ts";
import { type AppDraft, type ApplicationContext, applicationDraftsOf } from "./demo-applications.ts";
import { DAY, HOUR, MIN, SEED, type Timeline, WINDOW_MS } from "./demo-clock.ts";
import { demoCandidateEmail } from "./demo-credentials.ts";
import { CandidateDocuments, type DocumentInsert } from "./demo-documents.ts";
import { type DemoFileLinker, DemoIds, Rng, seedOf } from "./demo-files.ts";
import { type ExamYears, profileValuesOf, sectionRowsOf } from "./demo-profiles.ts";
import { type AuditInsert, CandidateReview } from "./demo-reviews.ts";
import { DEPARTMENT_WEIGHTS, FEMALE, FIELDS, MALE, OTHER_NAMES, SURNAMES } from "./demo-vocabulary.ts";

type UserInsert = typeof users.$inferInsert;

export interface CandidateDraft {
  user: UserInsert & { id: string };
  profile: typeof profiles.$inferInsert & { id: string };
  sections: (typeof profileSections.$inferInsert)[];
  documents: DocumentInsert[];
  links: { source: string; key: string }[];
  audits: AuditInsert[];
  apps: AppDraft[];
}

export interface GenerationContext extends ApplicationContext, ExamYears {
  candidatePasswordHash: string;
  noticeVersion: number;
  timeline: Timeline;
  firstCandidate: number;
  linker: DemoFileLinker;
}

/** Demo candidate n: the same n and context always make the same candidate (its own rng streams). */
export function makeCandidate(n: number, ctx: GenerationContext): CandidateDraft {
  const rng = new Rng(seedOf(SEED, n, 3));
  const ids = new DemoIds(n, seedOf(SEED, n, 4));
  const i = n - ctx.firstCandidate;
  const { now } = ctx.timeline;
  const appCount = ctx.timeline.appCounts[i] ?? 1;
  const slot0 = ctx.timeline.firstSlot[i] ?? 0;
  const appTimes = Array.from({ length: appCount }, (_, k) => ctx.timeline.slots[slot0 + k] ?? now - HOUR);
  const firstAppAt = appTimes[0] ?? now - HOUR;
  const lastAppAt = appTimes[appTimes.length - 1] ?? firstAppAt;

  // Who
  const gender = rng.weighted<Gender>([
    ["Male", 58],
    ["Female", 40],
    ["Other", 2],
  ]);
  const first = rng.pick(gender === "Male" ? MALE : gender === "Female" ? FEMALE : OTHER_NAMES);
  const last = rng.pick(SURNAMES);
  const department = rng.weighted(DEPARTMENT_WEIGHTS);
  const { personal, data } = profileValuesOf(n, rng, { first, last, gender }, FIELDS[department], ctx);

  // When: registered, verified, profile saved section by section, then the applications.
  const registeredAt = Math.max(now - WINDOW_MS - DAY, firstAppAt - rng.int(30, 4 * 24 * 60) * MIN);
  const verifiedAt = registeredAt + rng.int(1, 15) * MIN;
  const profileAt = verifiedAt + rng.int(1, 10) * MIN;
  const savedAt = PROFILE_SECTIONS.map((_, k) => new Date(profileAt + ((firstAppAt - profileAt) * (k + 1)) / 6));
  const userId = ids.next();
  const profileId = ids.next();
  const user: UserInsert & { id: string } = {
    id: userId,
    role: "candidate",
    name: personal.name,
    email: demoCandidateEmail(n),
    phone: `${rng.int(6, 9)}${rng.digits(9)}`,
    passwordHash: ctx.candidatePasswordHash,
    emailVerifiedAt: new Date(verifiedAt),
    consentedNoticeVersion: ctx.noticeVersion,
    mustChangePassword: false,
    createdAt: new Date(registeredAt),
    updatedAt: new Date(verifiedAt),
  };

  const review = new CandidateReview(rng, now, lastAppAt, ctx.staff.byDepartment.get(department), ctx.staff.admin);
  const sections = sectionRowsOf(review, ids, profileId, data, savedAt, profileAt);
  const documents = new CandidateDocuments(ids, userId, ctx.linker, review);
  const uploaded = documents.addProfileDocuments(data, savedAt, profileAt);
  const workingProfessional = isWorkingProfessionalEligible(personal, uploaded);
  const apps = applicationDraftsOf(
    { n, rng, ids, now, department, appTimes, firstAppAt, personal, workingProfessional, review, documents },
    ctx,
  );

  const profileUpdatedAt = savedAt[savedAt.length - 1] ?? new Date(profileAt);
  return {
    user,
    profile: {
      id: profileId,
      userId,
      aadhaarCiphertext: null,
      aadhaarHash: null,
      createdAt: new Date(profileAt),
      updatedAt: profileUpdatedAt,
    },
    sections,
    documents: documents.rows,
    links: documents.links,
    audits: review.audits,
    apps,
  };
}
