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
import { SLOT_MESSAGES, useAutoAssign } from "../api.ts";
import { aSlotOf, plural } from "../slot-facts.ts";

const ALL = "ALL";
const channelOptions = [
  { value: ALL, label: "All channels" },
  ...SELECTION_CHANNELS.map((c) => ({ value: c, label: SELECTION_CHANNEL_LABELS[c] })),
];

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
    <Modal opened={opened} onClose={close} title="Assign automatically" centered>
      <Stack gap="sm">
        <Text size="sm">
          Place the {plural(waiting, "shortlisted candidate")} of {department} waiting for {aSlotOf(kind)} in its slots?
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            The waiting candidates are taken in application id order and fill the slots in time order: each slot up to
            its capacity before the next.
          </List.Item>
          <List.Item>Slots that have started take no one; candidates already in a slot stay where they are.</List.Item>
          <List.Item>Each candidate placed gets a mail with the call letter.</List.Item>
          <List.Item>Those no slot has room for keep waiting: add slots or capacity, then assign again.</List.Item>
        </List>
        {kind === "INTERVIEW" && (
          <Select
            label="Channel"
            description="Place the candidates of one channel only, or all of them"
            data={channelOptions}
            value={channel}
            onChange={(v) => setChannel(v ?? ALL)}
            allowDeselect={false}
          />
        )}
        {assign.isError && (
          <Alert color="red" title="Not assigned" role="alert">
            {errorMessage(assign.error, SLOT_MESSAGES.assignFailed)}
          </Alert>
        )}
        <Flex direction={{ base: "column-reverse", xs: "row" }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={assign.isPending} data-autofocus>
            Cancel
          </Button>
          <Button onClick={confirm} loading={assign.isPending}>
            Assign candidates
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
