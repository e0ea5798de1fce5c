import { type PersonalDetailsValue, PROFILE_SECTIONS, type ProfileSection, type VerificationStatus } from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { preparedRead } from "../../db/prepared.ts";
import { profileSections, profiles, type StoredSectionData, users } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type SectionRow = typeof profileSections.$inferSelect;

/** The candidate's profile, created with its four empty sections on first use. */
export async function ensureProfile(db: DbOrTx, userId: string): Promise<typeof profiles.$inferSelect> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (existing) return existing;
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
  const profile = await single(
    db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1),
    mustExist("profile just created"),
  );
  await db
    .insert(profileSections)
    .values(PROFILE_SECTIONS.map((section) => ({ profileId: profile.id, section })))
    .onConflictDoNothing();
  return profile;
}

const signer = alias(users, "signer");
const remarker = alias(users, "remarker");

/** The four sections with the reviewer and manual-remark author names, in one query. */
const sectionsWithPeopleRead = preparedRead((db) =>
  db
    .select({
      section: profileSections,
      signer: { id: signer.id, name: signer.name, departments: signer.departments },
      remarker: { name: remarker.name },
    })
    .from(profileSections)
    .leftJoin(signer, eq(signer.id, profileSections.signedById))
    .leftJoin(remarker, eq(remarker.id, profileSections.manualRemarkById))
    .where(eq(profileSections.profileId, sql.placeholder("profileId")))
    .prepare("profile_sections_with_people"),
);
export function sectionsWithPeople(db: DbOrTx, profileId: string) {
  return sectionsWithPeopleRead(db).execute({ profileId });
}
export type SectionWithPeople = Awaited<ReturnType<typeof sectionsWithPeople>>[number];

export async function findSection(db: DbOrTx, profileId: string, section: ProfileSection): Promise<SectionRow> {
  return single(
    db
      .select()
      .from(profileSections)
      .where(and(eq(profileSections.profileId, profileId), eq(profileSections.section, section))),
    mustExist("profile section"),
  );
}

/** Locks the section row for the rest of the transaction (concurrent saves and reviews serialise). */
export async function lockSection(db: DbOrTx, profileId: string, section: ProfileSection): Promise<SectionRow> {
  return single(
    db
      .select()
      .from(profileSections)
      .where(and(eq(profileSections.profileId, profileId), eq(profileSections.section, section)))
      .for("update"),
    mustExist("profile section"),
  );
}

export async function saveSectionData(db: DbOrTx, id: string, data: StoredSectionData, status: VerificationStatus) {
  await db
    .update(profileSections)
    .set({ data, isCompleted: true, status, updatedAt: sql`now()` })
    .where(eq(profileSections.id, id));
}

export async function touchProfile(db: DbOrTx, profileId: string) {
  await db.update(profiles).set({ updatedAt: sql`now()` }).where(eq(profiles.id, profileId));
}

const profileByUserRead = preparedRead((db) =>
  db
    .select({ profile: profiles, user: { id: users.id, name: users.name, email: users.email, role: users.role } })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("profile_by_user"),
);
export async function findProfileByUser(db: DbOrTx, userId: string) {
  const [row] = await profileByUserRead(db).execute({ userId });
  return row;
}

/** Locks a section and tells whose profile it is (review actions). */
export async function lockSectionWithOwner(db: DbOrTx, profileId: string, section: ProfileSection) {
  const [row] = await db
    .select({ section: profileSections, userId: profiles.userId })
    .from(profileSections)
    .innerJoin(profiles, eq(profiles.id, profileSections.profileId))
    .where(and(eq(profileSections.profileId, profileId), eq(profileSections.section, section)))
    .for("update", { of: profileSections });
  return row;
}

export async function setSectionVerification(
  db: DbOrTx,
  id: string,
  v: { status: VerificationStatus; remarks: string; signedById: string },
) {
  await db
    .update(profileSections)
    .set({ ...v, signedAt: sql`now()` })
    .where(eq(profileSections.id, id));
}

export async function setManualRemark(db: DbOrTx, id: string, remark: string, byId: string) {
  await db
    .update(profileSections)
    .set({ manualRemark: remark, manualRemarkById: byId, manualRemarkAt: sql`now()` })
    .where(eq(profileSections.id, id));
}

/** Whether all four sections of the candidate's profile are complete. */
export async function isProfileComplete(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ isCompleted: profileSections.isCompleted })
    .from(profileSections)
    .innerJoin(profiles, eq(profiles.id, profileSections.profileId))
    .where(eq(profiles.userId, userId));
  return rows.length === 4 && rows.every((r) => r.isCompleted);
}

/** The personal section's saved values (the facts the working-professional rule reads). */
const personalDataRead = preparedRead((db) =>
  db
    .select({ data: profileSections.data })
    .from(profileSections)
    .innerJoin(profiles, eq(profiles.id, profileSections.profileId))
    .where(and(eq(profiles.userId, sql.placeholder("userId")), eq(profileSections.section, "personalDetails")))
    .limit(1)
    .prepare("personal_data_of"),
);
export async function personalDataOf(db: DbOrTx, userId: string): Promise<Partial<PersonalDetailsValue>> {
  const [row] = await personalDataRead(db).execute({ userId });
  // The row is the personalDetails section, so `data` holds that section's values.
  return (row?.data ?? {}) as Partial<PersonalDetailsValue>;
}

/** Stores the personal section's Aadhaar number, sealed, with its search hash (decision 020). */
/** Seals the number on the profile, or (null) removes it. */
export async function setAadhaar(db: DbOrTx, profileId: string, sealed: { ciphertext: string; hash: string } | null) {
  await db
    .update(profiles)
    .set({ aadhaarCiphertext: sealed?.ciphertext ?? null, aadhaarHash: sealed?.hash ?? null })
    .where(eq(profiles.id, profileId));
}

export async function aadhaarOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ profileId: profiles.id, ciphertext: profiles.aadhaarCiphertext, sectionId: profileSections.id })
    .from(profiles)
    .innerJoin(
      profileSections,
      and(eq(profileSections.profileId, profiles.id), eq(profileSections.section, "personalDetails")),
    )
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

/** Personal sections still holding a plain number (saved before decision 020), locked for the conversion. */
export async function plainAadhaarSections(db: DbOrTx, limit: number) {
  return db
    .select({ id: profileSections.id, profileId: profileSections.profileId, data: profileSections.data })
    .from(profileSections)
    .where(and(eq(profileSections.section, "personalDetails"), sql`${profileSections.data} ? 'addharNumber'`))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Drops the plain number from a section's data, leaving every other value as it was. */
export async function dropPlainAadhaar(db: DbOrTx, sectionId: string) {
  await db
    .update(profileSections)
    .set({ data: sql`${profileSections.data} - 'addharNumber'` })
    .where(eq(profileSections.id, sectionId));
}
