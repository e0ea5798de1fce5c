import { DEFAULT_LANGUAGE, type Language } from "@phd/shared";
import type { AppContext } from "../context.ts";
import type { DbOrTx } from "../db/client.ts";
import { translator } from "../lib/i18n.ts";
import { getConstants } from "../modules/constants/index.ts";
import type { MailContext } from "./templates.ts";

/**
 * What every template shows: the site heading (an admin may change it) and the public URL, and the
 * recipient's language (decision 035): `users.language` of whoever receives the mail.
 */
export async function mailContext(
  ctx: AppContext,
  db: DbOrTx = ctx.db,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailContext> {
  const constants = await getConstants(db);
  return inLanguage({ heading: constants.websiteHeading, publicUrl: ctx.config.publicUrl }, language);
}

/** The same context for another recipient's language (a batch of mails builds the heading once). */
export function inLanguage(base: Pick<MailContext, "heading" | "publicUrl">, language: Language): MailContext {
  return {
    heading: base.heading,
    publicUrl: base.publicUrl,
    language,
    t: translator(language, "mail"),
    label: translator(language, "vocabulary"),
  };
}
