import { Anchor, Badge, Button, Card, Group, Progress, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type SelectionSlot, SLOT_MODE_LABELS } from "@phd/shared";
import { IconPencil, IconTrash, IconUsers } from "@tabler/icons-react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { PlainList } from "../../../components/lists/list-table.tsx";
import { RowButton } from "../../../components/lists/row-actions.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { CARDS_QUERY, durationWords, freePlaces, hasStarted } from "../slot-facts.ts";

export interface SlotListProps {
  slots: SelectionSlot[];
  /** The table's (or the cards' list's) name, e.g. "Entrance test slots". */
  label: string;
  /** A closed round: the slots are read, not changed. */
  readOnly: boolean;
  /** The slot whose candidates are listed below, if any. */
  shownSlotId?: string;
  onCandidates: (slot: SelectionSlot) => void;
  onEdit: (slot: SelectionSlot) => void;
  onDelete: (slot: SelectionSlot) => void;
}

/** Where the slot is: the venue as typed (its lines kept), or the meeting's link. */
export function SlotPlace({ slot }: { slot: SelectionSlot }) {
  const label = useLabel();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label(SLOT_MODE_LABELS[slot.mode])}
      </Text>
      {slot.mode === "ONLINE" ? (
        slot.meetingLink ? (
          <Anchor href={slot.meetingLink} target="_blank" rel="noopener noreferrer" size="sm" style={wrapStyle(true)}>
            {slot.meetingLink}
          </Anchor>
        ) : (
          <Text size="sm">—</Text>
        )
      ) : (
        <Text size="sm" style={{ ...wrapStyle(), whiteSpace: "pre-line" }}>
          {slot.venue ?? "—"}
        </Text>
      )}
    </Stack>
  );
}

/** "assigned / capacity" in words and as a bar that says the same to a screen reader; "Full" in words too. */
export function SlotPlaces({ slot }: { slot: SelectionSlot }) {
  const { t } = useTranslation("selection");
  const percent = slot.capacity > 0 ? Math.min(100, Math.round((slot.assigned / slot.capacity) * 100)) : 0;
  const full = freePlaces(slot) === 0;
  return (
    <Stack gap={4} miw={110}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {slot.assigned} / {slot.capacity}
        </Text>
        {full && (
          <Badge size="sm" variant="light" color="orange">
            {t("Full")}
          </Badge>
        )}
      </Group>
      <Progress.Root size="sm">
        <Progress.Section
          value={percent}
          color={full ? "orange.8" : "blue.7"}
          withAria={false}
          role="progressbar"
          aria-label={t("Places taken")}
          aria-valuemin={0}
          aria-valuemax={slot.capacity}
          aria-valuenow={slot.assigned}
          aria-valuetext={t("{{assigned}} of {{capacity}} places taken", {
            assigned: slot.assigned,
            capacity: slot.capacity,
          })}
        />
      </Progress.Root>
    </Stack>
  );
}

function When({ slot }: { slot: SelectionSlot }) {
  const { t } = useTranslation("selection");
  const { dateTime } = useDates();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={600}>
        {dateTime(slot.startsAt)}
      </Text>
      {hasStarted(slot) && (
        <Badge size="sm" variant="light" color="gray">
          {t("Started")}
        </Badge>
      )}
    </Stack>
  );
}

function Actions({
  slot,
  readOnly,
  shownSlotId,
  onCandidates,
  onEdit,
  onDelete,
}: Omit<SlotListProps, "slots" | "label"> & { slot: SelectionSlot }) {
  const { t } = useTranslation("selection");
  const { dateTime } = useDates();
  const when = dateTime(slot.startsAt);
  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant={shownSlotId === slot.id ? "filled" : "light"}
        leftSection={<IconUsers size={14} aria-hidden />}
        aria-label={t("Candidates of the slot on {{when}}", { when })}
        aria-current={shownSlotId === slot.id ? "true" : undefined}
        onClick={() => onCandidates(slot)}
      >
        {t("Candidates")}
      </Button>
      {!readOnly && (
        <>
          <RowButton
            icon={IconPencil}
            label={t("Edit")}
            name={t("Edit the slot on {{when}}", { when })}
            variant="default"
            disabled={hasStarted(slot)}
            onClick={() => onEdit(slot)}
          />
          <RowButton
            icon={IconTrash}
            label={t("Delete")}
            name={t("Delete the slot on {{when}}", { when })}
            color="red"
            onClick={() => onDelete(slot)}
          />
        </>
      )}
    </Group>
  );
}

/** A kind's slots in time order: a table, or one card per slot on phones. */
export function SlotList(props: SlotListProps) {
  const { t } = useTranslation("selection");
  const { slots, label } = props;
  const cards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });

  if (cards)
    return (
      <PlainList label={label}>
        {slots.map((s) => (
          <Card component="li" key={s.id} withBorder padding="md" data-testid="slot-card">
            <Stack gap="sm">
              <When slot={s} />
              <DetailList>
                <DetailRow label={t("Duration")}>{durationWords(s.durationMinutes, t)}</DetailRow>
                <DetailRow label={t("Place")}>
                  <SlotPlace slot={s} />
                </DetailRow>
                <DetailRow label={t("Candidates")}>
                  <SlotPlaces slot={s} />
                </DetailRow>
              </DetailList>
              <Actions slot={s} {...props} />
            </Stack>
          </Card>
        ))}
      </PlainList>
    );

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <TableHead columns={[t("Starts"), t("Duration"), t("Place"), t("Candidates"), t("Actions")]} />
        <Table.Tbody>
          {slots.map((s) => (
            <Table.Tr key={s.id} data-testid="slot-row">
              <Table.Td>
                <When slot={s} />
              </Table.Td>
              <Table.Td>{durationWords(s.durationMinutes, t)}</Table.Td>
              <Table.Td maw={280}>
                <SlotPlace slot={s} />
              </Table.Td>
              <Table.Td>
                <SlotPlaces slot={s} />
              </Table.Td>
              <Table.Td>
                <Actions slot={s} {...props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
