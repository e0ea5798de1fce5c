import {
  type AadhaarMode,
  aadhaarDigits,
  aadhaarModeOf,
  DOCUMENT_KIND_LABELS,
  entranceInput,
  isWorkingProfessionalEligible,
  maskAadhaar,
  nestMultipartFields,
  type ProfileDocumentKind,
  type ProfileSection,
  personalDetailsInputFor,
  pgInput,
  profileDocumentLabel,
  REFUSAL_CODES,
  rpetYears,
  SECTION_DOCUMENT_KINDS,
  sectionDocuments,
  ugInput,
} from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { AadhaarVault } from "../../lib/aadhaar.ts";
import { badRequest, conflict, notFound, term, terms } from "../../lib/errors.ts";
import { type AuthUser, reachableOr404 } from "../../plugins/auth.ts";
import { documentFileOf, type FormUpload, type SavedUpload } from "../../storage/uploads.ts";
import { candidateFacts, refreshApplicationStatuses } from "../application-status/index.ts";
import { recordAudit } from "../audit/index.ts";
import {
  deleteDocumentsByIds,
  insertDocument,
  previousFileOf,
  profileDocumentsOf,
  profileDocumentTypesOf,
  replaceDocumentFile,
} from "../documents/index.ts";
import { currentRoundSettings } from "../rounds/index.ts";
import { type AadhaarView, presentProfile } from "./presenter.ts";
import * as q from "./queries.ts";

type ReadCtx = Pick<AppContext, "db" | "aadhaar">;

/**
 * Who the profile is presented to: only the owner's own read carries the full Aadhaar number
 * (their edit form is prefilled with it); everyone else, and every PDF, gets the masked form.
 */
export type ProfileReader = "owner" | "other";

function aadhaarView(
  vault: AadhaarVault,
  profile: { id: string; aadhaarCiphertext: string | null },
  reader: ProfileReader,
): AadhaarView {
  if (!profile.aadhaarCiphertext) return null;
  const digits = vault.decrypt(profile.aadhaarCiphertext, profile.id);
  return { masked: maskAadhaar(digits), full: reader === "owner" ? digits : undefined };
}

/** The presented profile and the profile document rows it was built from (the PDF needs their files). */
export async function loadProfileWithDocuments(ctx: ReadCtx, userId: string, reader: ProfileReader = "other") {
  const found = await q.findProfileByUser(ctx.db, userId);
  if (found?.user.role !== "candidate") throw notFound("Candidate not found.");
  const profile = found.profile ?? (await q.ensureProfile(ctx.db, userId));
  const [sections, docs] = await Promise.all([
    q.sectionsWithPeople(ctx.db, profile.id),
    profileDocumentsOf(ctx.db, userId),
  ]);
  const aadhaar = aadhaarView(ctx.aadhaar, profile, reader);
  return { profile: presentProfile(profile, found.user, sections, docs, aadhaar), documents: docs };
}

export async function loadProfile(ctx: ReadCtx, userId: string, reader: ProfileReader = "other") {
  const { profile } = await loadProfileWithDocuments(ctx, userId, reader);
  if (reader !== "owner") return profile;
  return { ...profile, aadhaarMode: aadhaarModeOf(await currentRoundSettings(ctx.db)) };
}

/** The sealed form of a number: ciphertext bound to the profile, and the keyed search hash. */
function sealAadhaar(vault: AadhaarVault, profileId: string, digits: string) {
  const hash = vault.hash(digits);
  if (!hash) throw new Error("An Aadhaar number has 12 digits");
  return { ciphertext: vault.encrypt(digits, profileId), hash };
}

/**
 * Seals the plain numbers saved before decision 020 and removes them from the section data. Run at
 * start-up (SQL does not know the key); idempotent, in batches, each batch one transaction.
 */
export async function sealPlainAadhaarNumbers(db: Db, vault: AadhaarVault): Promise<number> {
  const BATCH = 500;
  let sealed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await q.plainAadhaarSections(tx, BATCH);
      for (const row of rows) {
        const digits = aadhaarDigits(String((row.data as { addharNumber?: unknown }).addharNumber ?? ""));
        // Values were validated when saved; anything else is not a number worth keeping.
        if (digits) await q.setAadhaar(tx, row.profileId, sealAadhaar(vault, row.profileId, digits));
        await q.dropPlainAadhaar(tx, row.id);
      }
      return rows.length;
    });
    sealed += done;
    if (done < BATCH) return sealed;
  }
}

/**
 * The full number for staff who may read the profile (decision 020). Someone else's candidate
 * answers 404 like any record read; every reveal is an audit row, written before the answer.
 */
export async function revealAadhaar(ctx: AppContext, viewer: AuthUser, userId: string): Promise<string> {
  await reachableOr404(
    viewer,
    "profile.revealAadhaar",
    userId,
    (id) => candidateFacts(ctx.db, id),
    "Profile not found.",
  );
  const row = await q.aadhaarOfUser(ctx.db, userId);
  if (!row?.ciphertext) throw notFound("No Aadhaar number has been saved.");
  const digits = ctx.aadhaar.decrypt(row.ciphertext, row.profileId);
  await recordAudit(ctx.db, {
    actorId: viewer.id,
    action: "profile.section.aadhaar_reveal",
    subjectType: "profile_section",
    subjectId: row.sectionId,
  });
  return digits;
}

/** Whether the profile makes the candidate eligible to apply as a Working Professional (two small queries). */
export async function workingProfessionalOf(db: DbOrTx, userId: string): Promise<boolean> {
  // Sequential: submission calls this inside its transaction (one connection).
  const personal = await q.personalDataOf(db, userId);
  const kinds = await profileDocumentTypesOf(db, userId);
  return isWorkingProfessionalEligible(personal, new Set(kinds));
}

/**
 * A candidate reads only their own profile, a coordinator those of candidates who applied to one
 * of their departments, the account section and admins any. Any other answers 404, like a
 * missing one (decision 007): the one rule for records named by id.
 */
export async function readProfileOf(ctx: AppContext, viewer: AuthUser, userId: string) {
  await reachableOr404(viewer, "profile.read", userId, (id) => candidateFacts(ctx.db, id), "Profile not found.");
  return loadProfile(ctx, userId, viewer.id === userId ? "owner" : "other");
}

const SECTION_NAMES: Record<ProfileSection, string> = {
  personalDetails: "Personal details",
  academicsUG: "UG academic details",
  academicsPG: "PG academic details",
  entranceDetails: "Entrance details",
};

function parseSection(
  section: ProfileSection,
  fields: Record<string, string>,
  aadhaarMode: AadhaarMode,
): Record<string, unknown> {
  const raw = nestMultipartFields(fields);
  const schema: z.ZodType =
    section === "personalDetails"
      ? personalDetailsInputFor(aadhaarMode)
      : section === "academicsUG"
        ? ugInput
        : section === "academicsPG"
          ? pgInput
          : entranceInput(rpetYears());
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
    const first = parsed.error.issues.find((i) => i.code !== "invalid_union") ?? parsed.error.issues[0];
    throw badRequest(first?.message ?? "Invalid details", errors);
  }
  const data = JSON.parse(JSON.stringify(parsed.data)) as Record<string, unknown>; // drops undefined keys
  if (section === "entranceDetails") {
    const d = data as {
      hasNotGivenAnyEntranceExam?: boolean;
      givenGate?: boolean;
      givenRpet?: boolean;
      givenNet?: boolean;
    };
    if (!d.hasNotGivenAnyEntranceExam && !d.givenGate && !d.givenRpet && !d.givenNet) {
      throw badRequest("Tick the entrance exams you have given, or 'I have not given any entrance exam'.");
    }
  }
  return data;
}

/**
 * Refuses an edit of a verified section. The route calls it before reading the upload (a
 * verified section wastes no disk); `saveSection` checks again under the row lock.
 */
export async function assertSectionEditable(ctx: AppContext, user: AuthUser, section: ProfileSection) {
  const profile = await q.ensureProfile(ctx.db, user.id);
  const current = await q.findSection(ctx.db, profile.id, section);
  if (current.status === "VERIFIED") {
    throw conflict("{{sectionName}} have been verified and can no longer be edited.", {
      sectionName: term(SECTION_NAMES[section]),
    });
  }
}

/** The file fields a section's form may send: its document kinds. */
export function sectionFileFields(section: ProfileSection): ReadonlySet<string> {
  return new Set<string>(SECTION_DOCUMENT_KINDS[section]);
}

/** How an upload field of a section form is named in messages. */
export function sectionFileLabel(field: string): string {
  return profileDocumentLabel(field) ?? field;
}

/**
 * Saves one section: fields and documents together, in one transaction. Refused when the
 * section (or a document being replaced) is verified, when a required field or a relevant
 * document is missing, or a file is not a PDF/JPG/PNG by content. On any refusal the files
 * of this request are removed and nothing is stored.
 */
export async function saveSection(
  ctx: AppContext,
  user: AuthUser,
  section: ProfileSection,
  { fields, files }: FormUpload,
) {
  const profile = await q.ensureProfile(ctx.db, user.id);
  const allowed = sectionFileFields(section);
  const removeKeys: string[] = [];
  try {
    // The current round says whether the Aadhaar number is asked (issue 28).
    const aadhaarMode = aadhaarModeOf(await currentRoundSettings(ctx.db));
    const data = parseSection(section, fields, aadhaarMode);
    const { shown, required } = sectionDocuments(section, data);
    const uploads = new Map<string, SavedUpload>();
    for (const f of files) {
      // A file for a document that does not apply to this candidate is not kept.
      if (shown.includes(f.field as ProfileDocumentKind)) uploads.set(f.field, f);
      else removeKeys.push(f.key);
    }

    await ctx.db.transaction(async (tx) => {
      const locked = await q.lockSection(tx, profile.id, section);
      if (locked.status === "VERIFIED")
        throw conflict("{{sectionName}} have been verified and can no longer be edited.", {
          sectionName: term(SECTION_NAMES[section]),
        });
      const existing = (await profileDocumentsOf(tx, user.id)).filter((d) => allowed.has(d.doc.documentType));
      const byKind = new Map(existing.map((d) => [d.doc.documentType, d.doc]));

      for (const [kind, upload] of uploads) {
        const old = byKind.get(kind);
        if (old?.status === "VERIFIED") {
          throw conflict("{{documentName}} has been verified and cannot be replaced.", {
            documentName: term(profileDocumentLabel(kind) ?? kind),
          });
        }
        const file = documentFileOf(upload);
        let documentId = old?.id;
        if (old) {
          // The old file stays, named in the history, so a reviewer can see what was replaced (issue 11).
          await replaceDocumentFile(tx, old.id, file);
        } else {
          documentId = await insertDocument(tx, {
            ...file,
            userId: user.id,
            documentType: kind,
            section,
          });
        }
        await recordAudit(tx, {
          actorId: user.id,
          action: old ? "document.replace" : "document.upload",
          subjectType: "document",
          subjectId: documentId,
          fromStatus: old?.status ?? null,
          toStatus: "PENDING",
          data: old ? { kind, previous: previousFileOf(old) } : { kind },
        });
      }

      const missing = required.filter((k) => !uploads.has(k) && !byKind.has(k));
      if (missing.length > 0) {
        throw badRequest("Required documents missing: {{documents}}", undefined, {
          documents: terms(missing.map((k) => DOCUMENT_KIND_LABELS[k])),
        }).withCode(REFUSAL_CODES.documentsMissing);
      }
      // Documents that no longer apply (category changed, exam unticked, PG not done) are removed.
      const stale = existing
        .filter((d) => !shown.includes(d.doc.documentType as ProfileDocumentKind))
        .map((d) => d.doc.id);
      for (const r of await deleteDocumentsByIds(tx, stale)) removeKeys.push(r.storageKey);

      // An edit after a modification request goes back to the reviewers.
      const status = locked.status === "MODIFICATION_REQUESTED" ? "PENDING" : locked.status;
      // The Aadhaar number is kept only sealed, on the profile row (decision 020).
      const { addharNumber, ...stored } = data;
      if (section === "personalDetails") {
        // Not asked, or left out where optional: nothing of it is kept (a number saved before goes).
        await q.setAadhaar(
          tx,
          profile.id,
          typeof addharNumber === "string" ? sealAadhaar(ctx.aadhaar, profile.id, addharNumber) : null,
        );
      }
      await q.saveSectionData(tx, locked.id, section === "personalDetails" ? stored : data, status);
      await q.touchProfile(tx, profile.id);
      await recordAudit(tx, {
        actorId: user.id,
        action: "profile.section.save",
        subjectType: "profile_section",
        subjectId: locked.id,
        fromStatus: locked.status,
        toStatus: status,
        data: { section },
      });
      // A replaced or re-saved part returns to the reviewers, and so may the candidate's applications.
      await refreshApplicationStatuses(tx, user.id, user.id);
    });
  } catch (err) {
    await Promise.all(files.map((f) => ctx.storage.delete(f.key)));
    throw err;
  }
  // Old files go only after the commit, so a failed save never loses a stored file.
  await Promise.all(removeKeys.map((k) => ctx.storage.delete(k)));
  return loadProfile(ctx, user.id, "owner");
}
