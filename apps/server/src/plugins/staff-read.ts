import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { recordStaffRead, type StaffRead } from "../modules/audit/index.ts";
import { type AuthUser, currentUser } from "./auth.ts";

/**
 * A candidate's record read by the request's user (`load`), then the read recorded when a staff
 * member made it (issue 28): a read that is refused is not recorded.
 */
export async function recordedRead<T>(
  ctx: AppContext,
  request: FastifyRequest,
  read: StaffRead & { subjectId: string },
  load: (me: AuthUser) => Promise<T>,
): Promise<T> {
  const me = currentUser(request);
  const data = await load(me);
  await recordStaffRead(ctx.db, me, read);
  return data;
}
