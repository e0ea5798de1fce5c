import type { CandidateMerit } from "@phd/shared";
import type { DbOrTx } from "../../db/client.ts";
import { presentObjection, storedLineView } from "./presenter.ts";
import * as q from "./queries.ts";

/** The candidate's line of the newest published list of each application (final over provisional). */
export async function candidateMerits(
  db: DbOrTx,
  applicationIds: string[],
  now: Date,
): Promise<Map<string, CandidateMerit>> {
  const out = new Map<string, CandidateMerit>();
  if (applicationIds.length === 0) return out;
  const [rows, objections] = await Promise.all([
    q.linesOfApplications(db, applicationIds),
    q.objectionsOfApplications(db, applicationIds),
  ]);
  for (const id of applicationIds) {
    const mine = rows.filter((r) => r.line.applicationId === id);
    const final = mine.find((r) => r.publication.stage === "FINAL");
    const provisional = mine.find((r) => r.publication.stage === "PROVISIONAL");
    const shown = final ?? provisional;
    if (!shown) continue;
    const objection = objections.find((o) => o.objection.publicationId === provisional?.publication.id);
    const line = storedLineView(shown);
    const provisionalLine = final && provisional ? storedLineView(provisional) : null;
    const closes = shown.publication.objectionsCloseAt;
    out.set(id, {
      stage: shown.publication.stage,
      publishedAt: shown.publication.publishedAt.toISOString(),
      objectionsCloseAt: closes?.toISOString() ?? null,
      mayObject: !final && closes !== null && closes > now && !objection,
      channel: shown.line.channel,
      line,
      provisionalLine:
        provisionalLine && JSON.stringify(provisionalLine) !== JSON.stringify(line) ? provisionalLine : null,
      objection: objection ? presentObjection(objection) : null,
    });
  }
  return out;
}
