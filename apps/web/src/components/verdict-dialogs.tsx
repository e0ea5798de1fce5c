import type { VerificationStatus } from "@phd/shared";
import { asksForRemarks, type RemarksAction, RemarksModal } from "./remarks-modal.tsx";
import { ResetModal } from "./reset-modal.tsx";

export interface VerdictDialogsProps {
  /** The dialog asked for: a remarks action opens the remarks one, "RESET" the reset one; anything else neither. */
  dialog: string | null;
  onClose: () => void;
  status: VerificationStatus;
  /** What the remarks are about ("Statement of Purpose", "Fee Details"). */
  label: string;
  /** What is reset; `label` unless given. */
  resetLabel?: string;
  /** The remarks dialog's title for its action; the remarks dialog's own unless given. */
  title?: (action: RemarksAction) => string;
  /** The remarks in force. */
  current: string | null;
  /** Whether the remarks action is under way. */
  remarksLoading: boolean;
  /** Whether the reset is under way. */
  resetLoading: boolean;
  onRemarks: (action: RemarksAction, remarks: string) => void;
  onReset: () => void;
}

/**
 * The dialogs of a verification verdict (spec 001 §4, §5): the remarks of a modification request or a
 * remark change, and the confirmation of a reset to Pending.
 */
export function VerdictDialogs({
  dialog,
  onClose,
  status,
  label,
  resetLabel = label,
  title,
  current,
  remarksLoading,
  resetLoading,
  onRemarks,
  onReset,
}: VerdictDialogsProps) {
  return (
    <>
      {asksForRemarks(dialog) && (
        <RemarksModal
          opened
          onClose={onClose}
          action={dialog}
          status={status}
          label={label}
          title={title?.(dialog)}
          current={current}
          loading={remarksLoading}
          onSubmit={(remarks) => onRemarks(dialog, remarks)}
        />
      )}
      <ResetModal
        opened={dialog === "RESET"}
        onClose={onClose}
        label={resetLabel}
        loading={resetLoading}
        onConfirm={onReset}
      />
    </>
  );
}
