import { Readable } from "node:stream";
import { feeReceiptDocumentKey, sopDocumentKey } from "@phd/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  FACTORY_AADHAAR,
  insertApplicationDocumentFor,
  insertApplicationFor,
} from "../../../test/factories.ts";
import {
  bearer,
  nextTestIp,
  type TestApp,
  type TestUser,
  tokenAs,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import {
  applications,
  auditEvents,
  consentEvents,
  documents,
  erasureRequests,
  mailOutbox,
  users,
} from "../../db/schema.ts";
import { startTestS3Server, type TestS3Server } from "../../storage/s3-test-server.ts";
import { runErasureJob } from "./erasure-job.ts";

// Erasure of a candidate's data (DPDP Act 2023 s. 12; issue 28, decision 036).
const BUCKET = "erasure-test";
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server([BUCKET]);
});
afterAll(async () => {
  await s3?.close();
});

const D = "Computer Engineering" as const;

async function keysOf(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.ctx.storage.keys()) keys.push(key);
  return keys;
}

/** Every row of every table as text: what "no table holds it" is checked against. */
async function everyRow(t: TestApp): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.ctx.db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%'`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.ctx.db,
      sql.raw(`select row_to_json(x)::text as row from "${name}" x`),
    );
    parts.push(...rows.map((r) => `${name}: ${r.row}`));
  }
  return parts.join("\n");
}

/** A candidate with a profile, documents, the Aadhaar number, mail to them and an application with its SOP and receipt. */
let phones = 0;
async function richCandidate(t: TestApp, name: string) {
  // A phone and an Aadhaar number of their own, so that finding one anywhere means it is theirs.
  const n = String(++phones).padStart(5, "0");
  const phone = `91234${n}`;
  const aadhaar = `9876543${n}`;
  const created = await candidateWithCompleteProfile(t.ctx, { name, aadhaar });
  await t.ctx.db.update(users).set({ phone }).where(eq(users.id, created.id));
  const user = { ...created, phone, aadhaar };
  const sop = await insertApplicationDocumentFor(t.ctx, user.id, sopDocumentKey(D, "REGULAR"));
  const receipt = await insertApplicationDocumentFor(t.ctx, user.id, feeReceiptDocumentKey(D, "REGULAR"));
  const app = await insertApplicationFor(t.ctx, user, { department: D, fee: { feeReceiptDocumentId: receipt.id } });
  await t.ctx.db.update(applications).set({ sopDocumentId: sop.id }).where(eq(applications.id, app.id));
  await t.ctx.db.insert(mailOutbox).values({
    to: user.email,
    subject: `Hello ${name}`,
    text: `Dear ${name}`,
    html: `<p>Dear ${name}</p>`,
    template: "test",
  });
  // A replaced marksheet: its old file is named only by the history (the audit row's `previous`).
  const [marksheet] = await t.ctx.db.select().from(documents).where(eq(documents.userId, user.id)).limit(1);
  const replaced = await t.ctx.storage.put(Readable.from(Buffer.from(`old file of ${name}`)));
  await t.ctx.db.insert(auditEvents).values({
    actorId: user.id,
    action: "document.replace",
    subjectType: "document",
    subjectId: marksheet?.id,
    data: { kind: marksheet?.documentType, previous: { originalFileName: `${name}.pdf`, storageKey: replaced.key } },
  });
  const rows = await t.ctx.db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(eq(documents.userId, user.id));
  const files = [replaced.key, ...rows.map((d) => d.key)];
  return { user, files, token: await tokenFor(t.ctx, user) };
}

const erase = (t: TestApp, token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/candidate/erasure", headers: bearer(token), payload });

/** Makes a new round current and closes the one before (the admin's two steps). */
async function closeCurrentRound(t: TestApp, admin: string, name: string) {
  const call = (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const before = (await t.app.inject({ url: "/api/rounds", headers: bearer(admin) })).json().data;
  const current = before.find((r: { isCurrent: boolean }) => r.isCurrent).id;
  const next = (await call("/api/rounds", { name, applicationIdPrefix: name.slice(0, 3).toUpperCase() })).json().data;
  expect((await call(`/api/rounds/${next.id}/make-current`)).statusCode).toBe(200);
  expect((await call(`/api/rounds/${current}/close`)).statusCode).toBe(200);
}

/** The Aadhaar number is stored sealed (decision 020): its plain digits, and its lookup hash, must be gone. */
function expectNothingOf(t: TestApp, all: string, who: TestUser & { aadhaar: string }, files: string[]) {
  const sealed = [who.aadhaar, t.ctx.aadhaar.hash(who.aadhaar)];
  for (const value of [who.name, who.email, who.phone ?? "", ...sealed, ...files]) expect(all).not.toContain(value);
}

describe.each(["filesystem", "s3"] as const)("erasure with the %s store", (driver) => {
  const t = useTestApp(() =>
    driver === "s3" ? { config: { storage: { driver: "s3", ...s3.optionsFor(BUCKET) } } } : {},
  );
  let admin: string;
  beforeAll(async () => {
    admin = await tokenAs(t.ctx, "admin");
  });

  it("is queued while a round the candidate applied in is open, carried out when it closes, and complete", async () => {
    const { user, files, token } = await richCandidate(t, `Kavya Erasable ${driver}`);
    const other = await richCandidate(t, `Other Person ${driver}`);
    const keys = await keysOf(t);
    for (const f of files) expect(keys).toContain(f);

    // The password is asked again; a wrong one changes nothing.
    const wrong = await erase(t, token, { password: "not-it" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe("The password is not correct.");
    expect(await t.ctx.db.select().from(erasureRequests).where(eq(erasureRequests.userId, user.id))).toEqual([]);

    const queued = await erase(t, token, { password: user.password });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({
      message: "Your erasure request is queued. It is carried out when the admission round you applied in is closed.",
      data: { state: "QUEUED", source: "CANDIDATE", waitingFor: [expect.any(String)] },
    });
    // A second request is refused; the candidate still signs in and reads their request.
    expect((await erase(t, token, { password: user.password })).statusCode).toBe(409);
    const mine = await t.app.inject({ url: "/api/candidate/erasure", headers: bearer(token) });
    expect(mine.json().data).toMatchObject({ state: "QUEUED" });
    // The admin sees the queue.
    const list = await t.app.inject({ url: "/api/admin/erasure-requests?state=QUEUED", headers: bearer(admin) });
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ candidate: user.name, state: "QUEUED", waitingFor: mine.json().data.waitingFor }),
    ]);
    // The job leaves it while the round is open.
    expect(await runErasureJob(t.ctx)).toMatchObject({ carriedOut: 0 });

    await closeCurrentRound(t, admin, `After ${driver}`);

    const done = (await t.ctx.db.select().from(erasureRequests).where(eq(erasureRequests.userId, user.id)))[0];
    expect(done).toMatchObject({ state: "DONE", pendingFileKeys: [], decidedAt: expect.any(Date) });
    // Signed out everywhere.
    expect((await t.app.inject({ url: "/api/check-auth", headers: bearer(token) })).statusCode).toBe(401);
    // No stored file is theirs, and no table holds their name, e-mail, phone, Aadhaar or file keys.
    const after = await keysOf(t);
    for (const f of files) expect(after).not.toContain(f);
    expectNothingOf(t, await everyRow(t), user, files);
    // The old e-mail and password open nothing (checked after the scan: the attempt itself leaves a throttle counter).
    const login = await t.app.inject({
      method: "POST",
      url: "/api/candidate/login",
      remoteAddress: nextTestIp(),
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);

    // The other candidate is untouched; the application stays for statistics, under a pseudonym.
    for (const f of other.files) expect(after).toContain(f);
    expect((await t.app.inject({ url: "/api/check-auth", headers: bearer(other.token) })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toMatch(/^Erased candidate [0-9A-F]{8}$/);
    expect(await t.ctx.db.select().from(applications).where(eq(applications.userId, user.id))).toHaveLength(1);
  });
});

describe("erasure", () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await tokenAs(t.ctx, "admin");
  });

  it("is carried out at once without an application, and with consent withdrawn it records the withdrawal", async () => {
    const user = await candidateWithCompleteProfile(t.ctx, { name: "Ira Nowithapp" });
    const res = await erase(t, await tokenFor(t.ctx, user), { password: user.password, withdrawConsent: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Your personal data has been erased and your account closed.",
      data: { state: "DONE", source: "WITHDRAWAL" },
    });
    const consents = await t.ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, user.id));
    expect(consents.map((c) => c.action)).toEqual(["WITHDRAWN"]);
    expect((await everyRow(t)).includes(FACTORY_AADHAAR)).toBe(false);
  });

  it("can be cancelled while queued", async () => {
    const user = await candidateWithCompleteProfile(t.ctx, { name: "Uma Changedmind" });
    await insertApplicationFor(t.ctx, user, { department: D });
    const token = await tokenFor(t.ctx, user);
    expect((await erase(t, token, { password: user.password })).json().data.state).toBe("QUEUED");
    const cancel = await t.app.inject({ method: "DELETE", url: "/api/candidate/erasure", headers: bearer(token) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: "Your erasure request is cancelled.",
      data: { state: "CANCELLED" },
    });
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/candidate/erasure", headers: bearer(token) })).statusCode,
    ).toBe(404);
    // Asking again queues a new request.
    expect((await erase(t, token, { password: user.password })).json().data.state).toBe("QUEUED");
  });

  it("withdrawing consent stops the portal for the candidate until they agree again, which takes the withdrawal back", async () => {
    const user = await candidateWithCompleteProfile(t.ctx, { name: "Ravi Secondthoughts" });
    await insertApplicationFor(t.ctx, user, { department: D });
    const token = await tokenFor(t.ctx, user);
    const queued = await erase(t, token, { password: user.password, withdrawConsent: true });
    expect(queued.json().data).toMatchObject({ state: "QUEUED", source: "WITHDRAWAL" });
    // Consent withdrawn: nothing but the data rights until they agree again.
    expect((await t.app.inject({ url: "/api/check-auth", headers: bearer(token) })).json().data.consentRequired).toBe(
      true,
    );
    expect((await t.app.inject({ url: "/api/candidate/profile", headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/candidate/erasure", headers: bearer(token) })).statusCode).toBe(200);

    const version = (await t.app.inject({ url: "/api/privacy-notice" })).json().data.version;
    const agreed = await t.app.inject({
      method: "POST",
      url: "/api/candidate/consent",
      headers: bearer(token),
      payload: { noticeVersion: version },
    });
    expect(agreed.json().data.consentRequired).toBe(false);
    expect((await t.app.inject({ url: "/api/candidate/erasure", headers: bearer(token) })).json().data.state).toBe(
      "CANCELLED",
    );
    const consents = await t.ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, user.id));
    expect(consents.map((c) => c.action)).toEqual(["WITHDRAWN", "GIVEN"]);
  });

  it("that fails at the store leaves no row naming a missing file, and the job deletes the files later", async () => {
    const user = await candidateWithCompleteProfile(t.ctx, { name: "Noor Storagedown" });
    const files = (await t.ctx.db.select().from(documents).where(eq(documents.userId, user.id))).map(
      (d) => d.storageKey,
    );
    const storage = t.ctx.storage;
    const realDelete = storage.delete.bind(storage);
    storage.delete = async () => {
      throw new Error("store unavailable");
    };
    try {
      const res = await erase(t, await tokenFor(t.ctx, user), { password: user.password });
      expect(res.json().data.state).toBe("DONE");
    } finally {
      storage.delete = realDelete;
    }
    expect(await t.ctx.db.select().from(documents).where(eq(documents.userId, user.id))).toEqual([]);
    const [row] = await t.ctx.db.select().from(erasureRequests).where(eq(erasureRequests.userId, user.id));
    expect(row).toMatchObject({ state: "DONE", attempts: 1, lastError: "store unavailable" });
    expect([...(row?.pendingFileKeys ?? [])].sort()).toEqual([...files].sort());
    const listed = await t.app.inject({ url: "/api/admin/erasure-requests?state=DONE", headers: bearer(admin) });
    expect(listed.json().data.items.find((i: { id: string }) => i.id === row?.id)).toMatchObject({
      filesLeft: files.length,
      lastError: "store unavailable",
    });

    expect(await runErasureJob(t.ctx)).toMatchObject({ filesRetried: 1 });
    const after = await keysOf(t);
    for (const f of files) expect(after).not.toContain(f);
    const [retried] = await t.ctx.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, row?.id ?? ""));
    expect(retried?.pendingFileKeys).toEqual([]);
  });

  it("is the candidate's own: staff cannot ask, and only the admin reads the queue", async () => {
    const coordinator = await tokenAs(t.ctx, "coordinator");
    const candidate = await tokenAs(t.ctx, "candidate");
    expect((await erase(t, coordinator, { password: "x" })).statusCode).toBe(403);
    expect((await erase(t, admin, { password: "x" })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/erasure-requests", headers: bearer(candidate) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: "/api/admin/erasure-requests", headers: bearer(coordinator) })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: "/api/admin/erasure-requests?state=GONE", headers: bearer(admin) })).statusCode,
    ).toBe(400);
    expect((await erase(t, candidate, { password: "" })).statusCode).toBe(400);
  });
});
