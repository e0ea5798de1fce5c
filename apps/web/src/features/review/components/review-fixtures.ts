// Test-only helpers of the review feature: a recording fetch stub and an application as the server sends it.
import type { ApplicationDetail, DocumentRecord, EntireApplicationResponse, HistoryEvent } from "@phd/shared";
import { vi } from "vitest";
import { documentRecord, profileRecord, sectionMeta } from "../../../test/fixtures.ts";

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown };
type Handler = (req: SentRequest) => Answer | undefined;

/**
 * Stubs `fetch`: each request is recorded (method, URL, parsed JSON body) and answered by the first
 * handler that answers; GETs of `get` answer 200; anything else 404 "Not found".
 */
export function stubApi({ get = {}, handle }: { get?: Record<string, unknown>; handle?: Handler } = {}) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const req = { method, url, body };
      sent.push(req);
      const answer: Answer =
        handle?.(req) ??
        (method === "GET" && url in get
          ? { status: 200, body: get[url] }
          : { status: 404, body: { success: false, message: "Not found" } });
      return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.body === undefined ? {} : { "content-type": "application/json" },
      });
    }),
  );
  return { sent, of: (method: string, url: string) => sent.filter((r) => r.method === method && r.url === url) };
}

export const APP_ID = "00000000-0000-4000-8000-0000000000a1";
export const CANDIDATE_ID = "00000000-0000-4000-8000-0000000000c1";
export const PROFILE_ID = "00000000-0000-4000-8000-0000000000f1";
export const SOP_ID = "00000000-0000-4000-8000-0000000000d1";
export const RECEIPT_ID = "00000000-0000-4000-8000-0000000000d2";
export const PHOTO_ID = "00000000-0000-4000-8000-0000000000d3";

const NOW = "2025-01-10T10:00:00.000Z";

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
      application: {
        id: APP_ID,
        _id: APP_ID,
        applicationId: "PHD0042",
        department: "Computer Engineering",
        applicationType: "REGULAR",
        verificationStatus: "PENDING",
        createdAt: NOW,
        updatedAt: NOW,
        user: { name: "Asha Rao", email: "asha@example.org" },
        userId: { _id: CANDIDATE_ID, id: CANDIDATE_ID, name: "Asha Rao", email: "asha@example.org" },
        verificationField: { status: "PENDING" },
        remarks: null,
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
        feeDetails: {
          utrDuNumber: "UTR123",
          amount: 1000,
          transactionTime: NOW,
          bankName: "SBI",
          documents: {
            feeReceipt: documentRecord({
              _id: RECEIPT_ID,
              originalFileName: "receipt.pdf",
              documentType: "FEE_RECEIPT_COMPUTER_REGULAR",
            }),
          },
          verification: { status: "PENDING", signedBy: null },
          remarks: null,
          updatedAt: NOW,
        },
        ...application,
      },
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

export function historyEvent(overrides: Partial<HistoryEvent> = {}): HistoryEvent {
  return {
    id: "00000000-0000-4000-8000-0000000000e1",
    action: "REQUEST_MODIFICATION",
    subjectType: "document",
    subjectId: SOP_ID,
    section: null,
    fromStatus: "PENDING",
    toStatus: "MODIFICATION_REQUESTED",
    remarks: "Blurry scan",
    previousFile: null,
    actor: { name: "Dr. Kulkarni", role: "coordinator" },
    createdAt: NOW,
    ...overrides,
  };
}
