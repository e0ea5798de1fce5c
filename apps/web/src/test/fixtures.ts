// Answers the server gives, typed by the shared response schemas, for component tests.
import {
  type AdmissionRound,
  type ApplicationDetail,
  type ApplicationSummary,
  type CandidateShortlist,
  DEFAULT_RESERVATION,
  DEPARTMENT_NAMES,
  type DepartmentName,
  type DocumentRecord,
  type EntireApplicationResponse,
  type HistoryEvent,
  type ProfileRecord,
  type ReservationSettings,
  type SeatMatrix,
  type SeatMatrixDepartment,
  type SectionMeta,
  type SelectionSlot,
  type ShortlistEntry,
  type ShortlistResponse,
  type SlotCandidate,
  type SlotCandidatesResponse,
  type SlotsResponse,
} from "@phd/shared";

const NOW = "2025-01-10T10:00:00.000Z";

/** A fixed id: number `n` of a kind of record (`group`, four hex digits), so a test can name it. */
export const fixtureId = (group: string, n: number) => `00000000-0000-4000-${group}-${String(n).padStart(12, "0")}`;
/** The record id of application `n`. */
export const applicationRecordId = (n: number) => fixtureId("8000", n);
/** The application number of application `n` (PHD00n). */
export const applicationNumber = (n: number) => `PHD${String(n).padStart(3, "0")}`;

/** Application `n` as a list of candidates names it: its record id, PHD00n, "Applicant n", General. */
export const listedCandidate = (n: number) => ({
  id: applicationRecordId(n),
  applicationId: applicationNumber(n),
  name: `Applicant ${n}`,
  category: "OPEN_GENERAL" as const,
});

let n = 0;
const uuid = () => applicationRecordId(++n);

export function documentRecord(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    _id: uuid(),
    originalFileName: "file.pdf",
    documentType: "ugMarksheet",
    mimeType: "application/pdf",
    fileSize: 2_621_440,
    status: "PENDING",
    verification: { status: "PENDING", updatedAt: null, signedBy: null },
    remarks: null,
    updatedAt: NOW,
    createdAt: NOW,
    ...overrides,
  };
}

export function sectionMeta(overrides: Partial<SectionMeta> = {}): SectionMeta {
  return {
    isCompleted: true,
    verification: { status: "PENDING", updatedAt: null, signedBy: null },
    remarks: null,
    manualRemarks: null,
    updatedAt: NOW,
    documents: {},
    ...overrides,
  };
}

export function profileRecord(overrides: Partial<ProfileRecord> = {}): ProfileRecord {
  return {
    _id: uuid(),
    userId: uuid(),
    name: "Asha Rao",
    email: "asha@example.org",
    updatedAt: NOW,
    isWorkingProfessional: false,
    verificationStatus: { status: "PENDING" },
    personalDetails: null,
    academicsUG: null,
    academicsPG: null,
    entranceDetails: null,
    ...overrides,
  };
}

const DAY = 86_400_000;

/** Application `n` of a list: PHD00n of "Applicant n", submitted n - 1 days ago, pending. */
export function applicationSummary(n: number, overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  const id = applicationRecordId(n);
  const at = new Date(Date.now() - (n - 1) * DAY).toISOString();
  return {
    id,
    _id: id,
    applicationId: applicationNumber(n),
    department: "Computer Engineering",
    applicationType: "REGULAR",
    verificationStatus: "PENDING",
    createdAt: at,
    updatedAt: at,
    user: { name: `Applicant ${n}`, email: `applicant${n}@example.org` },
    ...overrides,
  };
}

/** One step of a history: a coordinator asked for a change to a document. */
export function historyEvent(overrides: Partial<HistoryEvent> = {}): HistoryEvent {
  return {
    id: "00000000-0000-4000-8000-0000000000e1",
    action: "document.request_modification",
    subjectType: "document",
    subjectId: uuid(),
    section: null,
    fromStatus: "PENDING",
    toStatus: "MODIFICATION_REQUESTED",
    remarks: "Blurry scan",
    previousFile: null,
    actor: { name: "Dr. Kulkarni", role: "coordinator" },
    createdAt: NOW,
    ...overrides,
  };
}

export const APPLICATION_ID = "00000000-0000-4000-8000-0000000000a1";
export const CANDIDATE_ID = "00000000-0000-4000-8000-0000000000c1";
export const RECEIPT_ID = "00000000-0000-4000-8000-0000000000d2";

/**
 * PHD0042 of Asha Rao as GET /api/application/entire answers it: pending, no SOP, the fee paid
 * (UTR123, 1000 with SBI) with its receipt, not yet verified. `fee` replaces parts of the payment.
 */
export function applicationDetail(
  overrides: Partial<ApplicationDetail> = {},
  fee: Partial<ApplicationDetail["feeDetails"]> = {},
): ApplicationDetail {
  return {
    id: APPLICATION_ID,
    _id: APPLICATION_ID,
    applicationId: "PHD0042",
    department: "Computer Engineering",
    applicationType: "REGULAR",
    verificationStatus: "PENDING",
    createdAt: NOW,
    updatedAt: NOW,
    user: { name: "Asha Rao", email: "asha@example.org" },
    userId: { _id: CANDIDATE_ID, id: CANDIDATE_ID, name: "Asha Rao", email: "asha@example.org" },
    verificationField: { status: "PENDING" },
    remarks: null,
    requiredDocuments: { statementOfPurpose: null },
    feeDetails: {
      utrDuNumber: "UTR123",
      amount: 1000,
      transactionTime: NOW,
      bankName: "SBI",
      documents: {
        feeReceipt: documentRecord({
          _id: RECEIPT_ID,
          originalFileName: "receipt.pdf",
          documentType: "FEE_RECEIPT_COMPUTER_REGULAR",
        }),
      },
      verification: { status: "PENDING", signedBy: null },
      remarks: null,
      updatedAt: NOW,
      ...fee,
    },
    ...overrides,
  };
}

/**
 * PHD0042 as the candidate reads it after a review: its SOP flagged ("The scan is blurry"), the
 * fee receipt and payment verified (UTR12345, 1000 with State Bank). The arguments replace parts.
 */
export function flaggedApplication({
  application = {},
  feeDetails = {},
  profile = {},
}: {
  application?: Partial<ApplicationDetail>;
  feeDetails?: Partial<ApplicationDetail["feeDetails"]>;
  profile?: Partial<ProfileRecord>;
} = {}): EntireApplicationResponse["data"] {
  return {
    application: {
      id: APPLICATION_ID,
      _id: APPLICATION_ID,
      applicationId: "PHD0042",
      department: "Computer Engineering",
      applicationType: "REGULAR",
      verificationStatus: "MODIFICATION_REQUESTED",
      createdAt: NOW,
      updatedAt: NOW,
      user: { name: "Asha Rao", email: "asha@example.org" },
      verificationField: { status: "MODIFICATION_REQUESTED" },
      remarks: null,
      requiredDocuments: {
        statementOfPurpose: documentRecord({
          originalFileName: "sop.pdf",
          documentType: "SOP_COMPUTER_REGULAR",
          status: "MODIFICATION_REQUESTED",
          remarks: "The scan is blurry",
        }),
      },
      feeDetails: {
        utrDuNumber: "UTR12345",
        amount: 1000,
        transactionTime: NOW,
        bankName: "State Bank",
        documents: {
          feeReceipt: documentRecord({
            originalFileName: "receipt.pdf",
            documentType: "FEE_RECEIPT_COMPUTER_REGULAR",
            status: "VERIFIED",
          }),
        },
        verification: { status: "VERIFIED", signedBy: null },
        remarks: null,
        updatedAt: NOW,
        ...feeDetails,
      },
      ...application,
    },
    profile: profileRecord(profile),
  };
}

/** The id of admission round `n` (fixed, so a test can name it in an address). */
export const roundId = (n: number) => fixtureId("9000", n);

/** Admission round `n`: open, not current, no window, unless the overrides say otherwise. */
export function admissionRound(n: number, overrides: Partial<AdmissionRound> = {}): AdmissionRound {
  return {
    id: roundId(n),
    name: `PhD Admissions 202${n + 4}-${n + 5}, Round 1`,
    applicationIdPrefix: `PHD${n}`,
    admissionWindow: { opensAt: null, closesAt: null },
    isCurrent: false,
    closedAt: null,
    aadhaarMode: "REQUIRED",
    applicationCount: 0,
    createdAt: NOW,
    ...overrides,
  };
}

/**
 * Round `n`'s seat matrix as GET /api/rounds/{id}/seat-matrix answers it: every department, none
 * entered, the default percentages, unless `departments` gives a department its own fields.
 */
export function seatMatrixAnswer(
  n: number,
  {
    isClosed = false,
    reservation = DEFAULT_RESERVATION,
    departments = {},
  }: {
    isClosed?: boolean;
    reservation?: ReservationSettings;
    departments?: Partial<Record<DepartmentName, Partial<SeatMatrixDepartment>>>;
  } = {},
): { success: true; data: SeatMatrix } {
  return {
    success: true,
    data: {
      round: { id: roundId(n), name: admissionRound(n).name, isClosed },
      reservation,
      departments: DEPARTMENT_NAMES.map((department) => ({
        department,
        channels: null,
        lockedAt: null,
        updatedAt: null,
        ...departments[department],
      })),
    },
  };
}

/**
 * Entry `n` of a shortlist as GET /api/rounds/{id}/shortlist answers it: PHD00n of "Applicant n",
 * General, with no qualifying exam (entrance-test channel), verified and not decided yet.
 */
export function shortlistEntry(n: number, overrides: Partial<ShortlistEntry> = {}): ShortlistEntry {
  return {
    ...listedCandidate(n),
    applicationType: "REGULAR",
    email: `applicant${n}@example.org`,
    isPhysicallyDisabled: false,
    qualification: "NONE",
    channel: "ENTRANCE_TEST",
    method: "TEST_AND_INTERVIEW",
    channelReason: "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
    decision: "PENDING",
    decisionReason: null,
    decidedAt: null,
    isVerified: true,
    ...overrides,
  };
}

/** Which page of how many a list's answer is, and its total: one page of the rows given unless told. */
export interface PageOptions {
  currentPage?: number;
  totalPages?: number;
  total?: number;
}
export const pagination = (rows: unknown[], { currentPage = 1, totalPages = 1, total = rows.length }: PageOptions) => ({
  currentPage,
  totalPages,
  total,
});

/** A page of a shortlist answer: the entries, the paging and the department's counts. */
export function shortlistAnswer(
  entries: ShortlistEntry[],
  {
    counts = { pending: entries.length, shortlisted: 0, notShortlisted: 0 },
    ...page
  }: PageOptions & { counts?: { pending: number; shortlisted: number; notShortlisted: number } } = {},
): ShortlistResponse {
  return { success: true, data: { entries, pagination: pagination(entries, page), counts } };
}

/** A candidate's shortlist decision: shortlisted for the entrance test, unless the overrides say otherwise. */
export function candidateShortlist(overrides: Partial<CandidateShortlist> = {}): CandidateShortlist {
  return {
    decision: "SHORTLISTED",
    channel: "ENTRANCE_TEST",
    method: "TEST_AND_INTERVIEW",
    label: "Shortlisted for the entrance test",
    reason: null,
    decidedAt: NOW,
    slots: [],
    ...overrides,
  };
}

/** The id of slot `n` (fixed, so a test can name it in an address). */
export const slotId = (n: number) => fixtureId("a000", n);

/**
 * Slot `n` of round 2 as GET /api/rounds/{id}/slots answers it: a 2-hour entrance test of Computer
 * Engineering at a venue on Jan `n`, 2099, 09:30 in Asia/Kolkata, 30 places, none taken, unless the overrides say
 * otherwise.
 */
export function selectionSlot(n: number, overrides: Partial<SelectionSlot> = {}): SelectionSlot {
  const startsAt = new Date(Date.UTC(2099, 0, n, 4, 0)).toISOString();
  const durationMinutes = overrides.durationMinutes ?? 120;
  const start = overrides.startsAt ?? startsAt;
  return {
    id: slotId(n),
    roundId: roundId(2),
    department: "Computer Engineering",
    kind: "TEST",
    startsAt: start,
    endsAt: new Date(Date.parse(start) + durationMinutes * 60_000).toISOString(),
    durationMinutes,
    mode: "IN_PERSON",
    venue: `Examination Hall ${n}, Main Building`,
    meetingLink: null,
    capacity: 30,
    assigned: 0,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A department's slots and waiting counts as GET /api/rounds/{id}/slots answers them. */
export function slotsAnswer(
  slots: SelectionSlot[],
  waiting: { TEST: number; INTERVIEW: number } = { TEST: 0, INTERVIEW: 0 },
): SlotsResponse {
  return { success: true, data: { slots, waiting } };
}

/** Candidate `n` of a slot's list: PHD00n, General, entrance-test channel, in no slot unless the overrides say. */
export function slotCandidate(n: number, overrides: Partial<SlotCandidate> = {}): SlotCandidate {
  return {
    ...listedCandidate(n),
    email: `applicant${n}@example.org`,
    channel: "ENTRANCE_TEST",
    method: "TEST_AND_INTERVIEW",
    slotId: null,
    ...overrides,
  };
}

/** A page of GET /api/rounds/{id}/slots/candidates. */
export function slotCandidatesAnswer(
  candidates: SlotCandidate[],
  { currentPage = 1, totalPages = 1, total = candidates.length } = {},
): SlotCandidatesResponse {
  return { success: true, data: { candidates, pagination: { currentPage, totalPages, total } } };
}
