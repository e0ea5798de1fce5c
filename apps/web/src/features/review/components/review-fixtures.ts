// Test-only helpers of the review feature: an application as the server sends it (the recording fetch
// stub is `stubApi` of the test kit, re-exported here for the review tests).
import type { ApplicationDetail, DocumentRecord, EntireApplicationResponse, HistoryEvent } from "@phd/shared";
import {
  APPLICATION_ID,
  applicationDetail,
  historyEvent as baseHistoryEvent,
  CANDIDATE_ID,
  documentRecord,
  profileRecord,
  RECEIPT_ID,
  sectionMeta,
} from "../../../test/fixtures.ts";

export { stubApi } from "../../../test/network.ts";

export const APP_ID = APPLICATION_ID;
export { CANDIDATE_ID, RECEIPT_ID };
export const PROFILE_ID = "00000000-0000-4000-8000-0000000000f1";
export const SOP_ID = "00000000-0000-4000-8000-0000000000d1";
export const PHOTO_ID = "00000000-0000-4000-8000-0000000000d3";

export function entireApplication({
  sop = {},
  application = {},
}: {
  sop?: Partial<DocumentRecord>;
  application?: Partial<ApplicationDetail>;
} = {}): EntireApplicationResponse {
  const status = sop.status ?? "PENDING";
  return {
    success: true,
    data: {
      application: applicationDetail({
        requiredDocuments: {
          statementOfPurpose: documentRecord({
            _id: SOP_ID,
            originalFileName: "sop.pdf",
            documentType: "SOP_COMPUTER_REGULAR",
            ...sop,
            status,
            verification: sop.verification ?? { status, updatedAt: null, signedBy: null },
          }),
        },
        ...application,
      }),
      profile: profileRecord({
        _id: PROFILE_ID,
        userId: CANDIDATE_ID,
        personalDetails: {
          ...sectionMeta({
            documents: {
              applicantPhoto: documentRecord({
                _id: PHOTO_ID,
                originalFileName: "me.jpg",
                documentType: "applicantPhoto",
              }),
            },
          }),
          name: "Asha Rao",
        },
      }),
    },
  };
}

/** A history event of the SOP unless the overrides say otherwise. */
export function historyEvent(overrides: Partial<HistoryEvent> = {}): HistoryEvent {
  return baseHistoryEvent({ subjectId: SOP_ID, ...overrides });
}
