import type { DepartmentName } from "@phd/shared";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { type AuthUser, assertDepartmentInScope, visibleOr404 } from "../../plugins/auth.ts";
import { lockOpenRound } from "../rounds/index.ts";
import * as q from "./queries.ts";

export const NOT_FOUND = "Offer not found.";
const CLOSED = 'The admission round "{{roundName}}" is closed: its offers cannot change.';

/** The round under a share lock for a change of its offers; a closed round changes nothing (409). */
export const lockOpenOfferRound = (tx: Tx, roundId: string) => lockOpenRound(tx, roundId, CLOSED);

/** Coordinators see their departments' offers (403 otherwise); the admin any. */
export const assertDepartment = (user: AuthUser, department: DepartmentName) =>
  assertDepartmentInScope(user, "offer.read", department, "You do not see the offers of {{departmentName}}.");

/** The offer with what staff see of it (404 when there is none). */
export async function mustFind(db: DbOrTx, offerId: string) {
  const found = await q.offerById(db, offerId);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** The candidate's own offer under its row lock, in a round that is open (else 404 / 409). */
export async function lockOwnOffer(tx: Tx, user: AuthUser, offerId: string) {
  const seen = await q.offerById(tx, offerId);
  visibleOr404(
    user,
    "offer.answer",
    seen,
    (f) => ({ ownerId: f.userId, departments: [f.offer.department] }),
    NOT_FOUND,
  );
  const offer = await q.lockOffer(tx, offerId);
  if (!offer) throw notFound(NOT_FOUND);
  return { offer, round: await lockOpenOfferRound(tx, offer.roundId) };
}
