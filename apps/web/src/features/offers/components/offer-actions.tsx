import { Radio, Stack, Text } from "@mantine/core";
import { type DepartmentName, type OfferView, SELECTION_CHANNEL_LABELS } from "@phd/shared";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { type IssueKind, useChangeDeadline, useIssueOffers, useOfferMessages } from "../api.ts";
import { DeadlineModal } from "./deadline-modal.tsx";

/** The buttons' and dialogs' names, in the language shown. */
export function useIssueLabels(): Record<IssueKind, string> {
  const { t } = useTranslation("offers");
  return { ALLOTTED: t("Issue offers"), WAITLIST: t("Offer freed seats to the waitlist") };
}

type Scope = "DEPARTMENT" | "ALL";

/** What each action does, for the dialog. */
function issueText(t: TFunction, kind: IssueKind, scope: Scope, department: DepartmentName) {
  if (kind === "ALLOTTED")
    return scope === "DEPARTMENT"
      ? t(
          "Offer every allotted seat of the final merit list of {{departmentName}} that has not been offered yet? Each candidate is mailed an offer letter and answers on their application page.",
          { departmentName: department },
        )
      : t(
          "Offer every allotted seat of every published final merit list that has not been offered yet? Each candidate is mailed an offer letter and answers on their application page.",
        );
  return scope === "DEPARTMENT"
    ? t(
        "Offer each seat of the final merit list of {{departmentName}} that was declined, lapsed or withdrawn to the next waitlisted candidate of the category that owns it? Each candidate offered is mailed an offer letter.",
        { departmentName: department },
      )
    : t(
        "Offer each seat of every published final merit list that was declined, lapsed or withdrawn to the next waitlisted candidate of the category that owns it? Each candidate offered is mailed an offer letter.",
      );
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
  const { t } = useTranslation("offers");
  const labels = useIssueLabels();
  const messages = useOfferMessages();
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
      title={labels[kind]}
      submitLabel={labels[kind]}
      pending={issue.isPending}
      error={issue.error}
      failed={messages.issueFailed}
      onSubmit={(deadline) =>
        issue.mutate({ ...(scope === "DEPARTMENT" ? { department } : {}), deadline }, { onSuccess: close })
      }
    >
      <Radio.Group
        label={t("Departments")}
        value={scope}
        onChange={(v) => {
          setScope(v as Scope);
          issue.reset();
        }}
      >
        <Stack gap={6} mt={6}>
          <Radio value="DEPARTMENT" label={t("{{departmentName}} only", { departmentName: department })} />
          <Radio value="ALL" label={t("Every department with a final merit list")} />
        </Stack>
      </Radio.Group>
      <Text size="sm">{issueText(t, kind, scope, department)}</Text>
    </DeadlineModal>
  );
}

/** A new deadline for one offer not yet answered (admin). */
export function ChangeDeadlineModal({ offer, onClose }: { offer: OfferView | null; onClose: () => void }) {
  const { t } = useTranslation("offers");
  const label = useLabel();
  const messages = useOfferMessages();
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
      title={offer ? t("Change the deadline of {{applicationId}}", { applicationId: offer.applicationId }) : ""}
      submitLabel={t("Change deadline")}
      initial={offer?.deadline}
      pending={change.isPending}
      error={change.error}
      failed={messages.deadlineFailed}
      onSubmit={(deadline) => offer && change.mutate({ offerId: offer.id, deadline }, { onSuccess: close })}
    >
      {offer && (
        <Text size="sm">
          {t("{{name}} ({{applicationId}}, {{channel}}) has until {{deadline}} to answer.", {
            name: offer.name,
            applicationId: offer.applicationId,
            channel: label(SELECTION_CHANNEL_LABELS[offer.channel]),
            deadline: dateTime(offer.deadline),
          })}
        </Text>
      )}
    </DeadlineModal>
  );
}
