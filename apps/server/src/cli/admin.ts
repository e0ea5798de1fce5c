import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { upsertAdmin } from "../modules/auth/index.ts";
import { useCallersDirectory } from "./callers-directory.ts";

/** npm run admin -- --mis … --email … --name … [--password …]: create an admin, or reset its password. */
async function run() {
  const { values } = parseArgs({
    options: {
      mis: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
    },
  });
  if (!values.mis) {
    console.error("Usage: npm run admin -- --mis <MIS> [--email <email>] [--name <name>] [--password <password>]");
    process.exit(2);
  }
  if (values.password !== undefined && values.password.length < 8) {
    console.error("--password must be at least 8 characters");
    process.exit(2);
  }
  useCallersDirectory();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
  try {
    const r = await upsertAdmin(
      { db: database.db },
      { mis: values.mis, email: values.email, name: values.name, password: values.password },
      { reset: true },
    );
    console.info(r.created ? `Admin ${values.mis} created.` : `Admin ${values.mis}: password reset.`);
    if (r.generatedPassword) console.info(`Password: ${r.generatedPassword}  (shown once; change it after signing in)`);
  } finally {
    await database.close();
  }
}

run().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
