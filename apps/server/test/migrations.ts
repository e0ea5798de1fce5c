import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DbOrTx, migrationsFolder } from "../src/db/client.ts";

/**
 * Runs a migration file as the migrator would (`up`: its statements between breakpoints) or its
 * hand-written reversal (`down/<name>.sql`: statements ending a line with ";"; comment lines
 * skipped), for the tests that reverse a migration and apply it again. Down scripts with function
 * bodies (0017) split on `$$` themselves.
 */
export async function runMigrationFile(db: DbOrTx, name: string, direction: "up" | "down"): Promise<void> {
  const file = path.join(migrationsFolder, direction === "up" ? `${name}.sql` : `down/${name}.sql`);
  const text = await readFile(file, "utf8");
  const statements =
    direction === "up"
      ? text.split("--> statement-breakpoint")
      : text.split(/;\s*\n/).map((s) =>
          s
            .split("\n")
            .filter((line) => !line.trimStart().startsWith("--"))
            .join("\n"),
        );
  for (const statement of statements.filter((s) => s.trim())) await db.execute(sql.raw(statement));
}
