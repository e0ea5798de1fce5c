import { type CandidateOffer, DEFAULT_OFFER_SETTINGS, type OfferSettings } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { readRound } from "../rounds/index.ts";
import { mustFind } from "./access.ts";
import { presentCandidateOffer } from "./presenter.ts";
import * as q from "./queries.ts";
import { roundOfferSettings } from "./settings.ts";

/** The candidate's offers on their applications (the applications module shows them). */
export async function candidateOffers(
  db: DbOrTx,
  applicationIds: string[],
  now: Date,
): Promise<Map<string, CandidateOffer>> {
  const out = new Map<string, CandidateOffer>();
  if (applicationIds.length === 0) return out;
  const rows = await q.offersOfApplications(db, applicationIds);
  const settings = new Map<string, OfferSettings>();
  for (const f of rows) {
    if (!settings.has(f.offer.roundId))
      settings.set(f.offer.roundId, roundOfferSettings.of((await readRound(db, f.offer.roundId)).settings));
    out.set(
      f.offer.applicationId,
      presentCandidateOffer(f, settings.get(f.offer.roundId) ?? DEFAULT_OFFER_SETTINGS, now),
    );
  }
  return out;
}

/** One offer as its candidate reads it, after they changed it (an answer, the admission fee). */
export async function candidateOfferOf(ctx: AppContext, offerId: string) {
  const f = await mustFind(ctx.db, offerId);
  const round = await readRound(ctx.db, f.offer.roundId);
  return presentCandidateOffer(f, roundOfferSettings.of(round.settings), ctx.clock.now());
}
