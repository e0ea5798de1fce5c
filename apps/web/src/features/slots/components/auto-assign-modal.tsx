import { Alert, Button, Flex, List, Modal, Select, Stack, Text } from "@mantine/core";
import {
  type DepartmentName,
  SELECTION_CHANNEL_LABELS,
  SELECTION_CHANNELS,
  type SelectionChannel,
  type SlotKind,
} from "@phd/shared";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useAutoAssign, useSlotMessages } from "../api.ts";

const ALL = "ALL";

export interface AutoAssignModalProps {
  opened: boolean;
  roundId: string;
  department: DepartmentName;
  kind: SlotKind;
  /** Shortlisted candidates waiting for a slot of the kind. */
  waiting: number;
  onClose: () => void;
}

/**
 * Asks before the automatic assignment and says how it works: the waiting candidates, in
 * application id order, fill the slots in time order, and each is mailed the call letter. For
 * interviews one channel may be placed first. The server's refusal stays in the dialog.
 */
export function AutoAssignModal({ opened, roundId, department, kind, waiting, onClose }: AutoAssignModalProps) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useSlotMessages();
  const channelOptions = [
    { value: ALL, label: t("All channels") },
    ...SELECTION_CHANNELS.map((c) => ({ value: c, label: label(SELECTION_CHANNEL_LABELS[c]) })),
  ];
  const assign = useAutoAssign(roundId);
  const [channel, setChannel] = useState<string>(ALL);

  const close = () => {
    if (assign.isPending) return;
    assign.reset();
    setChannel(ALL);
    onClose();
  };
  const confirm = () =>
    assign.mutate(
      {
        department,
        kind,
        ...(kind === "INTERVIEW" && channel !== ALL ? { channel: channel as SelectionChannel } : {}),
      },
      {
        onSuccess: () => {
          setChannel(ALL);
          onClose();
        },
      },
    );

  return (
    <Modal opened={opened} onClose={close} title={t("Assign automatically")} centered>
      <Stack gap="sm">
        <Text size="sm">
          {kind === "TEST"
            ? t(
                "Place the {{count}} shortlisted candidate of {{department}} waiting for an entrance test slot in its slots?",
                {
                  count: waiting,
                  department,
                  defaultValue_other:
                    "Place the {{count}} shortlisted candidates of {{department}} waiting for an entrance test slot in its slots?",
                },
              )
            : t(
                "Place the {{count}} shortlisted candidate of {{department}} waiting for an interview slot in its slots?",
                {
                  count: waiting,
                  department,
                  defaultValue_other:
                    "Place the {{count}} shortlisted candidates of {{department}} waiting for an interview slot in its slots?",
                },
              )}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {t(
              "The waiting candidates are taken in application id order and fill the slots in time order: each slot up to its capacity before the next.",
            )}
          </List.Item>
          <List.Item>
            {t("Slots that have started take no one; candidates already in a slot stay where they are.")}
          </List.Item>
          <List.Item>{t("Each candidate placed gets a mail with the call letter.")}</List.Item>
          <List.Item>
            {t("Those no slot has room for keep waiting: add slots or capacity, then assign again.")}
          </List.Item>
        </List>
        {kind === "INTERVIEW" && (
          <Select
            label={t("Channel")}
            description={t("Place the candidates of one channel only, or all of them")}
            data={channelOptions}
            value={channel}
            onChange={(v) => setChannel(v ?? ALL)}
            allowDeselect={false}
          />
        )}
        {assign.isError && (
          <Alert color="red" title={t("Not assigned")} role="alert">
            {errorMessage(assign.error, messages.assignFailed)}
          </Alert>
        )}
        <Flex direction={{ base: "column-reverse", xs: "row" }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={assign.isPending} data-autofocus>
            {t("Cancel")}
          </Button>
          <Button onClick={confirm} loading={assign.isPending}>
            {t("Assign candidates")}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
