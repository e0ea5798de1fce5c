import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { FileSystemStorage } from "../storage/storage.ts";
import { createBackup } from "./backup-create.ts";
import { formatDuration } from "./backup-format.ts";
import { useCallersDirectory } from "./callers-directory.ts";

/** npm run backup -- [--out <dir>]: the database, the stored files and the secrets into a new folder. */
async function run() {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  useCallersDirectory();
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, "db");
  // Opening a missing embedded database would create an empty one and back that up.
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    throw new ConfigError(`No database at ${pgliteDir}: set DATA_DIR (or DATABASE_URL) as for the server.`);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "Z");
  const out = path.resolve(values.out ?? path.join("backups", `backup-${stamp}`));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, poolSize: 2 });
  try {
    const storage = new FileSystemStorage(path.join(config.dataDir, "files"));
    const { manifest, fileBytes, ms } = await createBackup({ database, storage, dataDir: config.dataDir, out });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.info(`Backup written to ${out} (${database.driver}, migration level ${manifest.migrations.count})`);
    for (const t of manifest.tables) console.info(`  ${t.name.padEnd(24)} ${t.rows} rows`);
    console.info(
      `  ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files (${(fileBytes / 1e6).toFixed(1)} MB), secrets: ${manifest.secrets.map((s) => s.name).join(", ") || "none"}; ${formatDuration(ms)}`,
    );
    console.info("The folder holds the signing key and personal data: keep it as safe as the server.");
  } finally {
    await database.close();
  }
}

run().catch((err) => {
  console.error(
    err instanceof ConfigError ? err.message : err instanceof Error ? `Backup failed: ${err.message}` : err,
  );
  process.exit(1);
});
