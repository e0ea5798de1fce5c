import type { DepartmentName, MeritStage } from "@phd/shared";
import type { Tx } from "../../db/client.ts";
import { type AuthUser, assertDepartmentInScope } from "../../plugins/auth.ts";
import { lockOpenRound } from "../rounds/index.ts";
import type * as q from "./queries.ts";

const CLOSED = 'The admission round "{{roundName}}" is closed: its merit lists can be read but not changed.';

/** The round of a change to its merit lists (publishing, objections), share-locked; 409 once closed. */
export const lockOpenMeritRound = (tx: Tx, roundId: string) => lockOpenRound(tx, roundId, CLOSED);

/** Coordinators work on their departments' lists and objections (403 otherwise); the admin on any. */
export const assertDepartment = (
  user: AuthUser,
  action: "merit.read" | "objection.answer",
  department: DepartmentName,
) => assertDepartmentInScope(user, action, department, "You do not work on {{departmentName}}.");

/** A department's publication of a stage, if there is one. */
export const stageOf = (pubs: q.PublicationRow[], stage: MeritStage) => pubs.find((p) => p.stage === stage);
