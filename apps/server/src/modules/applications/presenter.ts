import type { applicationDetail, applicationSummary } from "@phd/shared";
import type { z } from "zod";
import type { DocumentWithSigner } from "../documents/index.ts";
import { presentDocument } from "../documents/index.ts";
import type { ApplicationRow } from "./queries.ts";

interface Person {
  id?: string;
  name: string;
  email: string;
}

/** The round beside an application, where the query joined it. */
export interface RoundOfApplication {
  name: string;
  closedAt: Date | null;
}

/** What an application's row starts with, in the candidate's list and the fee list alike. */
export function presentApplicationHead(
  app: Pick<ApplicationRow, "id" | "applicationId" | "department" | "applicationType" | "status" | "createdAt">,
) {
  return {
    id: app.id,
    _id: app.id,
    applicationId: app.applicationId,
    department: app.department,
    applicationType: app.applicationType,
    verificationStatus: app.status,
    createdAt: app.createdAt.toISOString(),
  };
}

/** Who signed the fee's verdict and when; null before anyone did. */
export function presentFeeSigner(
  signer: { id: string; name: string; email: string; departments: string[] } | null,
  signedAt: Date | null,
) {
  return signer
    ? {
        _id: signer.id,
        name: signer.name,
        email: signer.email,
        departments: signer.departments,
        updatedAt: signedAt?.toISOString() ?? null,
      }
    : null;
}

/** A row of the candidate's list (spec 000 §3 Application); with its round where it is known. */
export function presentApplicationSummary(
  app: ApplicationRow,
  user: Person,
  round?: RoundOfApplication,
): z.input<typeof applicationSummary> {
  return {
    ...presentApplicationHead(app),
    updatedAt: app.updatedAt.toISOString(),
    user: { name: user.name, email: user.email },
    ...(round ? { round: { id: app.roundId, name: round.name, isClosed: round.closedAt !== null } } : {}),
  };
}

/** The whole application with its fee details and documents (spec 001 §3). */
export function presentApplication(
  app: ApplicationRow,
  user: Person,
  round: RoundOfApplication,
  docs: { sop?: DocumentWithSigner; feeReceipt?: DocumentWithSigner },
  feeSigner: Parameters<typeof presentFeeSigner>[0],
): z.input<typeof applicationDetail> {
  return {
    ...presentApplicationSummary(app, user, round),
    userId: user.id ? { _id: user.id, id: user.id, name: user.name, email: user.email } : undefined,
    verificationField: { status: app.status },
    remarks: app.remarks,
    requiredDocuments: { statementOfPurpose: docs.sop ? presentDocument(docs.sop) : null },
    feeDetails: {
      utrDuNumber: app.utrDuNumber,
      amount: app.amount,
      transactionTime: app.transactionTime.toISOString(),
      bankName: app.bankName,
      documents: { feeReceipt: docs.feeReceipt ? presentDocument(docs.feeReceipt) : null },
      verification: {
        status: app.feeStatus,
        signedBy: presentFeeSigner(feeSigner, app.feeSignedAt),
      },
      remarks: app.feeRemarks,
      updatedAt: app.feeUpdatedAt.toISOString(),
    },
  };
}
export type PresentedApplication = ReturnType<typeof presentApplication>;
