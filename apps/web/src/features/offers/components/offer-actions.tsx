import { Radio, Stack, Text } from "@mantine/core";
import { type DepartmentName, type OfferView, SELECTION_CHANNEL_LABELS } from "@phd/shared";
import { useState } from "react";
import { useDates } from "../../../lib/institution-time.ts";
import { type IssueKind, OFFER_MESSAGES, useChangeDeadline, useIssueOffers } from "../api.ts";
import { DeadlineModal } from "./deadline-modal.tsx";

/** The buttons' and dialogs' names. */
export const ISSUE_LABELS: Record<IssueKind, string> = {
  ALLOTTED: "Issue offers",
  WAITLIST: "Offer freed seats to the waitlist",
};

type Scope = "DEPARTMENT" | "ALL";

/** What each action does, for the dialog. */
function issueText(kind: IssueKind, scope: Scope, department: DepartmentName) {
  const where = scope === "DEPARTMENT" ? `the final merit list of ${department}` : "every published final merit list";
  return kind === "ALLOTTED"
    ? `Offer every allotted seat of ${where} that has not been offered yet? Each candidate is mailed an offer letter and answers on their application page.`
    : `Offer each seat of ${where} that was declined, lapsed or withdrawn to the next waitlisted candidate of the category that owns it? Each candidate offered is mailed an offer letter.`;
}

export interface IssueOffersModalProps {
  /** The action; the dialog is closed while null. */
  kind: IssueKind | null;
  roundId: string;
  department: DepartmentName;
  onClose: () => void;
}

/**
 * Issues offers (admin): for the department shown or every department with a final list, with the
 * acceptance deadline. The server's message is a toast; its refusal (409: no final list, nothing to
 * offer) stays in the dialog.
 */
export function IssueOffersModal({ kind, ...props }: IssueOffersModalProps) {
  // One dialog per action, each with its own request state.
  return (
    <>
      <IssueDialog {...props} kind="ALLOTTED" opened={kind === "ALLOTTED"} />
      <IssueDialog {...props} kind="WAITLIST" opened={kind === "WAITLIST"} />
    </>
  );
}

function IssueDialog({
  kind,
  opened,
  roundId,
  department,
  onClose,
}: Omit<IssueOffersModalProps, "kind"> & { kind: IssueKind; opened: boolean }) {
  const issue = useIssueOffers(roundId, kind);
  const [scope, setScope] = useState<Scope>("DEPARTMENT");
  const close = () => {
    issue.reset();
    setScope("DEPARTMENT");
    onClose();
  };
  return (
    <DeadlineModal
      opened={opened}
      onClose={close}
      title={ISSUE_LABELS[kind]}
      submitLabel={ISSUE_LABELS[kind]}
      pending={issue.isPending}
      error={issue.error}
      failed={OFFER_MESSAGES.issueFailed}
      onSubmit={(deadline) =>
        issue.mutate({ ...(scope === "DEPARTMENT" ? { department } : {}), deadline }, { onSuccess: close })
      }
    >
      <Radio.Group
        label="Departments"
        value={scope}
        onChange={(v) => {
          setScope(v as Scope);
          issue.reset();
        }}
      >
        <Stack gap={6} mt={6}>
          <Radio value="DEPARTMENT" label={`${department} only`} />
          <Radio value="ALL" label="Every department with a final merit list" />
        </Stack>
      </Radio.Group>
      <Text size="sm">{issueText(kind, scope, department)}</Text>
    </DeadlineModal>
  );
}

/** A new deadline for one offer not yet answered (admin). */
export function ChangeDeadlineModal({ offer, onClose }: { offer: OfferView | null; onClose: () => void }) {
  const { dateTime } = useDates();
  const change = useChangeDeadline();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <DeadlineModal
      // Keyed by offer: each starts from its own deadline.
      key={offer?.id}
      opened={offer !== null}
      onClose={close}
      title={offer ? `Change the deadline of ${offer.applicationId}` : ""}
      submitLabel="Change deadline"
      initial={offer?.deadline}
      pending={change.isPending}
      error={change.error}
      failed={OFFER_MESSAGES.deadlineFailed}
      onSubmit={(deadline) => offer && change.mutate({ offerId: offer.id, deadline }, { onSuccess: close })}
    >
      {offer && (
        <Text size="sm">
          {offer.name} ({offer.applicationId}, {SELECTION_CHANNEL_LABELS[offer.channel]}) has until{" "}
          {dateTime(offer.deadline)} to answer.
        </Text>
      )}
    </DeadlineModal>
  );
}
