import { Readable } from "node:stream";
import { MY_DATA_SIGN_INS, maskAadhaar, type myData, ymd } from "@phd/shared";
import { ZipFile } from "yazl";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { readConstants } from "../constants/index.ts";
import { candidateMerits } from "../merit/index.ts";
import { candidateOffers } from "../offers/index.ts";
import { candidateShortlists } from "../shortlist/index.ts";
import * as q from "./my-data-queries.ts";

// "My data" of the DPDP Act 2023 (issue 28, item 2): what the portal holds about a candidate, on
// a page and as a ZIP streamed file by file.

type MyDataInput = z.input<typeof myData>;

/**
 * The application PDF as the applications module renders it for download (`applicationPdf` of its
 * index). Passed in by app.ts: importing that module here would close an import cycle through
 * rounds → privacy.
 */
export type ApplicationPdf = (ctx: AppContext, viewer: AuthUser, id: string) => Promise<{ pdf: Buffer }>;

/** A file of theirs as the archive holds it; the storage key never leaves the server. */
interface ArchiveFile {
  archiveName: string;
  storageKey: string;
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The longest file name kept inside the archive (most unzip tools and file systems take 255 bytes). */
const NAME_MAX = 120;

/**
 * A file name safe inside a ZIP and on the disk it is unpacked to: no folders, no `..`, no control
 * or reserved characters, not hidden; kept short with its extension.
 */
export function safeArchiveName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  let clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "_")
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "")
    .trim();
  if (!clean) clean = fallback;
  if (clean.length > NAME_MAX) {
    const dot = clean.lastIndexOf(".");
    const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
    clean = clean.slice(0, NAME_MAX - ext.length) + ext;
  }
  return clean;
}

/** Makes each name unique (case-insensitively, as Windows and macOS compare): "a.pdf", "a (2).pdf", … */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Everything held about the candidate, and where their files are (one query per kind of record). */
async function collect(ctx: AppContext, userId: string): Promise<{ record: MyDataInput; files: ArchiveFile[] }> {
  const account = await q.accountOf(ctx.db, userId);
  if (!account) throw notFound("Candidate not found.");
  const [consents, sectionRows, docs, apps, mails, signIns] = await Promise.all([
    q.consentsOf(ctx.db, userId),
    q.profileSectionsOf(ctx.db, userId),
    q.documentsOf(ctx.db, userId),
    q.applicationsOf(ctx.db, userId),
    q.mailsTo(ctx.db, account.email),
    q.signInsOf(ctx.db, userId, MY_DATA_SIGN_INS),
  ]);
  const ids = apps.map((a) => a.app.id);
  const [shortlists, merits, offers] = await Promise.all([
    candidateShortlists(ctx.db, ids),
    candidateMerits(ctx.db, ids, ctx.clock.now()),
    candidateOffers(ctx.db, ids, ctx.clock.now()),
  ]);

  // Masked as every profile view shows it (decision 020); the ciphertext and hash stay in the database.
  const sealed = sectionRows[0];
  const aadhaarMasked = sealed?.aadhaarCiphertext
    ? maskAadhaar(ctx.aadhaar.decrypt(sealed.aadhaarCiphertext, sealed.profileId))
    : null;

  const archiveNames = uniqueNames(docs.map((d) => safeArchiveName(d.originalFileName, d.documentType)));
  const record: MyDataInput = {
    generatedAt: iso(new Date()),
    account: {
      name: account.name,
      email: account.email,
      phone: account.phone,
      language: account.language,
      registeredAt: iso(account.createdAt),
      emailVerifiedAt: isoOrNull(account.emailVerifiedAt),
    },
    consents: consents.map((c) => ({ noticeVersion: c.noticeVersion, action: c.action, at: iso(c.at) })),
    profile: {
      aadhaarMasked,
      sections: sectionRows.flatMap((s) => {
        if (!s.section) return [];
        // A plain number saved before sealing never leaves from the section data (decision 020).
        const { addharNumber: _plain, ...fields } = (s.data ?? {}) as Record<string, unknown>;
        return [
          {
            section: s.section,
            isCompleted: s.isCompleted ?? false,
            status: s.status ?? "PENDING",
            remarks: s.remarks ?? null,
            manualRemark: s.manualRemark ?? null,
            updatedAt: iso(s.updatedAt ?? new Date(0)),
            fields,
          },
        ];
      }),
    },
    documents: docs.map((d, i) => ({
      id: d.id,
      documentType: d.documentType,
      section: d.section,
      fileName: d.originalFileName,
      mimeType: d.mimeType,
      size: d.fileSize,
      uploadedAt: iso(d.createdAt),
      status: d.status,
      remarks: d.remarks,
      archiveName: `documents/${archiveNames[i]}`,
    })),
    applications: apps.map(({ app, round }) => ({
      id: app.id,
      applicationId: app.applicationId,
      round: { name: round.name, isClosed: round.closedAt !== null },
      department: app.department,
      applicationType: app.applicationType,
      status: app.status,
      remarks: app.remarks,
      submittedAt: iso(app.createdAt),
      fee: {
        utrDuNumber: app.utrDuNumber,
        amount: app.amount,
        transactionTime: iso(app.transactionTime),
        bankName: app.bankName,
        status: app.feeStatus,
        remarks: app.feeRemarks,
      },
      shortlist: shortlists.get(app.id) ?? null,
      merit: merits.get(app.id) ?? null,
      offer: offers.get(app.id) ?? null,
    })),
    mails: mails.map((m) => ({
      subject: m.subject,
      state: m.status,
      queuedAt: iso(m.createdAt),
      sentAt: isoOrNull(m.sentAt),
    })),
    signIns: signIns.map((s) => ({ at: iso(s.at) })),
  };
  const files = docs.map((d, i) => ({ archiveName: `documents/${archiveNames[i]}`, storageKey: d.storageKey }));
  return { record, files };
}

/** GET /api/candidate/my-data: the record, the reading audited. */
export async function viewMyData(ctx: AppContext, user: AuthUser): Promise<MyDataInput> {
  const { record } = await collect(ctx, user.id);
  await recordAudit(ctx.db, { actorId: user.id, action: "my_data.view", subjectType: "user", subjectId: user.id });
  return record;
}

/**
 * The "Download my data" ZIP: `my-data.json`, `documents/…` (each file of theirs), and
 * `applications/<id>.pdf`. Entries are opened one at a time when the archive reaches them and piped
 * through, so memory stays bounded whatever the number of files; a slow reader slows the reads
 * (backpressure through yazl's pipes). Audited before the first byte goes out.
 */
export async function exportMyData(ctx: AppContext, user: AuthUser, applicationPdf: ApplicationPdf) {
  const [{ record, files }, constants] = await Promise.all([collect(ctx, user.id), readConstants(ctx, false)]);
  await recordAudit(ctx.db, {
    actorId: user.id,
    action: "my_data.export",
    subjectType: "user",
    subjectId: user.id,
    data: { documents: files.length, applications: record.applications.length },
  });

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(record, null, 2)}\n`), "my-data.json");
  for (const file of files) {
    // Uploads are PDFs and images, already compressed: stored as they are.
    zip.addReadStreamLazy(file.archiveName, { compress: false }, (cb) => {
      ctx.storage.get(file.storageKey).then(
        (stream) => cb(null, stream),
        (err) => cb(err, Readable.from([])),
      );
    });
  }
  const pdfNames = uniqueNames(
    record.applications.map((a) => safeArchiveName(`${a.applicationId}.pdf`, "application.pdf")),
  );
  record.applications.forEach((a, i) => {
    // Rendered when reached, one at a time (a few hundred KB each), as the portal renders it for download.
    zip.addReadStreamLazy(`applications/${pdfNames[i]}`, { compress: false }, (cb) => {
      applicationPdf(ctx, user, a.id).then(
        ({ pdf }) => cb(null, Readable.from([pdf])),
        (err) => cb(err, Readable.from([])),
      );
    });
  });
  zip.end();
  const out = zip.outputStream as Readable;
  // A file that cannot be read (storage down) ends the download with an error rather than a ZIP missing it silently.
  zip.on("error", (err: Error) => out.destroy(err));
  return { stream: out, fileName: `my-data-${ymd(new Date(), constants.timeZone)}.zip` };
}
