import { Alert, Button, Flex, List, Modal, Stack, Text, Textarea } from "@mantine/core";
import { plural, SHORTLIST_REASON_MAX, type ShortlistDecision } from "@phd/shared";
import { type FormEvent, useState } from "react";

export const REASON_REQUIRED = "Give the reason for not shortlisting.";

/** What a bulk decision is about: how many applications, and, when known, how many candidates. */
export interface DecisionTarget {
  decision: ShortlistDecision;
  /** Applications chosen (all matching: how many match the filters). */
  count: number;
  /** Distinct candidates among the chosen ones; unknown for "all matching". */
  candidates?: number;
  allMatching: boolean;
  department: string;
}

const TITLE: Record<ShortlistDecision, string> = {
  SHORTLISTED: "Shortlist applications",
  NOT_SHORTLISTED: "Mark as not shortlisted",
  PENDING: "Undo decisions",
};

/** "3 applications", "all 40 applications matching the filters". */
function whichApplications(t: DecisionTarget) {
  return t.allMatching ? `all ${plural(t.count, "application")} matching the filters` : plural(t.count, "application");
}

/** "2 candidates will be mailed", or for all matching "Each of their candidates will be mailed". */
function mailed(t: DecisionTarget) {
  if (t.candidates === undefined) return "Each candidate concerned will be mailed, once.";
  return `${plural(t.candidates, "candidate")} will be mailed.`;
}

function WhatHappens({ target: t }: { target: DecisionTarget }) {
  const which = whichApplications(t);
  if (t.decision === "SHORTLISTED")
    return (
      <>
        <Text size="sm">
          Shortlist {which} of {t.department}?
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Each is shortlisted for the next stage of its channel: the entrance test, or the interview for NET/JRF.
          </List.Item>
          <List.Item>{mailed(t)}</List.Item>
          {t.allMatching && <List.Item>Only verified applications among them are decided on.</List.Item>}
          <List.Item>Applications that are already shortlisted stay as they are.</List.Item>
        </List>
      </>
    );
  if (t.decision === "NOT_SHORTLISTED")
    return (
      <>
        <Text size="sm">
          Mark {which} of {t.department} as not shortlisted?
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>The candidates see the reason below on their application.</List.Item>
          <List.Item>{mailed(t)}</List.Item>
          {t.allMatching && <List.Item>Only verified applications among them are decided on.</List.Item>}
        </List>
      </>
    );
  return (
    <>
      <Text size="sm">
        Take back the decision on {which} of {t.department}?
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>They go back to “Not decided”; applications not decided yet stay as they are.</List.Item>
        <List.Item>{mailed(t)} They are told the decision was withdrawn.</List.Item>
      </List>
    </>
  );
}

function confirmLabel(t: DecisionTarget) {
  const n = plural(t.count, "application");
  if (t.decision === "SHORTLISTED") return `Shortlist ${n}`;
  if (t.decision === "NOT_SHORTLISTED") return `Mark ${n} not shortlisted`;
  return `Undo decision on ${n}`;
}

export interface DecisionModalProps {
  /** The decision asked for; the dialog is closed while null. */
  target: DecisionTarget | null;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
  pending: boolean;
  /** The server's refusal, shown in the dialog (which stays open, the reason kept). */
  error: string | null;
}

/** Says how many applications a decision concerns and what follows; "not shortlisted" asks for the reason. */
export function DecisionModal({ target, onConfirm, onClose, pending, error }: DecisionModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={pending ? () => {} : onClose}
      title={target ? TITLE[target.decision] : ""}
      centered
    >
      {target && (
        <DecisionForm
          key={`${target.decision}:${target.count}`}
          target={target}
          {...{ onConfirm, onClose, pending, error }}
        />
      )}
    </Modal>
  );
}

function DecisionForm({ target, onConfirm, onClose, pending, error }: DecisionModalProps & { target: DecisionTarget }) {
  const needsReason = target.decision === "NOT_SHORTLISTED";
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (needsReason && !reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    onConfirm(needsReason ? reason.trim() : undefined);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WhatHappens target={target} />
        {needsReason && (
          <Textarea
            label="Reason"
            description={`${reason.length} / ${SHORTLIST_REASON_MAX} characters`}
            required
            // No autosize: it listens to document.fonts, which jsdom lacks.
            rows={4}
            maxLength={SHORTLIST_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (reasonError) setReasonError(null);
            }}
            error={reasonError}
            errorProps={{ role: "alert" }}
            data-autofocus
          />
        )}
        {error && (
          <Alert color="red" title="Not saved" role="alert">
            {error}
          </Alert>
        )}
        <Flex direction={{ base: "column-reverse", xs: "row" }} justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onClose}
            disabled={pending}
            data-autofocus={needsReason ? undefined : true}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            loading={pending}
            color={target.decision === "NOT_SHORTLISTED" ? "red" : undefined}
            // A long label wraps on a phone instead of being cut short.
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } }}
          >
            {confirmLabel(target)}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
