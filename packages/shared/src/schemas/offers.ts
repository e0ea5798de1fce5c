import { z } from "zod";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { OFFER_STATES } from "../domain/offers.ts";
import { CATEGORIES } from "../profile.ts";
import { VERIFICATION_STATUSES } from "../verification.ts";
import { isoDate, linesPageQuery, paginationOf } from "./common.ts";
import { say } from "./messages.ts";
import { SELECTION_CHANNELS } from "./seat-matrix.ts";

/**
 * Offers of admission (issue 26; decision 034): issued by the admin from a department's final merit
 * list, answered by the candidate before a deadline, lapsed by the server at the deadline, moved
 * down the waitlist, and confirmed by the admission fee the account section verifies.
 */

const department = z.enum(DEPARTMENT_NAMES, say("Choose a department"));
const channel = z.enum(SELECTION_CHANNELS, say("Choose a channel"));

/** When freed seats go to the waitlist: at once, or when the admin starts the next offer round. */
export const WAITLIST_MODES = ["AUTO", "MANUAL"] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];
export const WAITLIST_MODE_LABELS: Record<WaitlistMode, string> = {
  AUTO: "At once: each freed seat is offered to the next waitlisted candidate",
  MANUAL: "When the admin starts the next offer round",
};

const text = (what: string, max: number) =>
  z
    .string(say("Write the {{what}}", { what }))
    .trim()
    .min(1, say("Write the {{what}}", { what }))
    .max(max, say("At most {{max}} characters", { max }));

/** The round's offer settings (admin): the declaration, what the letter and page say, the waitlist, the fee. */
export const offerSettings = z
  .object({
    declaration: text("declaration", 2000),
    reportingInstructions: text("reporting instructions", 4000),
    documentsToBring: text("list of documents to bring", 4000),
    waitlistMode: z.enum(WAITLIST_MODES, say("Choose when the waitlist moves")),
    /** Days a waitlist offer made at once (AUTO) may be answered in. */
    answerDays: z
      .number(say("Days to answer must be a whole number from 1 to 60"))
      .int(say("Days to answer must be a whole number from 1 to 60"))
      .min(1, say("Days to answer must be a whole number from 1 to 60"))
      .max(60, say("Days to answer must be a whole number from 1 to 60")),
    /** The admission fee in rupees, as the letter states it. */
    admissionFee: z
      .number(say("The admission fee must be a number"))
      .positive(say("The admission fee must be more than 0"))
      .max(1_000_000, say("The admission fee is too large")),
  })
  .strict();
export type OfferSettings = z.infer<typeof offerSettings>;
export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  declaration:
    "I accept the offer of admission. I declare that the information and documents I have given are true, and I understand that the admission will be cancelled if any of them is found to be false.",
  reportingInstructions: [
    "After accepting the offer on the portal, pay the admission fee and enter the payment there; the account section verifies it and confirms the admission.",
    "Report to the department's office within seven days of the verification, on a working day between 10:00 and 17:00.",
    "Bring this letter (printed or on your phone) and the documents listed on your application page.",
  ].join("\n"),
  documentsToBring: [
    "Original certificates and mark sheets of the UG and PG degrees, with one self-attested copy of each",
    "The entrance exam's score card (NET, GATE, SET or the university's entrance test)",
    "Caste, non-creamy layer, EWS or disability certificate, where a reserved seat was allotted",
    "An original photo identity document (Aadhaar card, PAN card, passport, voter ID or driving licence)",
    "Two passport-size photographs",
    "No-objection certificate from the employer (working professionals)",
  ].join("\n"),
  waitlistMode: "AUTO",
  answerDays: 7,
  admissionFee: 25_000,
};
export const offerSettingsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    settings: offerSettings,
  }),
});
export type OfferSettingsResponse = z.infer<typeof offerSettingsResponse>;

/** POST /api/rounds/:id/offers (admin): offers for the allotted seats of the final lists. */
export const issueOffersBody = z
  .object({
    /** One department, or every department with a final list. */
    department: department.optional(),
    deadline: isoDate,
  })
  .strict();
export type IssueOffersBody = z.input<typeof issueOffersBody>;
export type IssueOffersRequest = z.output<typeof issueOffersBody>;

/** POST /api/rounds/:id/offers/waitlist (admin): freed seats to the waitlist (the next offer round). */
export const waitlistOffersBody = issueOffersBody;

export const issueOffersResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    issued: z.number().int(),
    /** Freed seats no waitlisted candidate could take, per department. */
    unfilled: z.number().int(),
    departments: z.array(z.string()),
  }),
});
export type IssueOffersResponse = z.infer<typeof issueOffersResponse>;

/** PUT /api/offers/:id/deadline (admin): a new deadline for an offer not yet answered. */
export const offerDeadlineBody = z.object({ deadline: isoDate }).strict();

/** POST /api/offers/:id/accept: the round's declaration must be ticked. */
export const acceptOfferBody = z
  .object({
    declaration: z.literal(true, say("Tick the declaration to accept the offer")),
  })
  .strict();
export type AcceptOfferBody = z.input<typeof acceptOfferBody>;

/** The admission fee as the candidate entered it and the account section's verdict. */
export const admissionFeeView = z.object({
  utrDuNumber: z.string(),
  amount: z.number(),
  transactionTime: z.string(),
  bankName: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  remarks: z.string().nullable(),
  receipt: z.object({ id: z.uuid(), originalFileName: z.string(), mimeType: z.string() }).nullable(),
  submittedAt: z.string(),
});
export type AdmissionFeeView = z.infer<typeof admissionFeeView>;

/** One offer as staff see it. */
export const offerView = z.object({
  id: z.uuid(),
  /** The application's record id and human id. */
  applicationRecordId: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  channel,
  /** The candidate's own category and disability, and the seat's. */
  candidateCategory: z.enum(CATEGORIES),
  isPwd: z.boolean(),
  category: z.enum(CATEGORIES),
  disabilitySeat: z.boolean(),
  rank: z.number().int().nullable(),
  /** First offers come from the allotment; later ones from the waitlist. */
  fromWaitlist: z.boolean(),
  /** As it stands now: an unanswered offer past its deadline reads LAPSED at once. */
  state: z.enum(OFFER_STATES),
  deadline: z.string(),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
  admissionFee: admissionFeeView.nullable(),
});
export type OfferView = z.infer<typeof offerView>;

/**
 * GET /api/rounds/:id/offers?department=…&channel=…&category=…&state=…[&page=…&limit=…]
 * (`category`: the seat's). `page`/`limit` page the waitlist (decision 040); the offers are every
 * one that matches (a department's offers are bounded by its seats).
 */
export const offerListQuery = z.object({
  department,
  channel: channel.optional(),
  category: z.enum(CATEGORIES, say("Unknown category")).optional(),
  state: z.enum(OFFER_STATES, say("Unknown offer state")).optional(),
  ...linesPageQuery,
});
export type OfferListQuery = z.input<typeof offerListQuery>;
export type OfferListFilters = z.output<typeof offerListQuery>;
export const offerListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    /** Whether the department has a final list (offers can be issued). */
    hasFinalList: z.boolean(),
    offers: z.array(offerView),
    /** One page of the waitlisted lines of the final list not yet offered, in merit order. */
    waitlist: z.array(
      z.object({
        applicationRecordId: z.uuid(),
        applicationId: z.string(),
        name: z.string(),
        channel,
        category: z.enum(CATEGORIES),
        isPwd: z.boolean(),
        rank: z.number().int().nullable(),
        waitlistPosition: z.number().int().nullable(),
      }),
    ),
    /** The waitlist's page; `total` counts every waitlisted line not yet offered (in the channel filtered). */
    waitlistPagination: paginationOf("total"),
    /** Seats freed and not yet offered again (MANUAL mode waits for the admin; in AUTO mode no
     * waitlisted candidate could take them). */
    freedSeats: z.number().int(),
    /** The round's setting: whether freed seats go down the waitlist at once or at the admin's word. */
    waitlistMode: z.enum(WAITLIST_MODES),
  }),
});
export type OfferListResponse = z.infer<typeof offerListResponse>;

export const offerResponse = z.object({ success: z.literal(true), message: z.string(), data: offerView });

/** The seat dashboard (item 5): one row per department × channel × category. */
export const SEAT_COUNTS = [
  "seats",
  "offered",
  "accepted",
  "declined",
  "lapsed",
  "withdrawn",
  "admitted",
  "vacant",
] as const;
export type SeatCount = (typeof SEAT_COUNTS)[number];
export const SEAT_COUNT_LABELS: Record<SeatCount, string> = {
  seats: "Seats",
  offered: "Offered (not answered)",
  accepted: "Accepted",
  declined: "Declined",
  lapsed: "Lapsed",
  withdrawn: "Withdrawn",
  admitted: "Admitted",
  vacant: "Vacant",
};
const count = z.number().int();
export const seatDashboardRow = z.object({
  department: z.string(),
  channel,
  category: z.enum(CATEGORIES),
  seats: count,
  offered: count,
  accepted: count,
  declined: count,
  lapsed: count,
  withdrawn: count,
  admitted: count,
  vacant: count,
});
export type SeatDashboardRow = z.infer<typeof seatDashboardRow>;
export const seatDashboardQuery = z.object({ department: department.optional() });
export const seatDashboardResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    rows: z.array(seatDashboardRow),
  }),
});
export type SeatDashboardResponse = z.infer<typeof seatDashboardResponse>;
export const admittedExportQuery = z.object({ department: department.optional() });

/** On the candidate's application, once an offer is made. */
export const candidateOffer = z.object({
  id: z.uuid(),
  state: z.enum(OFFER_STATES),
  channel,
  category: z.enum(CATEGORIES),
  disabilitySeat: z.boolean(),
  deadline: z.string(),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
  declaration: z.string(),
  reportingInstructions: z.string(),
  documentsToBring: z.array(z.string()),
  admissionFeeAmount: z.number(),
  mayAnswer: z.boolean(),
  mayWithdraw: z.boolean(),
  /** Whether the admission fee may be entered now (accepted; not entered, or a change asked for). */
  mayPayFee: z.boolean(),
  admissionFee: admissionFeeView.nullable(),
});
export type CandidateOffer = z.infer<typeof candidateOffer>;
export const candidateOfferResponse = z.object({ success: z.literal(true), message: z.string(), data: candidateOffer });
export type CandidateOfferResponse = z.infer<typeof candidateOfferResponse>;

/** GET /api/admission-fees (the account section): entered admission fees. */
export const admissionFeeListQuery = z.object({
  round: z.uuid(say("Unknown admission round")).optional(),
  status: z.enum(VERIFICATION_STATUSES, say("Unknown status")).optional(),
});
export const admissionFeeListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    offers: z.array(offerView.extend({ admissionFee: admissionFeeView })),
  }),
});
export type AdmissionFeeListResponse = z.infer<typeof admissionFeeListResponse>;

/** The offer letter's file name, as the server sends it and the web saves it. */
export const offerLetterFileName = (applicationId: string) => `Offer_Letter_${applicationId}.pdf`;
