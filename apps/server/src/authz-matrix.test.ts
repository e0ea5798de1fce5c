/**
 * The authorization matrix (issue 15, decision 019): every `/api` route of the server, called by
 * each of seven callers, against a table of the expected status codes kept here. A route without
 * a row, a row without a route, or any answer that differs from its cell fails the test.
 *
 * "The record" is always candidate A's (department D1). Allowed callers get a real 2xx where a
 * small valid body does it; where it cannot (the answer would need state the matrix does not
 * build), the cell holds the validation/conflict status the caller reaches past the guard, and a
 * comment says why. Refused callers must be refused before validation: 401 (no token), 403 (wrong
 * role), 404 (someone else's record, decision 007).
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  CATEGORIES,
  DEFAULT_OFFER_SETTINGS,
  DEFAULT_RECONCILIATION,
  DEFAULT_RESERVATION,
  DEFAULT_SCORING,
  DEFAULT_SELECTION_RULES,
  type DepartmentName,
  feeReceiptDocumentKey,
  type OfferState,
  type ProfileDocumentKind,
  type Role,
  signsInWithMis,
  sopDocumentKey,
  type VerificationStatus,
} from "@phd/shared";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  insertApplicationDocumentFor,
  insertApplicationFor,
  profileIdOf,
  publishFinalList,
} from "../test/factories.ts";
import {
  bearer,
  buildTestApp,
  createUser,
  defined,
  multipartForm,
  nextTestIp,
  pdfBytes,
  type TestApp,
  type TestUser,
  tokenFor,
} from "../test/helpers.ts";
import {
  admissionRounds,
  applicationSelections,
  applications,
  documents,
  offers,
  seatMatrices,
  selectionSlots,
  siteConstants,
} from "./db/schema.ts";

const CALLERS = [
  "anonymous",
  "candidate",
  "otherCandidate",
  "coordinator",
  "otherCoordinator",
  "accountSection",
  "admin",
] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

const D1: DepartmentName = "Computer Engineering";
const D2: DepartmentName = "Civil Engineering";

interface Fixtures {
  t: TestApp;
  users: {
    candidate: TestUser;
    otherCandidate: TestUser;
    coordinator: TestUser;
    accountSection: TestUser;
    admin: TestUser;
  };
  tokens: Partial<Record<Caller, string>>;
  profileId: string;
  applicationId: string;
  docs: Record<ProfileDocumentKind, string>;
  announcementToEdit: string;
  announcementToDelete: string;
  coordinatorToReassign: string;
  coordinatorToDelete: string;
  accountSectionToDelete: string;
  roundToEdit: string;
  currentRound: string;
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: InjectOptions["payload"];
}

interface Row {
  expect: Expected;
  /** Path params, query and body for one caller; may set the record's state first so calls do not depend on order. */
  call?: (fx: Fixtures, caller: Caller) => Call | Promise<Call>;
}

// Common shapes of a row's answers.
const everyone = (status: number): Expected => ({
  anonymous: status,
  candidate: status,
  otherCandidate: status,
  coordinator: status,
  otherCoordinator: status,
  accountSection: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Expected => ({ ...everyone(403), anonymous: 401, admin: status });
/** A candidate's own records (each candidate has their own), no staff. */
const candidatesOwn = (status: number): Expected => ({
  ...everyone(403),
  anonymous: 401,
  candidate: status,
  otherCandidate: status,
});
/** Candidate A's record: A, the staff who may read it; B and D2's coordinator get 404. */
const readOfRecord = (status: number): Expected => ({
  anonymous: 401,
  candidate: status,
  otherCandidate: 404,
  coordinator: status,
  otherCoordinator: 404,
  accountSection: status,
  admin: status,
});
/** A review action on A's record: D1's coordinator and the admin. */
const reviewOfRecord = (status: number, accountSection = 403, otherCoordinator = 404): Expected => ({
  anonymous: 401,
  candidate: 403,
  otherCandidate: 403,
  coordinator: status,
  otherCoordinator,
  accountSection,
  admin: status,
});
const feeWork = (status: number): Expected => ({ ...adminOnly(status), accountSection: status });
/** Every staff member (the round switcher), no candidate. */
const staffOnly = (status: number): Expected => ({
  ...adminOnly(status),
  coordinator: status,
  otherCoordinator: status,
  accountSection: status,
});

/** Both channels of a department with no seats: a valid seat matrix. */
const noSeats = () => {
  const none = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<(typeof CATEGORIES)[number], number>;
  const channel = { total: 0, seats: none, disabilitySeats: none };
  return { NET_JRF: channel, ENTRANCE_TEST: channel };
};

/** A round that is neither current nor closed, made for one call. */
async function newRound(fx: Fixtures): Promise<string> {
  const [row] = await fx.t.ctx.db
    .insert(admissionRounds)
    .values({ name: `Matrix round ${unique()}`, applicationIdPrefix: `MX${randomUUID().slice(0, 8)}`.toUpperCase() })
    .returning({ id: admissionRounds.id });
  return defined(row).id;
}

// Common calls of a row.
const withBody = (payload: Call["payload"]) => (payload === undefined ? {} : { payload });
/** The current round, with the body. */
const currentRound =
  (payload?: Call["payload"]) =>
  (fx: Fixtures): Call => ({ params: { id: fx.currentRound }, ...withBody(payload) });
/** The current round, department D1 (and more of the query). */
const currentRoundOfD1 =
  (query: Record<string, string> = {}) =>
  (fx: Fixtures): Call => ({ params: { id: fx.currentRound }, query: { department: D1, ...query } });
/** Candidate A's application. */
const applicationOfA = (fx: Fixtures): Call => ({ params: { id: fx.applicationId } });
/** A round made for the call (see newRound), with the body. */
const roundOfItsOwn =
  (payload?: Call["payload"]) =>
  async (fx: Fixtures): Promise<Call> => ({ params: { id: await newRound(fx) }, ...withBody(payload) });

/** The sign-in body of one of the matrix's users: MIS or address, as their role signs in. */
const signInOf =
  (who: keyof Fixtures["users"]) =>
  (fx: Fixtures): Call => {
    const { role, mis, email, password } = fx.users[who];
    return { payload: signsInWithMis(role as Role) ? { mis, password } : { email, password } };
  };

/** A slot's time and place: thirty days on, at a venue. */
const slotFields = () => ({
  startsAt: new Date(Math.ceil(Date.now() / 86_400_000 + 30) * 86_400_000).toISOString(),
  durationMinutes: 60,
  mode: "IN_PERSON" as const,
  venue: "Seminar Hall",
  capacity: 5,
});

/** An empty D1 test slot of the current round, made for one call. */
async function emptySlot(fx: Fixtures, kind: "TEST" | "INTERVIEW" = "TEST"): Promise<string> {
  const f = slotFields();
  const [row] = await fx.t.ctx.db
    .insert(selectionSlots)
    .values({ ...f, roundId: fx.currentRound, department: D1, kind, startsAt: new Date(f.startsAt) })
    .returning({ id: selectionSlots.id });
  return defined(row).id;
}

/** A shortlisted for D1's entrance test and placed in a test slot (made once). */
async function slotOfA(fx: Fixtures): Promise<string> {
  const [placed] = await fx.t.ctx.db
    .select({ slot: applicationSelections.testSlotId })
    .from(applicationSelections)
    .where(eq(applicationSelections.applicationId, fx.applicationId));
  if (placed?.slot) return placed.slot;
  const slot = await emptySlot(fx);
  await fx.t.ctx.db.insert(applicationSelections).values({
    applicationId: fx.applicationId,
    roundId: fx.currentRound,
    department: D1,
    qualification: "NONE",
    channel: "ENTRANCE_TEST",
    method: "TEST_AND_INTERVIEW",
    channelReason: "No qualifying score",
    decision: "SHORTLISTED",
    testSlotId: slot,
  });
  return slot;
}

/** Sets a document's review state directly, so each caller's call starts from the same one. */
/**
 * An offer of D1's seat to A (a final list with A allotted, made once), put in the state the call
 * needs: OFFERED, or ACCEPTED with no admission fee or with one waiting for the account section.
 */
async function offerOfA(fx: Fixtures, state: OfferState, fee?: "PENDING"): Promise<string> {
  const db = fx.t.ctx.db;
  const [existing] = await db.select().from(offers).where(eq(offers.applicationId, fx.applicationId));
  let id = existing?.id;
  if (!id) {
    const publication = await publishFinalList(fx.t.ctx, {
      roundId: fx.currentRound,
      department: D1,
      seats: {
        ...noSeats(),
        ENTRANCE_TEST: {
          ...noSeats().ENTRANCE_TEST,
          total: 1,
          seats: { ...noSeats().ENTRANCE_TEST.seats, OPEN_GENERAL: 1 },
        },
      },
      lines: [{ applicationId: fx.applicationId, category: "OPEN_GENERAL", status: "ALLOTTED", rank: 1 }],
    });
    const [row] = await db
      .insert(offers)
      .values({
        roundId: fx.currentRound,
        publicationId: publication.id,
        applicationId: fx.applicationId,
        department: D1,
        channel: "ENTRANCE_TEST",
        category: "OPEN_GENERAL",
        disabilitySeat: false,
        seatNo: 1,
        deadline: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning({ id: offers.id });
    id = defined(row).id;
  }
  const receipt = fee ? (await db.select({ id: documents.id }).from(documents).limit(1))[0]?.id : null;
  await db
    .update(offers)
    .set({
      state,
      deadline: new Date(Date.now() + 30 * 86_400_000),
      feeStatus: fee ?? null,
      feeUtrDuNumber: fee ? "ADM123456" : null,
      feeAmount: fee ? 25_000 : null,
      feeTransactionTime: fee ? new Date() : null,
      feeBankName: fee ? "State Bank of India" : null,
      feeReceiptDocumentId: receipt ?? null,
    })
    .where(eq(offers.id, id));
  return id;
}

async function setDocumentStatus(fx: Fixtures, id: string, status: VerificationStatus, remarks: string | null = null) {
  await fx.t.ctx.db.update(documents).set({ status, remarks }).where(eq(documents.id, id));
}

/** A second application of A in D1, for withdrawal: made again when the previous call withdrew it. */
async function withdrawableApplication(fx: Fixtures): Promise<string> {
  const a = fx.users.candidate;
  const [found] = await fx.t.ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, a.id), eq(applications.applicationType, "WORKING_PROFESSIONAL")));
  return (
    found?.id ??
    (await insertApplicationFor(fx.t.ctx, a, { department: D1, applicationType: "WORKING_PROFESSIONAL" })).id
  );
}

const personalDetailsFields = (name: string) => ({
  name,
  dob: "1994-06-15",
  gender: "Female",
  nationality: "Indian",
  address: "12 College Road, Pune",
  addharNumber: "123456789012",
  category: "OPEN_GENERAL",
  isPhysicallyDisabled: "false",
  isEmployed: "false",
  isMHStateCandidate: "false",
});

let uniqueCounter = 0;
const unique = () => `${Date.now().toString(36)}${++uniqueCounter}`;

/**
 * One row per `METHOD /api/path` of the route table. Cells: anonymous, candidate A, candidate B,
 * D1's coordinator, D2's coordinator, the account section, the admin.
 */
const MATRIX: Record<string, Row> = {
  // --- API documentation and health: public.
  "GET /api/docs": { expect: everyone(200) },
  "GET /api/docs/json": { expect: everyone(200) },
  "GET /api/docs/yaml": { expect: everyone(200) },
  // Swagger UI sends its index page's readers to /api/docs/ (its own redirect).
  "GET /api/docs/static/index.html": { expect: everyone(302) },
  "GET /api/docs/static/swagger-initializer.js": { expect: everyone(200) },
  "GET /api/docs/static/*": { expect: everyone(200), call: () => ({ params: { "*": "swagger-ui.css" } }) },
  "GET /api/health": { expect: everyone(200) },

  // --- Sign-in and registration: public, the same answer whoever asks (a token is ignored).
  "GET /api/check-auth": { expect: signedIn(200) },
  "POST /api/admin/login": { expect: everyone(200), call: signInOf("admin") },
  "POST /api/coordinator/login": { expect: everyone(200), call: signInOf("coordinator") },
  "POST /api/candidate/login": { expect: everyone(200), call: signInOf("candidate") },
  "POST /api/account-section-coordinator/login": { expect: everyone(200), call: signInOf("accountSection") },
  "POST /api/candidate/register": {
    expect: everyone(201),
    call: () => ({
      payload: {
        name: "New Candidate",
        email: `new-${unique()}@test.local`,
        phone: "9876543210",
        password: "Passw0rd!x",
        consentNoticeVersion: 1,
      },
    }),
  },
  // A's address is verified already: 409 for everyone (a code can only be checked for a pending registration).
  "POST /api/candidate/verify-otp": {
    expect: everyone(409),
    call: (fx) => ({ payload: { userId: fx.users.candidate.id, otp: "123456" } }),
  },
  "POST /api/candidate/resend-otp": {
    expect: everyone(409),
    call: (fx) => ({ payload: { userId: fx.users.candidate.id } }),
  },
  // An address of its own per call (resets are limited per address); unknown ones get the same answer.
  "POST /api/:role/forgot-password": {
    expect: everyone(200),
    call: () => ({ params: { role: "candidate" }, payload: { email: `forgot-${unique()}@test.local` } }),
  },
  // No such account: the invalid-token answer (400), without using up anyone's attempts.
  "POST /api/:role/reset-password": {
    expect: everyone(400),
    call: () => ({
      params: { role: "candidate" },
      payload: { email: `nobody-${unique()}@test.local`, token: "ABC123", password: "Passw0rd!x" },
    }),
  },
  // A real change would end the caller's session; a too-short new password shows the guard let them through (400).
  "POST /api/auth/change-password": {
    expect: signedIn(400),
    call: () => ({ payload: { currentPassword: "whatever", newPassword: "short" } }),
  },

  // Each signed-in user sets their own language; "en" keeps every account as it was.
  "PUT /api/account/language": { expect: signedIn(200), call: () => ({ payload: { language: "en" } }) },

  // --- Site constants, announcements, site files.
  // --- The privacy notice (issue 28): everyone reads it; the admin publishes it. A real publication
  // would change the version the register row agrees to, so the admin's body is one the guard lets
  // through and the schema refuses (400: the notice is too short).
  "GET /api/privacy-notice": { expect: everyone(200) },
  "GET /api/admin/privacy-notice": { expect: adminOnly(200) },
  "PUT /api/admin/privacy-notice": {
    expect: adminOnly(400),
    call: () => ({ payload: { body: { en: "Too short." }, grievanceOfficer: { name: "G", email: "g@test.local" } } }),
  },
  // A candidate agrees to the current notice again (version 1 of this portal: the row above never publishes).
  "POST /api/candidate/consent": { expect: candidatesOwn(200), call: () => ({ payload: { noticeVersion: 1 } }) },
  // My data (issue 28, item 2): a candidate reads and downloads their own, nobody else's.
  "GET /api/candidate/my-data": { expect: candidatesOwn(200) },
  "GET /api/candidate/my-data/export": { expect: candidatesOwn(200) },
  // Erasure (issue 28): a real one would erase the matrix's own candidates, so the password is wrong
  // (400, past the guard) and there is nothing queued to cancel (404).
  "GET /api/candidate/erasure": { expect: candidatesOwn(200) },
  "POST /api/candidate/erasure": { expect: candidatesOwn(400), call: () => ({ payload: { password: "not-theirs" } }) },
  "DELETE /api/candidate/erasure": { expect: candidatesOwn(404) },
  "GET /api/admin/erasure-requests": { expect: adminOnly(200) },
  // The retention schedule (issue 28, item 4): the admin's alone. Setting a round to the default
  // months changes nothing the other rows read; the dry run changes nothing at all.
  "GET /api/admin/retention": { expect: adminOnly(200) },
  "PUT /api/admin/retention/rounds/:id": {
    expect: adminOnly(200),
    call: currentRound({ retentionMonths: 12 }),
  },
  "GET /api/admin/retention/dry-run": { expect: adminOnly(200) },
  "GET /api/constant/websiteHeading": { expect: everyone(200) },
  "GET /api/constant/admissionsOpen": { expect: everyone(200) },
  "GET /api/constant/admission-window": { expect: everyone(200) },
  "GET /api/constant": { expect: everyone(200) },
  "PUT /api/constant/:name": {
    expect: adminOnly(200),
    call: () => ({ params: { name: "websiteHeading" }, payload: { value: "PhD Admission Portal" } }),
  },
  // --- Admission rounds (issue 24): staff read them, the admin manages them.
  "GET /api/rounds": { expect: staffOnly(200) },
  "POST /api/rounds": {
    expect: adminOnly(201),
    call: () => ({ payload: { name: `Round ${unique()}`, applicationIdPrefix: `RM${unique()}`.slice(0, 10) } }),
  },
  // The spec's rule (required) again: the matrix's profile rows send a number.
  "PUT /api/rounds/:id/aadhaar": {
    expect: adminOnly(200),
    call: (fx) => ({ params: { id: fx.roundToEdit }, payload: { aadhaarMode: "REQUIRED" } }),
  },
  "PUT /api/rounds/:id": {
    expect: adminOnly(200),
    call: (fx) => ({
      params: { id: fx.roundToEdit },
      payload: { name: `Edited round ${unique()}`, applicationIdPrefix: "EDITED" },
    }),
  },
  // Making the current round current again changes nothing: every allowed call answers 200.
  "POST /api/rounds/:id/make-current": {
    expect: adminOnly(200),
    call: currentRound(),
  },
  "POST /api/rounds/:id/close": {
    expect: adminOnly(200),
    call: roundOfItsOwn(),
  },
  // --- Seat matrix (issue 24): staff read it, the admin edits it. A fresh round per edit, so a lock never blocks a later call.
  "GET /api/rounds/:id/seat-matrix": { expect: staffOnly(200), call: currentRound() },
  "PUT /api/rounds/:id/seat-matrix": {
    expect: adminOnly(200),
    call: roundOfItsOwn({ department: D1, channels: noSeats() }),
  },
  "POST /api/rounds/:id/seat-matrix/lock": {
    expect: adminOnly(200),
    call: async (fx) => {
      const id = await newRound(fx);
      await fx.t.ctx.db.insert(seatMatrices).values({ roundId: id, department: D1, channels: noSeats() });
      return { params: { id }, payload: { department: D1, locked: true } };
    },
  },
  "PUT /api/rounds/:id/reservation": {
    expect: adminOnly(200),
    call: roundOfItsOwn(DEFAULT_RESERVATION),
  },
  "GET /api/rounds/:id/selection-rules": {
    expect: staffOnly(200),
    call: currentRound(),
  },
  "PUT /api/rounds/:id/selection-rules": {
    expect: adminOnly(200),
    call: roundOfItsOwn(DEFAULT_SELECTION_RULES),
  },
  // --- The shortlist (issue 24): D1's coordinator and the admin; D2's coordinator is refused (403, the department is named).
  "GET /api/rounds/:id/shortlist": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1(),
  },
  "POST /api/rounds/:id/shortlist": {
    expect: reviewOfRecord(200, 403, 403),
    // No application matches: the call is allowed and changes nothing.
    call: currentRound({ department: D1, decision: "SHORTLISTED", allMatching: { search: "no-such-candidate" } }),
  },
  // --- Test and interview slots (issue 24): as the shortlist; A is shortlisted in D1 and has a test slot.
  "GET /api/rounds/:id/slots": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1(),
  },
  "POST /api/rounds/:id/slots": {
    expect: reviewOfRecord(201, 403, 403),
    call: currentRound({ department: D1, kind: "TEST", ...slotFields() }),
  },
  // The same time and place each time: saved, and no one is mailed.
  "PUT /api/rounds/:id/slots/:slotId": {
    expect: reviewOfRecord(200, 403, 403),
    call: async (fx) => ({ params: { id: fx.currentRound, slotId: await slotOfA(fx) }, payload: slotFields() }),
  },
  "DELETE /api/rounds/:id/slots/:slotId": {
    expect: reviewOfRecord(200, 403, 403),
    call: async (fx) => ({ params: { id: fx.currentRound, slotId: await emptySlot(fx) } }),
  },
  "GET /api/rounds/:id/slots/candidates": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1({ kind: "TEST", slot: "waiting" }),
  },
  // No one waits for a test slot: allowed, and nothing changes.
  "POST /api/rounds/:id/slots/auto-assign": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRound({ department: D1, kind: "TEST" }),
  },
  // A is already in the slot: allowed, and nothing changes.
  "POST /api/rounds/:id/slots/move": {
    expect: reviewOfRecord(200, 403, 403),
    call: async (fx) => ({
      params: { id: fx.currentRound },
      payload: { department: D1, kind: "TEST", applicationIds: [fx.applicationId], slotId: await slotOfA(fx) },
    }),
  },
  "GET /api/rounds/:id/call-letter": { expect: staffOnly(200), call: currentRound() },
  "PUT /api/rounds/:id/call-letter": {
    expect: adminOnly(200),
    call: roundOfItsOwn({ instructions: "Bring this letter." }),
  },
  // A's call letter: A, D1's coordinator and the admin; the account section has no part in selection.
  "GET /api/application/:id/call-letter/:kind": {
    expect: { ...readOfRecord(200), accountSection: 403 },
    call: async (fx) => {
      await slotOfA(fx);
      return { params: { id: fx.applicationId, kind: "test" } };
    },
  },
  // --- Marks and scores (issue 25): as the shortlist; A is shortlisted for D1's entrance test.
  "GET /api/rounds/:id/scoring": { expect: staffOnly(200), call: currentRound() },
  "PUT /api/rounds/:id/scoring": {
    expect: adminOnly(200),
    call: roundOfItsOwn(DEFAULT_SCORING),
  },
  "GET /api/rounds/:id/marks": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1(),
  },
  // The same mark each time: allowed, and nothing changes after the first.
  "PUT /api/rounds/:id/marks": {
    expect: reviewOfRecord(200, 403, 403),
    call: async (fx) => {
      await slotOfA(fx);
      return {
        params: { id: fx.currentRound },
        payload: { department: D1, entries: [{ id: fx.applicationId, marks: 55, absent: false }] },
      };
    },
  },
  // A dry run of one clean row: allowed, and nothing changes.
  "POST /api/rounds/:id/marks/import": {
    expect: reviewOfRecord(200, 403, 403),
    call: async (fx) => {
      await slotOfA(fx);
      const [row] = await fx.t.ctx.db
        .select({ human: applications.applicationId })
        .from(applications)
        .where(eq(applications.id, fx.applicationId));
      const csv = Buffer.from(`application_id,marks\n${defined(row).human},55\n`);
      return {
        params: { id: fx.currentRound },
        payload: multipartForm([{ field: "file", filename: "marks.csv", content: csv }], {
          department: D1,
          apply: "false",
        }),
      };
    },
  },
  // An interview slot of D1: D2's coordinator is told it is not found (it is named by id).
  "GET /api/rounds/:id/slots/:slotId/scores": {
    expect: reviewOfRecord(200, 403, 404),
    call: async (fx) => ({ params: { id: fx.currentRound, slotId: await emptySlot(fx, "INTERVIEW") } }),
  },
  // A is not in the empty slot: allowed callers reach the check (400) and nothing changes.
  "PUT /api/rounds/:id/slots/:slotId/scores": {
    expect: reviewOfRecord(400, 403, 404),
    call: async (fx) => ({
      params: { id: fx.currentRound, slotId: await emptySlot(fx, "INTERVIEW") },
      payload: { entries: [{ id: fx.applicationId, absent: true }] },
    }),
  },
  // --- The merit list (issue 25): D1's staff read it, the admin publishes; no list is published in the matrix.
  "GET /api/rounds/:id/merit": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1({ channel: "ENTRANCE_TEST" }),
  },
  // Nothing published: allowed callers get past the guard to 404.
  "GET /api/rounds/:id/merit/published": {
    expect: reviewOfRecord(404, 403, 403),
    call: currentRoundOfD1({ channel: "ENTRANCE_TEST", stage: "PROVISIONAL" }),
  },
  "GET /api/rounds/:id/merit/changes": {
    expect: reviewOfRecord(404, 403, 403),
    call: currentRoundOfD1(),
  },
  // The live preview's exports (no stage): D1's staff download them.
  "GET /api/rounds/:id/merit/export.csv": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1({ channel: "ENTRANCE_TEST" }),
  },
  "GET /api/rounds/:id/merit/export.pdf": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1({ channel: "NET_JRF" }),
  },
  // A fresh round has no seats: the admin reaches the check (409) and nothing is published.
  "POST /api/rounds/:id/merit/publish": {
    expect: adminOnly(409),
    call: async (fx) => ({
      params: { id: await newRound(fx) },
      payload: {
        department: D1,
        stage: "PROVISIONAL",
        objectionsCloseAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
  },
  "GET /api/rounds/:id/objections": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1(),
  },
  // A's application has no provisional list: A reaches the check (409); B is told it is not found.
  "POST /api/applications/:id/objections": {
    expect: { ...candidatesOwn(409), otherCandidate: 404 },
    call: (fx) => ({
      params: { id: fx.applicationId },
      payload: multipartForm([], { text: "My marks were added up wrongly." }),
    }),
  },
  // No such objection: everyone allowed to answer objections gets 404.
  "POST /api/rounds/:id/objections/:objectionId/answer": {
    expect: reviewOfRecord(404, 403, 404),
    call: (fx) => ({
      params: { id: fx.currentRound, objectionId: randomUUID() },
      payload: { decision: "REJECTED", answer: "The marks were checked again." },
    }),
  },
  // --- Offers of admission (issue 26): the admin issues and changes deadlines; D1's staff read;
  // A answers A's own offer (B is told it is not found); the account section verifies the fee.
  "GET /api/rounds/:id/offer-settings": { expect: staffOnly(200), call: currentRound() },
  "PUT /api/rounds/:id/offer-settings": {
    expect: adminOnly(200),
    call: roundOfItsOwn(DEFAULT_OFFER_SETTINGS),
  },
  "GET /api/rounds/:id/offers": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1(),
  },
  // A fresh round has no final list: the admin reaches the check (409) and nothing is offered.
  "POST /api/rounds/:id/offers": {
    expect: adminOnly(409),
    call: async (fx) => ({
      params: { id: await newRound(fx) },
      payload: { department: D1, deadline: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  },
  "POST /api/rounds/:id/offers/waitlist": {
    expect: adminOnly(409),
    call: async (fx) => ({
      params: { id: await newRound(fx) },
      payload: { department: D1, deadline: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  },
  "PUT /api/offers/:id/deadline": {
    expect: adminOnly(200),
    call: async (fx) => ({
      params: { id: await offerOfA(fx, "OFFERED") },
      payload: { deadline: new Date(Date.now() + 40 * 86_400_000).toISOString() },
    }),
  },
  "POST /api/offers/:id/accept": {
    expect: { ...candidatesOwn(200), otherCandidate: 404 },
    call: async (fx) => ({ params: { id: await offerOfA(fx, "OFFERED") }, payload: { declaration: true } }),
  },
  "POST /api/offers/:id/decline": {
    expect: { ...candidatesOwn(200), otherCandidate: 404 },
    call: async (fx) => ({ params: { id: await offerOfA(fx, "OFFERED") } }),
  },
  "POST /api/offers/:id/withdraw": {
    expect: { ...candidatesOwn(200), otherCandidate: 404 },
    call: async (fx) => ({ params: { id: await offerOfA(fx, "ACCEPTED") } }),
  },
  "POST /api/offers/:id/admission-fee": {
    expect: { ...candidatesOwn(200), otherCandidate: 404 },
    call: async (fx) => ({
      params: { id: await offerOfA(fx, "ACCEPTED") },
      payload: multipartForm([{ field: "receipt", filename: "receipt.pdf", content: pdfBytes() }], {
        utrDuNumber: "ADM123456",
        amount: "25000",
        transactionTime: new Date(Date.now() - 3_600_000).toISOString(),
        bankName: "State Bank of India",
      }),
    }),
  },
  "GET /api/offers/:id/letter": {
    expect: { ...readOfRecord(200), accountSection: 403 },
    call: async (fx) => ({ params: { id: await offerOfA(fx, "OFFERED") } }),
  },
  "GET /api/rounds/:id/seats": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1(),
  },
  "GET /api/rounds/:id/admitted/export.csv": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1(),
  },
  "GET /api/rounds/:id/admitted/export.pdf": {
    expect: reviewOfRecord(200, 403, 403),
    call: currentRoundOfD1(),
  },
  "GET /api/admission-fees": { expect: feeWork(200) },
  "GET /api/admission-fees/:id/receipt": {
    expect: feeWork(200),
    call: async (fx) => ({ params: { id: await offerOfA(fx, "ACCEPTED", "PENDING") } }),
  },
  "PUT /api/admission-fees/:id/verify": {
    expect: feeWork(200),
    call: async (fx) => ({
      params: { id: await offerOfA(fx, "ACCEPTED", "PENDING") },
      payload: { status: "MODIFICATION_REQUESTED", remarks: "The UTR does not match." },
    }),
  },
  "GET /api/announcement": { expect: everyone(200) },
  "POST /api/announcement/create": {
    expect: adminOnly(201),
    call: () => ({ payload: { title: "Matrix", link: "https://example.org/matrix", recipientRole: "all" } }),
  },
  "PUT /api/announcement/:id": {
    expect: adminOnly(200),
    call: (fx) => ({
      params: { id: fx.announcementToEdit },
      payload: { title: "Edited", link: "https://example.org/edited" },
    }),
  },
  "DELETE /api/announcement/:id": {
    expect: adminOnly(200),
    call: (fx) => ({ params: { id: fx.announcementToDelete } }),
  },
  "GET /api/site-info": { expect: everyone(200) },
  "GET /api/site-files/:key": { expect: everyone(200), call: () => ({ params: { key: "brochure" } }) },

  // --- Staff accounts: admin only.
  "GET /api/admin/coordinators": { expect: adminOnly(200) },
  "GET /api/admin/account-section-coordinators": { expect: adminOnly(200) },
  "POST /api/admin/create-coordinator": {
    expect: adminOnly(201),
    call: () => ({
      payload: {
        name: "New Coordinator",
        email: `coord-${unique()}@test.local`,
        mis: `MX${unique()}`,
        departments: [D1],
      },
    }),
  },
  "POST /api/admin/create-account-coordinator": {
    expect: adminOnly(201),
    call: () => ({ payload: { name: "New Accounts", email: `acct-${unique()}@test.local` } }),
  },
  "PUT /api/admin/coordinators/:id/departments": {
    expect: adminOnly(200),
    call: (fx) => ({ params: { id: fx.coordinatorToReassign }, payload: { departments: [D2] } }),
  },
  "DELETE /api/admin/delete-coordinator/:id": {
    expect: adminOnly(200),
    call: (fx) => ({ params: { id: fx.coordinatorToDelete } }),
  },
  "DELETE /api/admin/delete-account-section-coordinator/:id": {
    expect: adminOnly(200),
    call: (fx) => ({ params: { id: fx.accountSectionToDelete } }),
  },

  // --- Profile: the candidate's own, and the staff read of A's.
  "GET /api/candidate/profile": { expect: candidatesOwn(200) },
  "GET /api/candidate/profile/:userId": {
    expect: readOfRecord(200),
    call: (fx) => ({ params: { userId: fx.users.candidate.id } }),
  },
  // Staff who may read A's profile see the full number (audited); candidates never.
  "POST /api/candidate/profile/:userId/aadhaar/reveal": {
    expect: { ...readOfRecord(200), candidate: 403, otherCandidate: 403 },
    call: (fx) => ({ params: { userId: fx.users.candidate.id } }),
  },
  // Each candidate saves their own section (the path names no record).
  "POST /api/candidate/profile/personal-details": {
    expect: candidatesOwn(200),
    call: (_fx, caller) => ({ payload: multipartForm([], personalDetailsFields(`Candidate ${caller}`)) }),
  },
  "PATCH /api/candidate/profile/academic-details-ug": {
    expect: candidatesOwn(200),
    call: () => ({
      payload: multipartForm([], { degree: "B.E./ B.Tech", institute: "College of Engineering", cgpa: "8.1" }),
    }),
  },
  "PATCH /api/candidate/profile/academic-details-pg": {
    expect: candidatesOwn(200),
    call: () => ({ payload: multipartForm([], { hasNotDonePG: "true" }) }),
  },
  "PATCH /api/candidate/profile/entrance-details": {
    expect: candidatesOwn(200),
    call: () => ({
      payload: multipartForm([], {
        hasNotGivenAnyEntranceExam: "true",
        givenGate: "false",
        givenRpet: "false",
        givenNet: "false",
        isEligibleForRpet: "false",
      }),
    }),
  },

  // --- Documents.
  "GET /api/document/file/:id": {
    expect: readOfRecord(200),
    call: (fx) => ({ params: { id: fx.docs.applicantPhoto } }),
  },
  "GET /api/document": { expect: candidatesOwn(200) },

  // --- Applications.
  "GET /api/application": { expect: candidatesOwn(200) },
  // Past the guard and the admissions window: A already applied to D1 (409); B's form lacks the documents (400).
  "POST /api/application": {
    expect: { ...candidatesOwn(400), candidate: 409 },
    call: () => ({ payload: multipartForm([], { department: D1, applicationType: "REGULAR" }) }),
  },
  "GET /api/application/all/applications": {
    expect: { ...adminOnly(200), coordinator: 200, otherCoordinator: 200 },
  },
  "GET /api/application/department-summary": {
    expect: { ...adminOnly(200), coordinator: 200, otherCoordinator: 200 },
  },
  "GET /api/application/entire/:id": {
    expect: readOfRecord(200),
    call: applicationOfA,
  },
  "GET /api/application/download/:id": {
    expect: readOfRecord(200),
    call: applicationOfA,
  },
  // A's application has nothing the reviewers asked to change: 409 (NOTHING_TO_RESUBMIT) past the guard; B: 404.
  "POST /api/application/reapply/:id": {
    expect: { ...adminOnly(403), candidate: 409, otherCandidate: 404 },
    call: (fx) => ({ params: { id: fx.applicationId }, payload: multipartForm([], { utrDuNumber: "UTR87654321" }) }),
  },
  "DELETE /api/application/:id": {
    expect: { ...adminOnly(403), candidate: 200, otherCandidate: 404 },
    call: async (fx) => ({ params: { id: await withdrawableApplication(fx) } }),
  },

  // --- Review of A's documents and sections (the account section reviews fee receipts only: 404 here).
  "POST /api/coordinator/verify-document": {
    expect: reviewOfRecord(200, 404),
    call: async (fx) => {
      await setDocumentStatus(fx, fx.docs.ugMarksheet, "PENDING");
      return { payload: { documentId: fx.docs.ugMarksheet } };
    },
  },
  "POST /api/coordinator/request-modification": {
    expect: reviewOfRecord(200, 404),
    call: async (fx) => {
      await setDocumentStatus(fx, fx.docs.ugMarksheet, "PENDING");
      return { payload: { documentId: fx.docs.ugMarksheet, remarks: "Please upload a clearer scan." } };
    },
  },
  "PATCH /api/document/remarks": {
    expect: reviewOfRecord(200, 404),
    call: async (fx) => {
      await setDocumentStatus(fx, fx.docs.ugMarksheet, "MODIFICATION_REQUESTED", "Unreadable.");
      return { payload: { documentId: fx.docs.ugMarksheet, remarks: "Please upload all pages." } };
    },
  },
  "PUT /api/document/status/:documentId": {
    expect: reviewOfRecord(200, 404),
    call: async (fx) => {
      await setDocumentStatus(fx, fx.docs.ugMarksheet, "PENDING");
      return { params: { documentId: fx.docs.ugMarksheet }, payload: { status: "VERIFIED" } };
    },
  },
  "POST /api/coordinator/set-section-status": {
    expect: reviewOfRecord(200),
    call: (fx) => ({
      payload: { profileId: fx.profileId, section: "academicsPG", status: "MODIFICATION_REQUESTED", remarks: "Check." },
    }),
  },
  "GET /api/application/history/:id": {
    expect: reviewOfRecord(200),
    call: applicationOfA,
  },
  "POST /api/candidate/profile/manual-remarks": {
    expect: reviewOfRecord(200),
    call: (fx) => ({ payload: { profileId: fx.profileId, section: "academicsUG", remarks: "Called the college." } }),
  },

  // --- Fees: the account section and the admin, every department.
  "GET /api/fee-details": { expect: feeWork(200) },
  "GET /api/fee-details/export.csv": { expect: feeWork(200) },
  "GET /api/fee-details/full/:id": { expect: feeWork(200), call: applicationOfA },
  "GET /api/fee-details/:id/receipt": { expect: feeWork(200), call: applicationOfA },
  // A modification request (with remarks) is allowed from every fee state, so each call succeeds whatever came before.
  "PUT /api/fee-details/:id/verify": {
    expect: feeWork(200),
    call: (fx) => ({
      params: { id: fx.applicationId },
      payload: { status: "MODIFICATION_REQUESTED", remarks: "The UTR does not match." },
    }),
  },

  // --- Fee reconciliation from the bank's statement (issue 61): the account section and the admin.
  "GET /api/reconciliation/statements": { expect: feeWork(200) },
  // A dry run: the statement is read and reported, nothing is written.
  "POST /api/reconciliation/statements": {
    expect: feeWork(200),
    call: () => ({
      payload: multipartForm(
        [
          {
            field: "statement",
            filename: "statement.csv",
            content: Buffer.from("Date,UTR,Amount\n01/11/2026,UTR77770001,1500\n"),
          },
        ],
        { bankName: "Matrix Bank", mapping: JSON.stringify({ reference: "UTR", date: "Date", amount: "Amount" }) },
      ),
    }),
  },
  "GET /api/rounds/:id/reconciliation": { expect: feeWork(200), call: currentRound() },
  "POST /api/rounds/:id/reconciliation/match": {
    expect: feeWork(200),
    call: currentRound(),
  },
  // No exact match is pending in the matrix's round: the count confirmed (1) is refused as stale past the guard.
  "POST /api/rounds/:id/reconciliation/verify": {
    expect: feeWork(409),
    call: currentRound({ expected: 1 }),
  },
  "GET /api/rounds/:id/reconciliation/settings": {
    expect: feeWork(200),
    call: currentRound(),
  },
  "PUT /api/rounds/:id/reconciliation/settings": {
    expect: feeWork(200),
    call: currentRound(DEFAULT_RECONCILIATION),
  },
  "GET /api/reconciliation/summary": { expect: feeWork(200) },
  "GET /api/reconciliation/unclaimed.csv": { expect: feeWork(200) },
  "GET /api/reconciliation/unclaimed.pdf": { expect: feeWork(200) },
  "GET /api/rounds/:id/reconciliation/unmatched.csv": {
    expect: feeWork(200),
    call: currentRound(),
  },
  "GET /api/rounds/:id/reconciliation/unmatched.pdf": {
    expect: feeWork(200),
    call: currentRound(),
  },

  // --- Admin reading.
  "GET /api/admin/candidates-with-statistics": { expect: adminOnly(200) },
  "GET /api/admin/candidates-with-statistics/export.csv": { expect: adminOnly(200) },
  "GET /api/admin/statistics/overview": { expect: adminOnly(200) },
  "GET /api/admin/audit-log": { expect: adminOnly(200) },
  "GET /api/admin/audit-log/export.csv": { expect: adminOnly(200) },
};

/** Every `METHOD /api/...` the server registered (HEAD and OPTIONS are Fastify's own, not ours). */
function apiRoutes(t: TestApp): string[] {
  const keys = new Set<string>();
  for (const route of t.routes) {
    if (!route.url.startsWith("/api/") && route.url !== "/api") continue;
    for (const method of [route.method].flat()) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      keys.add(`${method} ${route.url}`);
    }
  }
  return [...keys].sort();
}

function fillPath(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)|\*/g, (segment, name: string | undefined) => {
    const value = params[name ?? "*"];
    if (value === undefined) throw new Error(`the row for ${url} gives no value for ${segment}`);
    return encodeURIComponent(value).replace(/%2F/g, "/");
  });
}

describe("authorization matrix", () => {
  let fx: Fixtures;

  beforeAll(async () => {
    const t = await buildTestApp();
    const { ctx } = t;
    const candidate = await candidateWithCompleteProfile(ctx, { name: "Candidate A" });
    const otherCandidate = await candidateWithCompleteProfile(ctx, { name: "Candidate B" });
    const coordinator = await createUser(ctx, { role: "coordinator", departments: [D1] });
    const otherCoordinator = await createUser(ctx, { role: "coordinator", departments: [D2] });
    const accountSection = await createUser(ctx, { role: "accountSectionCoordinator" });
    const admin = await createUser(ctx, { role: "admin" });

    // A's application in D1 with its SOP and fee receipt; B's own in D2.
    const sop = await insertApplicationDocumentFor(ctx, candidate.id, sopDocumentKey(D1, "REGULAR"));
    const receipt = await insertApplicationDocumentFor(ctx, candidate.id, feeReceiptDocumentKey(D1, "REGULAR"));
    const application = await insertApplicationFor(ctx, candidate, {
      department: D1,
      fee: { feeReceiptDocumentId: receipt.id },
    });
    await ctx.db.update(applications).set({ sopDocumentId: sop.id }).where(eq(applications.id, application.id));
    await insertApplicationFor(ctx, otherCandidate, { department: D2 });

    const docs = Object.fromEntries(
      (
        await ctx.db
          .select({ id: documents.id, kind: documents.documentType })
          .from(documents)
          .where(eq(documents.userId, candidate.id))
      ).map((d) => [d.kind, d.id]),
    ) as Record<ProfileDocumentKind, string>;

    const tokens: Partial<Record<Caller, string>> = {
      candidate: await tokenFor(ctx, candidate),
      otherCandidate: await tokenFor(ctx, otherCandidate),
      coordinator: await tokenFor(ctx, coordinator),
      otherCoordinator: await tokenFor(ctx, otherCoordinator),
      accountSection: await tokenFor(ctx, accountSection),
      admin: await tokenFor(ctx, admin),
    };

    const announcement = async (title: string) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/announcement/create",
        headers: bearer(defined(tokens.admin)),
        payload: { title, link: "https://example.org/notice", recipientRole: "all" },
      });
      if (res.statusCode !== 201) throw new Error(`announcement: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { _id: string } }>().data._id;
    };

    // A published site file, so its route answers with the file.
    await mkdir(path.join(t.dataDir, "site-files"), { recursive: true });
    await writeFile(path.join(t.dataDir, "site-files", "brochure.pdf"), pdfBytes("brochure"));

    fx = {
      t,
      users: { candidate, otherCandidate, coordinator, accountSection, admin },
      tokens,
      profileId: await profileIdOf(ctx, candidate.id),
      applicationId: application.id,
      docs,
      announcementToEdit: await announcement("To edit"),
      announcementToDelete: await announcement("To delete"),
      coordinatorToReassign: (await createUser(ctx, { role: "coordinator", departments: [D1] })).id,
      coordinatorToDelete: (await createUser(ctx, { role: "coordinator", departments: [D1] })).id,
      accountSectionToDelete: (await createUser(ctx, { role: "accountSectionCoordinator" })).id,
      roundToEdit: "",
      currentRound: defined((await ctx.db.select().from(siteConstants))[0]?.currentRoundId),
    };
    fx.roundToEdit = await newRound(fx);
  });

  afterAll(async () => {
    await fx?.t.close();
  });

  it("has a row for every /api route and no row for a route that is gone", () => {
    const routes = apiRoutes(fx.t);
    const missing = routes.filter((r) => !(r in MATRIX));
    const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r));
    expect(
      [
        ...missing.map((r) => `no row for "${r}": add one to MATRIX in apps/server/src/authz-matrix.test.ts`),
        ...stale.map((r) => `row "${r}" names no registered route: remove or rename it`),
      ].join("\n"),
    ).toBe("");
  });

  it("answers every caller of every route as the table says", async () => {
    const mismatches: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      const [method, url] = key.split(" ") as [InjectOptions["method"], string];
      for (const caller of CALLERS) {
        const call = (await row.call?.(fx, caller)) ?? {};
        const token = fx.tokens[caller];
        const res = await fx.t.app.inject({
          method,
          url: fillPath(url, call.params),
          query: call.query,
          payload: call.payload,
          headers: token ? bearer(token) : {},
          // An address of its own per call: the per-address sign-in limits are not what this test is about.
          remoteAddress: nextTestIp(),
        });
        const want = row.expect[caller];
        if (res.statusCode !== want) {
          const message = res.headers["content-type"]?.toString().includes("json")
            ? (res.json<{ message?: string }>().message ?? "")
            : "";
          mismatches.push(
            `${key.padEnd(58)} ${caller.padEnd(16)} ${String(want).padEnd(8)} ${res.statusCode}  ${message}`,
          );
        }
      }
    }
    expect(
      mismatches.length === 0
        ? ""
        : `${mismatches.length} answers differ from the matrix:\n${"route".padEnd(58)} ${"caller".padEnd(16)} ${"expected".padEnd(8)} got\n${mismatches.join("\n")}`,
    ).toBe("");
    // ~80 routes × 7 callers, with real sign-ins and PDFs: more than the default per-test limit on a busy machine
    // (19 s in a local gate, 60 s in CI's busiest run).
  }, 300_000);
});
