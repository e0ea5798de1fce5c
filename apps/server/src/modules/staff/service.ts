import {
  type createAccountCoordinatorBody,
  type createCoordinatorBody,
  type DepartmentName,
  ROLE_LABELS,
  type updateCoordinatorDepartmentsBody,
} from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { single } from "../../db/single.ts";
import { conflict, notFound, term } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { generatePassword, hashPassword } from "../../lib/passwords.ts";
import { mailContext } from "../../mail/context.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { staffLoginId, templates } from "../../mail/templates.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { findUserByRoleAndEmail, findUserByRoleAndMis, insertUser } from "../users/index.ts";
import * as q from "./queries.ts";

type StaffRole = "coordinator" | "accountSectionCoordinator";

/**
 * Creates a staff account with a temporary password, e-mailed in the same transaction
 * (both kinds of coordinator get one, decision 005). They choose their own at first sign-in.
 */
async function createStaff(
  ctx: AppContext,
  actor: AuthUser,
  role: StaffRole,
  input: { name: string; email: string; mis?: string; departments?: DepartmentName[] },
) {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const created = await ctx.db.transaction(async (tx) => {
    if (await findUserByRoleAndEmail(tx, role, input.email)) {
      throw conflict("This e-mail already belongs to an account ({{roleName}}).", {
        roleName: term(ROLE_LABELS[role], true),
      });
    }
    if (input.mis && (await findUserByRoleAndMis(tx, role, input.mis))) {
      throw conflict("A coordinator with this MIS number already exists.");
    }
    const user = await insertUser(tx, {
      role,
      name: input.name,
      email: input.email,
      mis: input.mis ?? null,
      departments: input.departments ?? [],
      passwordHash,
      mustChangePassword: true,
      emailVerifiedAt: new Date(),
    });
    const mailCtx = await mailContext(ctx, tx, languageOrDefault(user.language));
    const mail = templates.staffWelcome(mailCtx, {
      name: user.name,
      roleLabel: ROLE_LABELS[role],
      loginId: staffLoginId(mailCtx, input.mis ? { mis: input.mis } : { email: user.email }),
      password,
    });
    await enqueueMail(tx, user.email, "staffWelcome", mail);
    await recordAudit(tx, { actorId: actor.id, action: `${role}.create`, subjectType: "user", subjectId: user.id });
    return user;
  });
  ctx.mailWorker.kick();
  return created;
}

export const createCoordinator = (ctx: AppContext, actor: AuthUser, body: z.infer<typeof createCoordinatorBody>) =>
  createStaff(ctx, actor, "coordinator", body);

export const createAccountCoordinator = (
  ctx: AppContext,
  actor: AuthUser,
  body: z.infer<typeof createAccountCoordinatorBody>,
) => createStaff(ctx, actor, "accountSectionCoordinator", body);

export async function deleteStaff(ctx: AppContext, actor: AuthUser, role: StaffRole, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await single(q.deactivate(tx, id, role), () =>
      notFound("{{roleName}} not found.", { roleName: term(ROLE_LABELS[role]) }),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${role}.delete`,
      subjectType: "user",
      subjectId: id,
      data: { name: row.name, email: row.email },
    });
  });
}

/**
 * Reassigns a coordinator (beyond the spec): a coordinator's departments are read from the
 * database on every request, so the change applies to their next call without a new sign-in.
 */
export async function setCoordinatorDepartments(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  body: z.infer<typeof updateCoordinatorDepartmentsBody>,
) {
  return ctx.db.transaction(async (tx) => {
    const changed = await q.setDepartments(tx, id, body.departments);
    if (!changed) throw notFound("Coordinator not found.");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "coordinator.departments",
      subjectType: "user",
      subjectId: id,
      data: { from: changed.before, to: changed.after.departments },
    });
    return changed.after;
  });
}

export const listStaff = (ctx: AppContext, role: StaffRole) => q.listActive(ctx.db, role);
