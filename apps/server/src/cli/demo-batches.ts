import { and, count, eq, like, sql } from "drizzle-orm";
import { insertMany } from "../db/bulk.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { applications, auditEvents, documents, profileSections, profiles, users } from "../db/schema.ts";
import type { AadhaarVault } from "../lib/aadhaar.ts";
import { applicationRowsOf, type DemoTotals } from "./demo-applications.ts";
import { type CandidateDraft, type GenerationContext, makeCandidate } from "./demo-candidates.ts";
import { secondsSince } from "./demo-clock.ts";
import { DEMO_EMAIL_DOMAIN } from "./demo-credentials.ts";
import { sealAadhaar } from "./demo-profiles.ts";
import type { AuditInsert } from "./demo-reviews.ts";

/** Candidates per batch: one transaction each. */
const BATCH = 500;

/** Every column an audit row of the demo may give, so one `insertMany` takes them all. */
const auditRow = (a: AuditInsert): AuditInsert => ({
  actorId: a.actorId ?? null,
  action: a.action,
  subjectType: a.subjectType,
  subjectId: a.subjectId ?? null,
  fromStatus: a.fromStatus ?? null,
  toStatus: a.toStatus ?? null,
  remarks: a.remarks ?? null,
  data: a.data ?? null,
  createdAt: a.createdAt,
});

/**
 * Writes one batch of candidates (in the caller's transaction): one `insertMany` statement per
 * table, so a batch costs a handful of round trips and no per-cell query building.
 */
async function writeBatch(tx: DbOrTx, drafts: CandidateDraft[], totals: DemoTotals): Promise<void> {
  await insertMany(
    tx,
    users,
    drafts.map((d) => d.user),
  );
  await insertMany(
    tx,
    profiles,
    drafts.map((d) => d.profile),
  );
  await insertMany(
    tx,
    profileSections,
    drafts.flatMap((d) => d.sections),
  );

  const { rows: appRows, audits: appAudits } = await applicationRowsOf(tx, drafts, totals);

  const docRows = drafts.flatMap((d) => d.documents);
  await insertMany(tx, documents, docRows);
  await insertMany(tx, applications, appRows);
  const auditRows = [...drafts.flatMap((d) => d.audits), ...appAudits].map(auditRow);
  await insertMany(tx, auditEvents, auditRows);
  totals.documents += docRows.length;
  totals.auditEvents += auditRows.length;
}

export async function countDemoCandidates(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(eq(users.role, "candidate"), like(users.email, `%@${DEMO_EMAIL_DOMAIN}`), sql`${users.deletedAt} is null`),
    );
  return row?.n ?? 0;
}

/**
 * Generates and writes candidates 1..total in batches of BATCH, one transaction each (everything of a
 * candidate commits together), logging progress about ten times; returns what was written.
 */
export async function writeDemoCandidates(
  db: Db,
  ctx: GenerationContext,
  total: number,
  opts: { aadhaar: AadhaarVault; log: (line: string) => void; started: number },
): Promise<DemoTotals> {
  const { log, started } = opts;
  const totals: DemoTotals = {
    applications: 0,
    withdrawn: 0,
    byType: { REGULAR: 0, WORKING_PROFESSIONAL: 0 },
    byStatus: {},
    duplicateUtrApplications: 0,
    documents: 0,
    auditEvents: 0,
  };

  let nextProgress = Math.max(BATCH, Math.ceil(total / 10));
  // Generates a batch (yielding now and then, so the previous batch's statements go on meanwhile),
  // seals it and links its files. Files come first: a failed batch leaves at most unreferenced
  // links, never a row without its file. At most two batches are in memory.
  type Prepared = { to: number; drafts: CandidateDraft[] };
  const prepare = async (from: number): Promise<Prepared> => {
    const to = Math.min(total, from + BATCH - 1);
    const drafts: CandidateDraft[] = [];
    for (let n = from; n <= to; n++) {
      const d = makeCandidate(n, ctx);
      sealAadhaar(d, opts.aadhaar);
      drafts.push(d);
      if ((n - from) % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
    }
    await ctx.linker.linkAll(drafts.flatMap((d) => d.links));
    return { to, drafts };
  };
  let ahead: Promise<Prepared> | undefined = prepare(1);
  while (ahead) {
    const { to, drafts }: Prepared = await ahead;
    ahead = to < total ? prepare(to + 1) : undefined;
    ahead?.catch(() => {}); // awaited next turn; this only keeps a failure meanwhile from being "unhandled"
    await db.transaction((tx) => writeBatch(tx, drafts, totals));
    if (to >= nextProgress || to === total) {
      log(`  ${to}/${total} candidates, ${totals.applications} applications (${secondsSince(started)} s)`);
      nextProgress = to + Math.max(BATCH, Math.ceil(total / 10));
    }
  }
  return totals;
}
