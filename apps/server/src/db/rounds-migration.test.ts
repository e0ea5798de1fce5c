import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client.ts";

/** Applies the migration files whose names start with one of the given numbers, statement by statement. */
async function apply(client: PGlite, numbers: string[]) {
  const files = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith(".sql") && numbers.some((n) => f.startsWith(n)))
    .sort();
  for (const f of files) {
    for (const statement of readFileSync(path.join(migrationsFolder, f), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await client.exec(statement);
    }
  }
}

/**
 * Decision 029: a database from before rounds keeps everything, in a first round that has the
 * constants' prefix and admission window; its counters go on from where they were.
 */
describe("migrations 0007–0008: existing data becomes the first admission round", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    await apply(client, ["0000", "0001", "0002", "0003", "0004", "0005", "0006"]);
    await client.exec(`
      INSERT INTO site_constants (id, application_id_prefix, admissions_opens_at, admissions_closes_at)
        VALUES (1, 'PHD', '2026-11-01T04:30:00Z', '2026-12-01T12:30:00Z');
      INSERT INTO application_counters (key, value) VALUES ('ALL', 7), ('REGULAR', 5), ('WORKING_PROFESSIONAL', 2);
      INSERT INTO users (id, name, email, role, password_hash) VALUES ('00000000-0000-4000-8000-000000000001', 'Asha Rao', 'asha@example.org', 'candidate', 'x');
      INSERT INTO applications (application_id, application_number, user_id, department, application_type, utr_du_number, amount, transaction_time, bank_name)
        VALUES ('PHD007', 7, '00000000-0000-4000-8000-000000000001', 'Computer Engineering', 'REGULAR', 'UTR1234567', 1500, now(), 'SBI');
      INSERT INTO audit_events (action, subject_type) VALUES ('constant.update', 'constants');
    `);
    await apply(client, ["0007", "0008"]);
  });
  afterAll(() => client.close());

  const one = async <T>(sql: string) => (await client.query<T>(sql)).rows[0] as T;

  it("creates the first round with the constants' prefix and window, and makes it current", async () => {
    const round = await one<{
      id: string;
      name: string;
      application_id_prefix: string;
      opens_at: Date;
      closes_at: Date;
    }>("SELECT r.* FROM admission_rounds r JOIN site_constants c ON c.current_round_id = r.id");
    expect(round).toMatchObject({ name: "Admission round 1", application_id_prefix: "PHD" });
    expect(round.opens_at.toISOString()).toBe("2026-11-01T04:30:00.000Z");
    expect(round.closes_at.toISOString()).toBe("2026-12-01T12:30:00.000Z");
    expect((await client.query("SELECT * FROM admission_rounds")).rows).toHaveLength(1);
  });

  it("puts every application, counter and audit event into it, counters unchanged", async () => {
    const { id } = await one<{ id: string }>("SELECT current_round_id() AS id");
    expect(await one("SELECT round_id FROM applications")).toEqual({ round_id: id });
    expect(await one("SELECT round_id FROM audit_events")).toEqual({ round_id: id });
    const counters = (await client.query("SELECT key, value, round_id FROM application_counters ORDER BY key")).rows;
    expect(counters).toEqual([
      { key: "ALL", value: 7, round_id: id },
      { key: "REGULAR", value: 5, round_id: id },
      { key: "WORKING_PROFESSIONAL", value: 2, round_id: id },
    ]);
  });

  it("an audit event written later belongs to the current round without the writer naming it", async () => {
    await client.exec("INSERT INTO audit_events (action, subject_type) VALUES ('round.create', 'round')");
    const row = await one<{ same: boolean }>(
      "SELECT round_id = current_round_id() AS same FROM audit_events WHERE action = 'round.create'",
    );
    expect(row.same).toBe(true);
  });

  it("the constants no longer hold a prefix or a window of their own", async () => {
    const columns = (
      await client.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'site_constants'",
      )
    ).rows.map((r) => r.column_name);
    expect(columns).toContain("current_round_id");
    expect(columns).not.toContain("application_id_prefix");
    expect(columns).not.toContain("admissions_closes_at");
  });
});
