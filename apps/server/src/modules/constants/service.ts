import { type ConstantsRecord, constantValueSchemas, EDITABLE_CONSTANTS, type EditableConstant } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import * as q from "./queries.ts";

export async function readConstants(ctx: AppContext, withCounters: boolean): Promise<ConstantsRecord> {
  const row = await q.getConstants(ctx.db);
  return {
    websiteHeading: row.websiteHeading,
    admissionsOpen: row.admissionsOpen,
    applicationIdPrefix: row.applicationIdPrefix,
    applicationCounters: withCounters ? await q.getCounters(ctx.db) : {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function admissionsOpen(ctx: Pick<AppContext, "db">): Promise<boolean> {
  return (await q.getConstants(ctx.db)).admissionsOpen;
}

/** Sets one editable constant; counters are read-only and unknown names are 404. */
export async function setConstant(ctx: AppContext, actor: AuthUser, name: string, value: unknown) {
  if (name === "applicationCounters" || name === "createdAt" || name === "updatedAt") {
    throw badRequest(`${name} is read-only.`);
  }
  if (!(EDITABLE_CONSTANTS as readonly string[]).includes(name)) throw notFound(`Unknown constant ${name}.`);
  const key = name as EditableConstant;
  const parsed = constantValueSchemas[key].safeParse(value);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? "Invalid value", {
      value: parsed.error.issues[0]?.message ?? "",
    });
  await ctx.db.transaction(async (tx) => {
    const before = await q.getConstants(tx);
    await q.updateConstants(tx, { [key]: parsed.data });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "constant.update",
      subjectType: "constant",
      data: { name: key, from: before[key], to: parsed.data },
    });
  });
  return readConstants(ctx, true);
}
