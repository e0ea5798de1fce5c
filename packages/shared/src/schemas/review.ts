import { z } from "zod";
import { sectionStatusRemarks } from "../domain/verification-machine.ts";
import { PROFILE_SECTIONS } from "../profile.ts";
import { VERIFICATION_STATUSES } from "../verification.ts";
import { say, sayNow } from "./messages.ts";

const documentId = z.uuid(say("Invalid document id"));
const optionalRemarks = z.string().max(2000).optional().nullable();
const requiredRemarks = (message: string) =>
  z
    .string(say(message))
    .max(2000)
    .refine((v) => v.trim().length > 0, say(message));

export const verifyDocumentBody = z.object({ documentId, remarks: optionalRemarks });
export const requestModificationBody = z.object({
  documentId,
  remarks: requiredRemarks("Please provide remarks."),
  applicationId: z.string().optional(),
  candidateId: z.string().optional(),
});
export const documentRemarksBody = z.object({ documentId, remarks: requiredRemarks("Please provide remarks.") });
/** PUT /api/document/status/{documentId}: the status defaults to VERIFIED (spec 001 §7). */
export const documentStatusBody = z.object({
  status: z.enum(VERIFICATION_STATUSES, say("Unknown status")).default("VERIFIED"),
  remarks: optionalRemarks,
});
/** Remarks are optional when verifying (the server writes "Section processed by …"), required otherwise (decision 026). */
export const sectionStatusBody = z
  .object({
    profileId: z.uuid(say("Invalid profile id")),
    section: z.enum(PROFILE_SECTIONS, say("Unknown section")),
    status: z.enum(VERIFICATION_STATUSES, say("Please select a status")),
    remarks: optionalRemarks,
  })
  .superRefine((body, ctx) => {
    const result = sectionStatusRemarks(body.status, body.remarks, "");
    if (!result.ok) ctx.addIssue({ code: "custom", path: ["remarks"], message: sayNow(result.error) });
  });
export const manualRemarksBody = z.object({
  profileId: z.uuid(say("Invalid profile id")),
  section: z.enum(PROFILE_SECTIONS, say("Unknown section")),
  remarks: requiredRemarks("Please enter remarks"),
});
