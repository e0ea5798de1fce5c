import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/helpers.ts";
import { rowMapper } from "./batches.ts";
import { insertMany } from "./bulk.ts";
import { mailOutbox } from "./schema.ts";

/**
 * `Database.batches` reads one statement's rows in batches (a cursor on PostgreSQL, api-pg; one
 * read on PGlite, api); `rowMapper` must turn them into what Drizzle itself would have answered.
 */
describe("Database.batches and rowMapper", () => {
  let database: TestDatabase;
  const fields = {
    to: mailOutbox.to,
    subject: mailOutbox.subject,
    code: mailOutbox.code,
    attempts: mailOutbox.attempts,
    nextAttemptAt: mailOutbox.nextAttemptAt,
    sentAt: mailOutbox.sentAt,
    items: mailOutbox.items,
    shout: sql<string>`upper(${mailOutbox.subject})`,
  };
  const query = () => database.db.select(fields).from(mailOutbox).orderBy(asc(mailOutbox.to));

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertMany(
      database.db,
      mailOutbox,
      Array.from({ length: 25 }, (_, i) => ({
        to: `batch${String(i).padStart(2, "0")}@example.com`,
        subject: i === 3 ? 'quote " comma, line\nbreak हिन्दी' : `subject ${i}`,
        text: "t",
        html: "h",
        template: "batches-test",
        code: i % 2 ? `C${i}` : null,
        attempts: i,
        nextAttemptAt: new Date(Date.UTC(2026, 11, 9, 4, 30, i, 250)),
        sentAt: i % 3 ? null : new Date(Date.UTC(2026, 11, 10, 0, 0, i)),
        items: i % 4 ? null : { n: i, list: ["a", "b"] },
      })),
    );
  });
  afterAll(async () => database.dispose());

  it("answers every row once, in the statement's order, in batches, mapped as Drizzle maps them", async () => {
    const sizes: number[] = [];
    const rows: unknown[] = [];
    const toRow = rowMapper(fields);
    for await (const batch of database.batches(query().toSQL(), 10)) {
      sizes.push(batch.length);
      rows.push(...batch.map(toRow));
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(rows).toEqual(await query());
    expect((rows[0] as { nextAttemptAt: Date }).nextAttemptAt).toEqual(new Date("2026-12-09T04:30:00.250Z"));
  });

  it("frees its connection when the reader stops early or the statement fails", async () => {
    // More early stops than the pool (5 on api-pg) has connections: a leaked one would hang here.
    for (let i = 0; i < 8; i++) {
      for await (const batch of database.batches(query().toSQL(), 10)) {
        expect(batch).toHaveLength(10);
        break;
      }
    }
    const broken = { sql: "select 1 / (attempts - 3) from mail_outbox order by attempts", params: [] };
    for (let i = 0; i < 6; i++) {
      await expect(async () => {
        for await (const _ of database.batches(broken, 2)) {
          // reading until the division by zero
        }
      }).rejects.toThrow(/division by zero/);
    }
    expect(await query()).toHaveLength(25);
  });
});
