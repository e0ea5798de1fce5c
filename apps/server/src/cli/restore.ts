import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { FileSystemStorage } from "../storage/storage.ts";
import { formatDuration } from "./backup-format.ts";
import { useCallersDirectory } from "./callers-directory.ts";
import { RestoreRefused, restoreBackup } from "./restore-apply.ts";

/** npm run restore -- --from <dir> [--force]: a backup into the configured database and DATA_DIR. */
async function run() {
  const { values } = parseArgs({ options: { from: { type: "string" }, force: { type: "boolean", default: false } } });
  if (!values.from) {
    console.error("Usage: npm run restore -- --from <backup folder> [--force]   (stop the server first)");
    process.exit(2);
  }
  useCallersDirectory();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
    poolSize: 2,
  });
  try {
    const storage = new FileSystemStorage(path.join(config.dataDir, "files"));
    const { manifest, removedFiles, ms } = await restoreBackup({
      database,
      storage,
      dataDir: config.dataDir,
      from: values.from,
      force: values.force,
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.info(`Restored ${path.resolve(values.from)} (made ${manifest.createdAt}) into ${database.driver}`);
    for (const t of manifest.tables) console.info(`  ${t.name.padEnd(24)} ${t.rows} rows`);
    console.info(
      `  ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files, secrets: ${manifest.secrets.map((s) => s.name).join(", ") || "none"}${removedFiles > 0 ? `; ${removedFiles} old files removed` : ""}; ${formatDuration(ms)}`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else if (err instanceof RestoreRefused) console.error(`Restore refused: ${err.message}`);
  else console.error(err instanceof Error ? `Restore failed: ${err.message}` : err);
  process.exit(1);
});
