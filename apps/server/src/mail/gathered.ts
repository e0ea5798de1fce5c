import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { type MailAttachmentRef, mailOutbox } from "../db/schema.ts";
import type { RenderedMail } from "./templates.ts";

/** What one gathered message holds: the notices by subject, in the order they came. */
export interface Gathered<N> {
  name: string;
  notices: Record<string, N & { order: number }>;
  next: number;
}

/**
 * Adds notices to the one pending message under `key` (one per candidate and kind), in the caller's
 * transaction (decision 014): changes within `delayMs` of each other become one e-mail, sent at the
 * latest 10 delays after the first. A notice replaces an earlier one on the same subject; `null`
 * withdraws it, and a message left with none is dropped. The worker detaches a message when it
 * claims it, so a notice after that starts a new e-mail and none is lost or sent twice.
 */
export async function queueGathered<N>(
  tx: DbOrTx,
  opts: {
    key: string;
    to: { name: string; email: string };
    template: string;
    delayMs: number;
    /** The clock's now: the gathering's delay is a time rule the tests move (decision 053). */
    now: Date;
    notices: Record<string, N | null>;
    render: (name: string, notices: (N & { order: number })[]) => RenderedMail;
    attachments?: (notices: N[]) => MailAttachmentRef[];
  },
): Promise<void> {
  const { key, to, delayMs, now } = opts;
  const empty: Gathered<N> = { name: to.name, notices: {}, next: 0 };
  await tx
    .insert(mailOutbox)
    .values({
      to: to.email,
      template: opts.template,
      subject: "",
      text: "",
      html: "",
      coalesceKey: key,
      items: empty as unknown as Record<string, unknown>,
      firstQueuedAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.coalesceKey, where: isNotNull(mailOutbox.coalesceKey) });
  const [row] = await tx
    .select({ id: mailOutbox.id, items: mailOutbox.items })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.coalesceKey, key), eq(mailOutbox.status, "pending")))
    .for("update");
  if (!row) throw new Error("gathered mail vanished inside its transaction");
  // Only this function writes `items` of a gathered message, always as `Gathered`.
  const gathered = (row.items as unknown as Gathered<N> | null) ?? empty;
  for (const [subject, notice] of Object.entries(opts.notices)) {
    if (notice === null) delete gathered.notices[subject];
    else gathered.notices[subject] = { ...notice, order: gathered.next++ };
  }
  const notices = Object.values(gathered.notices).sort((a, b) => a.order - b.order);
  if (notices.length === 0) {
    await tx.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    return;
  }
  const mail = opts.render(to.name, notices);
  const attachments = opts.attachments?.(notices) ?? [];
  await tx
    .update(mailOutbox)
    .set({
      to: to.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      items: gathered as unknown as Record<string, unknown>,
      attachments: attachments.length ? attachments : null,
      nextAttemptAt: sql`least(${new Date(now.getTime() + delayMs).toISOString()}::timestamptz, ${mailOutbox.firstQueuedAt} + ${`${delayMs * 10} milliseconds`}::interval)`,
    })
    .where(eq(mailOutbox.id, row.id));
}
