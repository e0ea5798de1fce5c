import type { AppContext } from "../context.ts";
import type { DbOrTx } from "../db/client.ts";
import { getConstants } from "../modules/constants/index.ts";
import type { MailContext } from "./templates.ts";

/** What every template shows: the site heading (an admin may change it) and the public URL. */
export async function mailContext(ctx: AppContext, db: DbOrTx = ctx.db): Promise<MailContext> {
  const constants = await getConstants(db);
  return { heading: constants.websiteHeading, publicUrl: ctx.config.publicUrl };
}
