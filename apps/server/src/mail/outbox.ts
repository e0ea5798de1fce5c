import type { DbOrTx } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { RenderedMail } from "./templates.ts";

/**
 * Queue a message in the caller's transaction: it is sent only if the change that causes it
 * commits, and it is never lost if delivery fails for a while.
 */
export async function enqueueMail(db: DbOrTx, to: string, template: string, mail: RenderedMail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to, template, subject: mail.subject, text: mail.text, html: mail.html, code: mail.code ?? null });
}
