import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { MyData } from "@phd/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  insertApplicationDocumentFor,
  insertApplicationFor,
} from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  defined,
  loginAs,
  nextTestIp,
  type TestUser,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";
import { pdfText } from "../../../test/pdf.ts";
import { unzip } from "../../../test/unzip.ts";
import { applications, auditEvents, documents, mailOutbox, profiles } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { safeArchiveName, uniqueNames } from "./my-data.ts";

// "My data" (DPDP Act 2023, issue 28 item 2): the list and the streamed ZIP.
const t = useTestApp();
let asha: TestUser;
let ashaToken: string;
let other: TestUser;
let otherToken: string;
let applicationId: string;
beforeAll(async () => {
  asha = await candidateWithCompleteProfile(t.ctx, { name: "Asha Kulkarni" });
  other = await candidateWithCompleteProfile(t.ctx, { name: "Bhavna Other", aadhaar: "987654321098" });
  // Two sign-ins over HTTP: each one is recorded.
  await loginAs(t.app, asha);
  ashaToken = await loginAs(t.app, asha);
  otherToken = await loginAs(t.app, other);

  // An application with its statement of purpose and fee receipt (application documents).
  const sop = await insertApplicationDocumentFor(t.ctx, asha.id, "SOP_COMPUTER_ENGINEERING_REGULAR");
  const receipt = await insertApplicationDocumentFor(t.ctx, asha.id, "FEE_RECEIPT_COMPUTER_ENGINEERING_REGULAR");
  const app = await insertApplicationFor(t.ctx, asha, { fee: { feeReceiptDocumentId: receipt.id } });
  await t.ctx.db.update(applications).set({ sopDocumentId: sop.id }).where(eq(applications.id, app.id));
  applicationId = app.applicationId;
  await insertApplicationFor(t.ctx, other);

  // Names a ZIP must not take as they are: a path, and the same name twice.
  await t.ctx.db
    .update(documents)
    .set({ originalFileName: "../../etc/passwd.pdf" })
    .where(and(eq(documents.userId, asha.id), eq(documents.documentType, "ugMarksheet")));
  await t.ctx.db
    .update(documents)
    .set({ originalFileName: "certificate.pdf" })
    .where(and(eq(documents.userId, asha.id), eq(documents.section, "personalDetails")));

  // A consent given again, and mails to each.
  const consent = await t.app.inject({
    method: "POST",
    url: "/api/candidate/consent",
    headers: bearer(ashaToken),
    payload: { noticeVersion: 1 },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  await enqueueMail(t.ctx.db, asha.email, "test", { subject: "Your application was received", text: "x", html: "x" });
  await enqueueMail(t.ctx.db, other.email, "test", { subject: "Mail for someone else", text: "x", html: "x" });
});
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

async function storedBytes(key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of await t.ctx.storage.get(key)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

const auditOf = (userId: string, action: "my_data.view" | "my_data.export" | "account.sign_in") =>
  t.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, userId), eq(auditEvents.action, action)));

describe("GET /api/candidate/my-data", () => {
  it("lists the account, consents, profile, documents, application, mails and sign-ins: never keys or the full Aadhaar number", async () => {
    const res = await get("/api/candidate/my-data", ashaToken);
    expect(res.statusCode, res.body).toBe(200);
    const data: MyData = res.json().data;
    expect(data.account).toMatchObject({
      name: "Asha Kulkarni",
      email: asha.email,
      phone: "9876543210",
      language: "en",
      emailVerifiedAt: expect.any(String),
    });
    expect(data.consents).toEqual([{ noticeVersion: 1, action: "GIVEN", at: expect.any(String) }]);
    expect(data.profile.aadhaarMasked).toBe("XXXX XXXX 9012");
    expect(data.profile.sections.map((s) => s.section).sort()).toEqual([
      "academicsPG",
      "academicsUG",
      "entranceDetails",
      "personalDetails",
    ]);
    expect(data.profile.sections.find((s) => s.section === "personalDetails")).toMatchObject({
      isCompleted: true,
      status: "PENDING",
      fields: { name: "Asha Kulkarni", dob: "1994-06-15", address: "12 College Road, Pune" },
    });
    // Six profile documents, the SOP and the fee receipt.
    expect(data.documents).toHaveLength(8);
    expect(data.documents.map((d) => d.archiveName)).toContain("documents/passwd.pdf");
    expect(data.documents.map((d) => d.archiveName)).toEqual(
      expect.arrayContaining(["documents/certificate.pdf", "documents/certificate (2).pdf"]),
    );
    expect(data.applications).toEqual([
      expect.objectContaining({
        applicationId,
        department: "Computer Engineering",
        applicationType: "REGULAR",
        status: "PENDING",
        fee: expect.objectContaining({ utrDuNumber: "UTR12345678", amount: 1500, status: "PENDING" }),
        shortlist: null,
        merit: null,
        offer: null,
      }),
    ]);
    expect(data.mails).toEqual([
      { subject: "Your application was received", state: "pending", queuedAt: expect.any(String), sentAt: null },
    ]);
    expect(data.signIns).toHaveLength(2);
    const [newest, older] = data.signIns.map((s) => s.at);
    expect(defined(newest) >= defined(older)).toBe(true);

    // Nothing that is not shown to a person: storage keys, the sealed number, the other candidate.
    const [profile] = await t.ctx.db.select().from(profiles).where(eq(profiles.userId, asha.id));
    const keys = await t.ctx.db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.userId, asha.id));
    for (const secret of [
      "123456789012",
      profile?.aadhaarCiphertext,
      profile?.aadhaarHash,
      ...keys.map((k) => k.key),
      other.email,
      "Bhavna",
      "Mail for someone else",
      asha.passwordHash,
    ])
      expect(res.body).not.toContain(secret);
  });

  it("is audited, and open to a candidate who has not agreed to a newer notice yet", async () => {
    const before = (await auditOf(asha.id, "my_data.view")).length;
    await get("/api/candidate/my-data", ashaToken);
    expect((await auditOf(asha.id, "my_data.view")).length).toBe(before + 1);

    const behind = await createUser(t.ctx, { role: "candidate", consentedNoticeVersion: 0 });
    const token = await tokenFor(t.ctx, behind);
    expect((await get("/api/candidate/profile", token)).statusCode).toBe(403);
    const mine = await get("/api/candidate/my-data", token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ documents: [], applications: [], profile: { sections: [] } });
  });

  it("is the candidate's only: staff get 403 and nobody signed in 401", async () => {
    for (const role of ["admin", "coordinator", "accountSectionCoordinator"] as const) {
      const staff = await tokenFor(t.ctx, await createUser(t.ctx, { role }));
      expect((await get("/api/candidate/my-data", staff)).statusCode, role).toBe(403);
      expect((await get("/api/candidate/my-data/export", staff)).statusCode, role).toBe(403);
    }
    expect((await get("/api/candidate/my-data")).statusCode).toBe(401);
    expect((await get("/api/candidate/my-data/export")).statusCode).toBe(401);
  });
});

describe("sign-ins", () => {
  it("are recorded for every role and for the verified e-mail code", async () => {
    const admin = await createUser(t.ctx, { role: "admin" });
    await loginAs(t.app, admin);
    expect(await auditOf(admin.id, "account.sign_in")).toMatchObject([
      { subjectType: "user", subjectId: admin.id, data: { role: "admin" } },
    ]);
    expect(await auditOf(asha.id, "account.sign_in")).toHaveLength(2);

    // Registration: the verified code answers a token, so it is a sign-in too.
    const email = `otp-${Date.now()}@test.local`;
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/candidate/register",
      remoteAddress: nextTestIp(),
      payload: { name: "Chitra Otp", email, phone: "9876543210", password: "Str0ng-passw0rd", consentNoticeVersion: 1 },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const userId = reg.json().data.userId;
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/candidate/verify-otp",
      remoteAddress: nextTestIp(),
      payload: { userId, otp: defined(mail?.code, "the e-mailed code") },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await auditOf(userId, "account.sign_in")).toHaveLength(1);
  });
});

describe("GET /api/candidate/my-data/export", () => {
  it("is a ZIP with my-data.json, every file of theirs byte for byte, and the application PDF; audited", async () => {
    const before = (await auditOf(asha.id, "my_data.export")).length;
    const res = await get("/api/candidate/my-data/export", ashaToken);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(res.rawPayload);

    const json: MyData = JSON.parse(defined(entries.get("my-data.json")).toString("utf8"));
    expect(json.account.name).toBe("Asha Kulkarni");
    expect(json.documents).toHaveLength(8);
    expect(json.signIns.length).toBeGreaterThanOrEqual(2);

    const rows = await t.ctx.db.select().from(documents).where(eq(documents.userId, asha.id));
    for (const doc of json.documents) {
      const row = defined(rows.find((r) => r.id === doc.id));
      const inZip = defined(entries.get(doc.archiveName), doc.archiveName);
      expect(inZip.equals(await storedBytes(row.storageKey)), doc.archiveName).toBe(true);
    }
    const pdf = defined(entries.get(`applications/${applicationId}.pdf`), "the application PDF");
    const text = await pdfText(pdf);
    expect(text).toContain(applicationId);
    expect(text).toContain("Asha Kulkarni");
    expect([...entries.keys()].sort()).toEqual(
      ["my-data.json", `applications/${applicationId}.pdf`, ...json.documents.map((d) => d.archiveName)].sort(),
    );
    // Nothing of the other candidate in any entry.
    for (const [name, bytes] of entries) {
      expect(bytes.includes(other.email), name).toBe(false);
      expect(bytes.includes("Bhavna"), name).toBe(false);
    }
    expect((await auditOf(asha.id, "my_data.export")).length).toBe(before + 1);
  });

  it("the other candidate downloads only their own", async () => {
    const entries = await unzip((await get("/api/candidate/my-data/export", otherToken)).rawPayload);
    const json: MyData = JSON.parse(defined(entries.get("my-data.json")).toString("utf8"));
    expect(json.account.email).toBe(other.email);
    expect(json.applications.map((a) => a.applicationId)).not.toContain(applicationId);
    for (const [name, bytes] of entries) expect(bytes.includes("Asha Kulkarni"), name).toBe(false);
  });

  it("streams: files are opened one at a time while the archive is already being received", async () => {
    // 40 files of 512 KiB (20 MiB): more than socket and stream buffers hold, so a server that
    // gathered the archive first would open every file before the client got a byte.
    const many = await createUser(t.ctx, { role: "candidate" });
    const FILES = 40;
    const SIZE = 512 * 1024;
    for (let i = 0; i < FILES; i++) {
      const stored = await t.ctx.storage.put(Readable.from([randomBytes(SIZE)]));
      await t.ctx.db.insert(documents).values({
        userId: many.id,
        documentType: `EXTRA_${i}`,
        section: null,
        originalFileName: "scan.pdf",
        mimeType: "application/pdf",
        fileSize: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
      });
    }
    const token = await tokenFor(t.ctx, many);
    let received = 0;
    let open = 0;
    let mostOpen = 0;
    const receivedAtGet: number[] = [];
    const storage = t.ctx.storage;
    const realGet = storage.get.bind(storage);
    storage.get = async (key) => {
      receivedAtGet.push(received);
      const stream = await realGet(key);
      open++;
      mostOpen = Math.max(mostOpen, open);
      // A file counts as done when the archive has read all of it ("end"); its descriptor is
      // closed a moment later ("close"), which on a busy machine can come after the next opens.
      let done = false;
      const finish = () => {
        if (!done) open--;
        done = true;
      };
      stream.once("end", finish);
      stream.once("close", finish);
      return stream;
    };
    try {
      const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const res = await fetch(`${address}/api/candidate/my-data/export`, { headers: bearer(token) });
      expect(res.status).toBe(200);
      const reader = defined(res.body).getReader();
      const parts: Uint8Array[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.length;
        parts.push(value);
      }
      expect(receivedAtGet).toHaveLength(FILES);
      // The last file was opened after more than half the archive had reached the client.
      expect(defined(receivedAtGet.at(-1))).toBeGreaterThan((FILES * SIZE) / 2);
      expect(mostOpen).toBe(1);
      const entries = await unzip(Buffer.concat(parts));
      expect(entries.size).toBe(FILES + 1);
      expect([...entries.keys()]).toContain("documents/scan (40).pdf");
    } finally {
      storage.get = realGet;
    }
  });
});

describe("archive names", () => {
  it("are safe file names, unique case-insensitively", () => {
    expect(safeArchiveName("..\\..\\x/../evil.pdf", "doc")).toBe("evil.pdf");
    expect(safeArchiveName("a\u0000b:c?.pdf", "doc")).toBe("a_b_c_.pdf");
    expect(safeArchiveName("...", "proofOfDob")).toBe("proofOfDob");
    expect(safeArchiveName(`${"x".repeat(300)}.pdf`, "doc")).toHaveLength(120);
    expect(uniqueNames(["a.pdf", "A.pdf", "a.pdf", "b"])).toEqual(["a.pdf", "A (2).pdf", "a (3).pdf", "b"]);
  });
});
