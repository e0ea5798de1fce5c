import type { Category } from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { applicationSelections, applications, profileSections, profiles, users } from "./schema.ts";

/**
 * The joins the selection modules (shortlist, slots, marks, merit) read a candidate through, written
 * once so their statements stay the same text: the personal-details section under its own name (a
 * query may join other sections beside it), and the category declared there.
 */
export const personal = alias(profileSections, "personal");
export const personalCategory = sql<Category | null>`${personal.data} ->> 'category'`;

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
