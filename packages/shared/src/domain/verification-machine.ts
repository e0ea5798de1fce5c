import type { VerificationStatus } from "../verification.ts";

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
  if (!to) return { ok: false, error: `Cannot ${action.toLowerCase().replace(/_/g, " ")} when the status is ${from}.` };
  const text = remarks?.trim() ?? "";
  switch (action) {
    case "REQUEST_MODIFICATION":
    case "CHANGE_REMARKS":
      return text ? { ok: true, to, remarks: text } : { ok: false, error: REMARKS_REQUIRED };
    case "VERIFY":
      return { ok: true, to, remarks: text || defaultVerifyRemark };
    case "RESET":
      return { ok: true, to, remarks: null };
  }
}

/** The action a requested target status means from the current one (PUT …/status/{id} takes a status). */
export function actionForTarget(from: VerificationStatus, target: VerificationStatus): VerificationAction {
  if (target === "VERIFIED") return "VERIFY";
  if (target === "PENDING") return "RESET";
  return from === "MODIFICATION_REQUESTED" ? "CHANGE_REMARKS" : "REQUEST_MODIFICATION";
}
