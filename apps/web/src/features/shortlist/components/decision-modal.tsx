import { Alert, Button, Flex, List, Modal, Stack, Text, Textarea } from "@mantine/core";
import { SHORTLIST_REASON_MAX, type ShortlistDecision } from "@phd/shared";
import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

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

type T = TFunction<"selection">;

function title(decision: ShortlistDecision, t: T) {
  if (decision === "SHORTLISTED") return t("Shortlist applications");
  return decision === "NOT_SHORTLISTED" ? t("Mark as not shortlisted") : t("Undo decisions");
}

/** "Shortlist 3 applications of Physics?", "Shortlist all 40 applications matching the filters of Physics?" */
function question({ decision, count, allMatching, department }: DecisionTarget, t: T) {
  if (decision === "SHORTLISTED")
    return allMatching
      ? t("Shortlist all {{count}} application matching the filters of {{department}}?", {
          count,
          department,
          defaultValue_other: "Shortlist all {{count}} applications matching the filters of {{department}}?",
        })
      : t("Shortlist {{count}} application of {{department}}?", {
          count,
          department,
          defaultValue_other: "Shortlist {{count}} applications of {{department}}?",
        });
  if (decision === "NOT_SHORTLISTED")
    return allMatching
      ? t("Mark all {{count}} application matching the filters of {{department}} as not shortlisted?", {
          count,
          department,
          defaultValue_other:
            "Mark all {{count}} applications matching the filters of {{department}} as not shortlisted?",
        })
      : t("Mark {{count}} application of {{department}} as not shortlisted?", {
          count,
          department,
          defaultValue_other: "Mark {{count}} applications of {{department}} as not shortlisted?",
        });
  return allMatching
    ? t("Take back the decision on all {{count}} application matching the filters of {{department}}?", {
        count,
        department,
        defaultValue_other:
          "Take back the decision on all {{count}} applications matching the filters of {{department}}?",
      })
    : t("Take back the decision on {{count}} application of {{department}}?", {
        count,
        department,
        defaultValue_other: "Take back the decision on {{count}} applications of {{department}}?",
      });
}

/** "2 candidates will be mailed.", or for all matching "Each candidate concerned will be mailed, once." */
function mailed(target: DecisionTarget, t: T) {
  if (target.candidates === undefined) return t("Each candidate concerned will be mailed, once.");
  return t("{{count}} candidate will be mailed.", {
    count: target.candidates,
    defaultValue_other: "{{count}} candidates will be mailed.",
  });
}

function WhatHappens({ target }: { target: DecisionTarget }) {
  const { t } = useTranslation("selection");
  const ask = <Text size="sm">{question(target, t)}</Text>;
  if (target.decision === "SHORTLISTED")
    return (
      <>
        {ask}
        <List size="sm" spacing={4}>
          <List.Item>
            {t(
              "Each is shortlisted for the next stage of its channel: the entrance test, or the interview for NET/JRF.",
            )}
          </List.Item>
          <List.Item>{mailed(target, t)}</List.Item>
          {target.allMatching && <List.Item>{t("Only verified applications among them are decided on.")}</List.Item>}
          <List.Item>{t("Applications that are already shortlisted stay as they are.")}</List.Item>
        </List>
      </>
    );
  if (target.decision === "NOT_SHORTLISTED")
    return (
      <>
        {ask}
        <List size="sm" spacing={4}>
          <List.Item>{t("The candidates see the reason below on their application.")}</List.Item>
          <List.Item>{mailed(target, t)}</List.Item>
          {target.allMatching && <List.Item>{t("Only verified applications among them are decided on.")}</List.Item>}
        </List>
      </>
    );
  return (
    <>
      {ask}
      <List size="sm" spacing={4}>
        <List.Item>{t("They go back to “Not decided”; applications not decided yet stay as they are.")}</List.Item>
        <List.Item>
          {mailed(target, t)} {t("They are told the decision was withdrawn.")}
        </List.Item>
      </List>
    </>
  );
}

function confirmLabel({ decision, count }: DecisionTarget, t: T) {
  if (decision === "SHORTLISTED")
    return t("Shortlist {{count}} application", { count, defaultValue_other: "Shortlist {{count}} applications" });
  if (decision === "NOT_SHORTLISTED")
    return t("Mark {{count}} application not shortlisted", {
      count,
      defaultValue_other: "Mark {{count}} applications not shortlisted",
    });
  return t("Undo decision on {{count}} application", {
    count,
    defaultValue_other: "Undo decision on {{count}} applications",
  });
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
  const { t } = useTranslation("selection");
  return (
    <Modal
      opened={target !== null}
      onClose={pending ? () => {} : onClose}
      title={target ? title(target.decision, t) : ""}
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
  const { t } = useTranslation("selection");
  const needsReason = target.decision === "NOT_SHORTLISTED";
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (needsReason && !reason.trim()) {
      setReasonError(t("Give the reason for not shortlisting."));
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
            label={t("Reason")}
            description={t("{{length}} / {{max}} characters", { length: reason.length, max: SHORTLIST_REASON_MAX })}
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
          <Alert color="red" title={t("Not saved")} role="alert">
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
            {t("Cancel")}
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
            {confirmLabel(target, t)}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
