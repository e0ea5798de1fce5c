import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/helpers.ts";
import { anyOf, insertMany } from "./bulk.ts";
import { auditEvents, mailOutbox } from "./schema.ts";

/**
 * insertMany sends each column as one array parameter; what comes back must be what went in,
 * whatever the text holds (quotes, braces, commas, backslashes and line breaks are what array
 * literals escape), on PGlite (api) and PostgreSQL (api-pg).
 */
describe("insertMany and anyOf", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.dispose());

  const awkward = [
    'He said "yes", {then} left',
    "back\\slash, comma, and NULL",
    "line one\nline two\ttab",
    "हिन्दी आणि मराठी",
    "",
  ];

  it("stores text, null, jsonb and timestamps exactly, in one statement", async () => {
    const when = new Date("2026-12-09T04:30:00.000Z");
    const rows = awkward.map((text, i) => ({
      to: `bulk${i}@example.com`,
      subject: text,
      text,
      html: `<p>${text}</p>`,
      template: "bulk-test",
      code: i % 2 === 0 ? null : `C${i}`,
      nextAttemptAt: when,
      attachments:
        i === 0 ? null : [{ kind: "call-letter" as const, applicationId: `id-"${i}"`, slotKind: "TEST" as const }],
    }));
    await insertMany(database.db, mailOutbox, rows);
    const back = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "bulk-test"))
      .orderBy(asc(mailOutbox.to));
    expect(back.map((r) => r.subject)).toEqual(awkward);
    expect(back.map((r) => r.html)).toEqual(awkward.map((t) => `<p>${t}</p>`));
    expect(back.map((r) => r.code)).toEqual([null, "C1", null, "C3", null]);
    expect(back[0]?.attachments).toBeNull();
    expect(back[1]?.attachments).toEqual(rows[1]?.attachments);
    expect(back.every((r) => r.nextAttemptAt.getTime() === when.getTime())).toBe(true);
    // Columns not given take their defaults.
    expect(back.every((r) => r.status === "pending" && r.attempts === 0 && r.id)).toBe(true);
  });

  it("appends the tail (on conflict) and finds rows by many ids with one parameter", async () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({
      action: "bulk.test",
      subjectType: "test",
      data: { i, note: awkward[i] },
    }));
    await insertMany(database.db, auditEvents, rows, sql`on conflict do nothing`);
    const ids = (
      await database.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.action, "bulk.test"))
    ).map((r) => r.id);
    expect(ids).toHaveLength(3);
    const found = await database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(anyOf(auditEvents.id, ids.slice(0, 2)));
    expect(found).toHaveLength(2);
    expect(found.map((r) => (r.data as { note: string }).note).sort()).toEqual(awkward.slice(0, 2).sort());
  });

  it("does nothing for no rows", async () => {
    await expect(insertMany(database.db, auditEvents, [])).resolves.toBeUndefined();
  });
});
