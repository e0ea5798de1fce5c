import { ROLES, type Role } from "./roles.ts";

/**
 * Which role may do what to which record, written once (decision 012; spec 001 §6, decision 007).
 * Each action maps the roles allowed to a scope:
 * - `own`: the record belongs to the user (a candidate's profile, documents, applications);
 * - `department`: the record concerns one of the user's departments (coordinators; the record
 *   says which departments it concerns, e.g. those of the candidate's applications);
 * - `any`: every record of that kind.
 * A role absent from an action may not do it at all. The server's guards take their role lists
 * from here (`rolesFor`) and its record checks call `may`; the web shows or hides actions with
 * `may` too. Coordinators work on the applications of the departments an admin assigned to them
 * (issue 11, decision 007): a candidate's profile and documents concern the departments of that
 * candidate's applications, an application document only its application's department. Admins see
 * and may act on everything; the account section reads every record and verifies every payment:
 * its fee work is not by department (decision 015), and it may also review the fee receipt
 * document itself (`fee.review` on a receipt, checked in the review service).
 */
export type Scope = "own" | "department" | "any";

export const POLICY = {
  "profile.read": { candidate: "own", coordinator: "department", accountSectionCoordinator: "any", admin: "any" },
  "profile.edit": { candidate: "own" },
  /** Seeing a candidate's full Aadhaar number (audited; decision 020): staff who may read the profile. */
  "profile.revealAadhaar": { coordinator: "department", accountSectionCoordinator: "any", admin: "any" },
  "profile.review": { coordinator: "department", admin: "any" },
  "document.read": { candidate: "own", coordinator: "department", accountSectionCoordinator: "any", admin: "any" },
  "document.list": { candidate: "own" },
  "document.review": { coordinator: "department", admin: "any" },
  "application.list": { candidate: "own" },
  "application.listAll": { coordinator: "department", admin: "any" },
  "application.submit": { candidate: "own" },
  "application.read": {
    candidate: "own",
    coordinator: "department",
    accountSectionCoordinator: "any",
    admin: "any",
  },
  "application.review": { coordinator: "department", admin: "any" },
  "application.reapply": { candidate: "own" },
  "application.withdraw": { candidate: "own" },
  "fee.list": { accountSectionCoordinator: "any", admin: "any" },
  "fee.review": { accountSectionCoordinator: "any", admin: "any" },
  /** The bank statement's import, the matching and the bulk verification (issue 61). */
  "fee.reconcile": { accountSectionCoordinator: "any", admin: "any" },
  "announcement.manage": { admin: "any" },
  /** Publishing the privacy notice of the DPDP Act (issue 28). */
  "privacy.manage": { admin: "any" },
  /** A candidate's own data rights: consent, my data and its download, erasure (issue 28). */
  "privacy.ownData": { candidate: "own" },
  "constants.edit": { admin: "any" },
  /** Admission rounds (issue 24): every staff member reads them (the round switcher); the admin manages them. */
  "round.read": { coordinator: "any", accountSectionCoordinator: "any", admin: "any" },
  "round.manage": { admin: "any" },
  /** The shortlist (issue 24): coordinators of the department decide it, the admin anywhere. */
  "selection.shortlist": { coordinator: "department", admin: "any" },
  /** Test and interview slots (issue 24): as the shortlist. */
  "selection.slots": { coordinator: "department", admin: "any" },
  /** A call letter: the candidate's own; staff of the department preview it. */
  "callLetter.read": { candidate: "own", coordinator: "department", admin: "any" },
  /** Entrance-test marks and interview scores (issue 25): as the shortlist; every change audited. */
  "selection.marks": { coordinator: "department", admin: "any" },
  /** The merit list's preview, published lists and exports: the department's staff. */
  "merit.read": { coordinator: "department", admin: "any" },
  /** Publishing a list (provisional, final) is the admin's. */
  "merit.publish": { admin: "any" },
  /** A candidate's one objection to their own line of a provisional list. */
  "objection.raise": { candidate: "own" },
  /** Answering objections: the department's coordinators, the admin anywhere. */
  "objection.answer": { coordinator: "department", admin: "any" },
  /** Offers of admission (issue 26): the admin issues them and changes deadlines; the department's staff read them. */
  "offer.manage": { admin: "any" },
  "offer.read": { coordinator: "department", admin: "any" },
  /** The candidate answers their own offer (accept, decline, withdraw) and enters the admission fee. */
  "offer.answer": { candidate: "own" },
  /** The offer letter: the candidate's own; staff of the department. */
  "offerLetter.read": { candidate: "own", coordinator: "department", admin: "any" },
  "staff.manage": { admin: "any" },
  "statistics.read": { admin: "any" },
  "audit.read": { admin: "any" },
} as const satisfies Record<string, Partial<Record<Role, Scope>>>;

export type Action = keyof typeof POLICY;
export const ACTIONS = Object.keys(POLICY) as Action[];

/** Who is asking: the signed-in user's id, role and (for coordinators) departments. */
export interface Actor {
  id: string;
  role: Role;
  departments?: readonly string[];
}

/** The facts of a record the scopes read: whose it is and which departments it concerns. */
export interface RecordFacts {
  ownerId: string;
  departments?: readonly string[];
}

/** The scope a role has for an action, or undefined when it may not do it. */
export function scopeOf(role: Role, action: Action): Scope | undefined {
  const row: Partial<Record<Role, Scope>> = POLICY[action];
  return row[role];
}

/** The roles that may do an action to some record (the server's role guards), optionally only with one scope. */
export function rolesFor(action: Action, only?: Scope): Role[] {
  const row: Partial<Record<Role, Scope>> = POLICY[action];
  return ROLES.filter((role) => row[role] !== undefined && (!only || row[role] === only));
}

/**
 * Whether the actor may do the action: to this record when one is given, else to some record
 * (e.g. whether to show the button at all).
 */
export function may(actor: Actor, action: Action, record?: RecordFacts): boolean {
  const scope = scopeOf(actor.role, action);
  if (!scope) return false;
  if (!record || scope === "any") return true;
  if (scope === "own") return record.ownerId === actor.id;
  const mine = new Set(actor.departments ?? []);
  return (record.departments ?? []).some((d) => mine.has(d));
}
