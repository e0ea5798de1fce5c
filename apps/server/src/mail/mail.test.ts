import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  buildTestApp,
  defined,
  type SmtpSink,
  startSmtpSink,
  type TestApp,
  usingPostgres,
} from "../../test/helpers.ts";
import { mailOutbox } from "../db/schema.ts";
import { mustExist, single } from "../db/single.ts";
import { inLanguage } from "./context.ts";
import { enqueueMail } from "./outbox.ts";
import { type MailContext, templates } from "./templates.ts";
import { type MailTransport, smtpTransport } from "./transport.ts";
import { MAX_ATTEMPTS, MailWorker } from "./worker.ts";

const FROM = "PhD Admissions <no-reply@test.local>";
const mailCtx: MailContext = inLanguage({ heading: "PhD Admission Portal", publicUrl: "http://localhost:3000" }, "en");

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  // No SMTP_URL: the app's own worker writes .eml files under DATA_DIR/outbox.
  t = await buildTestApp();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
  await t?.close();
});
beforeEach(async () => {
  await t.ctx.db.delete(mailOutbox);
  sink.clear();
});

const rowTo = (to: string) =>
  single(t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)), mustExist(`mail to ${to}`));

describe("mail over SMTP with retries", () => {
  let worker: MailWorker;
  let transport: MailTransport;
  beforeAll(() => {
    transport = smtpTransport(sink.url, FROM);
    worker = new MailWorker({ db: t.ctx.db, transport, log: t.ctx.log });
  });
  afterAll(async () => {
    await worker.stop();
    transport.close();
  });

  it("a message that cannot be delivered stays pending, with the error and a later retry time", async () => {
    await sink.stop();
    const mail = templates.passwordReset(mailCtx, { name: "Ravi", token: "K7M2QX", minutes: 15 });
    await enqueueMail(t.ctx.db, "ravi@test.local", "passwordReset", mail);

    const before = Date.now();
    expect(await worker.runOnce()).toBe(1);
    const row = await rowTo("ravi@test.local");
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.sentAt).toBeNull();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(before);
    // Not due yet: a second pass does not touch it.
    expect(await worker.runOnce()).toBe(0);

    // The server is back (on the same port) and the retry time has come: delivered.
    const port = sink.port;
    await sink.start();
    expect(sink.port).toBe(port);
    await t.ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row.id));
    expect(await worker.runOnce()).toBe(1);
    const got = await sink.waitFor((m) => m.subject === "Password reset token");
    expect(got.text).toContain("K7M2QX");
    const sent = await rowTo("ravi@test.local");
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sink.messages).toHaveLength(1);
  });

  it("with SMTP refusing, then down, then back: every queued message is delivered once, none twice", async () => {
    const COUNT = 25; // more than one claim batch (20)
    for (let i = 0; i < COUNT; i++) {
      const mail = templates.emailVerification(mailCtx, { name: `N${i}`, code: String(200000 + i), minutes: 10 });
      await enqueueMail(t.ctx.db, `outage-${i}@test.local`, "emailVerification", mail);
    }
    // The worker's clock stands still, so a pass that outlasts the retry delay (a loaded machine)
    // cannot make a refused message due again within the same phase: each phase is one attempt.
    const at = new Date();
    const stillWorker = new MailWorker({ db: t.ctx.db, transport, log: t.ctx.log, clock: { now: () => at } });
    const makeDue = () =>
      t.ctx.db.update(mailOutbox).set({ nextAttemptAt: at }).where(eq(mailOutbox.status, "pending"));
    const drain = async () => {
      while ((await stillWorker.runOnce()) > 0) {
        /* claim batch after batch until nothing is due */
      }
    };
    try {
      // The server answers but refuses every message ("451 try again later") …
      sink.refusing = true;
      await makeDue();
      await drain();
      // … then it is down altogether (connections refused).
      await sink.stop();
      await makeDue();
      await drain();
      const waiting = await t.ctx.db.select().from(mailOutbox);
      // Each row as [status, attempts, has an error], so a failure shows which rows went astray.
      expect(waiting.map((r) => [r.status, r.attempts, Boolean(r.lastError)])).toEqual(
        Array.from({ length: COUNT }, () => ["pending", 2, true]),
      );
      expect(sink.messages).toHaveLength(0);
    } finally {
      sink.refusing = false;
      await sink.start();
    }
    // Back: the retries deliver everything, and passes after that send nothing again.
    await makeDue();
    await drain();
    await makeDue();
    await drain();
    const recipients = sink.messages.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text);
    expect(recipients).toHaveLength(COUNT);
    expect(new Set(recipients).size).toBe(COUNT);
    const rows = await t.ctx.db.select().from(mailOutbox);
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual(
      Array.from({ length: COUNT }, () => ["sent", 3, null]),
    );
  });

  it("delivers a queued message: code in the text and the HTML", async () => {
    const mail = templates.emailVerification(mailCtx, { name: "Asha", code: "482913", minutes: 10 });
    await enqueueMail(t.ctx.db, "asha@test.local", "emailVerification", mail);

    expect(await worker.runOnce()).toBe(1);
    const got = await sink.waitFor((m) => m.subject?.includes("482913") ?? false);
    expect(got.subject).toBe("Your verification code: 482913");
    expect(got.text).toContain("Your e-mail verification code is 482913.");
    expect(got.html).toContain("482913");
    expect(got.from?.text).toContain("no-reply@test.local");
    const to = Array.isArray(got.to) ? got.to[0] : got.to;
    expect(to?.text).toBe("asha@test.local");

    const row = await rowTo("asha@test.local");
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, code: "482913" });
    // Sent once only.
    expect(await worker.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: status failed`, async () => {
    await sink.stop();
    try {
      const mail = templates.emailVerification(mailCtx, { name: "Late", code: "111111", minutes: 10 });
      await enqueueMail(t.ctx.db, "late@test.local", "emailVerification", mail);
      await t.ctx.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.to, "late@test.local"));
      expect(await worker.runOnce()).toBe(1);
      const row = await rowTo("late@test.local");
      expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
      expect(row.lastError).toBeTruthy();
      await t.ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row.id));
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await sink.start();
    }
  });
});

describe("what is due", () => {
  it("a message the database stamped later within the worker's millisecond is due", async () => {
    // A clock held on a whole millisecond; the row is stamped 0.4 ms after it, as now() can be.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const transport = smtpTransport(sink.url, FROM);
    const worker = new MailWorker({ db: t.ctx.db, transport, log: t.ctx.log, clock: { now: () => at } });
    try {
      const mail = templates.passwordReset(mailCtx, { name: "Asha", token: "Q2W3E4", minutes: 15 });
      await enqueueMail(t.ctx.db, "same-ms@test.local", "passwordReset", mail);
      await t.ctx.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`${at.toISOString()}::timestamptz + interval '400 microseconds'` })
        .where(eq(mailOutbox.to, "same-ms@test.local"));
      expect(await worker.runOnce()).toBe(1);
      expect((await rowTo("same-ms@test.local")).status).toBe("sent");
    } finally {
      await worker.stop();
      transport.close();
    }
  });
});

describe("mail without SMTP", () => {
  it("is written as an .eml file under DATA_DIR/outbox", async () => {
    const mail = templates.staffWelcome(mailCtx, {
      name: "Meera Iyer",
      roleLabel: "Department Coordinator",
      loginId: "MIS 7001",
      password: "Tmp-pass-9xQ",
    });
    await enqueueMail(t.ctx.db, "meera@test.local", "staffWelcome", mail);
    expect(await t.ctx.mailWorker.runOnce()).toBe(1);

    const dir = path.join(t.dataDir, "outbox");
    const files = (await readdir(dir)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const row = await rowTo("meera@test.local");
    expect(files[0]).toContain(row.id);
    expect(row.status).toBe("sent");

    const parsed = await simpleParser(await readFile(path.join(dir, defined(files[0], "an .eml file"))));
    expect(parsed.subject).toBe("Your Department Coordinator account");
    expect(parsed.text).toContain("Temporary password: Tmp-pass-9xQ");
    expect(parsed.html).toContain("Tmp-pass-9xQ");
  });
});

describe("a long queue", () => {
  it("a started worker goes on after a full batch without waiting for its next poll", async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: "smtp",
      async send(m) {
        sent.push(m.id);
      },
      describe: () => "counting",
      close: () => undefined,
    };
    const COUNT = 45; // three claims of at most 20
    for (let i = 0; i < COUNT; i++) {
      const mail = templates.emailVerification(mailCtx, { name: `Q${i}`, code: String(200000 + i), minutes: 10 });
      await enqueueMail(t.ctx.db, `queue-${i}@test.local`, "emailVerification", mail);
    }
    // An hour between polls: only going on at once after a full batch can send all 45 in this test.
    const worker = new MailWorker({ db: t.ctx.db, transport, log: t.ctx.log, pollMs: 3_600_000 });
    worker.start();
    try {
      await expect.poll(() => sent.length, { timeout: 30_000, interval: 50 }).toBe(COUNT);
    } finally {
      await worker.stop();
    }
    expect(new Set(sent).size).toBe(COUNT);
  });
});

describe("several workers on one database (PostgreSQL)", () => {
  it.runIf(usingPostgres())("FOR UPDATE SKIP LOCKED: each message is delivered exactly once", async () => {
    const deliveries: Array<{ worker: string; id: string }> = [];
    const slowTransport = (worker: string): MailTransport => ({
      kind: "smtp",
      async send(m) {
        await new Promise((r) => setTimeout(r, 15));
        deliveries.push({ worker, id: m.id });
      },
      describe: () => `fake ${worker}`,
      close: () => undefined,
    });
    const COUNT = 45; // more than one claim batch (20), so both workers find work
    for (let i = 0; i < COUNT; i++) {
      const mail = templates.emailVerification(mailCtx, { name: `N${i}`, code: String(100000 + i), minutes: 10 });
      await enqueueMail(t.ctx.db, `many-${i}@test.local`, "emailVerification", mail);
    }
    const workers = ["a", "b"].map(
      (name) => new MailWorker({ db: t.ctx.db, transport: slowTransport(name), log: t.ctx.log }),
    );
    const drain = async (w: MailWorker) => {
      while ((await w.runOnce()) > 0) {
        /* keep claiming until nothing is due */
      }
    };
    await Promise.all(workers.map(drain));

    const ids = deliveries.map((d) => d.id);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    // Both really competed for the same rows (a batch is 20, so neither could take them all).
    expect(deliveries.some((d) => d.worker === "a") && deliveries.some((d) => d.worker === "b")).toBe(true);
    const rows = await t.ctx.db.select().from(mailOutbox);
    expect(rows).toHaveLength(COUNT);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});
