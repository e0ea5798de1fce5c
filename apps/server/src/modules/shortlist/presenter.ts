import type { placementFor, Qualification, ShortlistEntry } from "@phd/shared";
import type * as q from "./queries.ts";

type Placements = Record<Qualification, ReturnType<typeof placementFor>>;

/**
 * An application in selection as the shortlist shows it: the channel and method of its decision
 * where one was made (a decision keeps the channel it was made in), else where it stands now.
 */
export function presentEntry(r: q.EntryRow, placements: Placements): ShortlistEntry {
  const live = placements[r.liveQualification];
  return {
    id: r.id,
    applicationId: r.applicationId,
    applicationType: r.applicationType,
    name: r.name,
    email: r.email,
    category: r.category,
    isPhysicallyDisabled: r.isPhysicallyDisabled,
    qualification: r.decided?.qualification ?? live.qualification,
    channel: r.decided?.channel ?? live.channel,
    method: r.decided?.method ?? live.method,
    channelReason: r.decided?.channelReason ?? live.reason,
    decision: r.decided?.decision ?? "PENDING",
    decisionReason: r.decided?.decisionReason ?? null,
    decidedAt: r.decided?.decidedAt.toISOString() ?? null,
    isVerified: r.status === "VERIFIED",
  };
}
