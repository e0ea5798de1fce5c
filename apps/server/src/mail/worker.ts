import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { type MailAttachmentRef, mailOutbox } from "../db/schema.ts";
import { type Clock, systemClock } from "../lib/clock.ts";
import { PeriodicJob } from "../lib/periodic-job.ts";
import type { MailFile, MailTransport } from "./transport.ts";

export const MAX_ATTEMPTS = 8;
/** Delay before attempt n+1: 5 s, 10 s, 20 s … capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}
/** A claimed message is leased for this long; if the instance dies mid-send, another retries it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** When a message is due (a gathered review e-mail waits; decision 053); the system's by default. */
  clock?: Clock;
  /** Renders a message's attachments when it is sent (call letters, decision 031). */
  attachments?: (refs: MailAttachmentRef[]) => Promise<MailFile[]>;
}

/**
 * Delivers the outbox. Safe with several server instances: rows are claimed with
 * FOR UPDATE SKIP LOCKED and leased by moving next_attempt_at forward before sending.
 */
export class MailWorker {
  private readonly clock: Clock;
  private readonly job: PeriodicJob<number>;

  constructor(private readonly opts: MailWorkerOptions) {
    this.clock = opts.clock ?? systemClock;
    this.job = new PeriodicJob({
      run: () => this.deliverDue(this.clock.now()),
      firstAfterMs: 50,
      everyMs: opts.pollMs ?? 1_000,
      // A full batch means more is waiting (5,000 call letters): go on at once, not after a poll.
      goOn: (attempted) => attempted >= BATCH,
      log: opts.log,
      failure: "mail worker tick failed",
    });
  }

  start() {
    this.job.start();
  }

  /** Deliver soon after a commit that queued mail, without waiting for the next poll. */
  kick() {
    if (!this.job.isStarted) return;
    void this.runOnce().catch((err) => this.opts.log.error({ err }, "mail delivery failed"));
  }

  /** Send what is due now; resolves with the number of messages attempted. */
  runOnce(): Promise<number> {
    return this.job.runOnce();
  }

  /**
   * Delivers everything due by `dueBy`, after any delivery in progress: the browser tests' clock
   * route, which answers once the mail its moment made due has gone (decision 053).
   */
  async deliverAllDueBy(dueBy: () => Date): Promise<void> {
    while ((await this.job.runNext(() => this.deliverDue(dueBy()))) > 0);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  private async claim(dueBy: Date) {
    const { db } = this.opts;
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        // Due within dueBy's whole millisecond: a row the database stamped with now() carries
        // microseconds, and a message queued in the same millisecond as this run is due too.
        .where(and(eq(mailOutbox.status, "pending"), lt(mailOutbox.nextAttemptAt, new Date(dueBy.getTime() + 1))))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          // A gathered review e-mail takes no more notices once it is being sent (decision 014).
          coalesceKey: null,
          nextAttemptAt: new Date(this.clock.now().getTime() + LEASE_MS),
        })
        .where(
          sql`${mailOutbox.id} in (${sql.join(
            due.map((d) => sql`${d.id}`),
            sql`, `,
          )})`,
        )
        .returning();
    });
  }

  private async deliverDue(dueBy: Date): Promise<number> {
    const { db, transport, log } = this.opts;
    const batch = await this.claim(dueBy);
    for (const m of batch) {
      try {
        // Rendering is part of the attempt: a failure is retried like a refused delivery.
        const files = m.attachments?.length && this.opts.attachments ? await this.opts.attachments(m.attachments) : [];
        await transport.send({ ...m, attachments: files });
        await db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, m.id));
        // With file delivery the log line is how a developer reads a code (DESIGN §4).
        const hint = transport.kind === "file" && m.code ? ` code ${m.code}` : "";
        log.info({ mailId: m.id, to: m.to }, `mail "${m.subject}" to ${m.to} via ${transport.describe()}${hint}`);
      } catch (err) {
        const failed = m.attempts >= MAX_ATTEMPTS;
        const message = err instanceof Error ? err.message : String(err);
        await db
          .update(mailOutbox)
          .set({
            status: failed ? "failed" : "pending",
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(this.clock.now().getTime() + retryDelayMs(m.attempts)),
          })
          .where(eq(mailOutbox.id, m.id));
        log.warn(
          { mailId: m.id, attempts: m.attempts, err: message },
          failed ? "mail failed for good" : "mail delivery failed; will retry",
        );
      }
    }
    return batch.length;
  }
}
