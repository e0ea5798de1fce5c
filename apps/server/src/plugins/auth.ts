import {
  type Action,
  DEPARTMENT_NAMES,
  type DepartmentName,
  type Language,
  may,
  REFUSAL_CODES,
  type RecordFacts,
  type Role,
  rolesFor,
  type Scope,
  scopeOf,
} from "@phd/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Db } from "../db/client.ts";
import { preparedRead } from "../db/prepared.ts";
import { privacyNotices, users } from "../db/schema.ts";
import { forbidden, notFound, unauthorized } from "../lib/errors.ts";
import type { TokenClaims, TokenService } from "../lib/tokens.ts";

export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string;
  mis: string | null;
  phone: string | null;
  departments: string[];
  mustChangePassword: boolean;
  language: Language;
  /** A candidate behind the current privacy notice (issue 28): only their data rights stay open until they agree. */
  consentRequired: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null when no valid bearer token came with the request. */
    user: AuthUser | null;
    /** The verified token's claims on a route whose statement checks the user itself (`userInStatement`). */
    claims: TokenClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's statement checks the token's user itself (decision 046): the request hook only
     * verifies the token, and the route falls back to `userThroughGuard` when the check fails.
     */
    userInStatement?: boolean;
  }
}

/** Reads `Authorization: Bearer …` on every request; guards decide what an absent user means. */
export function registerAuth(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  app.decorateRequest("user", null);
  app.decorateRequest("claims", null);
  app.addHook("onRequest", async (request) => {
    const token = bearerToken(request);
    if (token === undefined) return;
    if (request.routeOptions.config.userInStatement) request.claims = await deps.tokens.verify(token);
    else request.user = await userFromToken(deps, token);
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
}

export async function userFromToken(deps: { db: Db; tokens: TokenService }, token: string): Promise<AuthUser | null> {
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  const [row] = await userLookup(deps.db).execute({ id: claims.sub });
  if (!row || row.deletedAt || row.tokenVersion !== claims.tv || row.role !== claims.role) return null;
  if (row.role === "candidate" && !row.emailVerifiedAt) return null;
  const {
    tokenVersion: _tv,
    emailVerifiedAt: _ev,
    deletedAt: _d,
    consentedNoticeVersion,
    currentNoticeVersion,
    ...user
  } = row;
  return { ...user, consentRequired: consentIsDue(row.role, consentedNoticeVersion, currentNoticeVersion) };
}

/** Whether a candidate must agree to the current notice first (staff consent through their employment, not here). */
export function consentIsDue(role: Role, consented: number | null, current: number | null): boolean {
  return role === "candidate" && current !== null && (consented ?? 0) < current;
}

/**
 * The user behind a token, as a prepared statement: it runs on every signed-in request, and
 * building the query anew each time was a tenth of a small API call (bench/, docs/performance.md).
 */
const userLookup = preparedRead((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      mis: users.mis,
      phone: users.phone,
      departments: users.departments,
      mustChangePassword: users.mustChangePassword,
      language: users.language,
      consentedNoticeVersion: users.consentedNoticeVersion,
      // One indexed read of the newest version, in the same round trip as the user.
      currentNoticeVersion: sql<number | null>`(select max(${privacyNotices.version}) from ${privacyNotices})`,
      tokenVersion: users.tokenVersion,
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("auth_user_lookup"),
);

/**
 * Guard allowing only the given roles: 401 without a valid token, 403 for another role.
 * Attach it as `preValidation` (not preHandler, which runs after schema validation), so a caller
 * without the right is refused before their body or params are validated.
 */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return guard(roles, { beforeConsent: false });
}

function guard(roles: readonly Role[], opts: { beforeConsent: boolean }): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => checkUser(request.user, roles, opts);
}

/** Throws the refusal a user (or no user) meets on a route open to `roles`. */
function checkUser(
  user: AuthUser | null,
  roles: readonly Role[],
  opts: { beforeConsent: boolean },
): asserts user is AuthUser {
  if (!user) throw unauthorized();
  if (!roles.includes(user.role)) throw forbidden();
  // A temporary (e-mailed or printed) password opens only check-auth and change-password.
  if (user.mustChangePassword) throw forbidden(MUST_CHANGE_PASSWORD);
  // A newer privacy notice is read and agreed to before the portal goes on processing (DPDP Act).
  if (user.consentRequired && !opts.beforeConsent)
    throw forbidden(CONSENT_REQUIRED).withCode(REFUSAL_CODES.consentRequired);
}

/**
 * Guard of a staff read whose statement checks the token's user itself (route config
 * `userInStatement`, decision 046): refuses what the token alone tells (401 without a valid
 * token, 403 for another role). Only for actions every role of which reaches every record (scope
 * `any`), since the statement reads no departments, and never for candidates, whose reads keep
 * the consent check of the usual lookup.
 */
export function requireClaims(action: Action): preHandlerAsyncHookHandler {
  const roles = rolesFor(action);
  const unfit = roles.filter((role) => role === "candidate" || scopeOf(role, action) !== "any");
  if (unfit.length > 0) throw new Error(`requireClaims(${action}): ${unfit.join(", ")} need the usual user lookup`);
  return async (request: FastifyRequest) => {
    if (!request.claims) throw unauthorized();
    if (!roles.includes(request.claims.role)) throw forbidden();
  };
}

/**
 * The fallback of a `userInStatement` route whose statement found the user wanting: the user read
 * as the request hook reads it, then the action's usual refusal (a revoked token 401, a temporary
 * password 403 with its message). Returns the user when, by now, nothing refuses them.
 */
export async function userThroughGuard(
  request: FastifyRequest,
  deps: { db: Db; tokens: TokenService },
  action: Action,
): Promise<AuthUser> {
  const token = bearerToken(request);
  request.user = token === undefined ? null : await userFromToken(deps, token);
  checkUser(request.user, rolesFor(action), { beforeConsent: false });
  return request.user;
}

/**
 * Guard of a candidate's data rights (consent, my data, erasure): open also to a candidate who has
 * not agreed to the current notice, since exercising these rights never waits for a consent.
 */
export function requireDataPrincipal(action: Action): preHandlerAsyncHookHandler {
  return guard(rolesFor(action), { beforeConsent: true });
}

/**
 * Guard for an action of the policy table (packages/shared/src/policy.ts): the roles it lists
 * (with the given scope only, when one is named), refused like `requireRole`.
 */
export function requirePermission(action: Action, only?: Scope): preHandlerAsyncHookHandler {
  return requireRole(...rolesFor(action, only));
}

/** Guard for a route several actions lead to (e.g. a document review by a coordinator or, for a fee receipt, the account section). */
export function requireAnyPermission(...actions: Action[]): preHandlerAsyncHookHandler {
  return requireRole(...new Set(actions.flatMap((action) => rolesFor(action))));
}

/**
 * The one rule for records named by id: a record the viewer may not act on answers 404 exactly
 * like a missing one, so ids are never confirmed to strangers (decision 007).
 */
export function visibleOr404<T>(
  viewer: AuthUser,
  action: Action,
  record: T | undefined,
  facts: (record: T) => RecordFacts,
  message: string,
): T {
  if (record === undefined || !may(viewer, action, facts(record))) throw notFound(message);
  return record;
}

/**
 * `visibleOr404` for facts that need a query (a coordinator's departments are read from the
 * candidate's applications); the query runs only when the viewer's scope depends on it.
 */
export async function reachableOr404<T>(
  viewer: AuthUser,
  action: Action,
  record: T | undefined,
  facts: (record: T) => RecordFacts | Promise<RecordFacts>,
  message: string,
): Promise<T> {
  if (record === undefined) throw notFound(message);
  const scope = scopeOf(viewer.role, action);
  if (scope === "any") return record;
  if (!scope || !may(viewer, action, await facts(record))) throw notFound(message);
  return record;
}

export const MUST_CHANGE_PASSWORD = "Please choose your own password before continuing.";
export const CONSENT_REQUIRED = "Please read the updated privacy notice and agree to it before continuing.";

export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw unauthorized();
};

/** The signed-in user in a handler that sits behind a guard. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The departments whose applications the user may see for the action: `"all"` for the scope
 * `any` (admins), the user's own departments for `department` (coordinators), else none. Read from
 * the policy table, so a role's reach is decided in one place (decision 012).
 */
export function departmentsInScope(user: AuthUser, action: Action): "all" | DepartmentName[] {
  const scope = scopeOf(user.role, action);
  if (scope === "any") return "all";
  if (scope !== "department") return [];
  const mine = new Set<string>(user.departments);
  // In DEPARTMENTS order, and only known names (a stale name in the user row matches nothing anyway).
  return DEPARTMENT_NAMES.filter((d) => mine.has(d));
}

/** Whether the department is within the user's reach for the action (coordinators: their own; the admin: any). */
export function inDepartmentScope(user: AuthUser, action: Action, department: DepartmentName): boolean {
  // The department's record as the policy reads it; it is nobody's own, so the scope `own` never reaches it.
  return may(user, action, { ownerId: "", departments: [department] });
}

/**
 * Refuses (403, the module's own sentence with `{{departmentName}}`) an action on a department
 * outside the user's reach: coordinators act for their own departments, the admin for any.
 */
export function assertDepartmentInScope(
  user: AuthUser,
  action: Action,
  department: DepartmentName,
  refusal: string,
): void {
  if (!inDepartmentScope(user, action, department)) throw forbidden(refusal, { departmentName: department });
}
