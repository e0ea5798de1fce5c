import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  type ApplicationStatus,
  type ApplicationType,
  applicationStatusOf,
  type Category,
  DEPARTMENTS,
  type DepartmentName,
  DOCUMENT_KIND_LABELS,
  type EntranceValue,
  entranceValue,
  feeReceiptDocumentKey,
  feeVerifiedRemark,
  formatApplicationId,
  GATE_DISCIPLINES,
  type Gender,
  isProfileDocumentKind,
  isWorkingProfessionalEligible,
  type PersonalDetailsValue,
  PG_DEGREES,
  PG_SPECIALIZATIONS,
  type PgValue,
  PROFILE_DOCUMENT_KINDS,
  PROFILE_SECTIONS,
  type ProfileSection,
  personalDetailsValue,
  pgValue,
  rpetYears,
  sectionDocuments,
  sopDocumentKey,
  UG_DEGREES,
  UG_SPECIALIZATIONS,
  type UgValue,
  ugValue,
  type VerificationStatus,
} from "@phd/shared";
import { and, count, eq, inArray, like, sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config/env.ts";
import { insertMany } from "../db/bulk.ts";
import { type Db, type DbOrTx, openDatabase } from "../db/client.ts";
import {
  admissionRounds,
  applicationCounters,
  applications,
  auditEvents,
  documents,
  profileSections,
  profiles,
  users,
} from "../db/schema.ts";
import { evenNameBlocks, foldTallies } from "../db/tallies.ts";
import { type AadhaarVault, createAadhaarVault } from "../lib/aadhaar.ts";
import { hashPassword } from "../lib/passwords.ts";
import { applicationSearchText } from "../modules/applications/index.ts";
import { seedConstants } from "../modules/constants/index.ts";
import { seedPrivacyNotice } from "../modules/privacy/index.ts";
import { storageKeyOf } from "../storage/storage.ts";
import { useCallersDirectory } from "./callers-directory.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_CANDIDATE_PASSWORD,
  DEMO_COORDINATORS,
  DEMO_EMAIL_DOMAIN,
  DEMO_STAFF_PASSWORD,
  demoCandidateEmail,
} from "./demo-credentials.ts";
import {
  DemoFileLinker,
  DemoIds,
  type DemoSource,
  demoPdf,
  demoPhotoPng,
  demoSignaturePng,
  Rng,
  seedOf,
} from "./demo-files.ts";
import { type DemoMerit, seedDemoMerit } from "./demo-merit.ts";
import { ADMISSION_RECEIPT_SOURCE, type DemoOffers, seedDemoOffers } from "./demo-offers.ts";
import { type DemoSelection, seedDemoSelection } from "./demo-selection.ts";

/**
 * `npm run demo-data -- --candidates N`: fills the configured database (and DATA_DIR/files) with
 * realistic demo data, written the way the services write it (see the notes at `seedDemoData`).
 */

export const MAX_DEMO_CANDIDATES = 200_000;
const DEFAULT_CANDIDATES = 2000;
const SEED = 20_260_101;
const BATCH = 500;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WINDOW_MS = 40 * DAY;

type UserInsert = typeof users.$inferInsert;
type SectionInsert = typeof profileSections.$inferInsert;
type DocumentInsert = typeof documents.$inferInsert;
type ApplicationInsert = typeof applications.$inferInsert;
type AuditInsert = typeof auditEvents.$inferInsert;

export interface DemoDeps {
  db: Db;
  /** The FileSystemStorage root (DATA_DIR/files): documents get keys there. */
  filesDir: string;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
  /** Seals the Aadhaar numbers as the profile service does (decision 020). */
  aadhaar: AadhaarVault;
  /** The portal's sender, named as the grievance officer's address when the notice is not published yet. */
  mailFrom?: string;
}

export interface DemoOptions {
  candidates: number;
  /** Share of applications that reuse another candidate's UTR (default 0.5 %). */
  duplicateUtrRate?: number;
  /** Share of applications that are withdrawn after submission (default 1 %). */
  withdrawnRate?: number;
  /** "Now" for the timeline (default: the clock). */
  now?: Date;
}

export interface DemoStaffSignIn {
  role: "coordinator" | "accountSectionCoordinator" | "admin";
  /** MIS for coordinators and the admin, the e-mail for the account section. */
  signIn: string;
  name: string;
  departments: readonly DepartmentName[];
}

export type DemoResult =
  | { added: false; existingCandidates: number }
  | (DemoTotals & {
      added: true;
      candidates: number;
      files: number;
      /** The current round's seat matrix, shortlist and slots (issue 24). */
      selection: DemoSelection;
      /** Marks, interview scores, a final and a provisional merit list (issue 25). */
      merit: DemoMerit;
      /** Offers in every state on the final list (issue 26). */
      offers: DemoOffers;
      staff: DemoStaffSignIn[];
      elapsedMs: number;
    });

/** Why `--candidates` is refused, or the number. */
export function parseCandidateCount(raw: string | undefined): number | { error: string } {
  if (raw === undefined) return DEFAULT_CANDIDATES;
  const n = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DEMO_CANDIDATES) {
    return { error: `--candidates must be a positive integer no larger than ${MAX_DEMO_CANDIDATES} (got "${raw}").` };
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary of the fake people

const words = (s: string) => s.trim().split(/\s+/);
const MALE = words(`Aarav Aditya Ajay Akash Amit Aniket Arjun Ashish Chetan Deepak Ganesh Harsh Kunal Mahesh Manoj
  Nikhil Omkar Pranav Prasad Rahul Rohan Sachin Sagar Sandeep Saurabh Shubham Siddharth Suraj Tejas Varun Vikas Vinay
  Yash Abhishek Karthik Imran Farhan Joseph Gurpreet Arnav`);
const FEMALE = words(`Aarti Aishwarya Ankita Anjali Apurva Bhavana Deepa Divya Gauri Isha Kajal Kavya Madhuri Manasi
  Megha Neha Nikita Pallavi Pooja Priya Rashmi Rutuja Sakshi Sayali Shraddha Shruti Sneha Swati Tanvi Vaishnavi Varsha
  Yamini Zoya Fatima Lakshmi Harpreet Ananya Meenakshi Riya Sana`);
const OTHER_NAMES = words("Alex Kiran Ravi Sam Noor Jaya");
const SURNAMES = words(`Patil Deshmukh Kulkarni Joshi Shinde Pawar Jadhav Chavan More Gaikwad Kale Bhosale Sharma Verma
  Gupta Singh Kumar Yadav Mishra Pandey Iyer Nair Menon Reddy Rao Naidu Pillai Das Banerjee Chatterjee Mukherjee Sen
  Bose Shah Mehta Desai Patel Thakur Khan Shaikh Ansari D'Souza Fernandes Gill Sandhu Agarwal Jain Saxena Tiwari Wagh`);
/** City, first digits of its PIN code, in Maharashtra. */
const CITIES = `Pune:411:MH Mumbai:400:MH Nagpur:440:MH Nashik:422:MH Aurangabad:431:MH Kolhapur:416:MH Solapur:413:MH
  Amravati:444:MH Bengaluru:560 Hyderabad:500 New_Delhi:110 Jaipur:302 Indore:452 Bhopal:462 Chennai:600 Kolkata:700
  Lucknow:226 Ahmedabad:380 Goa:403 Raipur:492`
  .trim()
  .split(/\s+/)
  .map((c) => {
    const [city = "", pin = "", mh] = c.split(":");
    return [city.replace("_", " "), pin, mh === "MH"] as const;
  });
const STREETS = [
  "Shivaji Nagar",
  "MG Road",
  "Station Road",
  "College Road",
  "Karve Road",
  "FC Road",
  "Civil Lines",
  "Gandhi Chowk",
  "Tilak Road",
  "Model Colony",
];
const INSTITUTES = [
  "College of Engineering Pune",
  "Government College of Engineering, Aurangabad",
  "VJTI Mumbai",
  "Walchand College of Engineering, Sangli",
  "Savitribai Phule Pune University",
  "University of Mumbai",
  "Shivaji University, Kolhapur",
  "VNIT Nagpur",
  "IIT Bombay",
  "NIT Karnataka, Surathkal",
  "Fergusson College, Pune",
  "Institute of Chemical Technology, Mumbai",
  "Anna University, Chennai",
  "Jadavpur University",
  "University of Delhi",
  "SGGS Institute of Engineering and Technology, Nanded",
  "Pune Institute of Computer Technology",
  "MNIT Jaipur",
];
const BANKS = [
  ["State Bank of India", "SBIN"],
  ["HDFC Bank", "HDFC"],
  ["ICICI Bank", "ICIC"],
  ["Bank of Maharashtra", "MAHB"],
  ["Axis Bank", "UTIB"],
  ["Punjab National Bank", "PUNB"],
  ["Bank of Baroda", "BARB"],
  ["Canara Bank", "CNRB"],
  ["Union Bank of India", "UBIN"],
] as const;

/** What a candidate aiming at a department studied (UG/PG degree and specialisation, GATE paper). */
interface Field {
  weight: number;
  ug: [(typeof UG_DEGREES)[number], (typeof UG_SPECIALIZATIONS)[number]];
  pg: [(typeof PG_DEGREES)[number], (typeof PG_SPECIALIZATIONS)[number]];
  gate: (typeof GATE_DISCIPLINES)[number] | null;
}
const FIELDS: Record<DepartmentName, Field> = {
  "Civil Engineering": { weight: 9, ug: ["B.E./ B.Tech", "Civil"], pg: ["M.E./ M.Tech", "Civil"], gate: "Civil" },
  "Computer Engineering": {
    weight: 18,
    ug: ["B.E./ B.Tech", "Computer"],
    pg: ["M.E./ M.Tech", "Computer"],
    gate: "Computer Science",
  },
  "Electrical Engineering": {
    weight: 9,
    ug: ["B.E./ B.Tech", "Electrical"],
    pg: ["M.E./ M.Tech", "Electrical"],
    gate: "Electrical",
  },
  "Electronics and Telecommunication Engineering": {
    weight: 11,
    ug: ["B.E./ B.Tech", "Electronics and Telecommunication"],
    pg: ["M.E./ M.Tech", "Electronics and Telecommunication"],
    gate: "Electronics and Communication",
  },
  "Instrumentation and Control Engineering": {
    weight: 5,
    ug: ["B.E./ B.Tech", "Instrumentation and Control"],
    pg: ["M.E./ M.Tech", "Instrumentation and Control"],
    gate: "Electrical",
  },
  "Mechanical Engineering": {
    weight: 11,
    ug: ["B.E./ B.Tech", "Mechanical"],
    pg: ["M.E./ M.Tech", "Mechanical"],
    gate: "Mechanical",
  },
  "Metallurgy and Materials Science": {
    weight: 4,
    ug: ["B.E./ B.Tech", "Metallurgy and Materials Science"],
    pg: ["M.E./ M.Tech", "Metallurgical Engineering"],
    gate: "Mechanical",
  },
  "Manufacturing Engineering and Industrial Management": {
    weight: 4,
    ug: ["B.E./ B.Tech", "Manufacturing Engineering and Industrial Management"],
    pg: ["M.E./ M.Tech", "Manufacturing Engineering and Industrial Management"],
    gate: "Mechanical",
  },
  Planning: { weight: 3, ug: ["B.Planning", "OTHER"], pg: ["M.Planning", "Planning"], gate: "Civil" },
  Mathematics: { weight: 6, ug: ["B.Sc.", "Mathematics"], pg: ["M.Sc.", "Mathematics"], gate: null },
  Physics: { weight: 6, ug: ["B.Sc.", "Physics"], pg: ["M.Sc.", "Physics"], gate: null },
  Chemistry: { weight: 6, ug: ["B.Sc.", "Chemistry"], pg: ["M.Sc.", "Chemistry"], gate: "Chemical" },
  "Environmental Science": {
    weight: 4,
    ug: ["B.Sc.", "Environmental Science"],
    pg: ["M.Sc.", "Environmental Science"],
    gate: "Civil",
  },
  Humanities: {
    weight: 4,
    ug: ["OTHER", "Humanities"],
    pg: ["Post Graduate Degree in Humanities, Social Sciences and Liberal Arts", "Humanities"],
    gate: null,
  },
};
const DEPARTMENT_WEIGHTS = DEPARTMENTS.map((d) => [d.name, FIELDS[d.name].weight] as const);

const CATEGORY_WEIGHTS: (readonly [Category, number])[] = [
  ["OPEN_GENERAL", 40],
  ["OBC", 22],
  ["SC", 10],
  ["ST", 6],
  ["SEBC", 5],
  ["NT", 5],
  ["VJNT", 4],
  ["EWS", 8],
];
const GATE_CATEGORY: Record<Category, EntranceGateCategory> = {
  OPEN_GENERAL: "General",
  OBC: "OBC",
  SEBC: "OBC",
  NT: "OBC",
  VJNT: "OBC",
  SC: "SC",
  ST: "ST",
  EWS: "EWS",
};
type EntranceGateCategory = NonNullable<EntranceValue["gateExamDetails"]>["category"];

const SECTION_VERIFIED_REMARKS = [
  "Details match the uploaded documents.",
  "Verified against the original certificates.",
  "All entries checked.",
];
const SECTION_MODIFICATION_REMARKS: Record<ProfileSection, string[]> = {
  personalDetails: ["The date of birth does not match the proof of date of birth.", "Please give the full address."],
  academicsUG: ["The CGPA does not match the UG marksheet.", "Please give the date of declaration of the result."],
  academicsPG: ["The PG status says completed but no degree certificate date is given.", "Please correct the CGPA."],
  entranceDetails: ["The GATE score does not match the scorecard.", "The GATE scorecard has expired."],
};
const DOCUMENT_MODIFICATION_REMARKS = [
  "The scan is blurred; please upload a clearer copy.",
  "The certificate is not attested.",
  "The name on the document does not match the profile.",
  "Please upload all pages of the document.",
];
const FEE_MODIFICATION_REMARKS = [
  "The UTR number does not match the bank statement.",
  "The amount paid is less than the application fee.",
  "The receipt is unreadable; please upload it again.",
];
const MANUAL_REMARKS = [
  "Called the candidate: the original marksheet will be shown at the interview.",
  "Candidate informed about the missing attestation by phone.",
];

// ---------------------------------------------------------------------------------------------
// Files

// Every profile document is a PDF except the two images.
const PDF_KINDS = PROFILE_DOCUMENT_KINDS.filter((kind) => kind !== "applicantPhoto" && kind !== "signature");

function demoSources(): DemoSource[] {
  return [
    { name: "applicantPhoto", mimeType: "image/png", bytes: demoPhotoPng() },
    { name: "signature", mimeType: "image/png", bytes: demoSignaturePng() },
    ...PDF_KINDS.map((kind) => ({
      name: kind,
      mimeType: "application/pdf" as const,
      bytes: demoPdf(DOCUMENT_KIND_LABELS[kind]),
    })),
    { name: "sop", mimeType: "application/pdf", bytes: demoPdf("Statement of Purpose") },
    { name: "feeReceipt", mimeType: "application/pdf", bytes: demoPdf("Application Fee Receipt") },
    { name: ADMISSION_RECEIPT_SOURCE, mimeType: "application/pdf", bytes: demoPdf("Admission Fee Receipt") },
  ];
}

const FILE_NAMES: Record<string, string> = {
  applicantPhoto: "photo.png",
  signature: "signature.png",
  proofOfDob: "birth_certificate.pdf",
  nationalityCertificate: "nationality_certificate.pdf",
  ugMarksheet: "ug_marksheet.pdf",
  ugDegreeCertificate: "ug_degree.pdf",
  pgMarksheet: "pg_marksheet.pdf",
  pgDegreeCertificate: "pg_degree.pdf",
  gateScorecard: "GATE_scorecard.pdf",
  netScorecard: "NET_scorecard.pdf",
  rpetCertificate: "RPET_certificate.pdf",
};
const fileNameOf = (kind: string) => FILE_NAMES[kind] ?? `${kind.replace(/([A-Z])/g, "_$1").toLowerCase()}.pdf`;

// ---------------------------------------------------------------------------------------------
// Staff

interface StaffMember {
  id: string;
  name: string;
  role: DemoStaffSignIn["role"];
  departments: readonly DepartmentName[];
}

interface StaffSet {
  admin: StaffMember;
  accounts: StaffMember;
  coordinators: StaffMember[];
  byDepartment: Map<DepartmentName, StaffMember[]>;
}

/** The demo staff, created if missing (all with the one staff password, no forced change). */
async function ensureStaff(db: Db, passwordHash: string, now: number): Promise<StaffSet> {
  const createdAt = new Date(now - WINDOW_MS - 5 * DAY);
  const specs: UserInsert[] = [
    {
      role: "admin",
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      mis: DEMO_ADMIN.mis,
      passwordHash,
      emailVerifiedAt: createdAt,
      mustChangePassword: false,
      createdAt,
      updatedAt: createdAt,
    },
    {
      role: "accountSectionCoordinator",
      name: DEMO_ACCOUNTS.name,
      email: DEMO_ACCOUNTS.email,
      passwordHash,
      emailVerifiedAt: createdAt,
      mustChangePassword: false,
      createdAt,
      updatedAt: createdAt,
    },
    ...DEMO_COORDINATORS.map(
      (c): UserInsert => ({
        role: "coordinator",
        name: c.name,
        email: c.email,
        mis: c.mis,
        departments: [...c.departments],
        passwordHash,
        emailVerifiedAt: createdAt,
        mustChangePassword: false,
        createdAt,
        updatedAt: createdAt,
      }),
    ),
  ];
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(specs)
      .onConflictDoNothing()
      .returning({ id: users.id, role: users.role });
    const rows = await tx
      .select({ id: users.id, name: users.name, role: users.role, email: users.email, departments: users.departments })
      .from(users)
      .where(
        and(
          inArray(
            users.email,
            specs.map((s) => s.email),
          ),
          sql`${users.deletedAt} is null`,
        ),
      );
    const find = (role: string, email: string): StaffMember => {
      const row = rows.find((r) => r.role === role && r.email === email);
      if (!row)
        throw new Error(`The demo ${role} ${email} could not be created (its MIS is taken by another account?).`);
      return { id: row.id, name: row.name, role: row.role as StaffMember["role"], departments: row.departments };
    };
    const admin = find("admin", DEMO_ADMIN.email);
    const accounts = find("accountSectionCoordinator", DEMO_ACCOUNTS.email);
    const coordinators = DEMO_COORDINATORS.map((c) => find("coordinator", c.email));
    // The admin "created" the coordinators, as the staff service records it.
    const created = inserted.filter((r) => r.role !== "admin");
    if (created.length > 0) {
      await tx.insert(auditEvents).values(
        created.map((r) => ({
          actorId: admin.id,
          action: `${r.role}.create`,
          subjectType: "user",
          subjectId: r.id,
          createdAt: new Date(createdAt.getTime() + MIN),
        })),
      );
    }
    const byDepartment = new Map<DepartmentName, StaffMember[]>();
    for (const c of coordinators) {
      for (const d of c.departments) byDepartment.set(d, [...(byDepartment.get(d) ?? []), c]);
    }
    return { admin, accounts, coordinators, byDepartment };
  });
}

// ---------------------------------------------------------------------------------------------
// One candidate

interface Review {
  status: VerificationStatus;
  remarks: string | null;
  signedById: string | null;
  signedAt: Date | null;
}
const PENDING_REVIEW: Review = { status: "PENDING", remarks: null, signedById: null, signedAt: null };

interface AppDraft {
  id: string;
  department: DepartmentName;
  applicationType: ApplicationType;
  createdAt: Date;
  withdrawn: boolean;
  /** When the candidate withdrew it (withdrawn only). */
  withdrawnAt: Date;
  sop: DocumentInsert;
  feeReceipt: DocumentInsert;
  utr: string;
  duplicateUtr: boolean;
  amount: number;
  transactionTime: Date;
  bankName: string;
  fee: Review;
  /** The review part statuses of the candidate's profile (sections and profile documents). */
  status: ApplicationStatus;
  /** When and by whom the status last moved (the application.status audit row). */
  statusMovedAt: Date | null;
  statusMovedBy: string | null;
}

interface CandidateDraft {
  user: UserInsert & { id: string };
  profile: typeof profiles.$inferInsert & { id: string };
  sections: SectionInsert[];
  documents: DocumentInsert[];
  links: { source: string; key: string }[];
  audits: AuditInsert[];
  apps: AppDraft[];
}

interface Timeline {
  now: number;
  /** Submission time of each application slot, ascending (slot = order of the application numbers). */
  slots: Float64Array;
  /** First slot of candidate n (index n - 1). */
  firstSlot: Int32Array;
  appCounts: Uint8Array;
}

function planTimeline(first: number, count: number, now: number): Timeline {
  const appCounts = new Uint8Array(count);
  const firstSlot = new Int32Array(count);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const rng = new Rng(seedOf(SEED, first + i, 1));
    const c = rng.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
    appCounts[i] = c;
    firstSlot[i] = total;
    total += c;
  }
  const rng = new Rng(seedOf(SEED, 2));
  const start = now - WINDOW_MS;
  const end = now - 15 * MIN;
  // More submissions towards the deadline: u^0.75 leans to the recent end.
  const slots = Float64Array.from({ length: total }, () => start + (end - start) * rng.next() ** 0.75).sort();
  return { now, slots, firstSlot, appCounts };
}

interface GenerationContext {
  staff: StaffSet;
  candidatePasswordHash: string;
  noticeVersion: number;
  timeline: Timeline;
  firstCandidate: number;
  rpetChoices: number[];
  currentYear: number;
  duplicateUtrRate: number;
  withdrawnRate: number;
  /** Recent (candidate number, UTR) pairs a duplicate copies from. */
  recentUtrs: { n: number; utr: string }[];
  linker: DemoFileLinker;
}

const between = (rng: Rng, from: number, to: number) => new Date(from + (to - from) * rng.next());
const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;
const isoDay = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

function personalOf(rng: Rng, first: string, last: string, gender: Gender): PersonalDetailsValue {
  const [city, pin, mh] = rng.pick(CITIES);
  const category = rng.weighted(CATEGORY_WEIGHTS);
  const isEmployed = rng.chance(0.25);
  const total = rng.int(1, 20);
  const value: PersonalDetailsValue = {
    name: `${first} ${last}`,
    ...(rng.chance(0.6) ? { middleName: rng.pick(MALE) } : {}),
    ...(rng.chance(0.7) ? { motherName: `${rng.pick(FEMALE)} ${last}` } : {}),
    dob: isoDay(rng.int(1976, 2001), rng.int(1, 12), rng.int(1, 28)),
    gender,
    nationality: rng.chance(0.98) ? "Indian" : "Nepalese",
    address: `${rng.int(1, 250)}, ${rng.pick(STREETS)}, ${city} ${pin}${rng.digits(3).slice(0, 3)}`,
    ...(rng.chance(0.3)
      ? { addressCorrespondance: `Room ${rng.int(1, 40)}, ${rng.pick(STREETS)}, ${rng.pick(CITIES)[0]}` }
      : {}),
    addharNumber: `${rng.int(2, 9)}${rng.digits(11)}`,
    category,
    isPhysicallyDisabled: rng.chance(0.03),
    isEmployed,
    isMHStateCandidate: mh ? rng.chance(0.95) : rng.chance(0.05),
    ...(isEmployed
      ? {
          totalIndustryExperience: total,
          currentIndustryExperience: rng.int(1, total),
          guideIndustryExperience: rng.chance(0.7) ? 0 : rng.int(1, 15),
        }
      : {}),
  };
  return value;
}

function marksOf(rng: Rng): { cgpa: number } | { percentageMarks: number } {
  return rng.chance(0.7)
    ? { cgpa: round(6 + rng.next() * 3.8, 2) }
    : { percentageMarks: round(55 + rng.next() * 40, 2) };
}

function ugOf(rng: Rng, field: Field, gradYear: number): UgValue {
  const [degree, specialization] = rng.chance(0.85) ? field.ug : [rng.pick(UG_DEGREES), rng.pick(UG_SPECIALIZATIONS)];
  return {
    degree,
    specialization,
    institute: rng.pick(INSTITUTES),
    ...(rng.chance(0.85) ? { dateOfDeclaration: isoDay(gradYear, rng.int(6, 8), rng.int(1, 28)) } : {}),
    ...marksOf(rng),
  };
}

function pgOf(rng: Rng, field: Field, gradYear: number, currentYear: number): PgValue {
  if (rng.chance(0.3)) return { hasNotDonePG: true };
  const [degree, specialization] = rng.chance(0.85) ? field.pg : [rng.pick(PG_DEGREES), rng.pick(PG_SPECIALIZATIONS)];
  const status = rng.weighted([
    ["completed", 80],
    ["in_progress", 12],
    ["awaiting_result", 8],
  ] as const);
  const year = Math.min(gradYear + 2, currentYear);
  return {
    hasNotDonePG: false,
    degree,
    specialization,
    ...(rng.chance(0.4) ? { branch: specialization } : {}),
    institute: rng.pick(INSTITUTES),
    ...(status === "completed" ? { dateOfDeclaration: isoDay(year, rng.int(6, 8), rng.int(1, 28)) } : {}),
    status,
    ...(status === "in_progress" ? {} : marksOf(rng)),
  };
}

/** NET details; the highest scorers among the qualified hold a JRF (the rng is drawn as before). */
function demoNetDetails(rng: Rng) {
  const score = rng.int(100, 280);
  const percentile = round(60 + rng.next() * 39.99, 2);
  const isQualified: "Yes" | "No" | undefined = rng.chance(0.8) ? (rng.chance(0.85) ? "Yes" : "No") : undefined;
  return {
    score,
    percentile,
    ...(isQualified ? { isQualified } : {}),
    ...(isQualified === "Yes" && score >= 250 ? { isJrf: "Yes" as const } : {}),
  };
}

function entranceOf(rng: Rng, field: Field, category: Category, ctx: GenerationContext): EntranceValue {
  const none = rng.chance(0.12);
  let givenGate = !none && field.gate !== null && rng.chance(0.6);
  const givenNet = !none && rng.chance(field.gate === null ? 0.7 : 0.2);
  const givenRpet = !none && rng.chance(0.2);
  if (!none && !givenGate && !givenNet && !givenRpet) givenGate = field.gate !== null;
  const netForced = !none && !givenGate && !givenNet && !givenRpet;
  const examYear = ctx.currentYear - rng.int(0, 2);
  return {
    hasNotGivenAnyEntranceExam: none,
    isEligibleForRpet: givenRpet || rng.chance(0.3),
    givenGate,
    givenRpet,
    givenNet: givenNet || netForced,
    ...(givenGate
      ? {
          gateExamDetails: {
            discipline: field.gate ?? rng.pick(GATE_DISCIPLINES),
            category: GATE_CATEGORY[category],
            score: rng.int(300, 900),
            marks: round(25 + rng.next() * 60, 2),
            lastDateOfValidation: isoDay(examYear + 3, 3, 31),
            isQualified: rng.chance(0.85) ? "Yes" : "No",
          },
        }
      : {}),
    ...(givenRpet
      ? { rpetExamDetails: { year: rng.pick(ctx.rpetChoices), isQualified: rng.chance(0.8) ? "Yes" : "No" } }
      : {}),
    ...(givenNet || netForced
      ? {
          netExamDetails: demoNetDetails(rng),
        }
      : {}),
  };
}

/** Throws when a generated section would not pass the shared value schema (a bug here). */
function assertValid(n: number, section: ProfileSection, data: unknown) {
  const schema =
    section === "personalDetails"
      ? personalDetailsValue
      : section === "academicsUG"
        ? ugValue
        : section === "academicsPG"
          ? pgValue
          : entranceValue;
  const r = schema.safeParse(data);
  if (!r.success) throw new Error(`demo candidate ${n}: ${section} does not pass its schema: ${r.error.message}`);
}

function makeCandidate(n: number, ctx: GenerationContext): CandidateDraft {
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
  const field = FIELDS[department];
  const personal = personalOf(rng, first, last, gender);
  const birthYear = Number(personal.dob.slice(0, 4));
  const gradYear = Math.min(birthYear + rng.int(21, 23), ctx.currentYear - 1);
  const data: Record<ProfileSection, PersonalDetailsValue | UgValue | PgValue | EntranceValue> = {
    personalDetails: personal,
    academicsUG: ugOf(rng, field, gradYear),
    academicsPG: pgOf(rng, field, gradYear, ctx.currentYear),
    entranceDetails: entranceOf(rng, field, personal.category, ctx),
  };
  for (const s of PROFILE_SECTIONS) assertValid(n, s, data[s]);

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

  // How far the review went: older candidates are more likely reviewed; the last minutes are not.
  const age = (now - lastAppAt) / WINDOW_MS;
  const reviewable = now - lastAppAt > 30 * MIN;
  const stage = !reviewable
    ? "untouched"
    : rng.next() > 0.2 + 0.6 * age
      ? "untouched"
      : rng.weighted([
          ["partial", 30],
          ["full", 50],
          ["flagged", 20],
        ] as const);
  const reviewers = ctx.staff.byDepartment.get(department);
  const reviewer = reviewers ? rng.pick(reviewers) : ctx.staff.admin;
  let reviewClock = lastAppAt + (now - lastAppAt) * (0.1 + 0.6 * rng.next());
  const nextReviewAt = () => {
    reviewClock = Math.min(reviewClock + rng.int(1, 6) * MIN, now - MIN);
    return new Date(reviewClock);
  };

  const audits: AuditInsert[] = [];
  const profileParts: VerificationStatus[] = [];
  /** The latest review of a part of this candidate (the application.status row follows it). */
  const latestReview: { review: { at: Date; by: string } | null } = { review: null };
  const decide = (): VerificationStatus => {
    switch (stage) {
      case "untouched":
        return "PENDING";
      case "partial":
        return rng.chance(0.5) ? "VERIFIED" : "PENDING";
      case "full":
        return "VERIFIED";
      case "flagged":
        return rng.chance(0.25) ? "MODIFICATION_REQUESTED" : rng.chance(0.8) ? "VERIFIED" : "PENDING";
    }
  };

  // Sections
  const sections: SectionInsert[] = [];
  const sectionIds = PROFILE_SECTIONS.map(() => ids.next());
  PROFILE_SECTIONS.forEach((section, k) => {
    const status = decide();
    const id = sectionIds[k] ?? ids.next();
    let review = PENDING_REVIEW;
    if (status !== "PENDING") {
      const at = nextReviewAt();
      const remarks =
        status === "VERIFIED" ? rng.pick(SECTION_VERIFIED_REMARKS) : rng.pick(SECTION_MODIFICATION_REMARKS[section]);
      review = { status, remarks, signedById: reviewer.id, signedAt: at };
      latestReview.review = { at, by: reviewer.id };
      audits.push({
        actorId: reviewer.id,
        action: "profile.section.status",
        subjectType: "profile_section",
        subjectId: id,
        fromStatus: "PENDING",
        toStatus: status,
        remarks,
        data: { section },
        createdAt: at,
      });
    }
    profileParts.push(status);
    const manual =
      stage !== "untouched" && rng.chance(0.03) ? { text: rng.pick(MANUAL_REMARKS), at: nextReviewAt() } : null;
    if (manual) {
      audits.push({
        actorId: reviewer.id,
        action: "profile.section.manual_remark",
        subjectType: "profile_section",
        subjectId: id,
        remarks: manual.text,
        data: { section },
        createdAt: manual.at,
      });
    }
    const at = savedAt[k] ?? new Date(profileAt);
    sections.push({
      id,
      profileId,
      section,
      data: data[section],
      isCompleted: true,
      status: review.status,
      remarks: review.remarks,
      signedById: review.signedById,
      signedAt: review.signedAt,
      manualRemark: manual?.text ?? null,
      manualRemarkById: manual ? reviewer.id : null,
      manualRemarkAt: manual?.at ?? null,
      createdAt: new Date(profileAt),
      updatedAt: at,
    });
  });

  // Profile documents: exactly the ones each section's rules require.
  const docs: DocumentInsert[] = [];
  const links: { source: string; key: string }[] = [];
  const makeDocument = (
    documentType: string,
    source: string,
    section: ProfileSection | null,
    createdAt: Date,
    fileName: string,
    status: VerificationStatus,
    signer: StaffMember,
  ): DocumentInsert => {
    const id = ids.next();
    const key = storageKeyOf(id);
    links.push({ source, key });
    let review = PENDING_REVIEW;
    if (status !== "PENDING") {
      const at = nextReviewAt();
      const remarks =
        status === "VERIFIED" ? `Document processed by ${signer.name}` : rng.pick(DOCUMENT_MODIFICATION_REMARKS);
      review = { status, remarks, signedById: signer.id, signedAt: at };
      latestReview.review = { at, by: signer.id };
      audits.push({
        actorId: signer.id,
        action: status === "VERIFIED" ? "document.verify" : "document.request_modification",
        subjectType: "document",
        subjectId: id,
        fromStatus: "PENDING",
        toStatus: status,
        remarks,
        createdAt: at,
      });
    }
    return {
      id,
      userId,
      documentType,
      section,
      originalFileName: fileName,
      ...ctx.linker.factsOf(source),
      storageKey: key,
      status: review.status,
      remarks: review.remarks,
      signedById: review.signedById,
      signedAt: review.signedAt,
      createdAt,
      updatedAt: review.signedAt ?? createdAt,
    };
  };
  const uploaded = new Set<string>();
  PROFILE_SECTIONS.forEach((section, k) => {
    for (const kind of sectionDocuments(section, data[section] as Record<string, unknown>).required) {
      if (!isProfileDocumentKind(kind)) continue;
      const status = decide();
      profileParts.push(status);
      uploaded.add(kind);
      docs.push(
        makeDocument(kind, kind, section, savedAt[k] ?? new Date(profileAt), fileNameOf(kind), status, reviewer),
      );
    }
  });
  const workingProfessional = isWorkingProfessionalEligible(personal, uploaded);

  // Applications: the first to the department of their field, others anywhere; one per department and type.
  const chosen = new Set<string>();
  const apps: AppDraft[] = [];
  const category = personal.category;
  for (let k = 0; k < appCount; k++) {
    let dept: DepartmentName = k === 0 ? department : rng.weighted(DEPARTMENT_WEIGHTS);
    let type: ApplicationType = workingProfessional && rng.chance(0.55) ? "WORKING_PROFESSIONAL" : "REGULAR";
    if (k > 0 && workingProfessional && rng.chance(0.3)) {
      dept = apps[0]?.department ?? dept;
      type = apps[0]?.applicationType === "REGULAR" ? "WORKING_PROFESSIONAL" : "REGULAR";
    }
    for (let tries = 0; chosen.has(`${dept}|${type}`) && tries < 50; tries++) dept = rng.weighted(DEPARTMENT_WEIGHTS);
    if (chosen.has(`${dept}|${type}`)) continue;
    chosen.add(`${dept}|${type}`);
    const createdAt = new Date(appTimes[k] ?? firstAppAt);
    // Never the first: the candidate's reviewers come from its department.
    const withdrawn = k > 0 && rng.chance(ctx.withdrawnRate * 3);
    const appReviewers = ctx.staff.byDepartment.get(dept);
    const appReviewer = appReviewers ? rng.pick(appReviewers) : ctx.staff.admin;
    const appDocStatus = (): VerificationStatus => {
      if (withdrawn || stage === "untouched") return "PENDING";
      const r = rng.next();
      if (stage === "full") return r < 0.88 ? "VERIFIED" : r < 0.92 ? "MODIFICATION_REQUESTED" : "PENDING";
      return r < 0.4 ? "VERIFIED" : r < 0.45 ? "MODIFICATION_REQUESTED" : "PENDING";
    };
    const sop = makeDocument(
      sopDocumentKey(dept, type),
      "sop",
      null,
      createdAt,
      "statement_of_purpose.pdf",
      appDocStatus(),
      appReviewer,
    );
    const feeReceipt = makeDocument(
      feeReceiptDocumentKey(dept, type),
      "feeReceipt",
      null,
      createdAt,
      rng.chance(0.5) ? "fee_receipt.pdf" : `payment_${rng.digits(6)}.pdf`,
      appDocStatus(),
      appReviewer,
    );
    // The service deletes a withdrawn application's own documents and their files.
    if (withdrawn) links.splice(links.length - 2, 2);
    else docs.push(sop, feeReceipt);

    // Fee details: the candidate's payment; a few reuse another candidate's UTR.
    const [bankName, ifsc] = rng.pick(BANKS);
    const transactionTime = new Date(createdAt.getTime() - rng.int(5, 2 * 24 * 60) * MIN);
    let utr: string;
    const copyFrom = rng.chance(ctx.duplicateUtrRate) ? ctx.recentUtrs.filter((u) => u.n !== n) : [];
    const duplicateUtr = copyFrom.length > 0;
    if (duplicateUtr) utr = rng.pick(copyFrom).utr;
    else {
      const style = rng.next();
      const yy = String(transactionTime.getUTCFullYear() % 100).padStart(2, "0");
      utr =
        style < 0.55
          ? rng.digits(12)
          : style < 0.9
            ? `${ifsc}N${yy}${String(rng.int(1, 365)).padStart(3, "0")}${rng.digits(8)}`
            : `DU${rng.digits(10)}`;
    }
    ctx.recentUtrs.push({ n, utr });
    if (ctx.recentUtrs.length > 500) ctx.recentUtrs.shift();
    const amount =
      type === "WORKING_PROFESSIONAL"
        ? 3000
        : category === "SC" || category === "ST" || personal.isPhysicallyDisabled
          ? 1000
          : 2000;

    // The account section's verdict: more likely the older the application.
    let fee = PENDING_REVIEW;
    const appAge = (now - createdAt.getTime()) / WINDOW_MS;
    if (!withdrawn && now - createdAt.getTime() > 30 * MIN) {
      const r = rng.next();
      const pVerified = 0.1 + 0.55 * appAge;
      const status: VerificationStatus =
        r < pVerified ? "VERIFIED" : r < pVerified + 0.03 ? "MODIFICATION_REQUESTED" : "PENDING";
      if (status !== "PENDING") {
        const officer = rng.chance(0.9) ? ctx.staff.accounts : ctx.staff.admin;
        const at = between(rng, createdAt.getTime() + 20 * MIN, now - MIN);
        fee = {
          status,
          remarks: status === "VERIFIED" ? feeVerifiedRemark(officer.name) : rng.pick(FEE_MODIFICATION_REMARKS),
          signedById: officer.id,
          signedAt: at,
        };
      }
    }
    const status = applicationStatusOf({
      review: [...profileParts, sop.status ?? "PENDING", feeReceipt.status ?? "PENDING"],
      fee: fee.status,
    });
    const feeReview = fee.signedAt && fee.signedById ? { at: fee.signedAt, by: fee.signedById } : null;
    const latest = [latestReview.review, feeReview]
      .filter((x): x is { at: Date; by: string } => x !== null)
      .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
    apps.push({
      id: ids.next(),
      department: dept,
      applicationType: type,
      createdAt,
      withdrawn,
      withdrawnAt: between(rng, createdAt.getTime() + 10 * MIN, Math.min(now - MIN, createdAt.getTime() + 3 * DAY)),
      sop,
      feeReceipt,
      utr,
      duplicateUtr,
      amount,
      transactionTime,
      bankName,
      fee,
      status,
      statusMovedAt: status === "PENDING" || !latest ? null : new Date(Math.min(now, latest.at.getTime() + 1000)),
      statusMovedBy: status === "PENDING" || !latest ? null : latest.by,
    });
  }
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
    documents: docs,
    links,
    audits,
    apps,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** What the batches wrote, counted as they go (part of `DemoResult`). */
export interface DemoTotals {
  applications: number;
  withdrawn: number;
  byType: Record<ApplicationType, number>;
  byStatus: Partial<Record<ApplicationStatus, number>>;
  duplicateUtrApplications: number;
  documents: number;
  auditEvents: number;
}

/** Every column an audit row of the demo may give, so one `insertMany` takes them all. */
const auditRow = (a: AuditInsert): AuditInsert => ({
  actorId: a.actorId ?? null,
  action: a.action,
  subjectType: a.subjectType,
  subjectId: a.subjectId ?? null,
  fromStatus: a.fromStatus ?? null,
  toStatus: a.toStatus ?? null,
  remarks: a.remarks ?? null,
  data: a.data ?? null,
  createdAt: a.createdAt,
});

/**
 * Writes one batch of candidates (in the caller's transaction): one `insertMany` statement per
 * table, so a batch costs a handful of round trips and no per-cell query building.
 */
async function writeBatch(tx: DbOrTx, drafts: CandidateDraft[], totals: DemoTotals): Promise<void> {
  await insertMany(
    tx,
    users,
    drafts.map((d) => d.user),
  );
  await insertMany(
    tx,
    profiles,
    drafts.map((d) => d.profile),
  );
  await insertMany(
    tx,
    profileSections,
    drafts.flatMap((d) => d.sections),
  );

  const apps = drafts.flatMap((d) => d.apps.map((a) => ({ a, d })));
  const perType: Record<ApplicationType, number> = { REGULAR: 0, WORKING_PROFESSIONAL: 0 };
  for (const { a } of apps) if (!a.withdrawn) perType[a.applicationType]++;
  const numbers = apps.length
    ? await takeApplicationNumbers(tx, apps.length, perType)
    : { first: 0, prefix: "", roundId: "" };

  const appRows: ApplicationInsert[] = [];
  const appAudits: AuditInsert[] = [];
  apps.forEach(({ a, d }, k) => {
    const number = numbers.first + k;
    const applicationId = formatApplicationId(numbers.prefix, number);
    appAudits.push({
      actorId: d.user.id,
      action: "application.submit",
      subjectType: "application",
      subjectId: a.id,
      toStatus: "PENDING",
      data: { applicationId },
      createdAt: a.createdAt,
    });
    if (a.withdrawn) {
      totals.withdrawn++;
      appAudits.push({
        actorId: d.user.id,
        action: "application.withdraw",
        subjectType: "application",
        subjectId: a.id,
        fromStatus: "PENDING",
        data: { applicationId },
        createdAt: a.withdrawnAt,
      });
      return;
    }
    if (a.fee.status !== "PENDING" && a.fee.signedAt) {
      appAudits.push({
        actorId: a.fee.signedById,
        action: a.fee.status === "VERIFIED" ? "fee.verify" : "fee.request_modification",
        subjectType: "application",
        subjectId: a.id,
        fromStatus: "PENDING",
        toStatus: a.fee.status,
        remarks: a.fee.remarks,
        data: { applicationId, utrDuNumber: a.utr, amount: a.amount },
        createdAt: a.fee.signedAt,
      });
    }
    if (a.statusMovedAt) {
      appAudits.push({
        actorId: a.statusMovedBy,
        action: "application.status",
        subjectType: "application",
        subjectId: a.id,
        fromStatus: "PENDING",
        toStatus: a.status,
        data: { applicationId },
        createdAt: a.statusMovedAt,
      });
    }
    const updatedAt = [a.createdAt, a.statusMovedAt, a.fee.signedAt]
      .filter((x): x is Date => x !== null)
      .reduce((m, x) => (x > m ? x : m));
    appRows.push({
      id: a.id,
      applicationId,
      applicationNumber: number,
      roundId: numbers.roundId,
      searchText: applicationSearchText(applicationId, { name: d.user.name, email: d.user.email }),
      userId: d.user.id,
      department: a.department,
      applicationType: a.applicationType,
      status: a.status,
      sopDocumentId: a.sop.id,
      feeReceiptDocumentId: a.feeReceipt.id,
      utrDuNumber: a.utr,
      amount: a.amount,
      transactionTime: a.transactionTime,
      bankName: a.bankName,
      feeStatus: a.fee.status,
      feeRemarks: a.fee.remarks,
      feeSignedById: a.fee.signedById,
      feeSignedAt: a.fee.signedAt,
      feeUpdatedAt: a.fee.signedAt ?? a.createdAt,
      createdAt: a.createdAt,
      updatedAt,
    });
    totals.applications++;
    totals.byType[a.applicationType]++;
    totals.byStatus[a.status] = (totals.byStatus[a.status] ?? 0) + 1;
    if (a.duplicateUtr) totals.duplicateUtrApplications++;
  });

  const docRows = drafts.flatMap((d) => d.documents);
  await insertMany(tx, documents, docRows);
  await insertMany(tx, applications, appRows);
  const auditRows = [...drafts.flatMap((d) => d.audits), ...appAudits].map(auditRow);
  await insertMany(tx, auditEvents, auditRows);
  totals.documents += docRows.length;
  totals.auditEvents += auditRows.length;
}

/** Takes `m` application numbers the way the applications service does (row lock on the ALL counter). */
async function takeApplicationNumbers(
  tx: DbOrTx,
  m: number,
  perType: Record<ApplicationType, number>,
): Promise<{ first: number; prefix: string; roundId: string }> {
  const [all] = await tx
    .update(applicationCounters)
    .set({ value: sql`${applicationCounters.value} + ${m}` })
    .where(and(eq(applicationCounters.roundId, sql`current_round_id()`), eq(applicationCounters.key, "ALL")))
    .returning({ value: applicationCounters.value, roundId: applicationCounters.roundId });
  if (!all) throw new Error("the ALL application counter is missing (seedConstants not run?)");
  for (const [type, n] of Object.entries(perType)) {
    if (n > 0) {
      await tx
        .update(applicationCounters)
        .set({ value: sql`${applicationCounters.value} + ${n}` })
        .where(and(eq(applicationCounters.roundId, all.roundId), eq(applicationCounters.key, type)));
    }
  }
  const [round] = await tx
    .select({ prefix: admissionRounds.applicationIdPrefix })
    .from(admissionRounds)
    .where(eq(admissionRounds.id, all.roundId));
  if (!round) throw new Error("the current admission round is missing (seedConstants not run?)");
  return { first: all.value - m + 1, prefix: round.prefix, roundId: all.roundId };
}

async function countDemoCandidates(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(eq(users.role, "candidate"), like(users.email, `%@${DEMO_EMAIL_DOMAIN}`), sql`${users.deletedAt} is null`),
    );
  return row?.n ?? 0;
}

/**
 * Fills the database with demo candidates, applications and staff, as the services would have
 * written them:
 * - users (verified candidates, staff with must_change_password false), one profile each with its
 *   four completed sections (values checked against the shared value schemas) and a document row for
 *   every document the section rules (`sectionDocuments`) require;
 * - applications numbered from the `ALL` counter with the site's prefix (`formatApplicationId`),
 *   the per-type counters bumped, `search_text` from `applicationSearchText`, an SOP and a fee
 *   receipt document each, fee details (UTR upper-case, a few shared with another candidate), and
 *   the status the shared `applicationStatusOf` gives from the parts' review states;
 * - withdrawn applications as the service leaves them: the number used, no row, no documents, the
 *   type counter back down, `application.submit` and `application.withdraw` audit rows;
 * - audit rows for every review marked as done (section status, document verdicts, fee verdicts,
 *   application status moves), each submission, and the creation of the coordinators.
 * No mail is queued. Candidates are written in batches of BATCH, one transaction each (everything of
 * a candidate commits together), then the tallies are folded and VACUUM ANALYZE runs. Nothing is
 * added when demo candidates exist.
 */
/** Moves the generated plain number off the personal section onto the profile, sealed (decision 020). */
function sealAadhaar(d: CandidateDraft, vault: AadhaarVault) {
  const personal = d.sections.find((s) => s.section === "personalDetails");
  const { addharNumber, ...rest } = (personal?.data ?? {}) as Partial<PersonalDetailsValue>;
  if (!personal || !addharNumber) return;
  personal.data = rest;
  d.profile.aadhaarCiphertext = vault.encrypt(addharNumber, d.profile.id);
  d.profile.aadhaarHash = vault.hash(addharNumber);
}

export async function seedDemoData(deps: DemoDeps, opts: DemoOptions): Promise<DemoResult> {
  const started = performance.now();
  const { db, log = () => {} } = deps;
  if (!Number.isSafeInteger(opts.candidates) || opts.candidates < 1 || opts.candidates > MAX_DEMO_CANDIDATES) {
    throw new Error(`candidates must be a positive integer no larger than ${MAX_DEMO_CANDIDATES}`);
  }
  const existing = await countDemoCandidates(db);
  if (existing > 0) return { added: false, existingCandidates: existing };

  const now = (opts.now ?? new Date()).getTime();
  // argon2 is slow: one hash per distinct password.
  const [candidatePasswordHash, staffPasswordHash] = await Promise.all([
    hashPassword(DEMO_CANDIDATE_PASSWORD),
    hashPassword(DEMO_STAFF_PASSWORD),
  ]);
  const staff = await ensureStaff(db, staffPasswordHash, now);
  // Demo candidates agreed to the current privacy notice when they registered (issue 28).
  const noticeVersion = await seedPrivacyNotice(db, deps.mailFrom ?? "admissions@localhost");
  const linker = new DemoFileLinker(deps.filesDir, demoSources());
  await linker.init();

  const total = opts.candidates;
  const ctx: GenerationContext = {
    staff,
    candidatePasswordHash,
    noticeVersion,
    timeline: planTimeline(1, total, now),
    firstCandidate: 1,
    rpetChoices: rpetYears(new Date(now)),
    currentYear: new Date(now).getUTCFullYear(),
    duplicateUtrRate: opts.duplicateUtrRate ?? 0.005,
    withdrawnRate: opts.withdrawnRate ?? 0.01,
    recentUtrs: [],
    linker,
  };
  const totals: DemoTotals = {
    applications: 0,
    withdrawn: 0,
    byType: { REGULAR: 0, WORKING_PROFESSIONAL: 0 },
    byStatus: {},
    duplicateUtrApplications: 0,
    documents: 0,
    auditEvents: 0,
  };

  let nextProgress = Math.max(BATCH, Math.ceil(total / 10));
  // Generates a batch (yielding now and then, so the previous batch's statements go on meanwhile),
  // seals it and links its files. Files come first: a failed batch leaves at most unreferenced
  // links, never a row without its file. At most two batches are in memory.
  type Prepared = { to: number; drafts: CandidateDraft[] };
  const prepare = async (from: number): Promise<Prepared> => {
    const to = Math.min(total, from + BATCH - 1);
    const drafts: CandidateDraft[] = [];
    for (let n = from; n <= to; n++) {
      const d = makeCandidate(n, ctx);
      sealAadhaar(d, deps.aadhaar);
      drafts.push(d);
      if ((n - from) % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
    }
    await linker.linkAll(drafts.flatMap((d) => d.links));
    return { to, drafts };
  };
  let ahead: Promise<Prepared> | undefined = prepare(1);
  while (ahead) {
    const { to, drafts }: Prepared = await ahead;
    ahead = to < total ? prepare(to + 1) : undefined;
    ahead?.catch(() => {}); // awaited next turn; this only keeps a failure meanwhile from being "unhandled"
    await db.transaction((tx) => writeBatch(tx, drafts, totals));
    if (to >= nextProgress || to === total) {
      log(`  ${to}/${total} candidates, ${totals.applications} applications (${secondsSince(started)} s)`);
      nextProgress = to + Math.max(BATCH, Math.ceil(total / 10));
    }
  }

  // Each phase's line says when it started: the next line's time is when it ended.
  log(`  seat matrix, shortlist and slots … (${secondsSince(started)} s)`);
  const selection = await seedDemoSelection(db, now, staff.admin.id);
  log(`  marks, interview scores, a final and a provisional merit list … (${secondsSince(started)} s)`);
  const merit = await seedDemoMerit(db, now, staff.admin.id);
  log(`  offers, answers, admission fees and the waitlist … (${secondsSince(started)} s)`);
  const offers = await seedDemoOffers(db, now, staff, linker, merit.final);
  // Every batch's statements added tally rows (migration 0017): one row per group before VACUUM.
  await foldTallies(db);
  // The candidates fell into the blocks there were (migration 0025): lay them out at their size.
  await evenNameBlocks(db);

  log(`  VACUUM ANALYZE … (${secondsSince(started)} s)`);
  // VACUUM as well: it sets the visibility map, so counts can be answered from indexes alone.
  await db.execute(sql`vacuum analyze`);

  return {
    added: true,
    candidates: total,
    ...totals,
    files: linker.linked,
    selection,
    merit,
    offers,
    staff: [
      ...DEMO_COORDINATORS.map(
        (c): DemoStaffSignIn => ({ role: "coordinator", signIn: c.mis, name: c.name, departments: c.departments }),
      ),
      { role: "accountSectionCoordinator", signIn: DEMO_ACCOUNTS.email, name: staff.accounts.name, departments: [] },
      { role: "admin", signIn: DEMO_ADMIN.mis, name: staff.admin.name, departments: [] },
    ],
    elapsedMs: performance.now() - started,
  };
}

const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

// ---------------------------------------------------------------------------------------------
// The command

const ROLE_NAMES: Record<DemoStaffSignIn["role"], string> = {
  coordinator: "Coordinator (Faculty Login, MIS)",
  accountSectionCoordinator: "Account section (e-mail)",
  admin: "Admin (Faculty Login, MIS)",
};

export function printResult(result: DemoResult, print: (line: string) => void = console.info) {
  if (!result.added) {
    print(`Demo data is already present (${result.existingCandidates} candidates); nothing added.`);
    return;
  }
  print("");
  print(`Demo data added in ${(result.elapsedMs / 1000).toFixed(1)} s:`);
  print(`  candidates            ${result.candidates} (verified, complete profiles)`);
  print(
    `  applications          ${result.applications} (Regular ${result.byType.REGULAR}, Working Professional ${result.byType.WORKING_PROFESSIONAL}; ${result.withdrawn} more withdrawn)`,
  );
  print(
    `  by status             ${Object.entries(result.byStatus)
      .map(([s, n]) => `${s} ${n}`)
      .join(", ")}`,
  );
  print(`  duplicate UTRs        ${result.duplicateUtrApplications} applications reuse another candidate's UTR`);
  print(`  documents             ${result.documents} rows, ${result.files} storage keys (hard links to a few files)`);
  print(`  audit events          ${result.auditEvents}`);
  const sel = result.selection;
  print(
    `  current round         seat matrix for ${sel.seatMatrices} departments; ${sel.shortlisted} shortlisted, ${sel.notShortlisted} not shortlisted; ${sel.slots} test/interview slots holding ${sel.placed} candidates`,
  );
  const merit = result.merit;
  if (merit.final)
    print(
      `  merit                 ${merit.final}: final list of ${merit.finalLines} candidates; ${merit.published ?? "no other department"}: provisional list of ${merit.lines} (objections open, one waiting); ${merit.inProgress ?? "no other department"}: test marks only (${merit.marks} marks, ${merit.interviewScores} interview scores in all)`,
    );
  const offers = result.offers;
  if (offers.department)
    print(
      `  offers                ${offers.department}: ${Object.entries(offers.byState)
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${s} ${n}`)
        .join(", ")} (${offers.fromWaitlist} from the waitlist; ${offers.feesPending} admission fees to verify)`,
    );
  print("");
  print(`Staff sign-ins (password ${DEMO_STAFF_PASSWORD}):`);
  for (const s of result.staff) {
    const departments = s.departments.length ? `  ${s.departments.join(", ")}` : "";
    print(`  ${ROLE_NAMES[s.role].padEnd(34)} ${s.signIn.padEnd(24)}${departments}`);
  }
  print("");
  print(
    `Candidate sign-in: ${demoCandidateEmail(1)} … ${demoCandidateEmail(result.candidates)}, password ${DEMO_CANDIDATE_PASSWORD}`,
  );
}

async function main() {
  const { values } = parseArgs({ options: { candidates: { type: "string" } } });
  const candidates = parseCandidateCount(values.candidates);
  if (typeof candidates !== "number") {
    console.error(candidates.error);
    process.exit(1);
  }
  useCallersDirectory();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
  try {
    await seedConstants(database.db);
    console.info(
      `Adding ${candidates} demo candidates to ${database.driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${config.dataDir}`} …`,
    );
    const result = await seedDemoData(
      {
        db: database.db,
        filesDir: path.join(config.dataDir, "files"),
        log: console.info,
        aadhaar: createAadhaarVault(config.aadhaarKey),
        mailFrom: config.mailFrom,
      },
      { candidates },
    );
    printResult(result);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof ConfigError || err instanceof TypeError ? err.message : err);
    process.exit(1);
  });
}
