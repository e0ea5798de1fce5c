import type { AnnouncementRecipient, createAnnouncementBody, updateAnnouncementBody } from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { single } from "../../db/single.ts";
import { notFound } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { presentAnnouncement } from "./presenter.ts";
import * as q from "./queries.ts";

/**
 * Visibility (spec 000 §6): 'all' for everyone, a role's own announcements for that role.
 * Admins manage announcements, so they see every one.
 */
export function audienceOf(viewer: AuthUser | null): AnnouncementRecipient[] | "any" {
  if (!viewer) return ["all"];
  if (viewer.role === "admin") return "any";
  return ["all", viewer.role];
}

export async function list(ctx: AppContext, viewer: AuthUser | null, opts: { publicOnly: boolean; limit: number }) {
  const audience = opts.publicOnly ? (["all"] as AnnouncementRecipient[]) : audienceOf(viewer);
  return (await q.listFor(ctx.db, audience, opts.limit)).map(presentAnnouncement);
}

export async function create(ctx: AppContext, actor: AuthUser, body: z.infer<typeof createAnnouncementBody>) {
  return ctx.db.transaction(async (tx) => {
    const row = await q.insert(tx, { ...body, createdById: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "announcement.create",
      subjectType: "announcement",
      subjectId: row.id,
    });
    return presentAnnouncement(row);
  });
}

export async function update(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  body: z.infer<typeof updateAnnouncementBody>,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await single(q.update(tx, id, body), () => notFound("Announcement not found."));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "announcement.update",
      subjectType: "announcement",
      subjectId: id,
    });
    return presentAnnouncement(row);
  });
}

export async function remove(ctx: AppContext, actor: AuthUser, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await single(q.remove(tx, id), () => notFound("Announcement not found."));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "announcement.delete",
      subjectType: "announcement",
      subjectId: id,
      data: { title: row.title },
    });
  });
}
