import {
  DOCUMENT_KIND_LABELS,
  isProfileDocumentKind,
  PROFILE_DOCUMENT_KINDS,
  PROFILE_SECTIONS,
  type ProfileSection,
  sectionDocuments,
  type VerificationStatus,
} from "@phd/shared";
import type { documents } from "../db/schema.ts";
import { storageKeyOf } from "../storage/storage.ts";
import {
  type DemoFileLinker,
  type DemoIds,
  type DemoSource,
  demoPdf,
  demoPhotoPng,
  demoSignaturePng,
} from "./demo-files.ts";
import { ADMISSION_RECEIPT_SOURCE } from "./demo-offers.ts";
import type { ProfileValues } from "./demo-profiles.ts";
import type { CandidateReview } from "./demo-reviews.ts";
import type { StaffMember } from "./demo-staff.ts";

export type DocumentInsert = typeof documents.$inferInsert;

// Every profile document is a PDF except the two images.
const PDF_KINDS = PROFILE_DOCUMENT_KINDS.filter((kind) => kind !== "applicantPhoto" && kind !== "signature");

export function demoSources(): DemoSource[] {
  return [
    { name: "applicantPhoto", mimeType: "image/png", bytes: demoPhotoPng() },
    { name: "signature", mimeType: "image/png", bytes: demoSignaturePng() },
    ...PDF_KINDS.map((kind) => ({
      name: kind,
      mimeType: "application/pdf" as const,
      bytes: demoPdf(DOCUMENT_KIND_LABELS[kind]),
    })),
    { name: "sop", mimeType: "application/pdf", bytes: demoPdf("Statement of Purpose") },
    { name: "feeReceipt", mimeType: "application/pdf", bytes: demoPdf("Application Fee Receipt") },
    { name: ADMISSION_RECEIPT_SOURCE, mimeType: "application/pdf", bytes: demoPdf("Admission Fee Receipt") },
  ];
}

const FILE_NAMES: Record<string, string> = {
  applicantPhoto: "photo.png",
  signature: "signature.png",
  proofOfDob: "birth_certificate.pdf",
  nationalityCertificate: "nationality_certificate.pdf",
  ugMarksheet: "ug_marksheet.pdf",
  ugDegreeCertificate: "ug_degree.pdf",
  pgMarksheet: "pg_marksheet.pdf",
  pgDegreeCertificate: "pg_degree.pdf",
  gateScorecard: "GATE_scorecard.pdf",
  netScorecard: "NET_scorecard.pdf",
  rpetCertificate: "RPET_certificate.pdf",
};
const fileNameOf = (kind: string) => FILE_NAMES[kind] ?? `${kind.replace(/([A-Z])/g, "_$1").toLowerCase()}.pdf`;

/** One candidate's document rows and the storage keys to link to the demo files. */
export class CandidateDocuments {
  /** The rows to write: the profile documents and those of the applications not withdrawn. */
  readonly rows: DocumentInsert[] = [];
  readonly links: { source: string; key: string }[] = [];
  private readonly ids: DemoIds;
  private readonly userId: string;
  private readonly linker: DemoFileLinker;
  private readonly review: CandidateReview;

  constructor(ids: DemoIds, userId: string, linker: DemoFileLinker, review: CandidateReview) {
    this.ids = ids;
    this.userId = userId;
    this.linker = linker;
    this.review = review;
  }

  /** A document of the demo source `source`, reviewed by `signer` as `status` (not added to `rows`). */
  make(
    documentType: string,
    source: string,
    section: ProfileSection | null,
    createdAt: Date,
    fileName: string,
    status: VerificationStatus,
    signer: StaffMember,
  ): DocumentInsert {
    const id = this.ids.next();
    const key = storageKeyOf(id);
    this.links.push({ source, key });
    const review = this.review.document(id, status, signer);
    return {
      id,
      userId: this.userId,
      documentType,
      section,
      originalFileName: fileName,
      ...this.linker.factsOf(source),
      storageKey: key,
      status: review.status,
      remarks: review.remarks,
      signedById: review.signedById,
      signedAt: review.signedAt,
      createdAt,
      updatedAt: review.signedAt ?? createdAt,
    };
  }

  /** Profile documents: exactly the ones each section's rules require. Returns the kinds uploaded. */
  addProfileDocuments(data: ProfileValues, savedAt: Date[], profileAt: number): Set<string> {
    const uploaded = new Set<string>();
    PROFILE_SECTIONS.forEach((section, k) => {
      for (const kind of sectionDocuments(section, data[section] as Record<string, unknown>).required) {
        if (!isProfileDocumentKind(kind)) continue;
        const status = this.review.decide();
        this.review.profileParts.push(status);
        uploaded.add(kind);
        this.rows.push(
          this.make(
            kind,
            kind,
            section,
            savedAt[k] ?? new Date(profileAt),
            fileNameOf(kind),
            status,
            this.review.reviewer,
          ),
        );
      }
    });
    return uploaded;
  }
}
