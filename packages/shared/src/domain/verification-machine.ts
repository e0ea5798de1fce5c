import { sayNow } from "../schemas/messages.ts";
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from "../verification.ts";

/**
 * Review of a document or a fee record (spec 001 §4). Pure: the server enforces it, the
 * screens use it to offer only the actions that apply.
 *
 *   PENDING                --VERIFY-->               VERIFIED
 *   PENDING                --REQUEST_MODIFICATION--> MODIFICATION_REQUESTED
 *   MODIFICATION_REQUESTED --VERIFY-->               VERIFIED
 *   MODIFICATION_REQUESTED --CHANGE_REMARKS-->       MODIFICATION_REQUESTED (remarks replaced)
 *   MODIFICATION_REQUESTED --RESET-->                PENDING (remarks cleared)
 *   VERIFIED               --REQUEST_MODIFICATION--> MODIFICATION_REQUESTED
 *   VERIFIED               --RESET-->                PENDING (remarks cleared)
 */
export const VERIFICATION_ACTIONS = ["VERIFY", "REQUEST_MODIFICATION", "CHANGE_REMARKS", "RESET"] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

const TABLE: Record<VerificationStatus, Partial<Record<VerificationAction, VerificationStatus>>> = {
  PENDING: { VERIFY: "VERIFIED", REQUEST_MODIFICATION: "MODIFICATION_REQUESTED" },
  MODIFICATION_REQUESTED: { VERIFY: "VERIFIED", CHANGE_REMARKS: "MODIFICATION_REQUESTED", RESET: "PENDING" },
  VERIFIED: { REQUEST_MODIFICATION: "MODIFICATION_REQUESTED", RESET: "PENDING" },
};

export const REMARKS_REQUIRED = "Please provide remarks.";
/** Why an action is refused from a status (`{{status}}`: its label), in the reader's language when said. */
const NOT_FROM_MESSAGES: Record<VerificationAction, string> = {
  VERIFY: "Cannot verify when the status is {{status}}.",
  REQUEST_MODIFICATION: "Cannot request modification when the status is {{status}}.",
  CHANGE_REMARKS: "Cannot change remarks when the status is {{status}}.",
  RESET: "Cannot reset when the status is {{status}}.",
};

export type TransitionResult =
  | { ok: true; to: VerificationStatus; remarks: string | null }
  | { ok: false; error: string };

/** Actions offered from a status, in the order the screens list them. */
export function availableActions(from: VerificationStatus): VerificationAction[] {
  return VERIFICATION_ACTIONS.filter((a) => TABLE[from][a] !== undefined);
}

/**
 * The next status and the remarks to store. A modification request or a remark change needs
 * non-blank remarks; verifying without remarks stores `defaultVerifyRemark`; a reset clears them.
 */
export function verificationTransition(
  from: VerificationStatus,
  action: VerificationAction,
  remarks: string | null | undefined,
  defaultVerifyRemark: string,
): TransitionResult {
  const to = TABLE[from][action];
  if (!to) return { ok: false, error: sayNow(NOT_FROM_MESSAGES[action], { status: VERIFICATION_STATUS_LABELS[from] }) };
  const text = remarks?.trim() ?? "";
  switch (action) {
    case "REQUEST_MODIFICATION":
    case "CHANGE_REMARKS":
      return text ? { ok: true, to, remarks: text } : { ok: false, error: sayNow(REMARKS_REQUIRED) };
    case "VERIFY":
      return { ok: true, to, remarks: text || defaultVerifyRemark };
    case "RESET":
      return { ok: true, to, remarks: null };
  }
}

/**
 * The note a verification without typed remarks stores, for a document and for a profile section
 * alike: "Document processed by Dr. Rao" (spec 001 §4), "Section processed by Dr. Rao" (decision 026).
 */
export const processedBy = (part: "Document" | "Section", name: string) => `${part} processed by ${name}`;

export const SECTION_REMARKS_REQUIRED = "Please enter remarks";

/**
 * The remarks a section status stores (decision 026: one rule with documents): verifying takes
 * remarks if given, else `defaultVerifyRemark`; a modification request or a return to pending
 * needs non-blank remarks (spec 001 §5).
 */
export function sectionStatusRemarks(
  status: VerificationStatus,
  remarks: string | null | undefined,
  defaultVerifyRemark: string,
): { ok: true; remarks: string } | { ok: false; error: string } {
  const text = remarks?.trim() ?? "";
  if (status === "VERIFIED") return { ok: true, remarks: text || defaultVerifyRemark };
  return text ? { ok: true, remarks: text } : { ok: false, error: sayNow(SECTION_REMARKS_REQUIRED) };
}

/** The action a requested target status means from the current one (PUT …/status/{id} takes a status). */
export function actionForTarget(from: VerificationStatus, target: VerificationStatus): VerificationAction {
  if (target === "VERIFIED") return "VERIFY";
  if (target === "PENDING") return "RESET";
  return from === "MODIFICATION_REQUESTED" ? "CHANGE_REMARKS" : "REQUEST_MODIFICATION";
}
