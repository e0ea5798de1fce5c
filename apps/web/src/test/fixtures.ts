// Answers the server gives, typed by the shared response schemas, for component tests.
import type { DocumentRecord, ProfileRecord, SectionMeta } from "@phd/shared";

const NOW = "2025-01-10T10:00:00.000Z";
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

export function documentRecord(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    _id: uuid(),
    originalFileName: "file.pdf",
    documentType: "ugMarksheet",
    mimeType: "application/pdf",
    fileSize: 2_621_440,
    status: "PENDING",
    verification: { status: "PENDING", updatedAt: null, signedBy: null },
    remarks: null,
    updatedAt: NOW,
    createdAt: NOW,
    ...overrides,
  };
}

export function sectionMeta(overrides: Partial<SectionMeta> = {}): SectionMeta {
  return {
    isCompleted: true,
    verification: { status: "PENDING", updatedAt: null, signedBy: null },
    remarks: null,
    manualRemarks: null,
    updatedAt: NOW,
    documents: {},
    ...overrides,
  };
}

export function profileRecord(overrides: Partial<ProfileRecord> = {}): ProfileRecord {
  return {
    _id: uuid(),
    userId: uuid(),
    name: "Asha Rao",
    email: "asha@example.org",
    updatedAt: NOW,
    isWorkingProfessional: false,
    verificationStatus: { status: "PENDING" },
    personalDetails: null,
    academicsUG: null,
    academicsPG: null,
    entranceDetails: null,
    ...overrides,
  };
}
