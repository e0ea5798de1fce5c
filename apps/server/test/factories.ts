import { Readable } from "node:stream";
import {
  type ApplicationStatus,
  type ApplicationType,
  type Category,
  DEFAULT_SELECTION_RULES,
  type DepartmentChannels,
  type DepartmentName,
  feeReceiptDocumentKey,
  formatApplicationId,
  type MeritStatus,
  type PersonalDetailsValue,
  type ProfileSection,
  type SectionValues,
  type SelectionChannel,
  sopDocumentKey,
} from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { AppContext } from "../src/context.ts";
import {
  admissionRounds,
  applications,
  documents,
  meritLines,
  meritPublications,
  profileSections,
  profiles,
} from "../src/db/schema.ts";
import { mustExist, single } from "../src/db/single.ts";
import { applicationSearchText, nextApplicationNumber } from "../src/modules/applications/index.ts";
import { ensureProfile } from "../src/modules/profile/index.ts";
import {
  bearer,
  createUser,
  multipartForm,
  pdfBytes,
  pdfPart,
  pngBytes,
  type TestApp,
  type TestUser,
  tokenAs,
  tokenFor,
} from "./helpers.ts";

/** The Aadhaar number `candidateWithCompleteProfile` gives unless told another. */
export const FACTORY_AADHAAR = "123456789012";

/**
 * A candidate whose four profile sections are complete (values and documents written directly:
 * for tests whose subject is elsewhere). `workingProfessional` adds employment and its certificate.
 */
export async function candidateWithCompleteProfile(
  ctx: AppContext,
  opts: { workingProfessional?: boolean; name?: string; aadhaar?: string } = {},
): Promise<TestUser> {
  const user = await createUser(ctx, { role: "candidate", name: opts.name });
  const profile = await ensureProfile(ctx.db, user.id);
  // The Aadhaar number is stored sealed on the profile, never in the section data (decision 020).
  const aadhaar = opts.aadhaar ?? FACTORY_AADHAAR;
  await ctx.db
    .update(profiles)
    .set({ aadhaarCiphertext: ctx.aadhaar.encrypt(aadhaar, profile.id), aadhaarHash: ctx.aadhaar.hash(aadhaar) })
    .where(eq(profiles.id, profile.id));
  const personal: Omit<PersonalDetailsValue, "addharNumber"> = {
    name: user.name,
    dob: "1994-06-15",
    gender: "Female",
    nationality: "Indian",
    address: "12 College Road, Pune",
    category: "OPEN_GENERAL",
    isPhysicallyDisabled: false,
    isEmployed: Boolean(opts.workingProfessional),
    isMHStateCandidate: false,
    ...(opts.workingProfessional
      ? { totalIndustryExperience: 6, currentIndustryExperience: 2, guideIndustryExperience: 0 }
      : {}),
  };
  const data: Omit<SectionValues, "personalDetails"> & { personalDetails: typeof personal } = {
    personalDetails: personal,
    academicsUG: { degree: "B.E./ B.Tech", institute: "College of Engineering", cgpa: 8.1 },
    academicsPG: { hasNotDonePG: true },
    entranceDetails: {
      hasNotGivenAnyEntranceExam: true,
      givenGate: false,
      givenRpet: false,
      givenNet: false,
      isEligibleForRpet: false,
    },
  };
  for (const [section, values] of Object.entries(data)) {
    await ctx.db
      .update(profileSections)
      .set({ data: values, isCompleted: true, updatedAt: sql`now()` })
      .where(sql`${profileSections.profileId} = ${profile.id} and ${profileSections.section} = ${section}`);
  }
  const kinds: [string, ProfileSection, Buffer, string][] = [
    ["applicantPhoto", "personalDetails", pngBytes(), "image/png"],
    ["signature", "personalDetails", pngBytes(), "image/png"],
    ["proofOfDob", "personalDetails", pdfBytes("dob"), "application/pdf"],
    ["nationalityCertificate", "personalDetails", pdfBytes("nationality"), "application/pdf"],
    ["ugMarksheet", "academicsUG", pdfBytes("ug"), "application/pdf"],
    ["ugDegreeCertificate", "academicsUG", pdfBytes("ugd"), "application/pdf"],
    ...(opts.workingProfessional
      ? ([["employmentCertificate", "personalDetails", pdfBytes("job"), "application/pdf"]] as [
          string,
          ProfileSection,
          Buffer,
          string,
        ][])
      : []),
  ];
  for (const [kind, section, bytes, mimeType] of kinds) {
    const stored = await ctx.storage.put(Readable.from(bytes));
    await ctx.db.insert(documents).values({
      userId: user.id,
      documentType: kind,
      section,
      originalFileName: `${kind}.${mimeType === "image/png" ? "png" : "pdf"}`,
      mimeType,
      fileSize: stored.size,
      storageKey: stored.key,
      sha256: stored.sha256,
    });
  }
  return user;
}

export async function profileIdOf(ctx: AppContext, userId: string) {
  return (await ensureProfile(ctx.db, userId)).id;
}

export interface ApplicationFactoryOptions {
  department?: DepartmentName;
  applicationType?: ApplicationType;
  status?: ApplicationStatus;
  createdAt?: Date;
  /** Fee details and the fee verdict (defaults: UTR12345678, ₹1,500, Nov 1, PENDING, no receipt). */
  fee?: Partial<
    Pick<
      typeof applications.$inferInsert,
      "utrDuNumber" | "amount" | "transactionTime" | "bankName" | "feeStatus" | "feeReceiptDocumentId"
    >
  >;
}

/** The fee fields of a submission form (the values insertApplicationFor stores unless told). */
export const FEE_FIELDS = {
  utrDuNumber: "UTR12345678",
  amount: "1500",
  transactionTime: "2026-11-01T10:30:00.000Z",
  bankName: "State Bank of India",
};

export interface SubmissionOptions {
  department?: DepartmentName;
  /** Fee fields over FEE_FIELDS. */
  fee?: Partial<typeof FEE_FIELDS>;
  /** The uploaded files' names (each file's bytes are made from its name). */
  sopFilename?: string;
  receiptFilename?: string;
}

/**
 * A candidate with a complete profile and a real REGULAR submission over HTTP (SOP and fee receipt
 * uploaded, 201 expected): the user, a token, the application's row id and its applicationId.
 */
export async function submittedApplication(t: TestApp, opts: SubmissionOptions = {}) {
  const department = opts.department ?? "Computer Engineering";
  const user = await candidateWithCompleteProfile(t.ctx);
  const token = await tokenFor(t.ctx, user);
  const part = (field: string, filename = `${field}.pdf`) => pdfPart(field, { filename, content: pdfBytes(filename) });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/application/",
    headers: bearer(token),
    payload: multipartForm(
      [
        part(sopDocumentKey(department, "REGULAR"), opts.sopFilename),
        part(feeReceiptDocumentKey(department, "REGULAR"), opts.receiptFilename),
      ],
      { department, applicationType: "REGULAR", ...FEE_FIELDS, ...opts.fee },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, token, id: res.json().data.id as string, applicationId: res.json().applicationId as string };
}

/**
 * An application inserted directly (no documents, no mail, no audit row): for list and count
 * tests that need many rows fast. It takes its number from the same counters as a submission, so
 * it never collides with an application submitted over HTTP, and fills `search_text` with the
 * module's own `applicationSearchText`.
 */
export async function insertApplicationFor(
  ctx: Pick<AppContext, "db">,
  user: { id: string; name: string; email: string },
  opts: ApplicationFactoryOptions = {},
) {
  const applicationType = opts.applicationType ?? "REGULAR";
  return ctx.db.transaction(async (tx) => {
    const counter = await nextApplicationNumber(tx, applicationType);
    const applicationId = formatApplicationId(counter.prefix, counter.number);
    return single(
      tx
        .insert(applications)
        .values({
          applicationId,
          applicationNumber: counter.number,
          roundId: counter.roundId,
          searchText: applicationSearchText(applicationId, user),
          userId: user.id,
          department: opts.department ?? "Computer Engineering",
          applicationType,
          status: opts.status ?? "PENDING",
          utrDuNumber: "UTR12345678",
          amount: 1500,
          transactionTime: new Date("2026-11-01T10:30:00.000Z"),
          bankName: "State Bank of India",
          ...opts.fee,
          ...(opts.createdAt ? { createdAt: opts.createdAt, updatedAt: opts.createdAt } : {}),
        })
        .returning(),
      mustExist("inserted application"),
    );
  });
}

/**
 * An application document (SOP or fee receipt: no section) stored for the user, for tests that
 * link it to an application made by `insertApplicationFor` (e.g. `fee.feeReceiptDocumentId`).
 */
export async function insertApplicationDocumentFor(
  ctx: Pick<AppContext, "db" | "storage">,
  userId: string,
  documentType: string,
) {
  const stored = await ctx.storage.put(Readable.from(pdfBytes(documentType)));
  return single(
    ctx.db
      .insert(documents)
      .values({
        userId,
        documentType,
        section: null,
        originalFileName: `${documentType}.pdf`,
        mimeType: "application/pdf",
        fileSize: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
      })
      .returning(),
    mustExist("inserted application document"),
  );
}

/** Facts of a verified applicant in selection: the entrance section and the personal facts the merit list reads. */
export interface SelectionApplicantOptions {
  name?: string;
  department?: DepartmentName;
  /** The entrance section's qualification: JRF and NET carry a NET score and percentile, GATE a score. */
  exam?: { kind: "JRF" | "NET"; percentile: number; score?: number } | { kind: "GATE"; score: number };
  category?: string;
  isPhysicallyDisabled?: boolean;
  dob?: string;
}

/**
 * A verified application of a candidate with a complete profile, its personal and entrance
 * sections adjusted to the options (for the shortlist, slots, marks and merit tests).
 */
export async function verifiedApplicant(ctx: AppContext, opts: SelectionApplicantOptions = {}) {
  const user = await candidateWithCompleteProfile(ctx, { name: opts.name });
  const profileId = await profileIdOf(ctx, user.id);
  const merge = (section: "personalDetails" | "entranceDetails", patch: object) =>
    ctx.db
      .update(profileSections)
      .set({ data: sql`${profileSections.data} || ${JSON.stringify(patch)}::jsonb` })
      .where(and(eq(profileSections.profileId, profileId), eq(profileSections.section, section)));
  const personal = {
    ...(opts.category ? { category: opts.category } : {}),
    ...(opts.isPhysicallyDisabled !== undefined ? { isPhysicallyDisabled: opts.isPhysicallyDisabled } : {}),
    ...(opts.dob ? { dob: opts.dob } : {}),
  };
  if (Object.keys(personal).length > 0) await merge("personalDetails", personal);
  const exam = opts.exam;
  if (exam?.kind === "GATE")
    await merge("entranceDetails", {
      hasNotGivenAnyEntranceExam: false,
      givenGate: true,
      gateExamDetails: { isQualified: "Yes", score: exam.score, lastDateOfValidation: "2030-12-31" },
    });
  else if (exam)
    await merge("entranceDetails", {
      hasNotGivenAnyEntranceExam: false,
      givenNet: true,
      netExamDetails: {
        isQualified: "Yes",
        isJrf: exam.kind === "JRF" ? "Yes" : "No",
        percentile: exam.percentile,
        score: exam.score ?? 150,
      },
    });
  const app = await insertApplicationFor(ctx, user, { department: opts.department, status: "VERIFIED" });
  return { user, app, token: await tokenFor(ctx, user) };
}
export type SelectionApplicant = Awaited<ReturnType<typeof verifiedApplicant>>;

/** A line of a final list for `publishFinalList`: who, where it stands, which seat it was allotted. */
export interface FinalLine {
  applicationId: string;
  channel?: SelectionChannel;
  category: Category;
  isPwd?: boolean;
  status: MeritStatus;
  rank: number;
  allottedCategory?: Category;
  disabilitySeat?: boolean;
}

/**
 * Publishes a department's FINAL merit list with the given lines as the merit module would have
 * stored them (the offers' tests start from a final list; how it is computed is merit's tests').
 */
export async function publishFinalList(
  ctx: AppContext,
  opts: { roundId: string; department: DepartmentName; seats: DepartmentChannels; lines: FinalLine[] },
) {
  const publication = await single(
    ctx.db
      .insert(meritPublications)
      .values({
        roundId: opts.roundId,
        department: opts.department,
        stage: "FINAL",
        rules: DEFAULT_SELECTION_RULES,
        seats: opts.seats,
      })
      .returning(),
    mustExist("the final list"),
  );
  if (opts.lines.length > 0)
    await ctx.db.insert(meritLines).values(
      opts.lines.map((l, position) => ({
        publicationId: publication.id,
        applicationId: l.applicationId,
        channel: l.channel ?? "ENTRANCE_TEST",
        position,
        method: "TEST_AND_INTERVIEW" as const,
        category: l.category,
        isPwd: l.isPwd ?? false,
        examWeight: 70,
        interviewWeight: 30,
        examPercent: 80 - l.rank,
        interviewPercent: 70,
        composite: 77 - l.rank,
        qualifyingPercent: 50,
        relaxed: false,
        rank: l.rank,
        status: l.status,
        allottedCategory: l.status === "ALLOTTED" ? (l.allottedCategory ?? l.category) : null,
        disabilitySeat: l.disabilitySeat ?? false,
        waitlistPosition: l.status === "WAITLISTED" ? l.rank : null,
      })),
    );
  return publication;
}

/** The text fields of Asha's personal details form, without the Aadhaar number. */
export const ASHA_PERSONAL_FIELDS = {
  name: "Asha",
  dob: "1995-04-02",
  gender: "Female",
  nationality: "Indian",
  address: "12 College Road, Pune",
  category: "OPEN_GENERAL",
};

/**
 * The personal details section as the form posts it (multipart): Asha's values with her photo,
 * signature and two certificates; `addharNumber` as given (absent: not sent).
 */
export function personalDetailsForm(addharNumber?: string) {
  const png = (field: string) => ({ field, filename: `${field}.png`, content: pngBytes(), contentType: "image/png" });
  const pdf = (field: string) => ({
    field,
    filename: `${field}.pdf`,
    content: pdfBytes(field),
    contentType: "application/pdf",
  });
  return multipartForm([png("applicantPhoto"), png("signature"), pdf("proofOfDob"), pdf("nationalityCertificate")], {
    ...ASHA_PERSONAL_FIELDS,
    ...(addharNumber === undefined ? {} : { addharNumber }),
  });
}

// ---------------------------------------------------------------------------------------------
// Rounds and the selection tests' staff

/** The id of the first round in the list the token reads (a fresh app's only round: the one it opens with). */
export async function firstRoundId(t: TestApp, token: string): Promise<string> {
  return (await t.app.inject({ method: "GET", url: "/api/rounds", headers: bearer(token) })).json().data[0].id;
}

/** Sets the round's application window in the database (null: no bound on that side). */
export async function setRoundWindow(
  ctx: Pick<AppContext, "db">,
  roundId: string,
  window: { opensAt?: Date | null; closesAt?: Date | null },
) {
  await ctx.db.update(admissionRounds).set(window).where(eq(admissionRounds.id, roundId));
}

/**
 * The staff of a selection test, each a new user, in this order: the admin, a coordinator of
 * `department`, a coordinator of `other` and the accounts section.
 */
export async function selectionStaffTokens(ctx: AppContext, department: DepartmentName, other: DepartmentName) {
  return {
    admin: await tokenAs(ctx, "admin"),
    coordinator: await tokenAs(ctx, "coordinator", [department]),
    otherCoordinator: await tokenAs(ctx, "coordinator", [other]),
    accounts: await tokenAs(ctx, "accountSectionCoordinator"),
  };
}
