import type { Category, Qualification, SelectionChannel, SelectionMethod } from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import { alias, type PgColumn, type PgSelect } from "drizzle-orm/pg-core";
import { applicationSelections, applications, meritLines, profileSections, profiles, users } from "./schema.ts";

/**
 * The joins the selection modules (shortlist, slots, marks, merit, offers) read a candidate through, written
 * once so their statements stay the same text: the personal-details section under its own name (a
 * query may join other sections beside it), and the category declared there.
 */
export const personal = alias(profileSections, "personal");
export const personalCategory = sql<Category | null>`${personal.data} ->> 'category'`;

/** A selection row's channel, typed as the shared vocabulary (the columns are plain text). */
export const selectionChannelColumns = {
  qualification: sql<Qualification>`${applicationSelections.qualification}`,
  channel: sql<SelectionChannel>`${applicationSelections.channel}`,
  method: sql<SelectionMethod>`${applicationSelections.method}`,
};

/** The candidate's personal details for `personal`: profile, then the section; each at most one row. */
export const personalOfProfile = and(eq(personal.profileId, profiles.id), eq(personal.section, "personalDetails"));

/** An application (already joined) → its candidate's profile → the personal-details section. */
export function withPersonal<T extends PgSelect>(query: T) {
  return query.leftJoin(profiles, eq(profiles.userId, applications.userId)).leftJoin(personal, personalOfProfile);
}

/** Selection rows → their application → the candidate (user) → the personal-details section. */
export function selectionCandidates<T extends PgSelect>(query: T) {
  return withPersonal(
    query
      .innerJoin(applications, eq(applications.id, applicationSelections.applicationId))
      .innerJoin(users, eq(users.id, applications.userId)),
  );
}

/** Who to write to about an application (joined with its user). */
export const candidateContact = {
  userId: applications.userId,
  name: users.name,
  email: users.email,
  /** The candidate's language: their mails' (decision 035). */
  language: users.language,
};

/**
 * A row about one candidate of a published list (an objection, an offer) → its application, the
 * candidate (user), and the candidate's line of that list.
 */
export function withListLine<T extends PgSelect>(query: T, row: { applicationId: PgColumn; publicationId: PgColumn }) {
  return query
    .innerJoin(applications, eq(applications.id, row.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(
      meritLines,
      and(eq(meritLines.publicationId, row.publicationId), eq(meritLines.applicationId, row.applicationId)),
    );
}
