import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { rpetYears } from "@phd/shared";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config/env.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { evenNameBlocks, foldTallies } from "../db/tallies.ts";
import { type AadhaarVault, createAadhaarVault } from "../lib/aadhaar.ts";
import { hashPassword } from "../lib/passwords.ts";
import { seedConstants } from "../modules/constants/index.ts";
import { seedPrivacyNotice } from "../modules/privacy/index.ts";
import { useCallersDirectory } from "./callers-directory.ts";
import { countDemoCandidates, writeDemoCandidates } from "./demo-batches.ts";
import type { GenerationContext } from "./demo-candidates.ts";
import { planTimeline, secondsSince } from "./demo-clock.ts";
import { DEMO_CANDIDATE_PASSWORD, DEMO_STAFF_PASSWORD } from "./demo-credentials.ts";
import { demoSources } from "./demo-documents.ts";
import { DemoFileLinker } from "./demo-files.ts";
import { seedDemoMerit } from "./demo-merit.ts";
import { seedDemoOffers } from "./demo-offers.ts";
import { type DemoResult, printResult } from "./demo-report.ts";
import { seedDemoSelection } from "./demo-selection.ts";
import { demoStaffSignIns, ensureStaff } from "./demo-staff.ts";

export type { DemoTotals } from "./demo-applications.ts";
export { type DemoResult, printResult } from "./demo-report.ts";
export type { DemoStaffSignIn } from "./demo-staff.ts";

/**
 * `npm run demo-data -- --candidates N`: fills the configured database (and DATA_DIR/files) with
 * realistic demo data, written the way the services write it (see the notes at `seedDemoData`).
 * The work is split by domain: demo-staff, demo-candidates (one candidate: demo-profiles,
 * demo-reviews, demo-documents, demo-applications, demo-fees), demo-batches (writing them), then
 * demo-selection, demo-merit and demo-offers for the current round; demo-report prints the result.
 */

export const MAX_DEMO_CANDIDATES = 200_000;
const DEFAULT_CANDIDATES = 2000;

export interface DemoDeps {
  db: Db;
  /** The FileSystemStorage root (DATA_DIR/files): documents get keys there. */
  filesDir: string;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
  /** Seals the Aadhaar numbers as the profile service does (decision 020). */
  aadhaar: AadhaarVault;
  /** The portal's sender, named as the grievance officer's address when the notice is not published yet. */
  mailFrom?: string;
}

export interface DemoOptions {
  candidates: number;
  /** Share of applications that reuse another candidate's UTR (default 0.5 %). */
  duplicateUtrRate?: number;
  /** Share of applications that are withdrawn after submission (default 1 %). */
  withdrawnRate?: number;
  /** "Now" for the timeline (default: the clock). */
  now?: Date;
}

/** Why `--candidates` is refused, or the number. */
export function parseCandidateCount(raw: string | undefined): number | { error: string } {
  if (raw === undefined) return DEFAULT_CANDIDATES;
  const n = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DEMO_CANDIDATES) {
    return { error: `--candidates must be a positive integer no larger than ${MAX_DEMO_CANDIDATES} (got "${raw}").` };
  }
  return n;
}

/**
 * Fills the database with demo candidates, applications and staff, as the services would have
 * written them:
 * - users (verified candidates, staff with must_change_password false), one profile each with its
 *   four completed sections (values checked against the shared value schemas) and a document row for
 *   every document the section rules (`sectionDocuments`) require;
 * - applications numbered from the `ALL` counter with the site's prefix (`formatApplicationId`),
 *   the per-type counters bumped, `search_text` from `applicationSearchText`, an SOP and a fee
 *   receipt document each, fee details (UTR upper-case, a few shared with another candidate), and
 *   the status the shared `applicationStatusOf` gives from the parts' review states;
 * - withdrawn applications as the service leaves them: the number used, no row, no documents, the
 *   type counter back down, `application.submit` and `application.withdraw` audit rows;
 * - audit rows for every review marked as done (section status, document verdicts, fee verdicts,
 *   application status moves), each submission, and the creation of the coordinators.
 * No mail is queued. Candidates are written in batches of BATCH (demo-batches), one transaction each (everything of
 * a candidate commits together), then the tallies are folded and VACUUM ANALYZE runs. Nothing is
 * added when demo candidates exist.
 */
export async function seedDemoData(deps: DemoDeps, opts: DemoOptions): Promise<DemoResult> {
  const started = performance.now();
  const { db, log = () => {} } = deps;
  if (!Number.isSafeInteger(opts.candidates) || opts.candidates < 1 || opts.candidates > MAX_DEMO_CANDIDATES) {
    throw new Error(`candidates must be a positive integer no larger than ${MAX_DEMO_CANDIDATES}`);
  }
  const existing = await countDemoCandidates(db);
  if (existing > 0) return { added: false, existingCandidates: existing };

  const now = (opts.now ?? new Date()).getTime();
  // argon2 is slow: one hash per distinct password.
  const [candidatePasswordHash, staffPasswordHash] = await Promise.all([
    hashPassword(DEMO_CANDIDATE_PASSWORD),
    hashPassword(DEMO_STAFF_PASSWORD),
  ]);
  const staff = await ensureStaff(db, staffPasswordHash, now);
  // Demo candidates agreed to the current privacy notice when they registered (issue 28).
  const noticeVersion = await seedPrivacyNotice(db, deps.mailFrom ?? "admissions@localhost");
  const linker = new DemoFileLinker(deps.filesDir, demoSources());
  await linker.init();

  const total = opts.candidates;
  const ctx: GenerationContext = {
    staff,
    candidatePasswordHash,
    noticeVersion,
    timeline: planTimeline(1, total, now),
    firstCandidate: 1,
    rpetChoices: rpetYears(new Date(now)),
    currentYear: new Date(now).getUTCFullYear(),
    duplicateUtrRate: opts.duplicateUtrRate ?? 0.005,
    withdrawnRate: opts.withdrawnRate ?? 0.01,
    recentUtrs: [],
    linker,
  };
  const totals = await writeDemoCandidates(db, ctx, total, { aadhaar: deps.aadhaar, log, started });

  // Each phase's line says when it started: the next line's time is when it ended.
  log(`  seat matrix, shortlist and slots … (${secondsSince(started)} s)`);
  const selection = await seedDemoSelection(db, now, staff.admin.id);
  log(`  marks, interview scores, a final and a provisional merit list … (${secondsSince(started)} s)`);
  const merit = await seedDemoMerit(db, now, staff.admin.id);
  log(`  offers, answers, admission fees and the waitlist … (${secondsSince(started)} s)`);
  const offers = await seedDemoOffers(db, now, staff, linker, merit.final);
  // Every batch's statements added tally rows (migration 0017): one row per group before VACUUM.
  await foldTallies(db);
  // The candidates fell into the blocks there were (migration 0025): lay them out at their size.
  await evenNameBlocks(db);

  log(`  VACUUM ANALYZE … (${secondsSince(started)} s)`);
  // VACUUM as well: it sets the visibility map, so counts can be answered from indexes alone.
  await db.execute(sql`vacuum analyze`);

  return {
    added: true,
    candidates: total,
    ...totals,
    files: linker.linked,
    selection,
    merit,
    offers,
    staff: demoStaffSignIns(staff),
    elapsedMs: performance.now() - started,
  };
}

// ---------------------------------------------------------------------------------------------
// The command

async function main() {
  const { values } = parseArgs({ options: { candidates: { type: "string" } } });
  const candidates = parseCandidateCount(values.candidates);
  if (typeof candidates !== "number") {
    console.error(candidates.error);
    process.exit(1);
  }
  useCallersDirectory();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
  try {
    await seedConstants(database.db);
    console.info(
      `Adding ${candidates} demo candidates to ${database.driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${config.dataDir}`} …`,
    );
    const result = await seedDemoData(
      {
        db: database.db,
        filesDir: path.join(config.dataDir, "files"),
        log: console.info,
        aadhaar: createAadhaarVault(config.aadhaarKey),
        mailFrom: config.mailFrom,
      },
      { candidates },
    );
    printResult(result);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof ConfigError || err instanceof TypeError ? err.message : err);
    process.exit(1);
  });
}
