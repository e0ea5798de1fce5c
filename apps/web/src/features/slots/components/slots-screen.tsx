import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { type DepartmentName, type SelectionSlot, SLOT_KIND_LABELS, SLOT_KINDS, type SlotKind } from "@phd/shared";
import { IconPlus, IconUsersGroup, IconWand } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { DepartmentHeading, type SelectionScope, SelectionScreen, useSelectionAddress } from "../../rounds/index.ts";
import { useDeleteSlot, useSlotMessages, useSlots } from "../api.ts";
import { readSlotsAddress, type SlotsAddress, WAITING, writeSlotsAddress } from "../list-params.ts";
import { freePlaces, hasStarted, slotsOf, waitingWords } from "../slot-facts.ts";
import { AutoAssignModal } from "./auto-assign-modal.tsx";
import { CallLetterInstructions } from "./call-letter-instructions.tsx";
import { SlotCandidatesPanel } from "./slot-candidates.tsx";
import { SlotFormModal } from "./slot-form-modal.tsx";
import { SlotList } from "./slot-list.tsx";

/** The screen's title (in English; the screen shows it in the language shown). */
export const SLOTS_TITLE = "Test & Interview Slots";

export interface SlotsScreenProps {
  /** The departments the user arranges slots for (a coordinator's own, every one for the admin). */
  departments: readonly DepartmentName[];
  /** The admin writes the round's call-letter instructions; coordinators read them. */
  canEditInstructions: boolean;
}

/**
 * Test and interview slots (issue 24, item 5; decision 031): per admission round (the current one
 * unless `?round=` names another), department and kind, the slots with their places taken; the
 * coordinator (or the admin) creates, edits and deletes slots, places the waiting candidates
 * automatically, and moves candidates between slots. Each placement mails a call letter. Below, the
 * round's call-letter instructions. A closed round is read only.
 */
export function SlotsScreen({ departments, canEditInstructions }: SlotsScreenProps) {
  const { t } = useTranslation("selection");
  const { selection } = useSelectionAddress(readSlotsAddress, writeSlotsAddress, departments, { slot: undefined });
  return (
    <SelectionScreen
      selection={selection}
      words={{
        title: t("Test & Interview Slots"),
        description: t(
          "The sittings of each department's entrance test and interviews: shortlisted candidates are placed in them and mailed a call letter with the date, time and place.",
        ),
        loading: t("Loading the slots..."),
        chooseHint: t("Its entrance test and interview slots are shown here."),
      }}
      around={(part, roundId) => (
        <Stack gap="xl">
          {part}
          <CallLetterInstructions key={roundId} roundId={roundId} canEdit={canEditInstructions} />
        </Stack>
      )}
    >
      {(scope) => <DepartmentSlots {...scope} />}
    </SelectionScreen>
  );
}

function DepartmentSlots(scope: SelectionScope<SlotsAddress>) {
  const { roundId, isClosed, department, state, update } = scope;
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useSlotMessages();
  const slots = useSlots(roundId, department);
  const { kind } = state;

  return (
    <Stack gap="md">
      <DepartmentHeading department={department} query={slots} updating={t("Updating the slots")} isClosed={isClosed} />
      <SegmentedControl
        aria-label={t("Kind of slot")}
        data={SLOT_KINDS.map((k) => ({ value: k, label: label(SLOT_KIND_LABELS[k]) }))}
        value={kind}
        onChange={(v) => update({ kind: v as SlotKind, slot: undefined })}
        style={{ alignSelf: "flex-start" }}
      />
      <ListQueryState query={slots} failure={messages.loadFailed} loading={t("Loading the slots...")}>
        {(found) => (
          <KindSlots
            {...scope}
            kind={kind}
            slots={found.slots.filter((s) => s.kind === kind)}
            waiting={found.waiting[kind]}
          />
        )}
      </ListQueryState>
    </Stack>
  );
}

function KindSlots({
  roundId,
  round,
  isClosed,
  department,
  state,
  update,
  replacePage,
  kind,
  slots,
  waiting,
}: SelectionScope<SlotsAddress> & { kind: SlotKind; slots: SelectionSlot[]; waiting: number }) {
  const { t } = useTranslation("selection");
  const { dateTime } = useDates();
  const remove = useDeleteSlot(roundId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SelectionSlot | null>(null);
  const [deleting, setDeleting] = useState<SelectionSlot | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [focusList, setFocusList] = useState(false);

  // The list named in the address, when it is this kind's (an old link or another round's slot is ignored).
  const list = state.slot === WAITING || slots.some((s) => s.id === state.slot) ? state.slot : undefined;
  const room = slots.some((s) => !hasStarted(s) && freePlaces(s) > 0);
  const test = kind === "TEST";

  const showList = (slot: string) => {
    setFocusList(true);
    update({ slot });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const gone = deleting.id;
    remove.mutate(gone, {
      onSuccess: () => {
        if (state.slot === gone) update({ slot: undefined }, { replace: true });
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Text fw={500}>{waitingWords(waiting, kind, t)}</Text>
            {waiting > 0 && !room && !isClosed && (
              <Text size="sm" c="dimmed">
                {test
                  ? t("No entrance test slot has a free place: add a slot or raise a capacity to place them.")
                  : t("No interview slot has a free place: add a slot or raise a capacity to place them.")}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            {waiting > 0 && (
              <Button
                variant="default"
                leftSection={<IconUsersGroup size={16} aria-hidden />}
                onClick={() => showList(WAITING)}
              >
                {t("Show waiting candidates")}
              </Button>
            )}
            {!isClosed && (
              <Button
                leftSection={<IconWand size={16} aria-hidden />}
                onClick={() => setAssigning(true)}
                disabled={waiting === 0 || !room}
              >
                {t("Assign automatically")}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>

      <Group justify="space-between" align="center" gap="sm">
        <Title order={3} size="h4">
          {slotsOf(kind, t)}
        </Title>
        {!isClosed && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t("New slot")}
          </Button>
        )}
      </Group>
      {slots.length === 0 ? (
        <ListEmpty
          title={test ? t("No entrance test slot yet") : t("No interview slot yet")}
          hint={
            isClosed
              ? test
                ? t("This round had no entrance test slot in {{department}}.", { department })
                : t("This round had no interview slot in {{department}}.", { department })
              : test
                ? t("Create the entrance test slots of {{department}}, then place the waiting candidates in them.", {
                    department,
                  })
                : t("Create the interview slots of {{department}}, then place the waiting candidates in them.", {
                    department,
                  })
          }
        />
      ) : (
        <SlotList
          slots={slots}
          label={slotsOf(kind, t)}
          readOnly={isClosed}
          shownSlotId={list}
          onCandidates={(s) => showList(s.id)}
          onEdit={setEditing}
          onDelete={(s) => {
            remove.reset();
            setDeleting(s);
          }}
        />
      )}

      {list && (
        <SlotCandidatesPanel
          key={list}
          roundId={roundId}
          department={department}
          kind={kind}
          list={list}
          slots={slots}
          page={state.page}
          onPage={(page) => update({ page, slot: list })}
          replacePage={replacePage}
          onClose={() => update({ slot: undefined })}
          readOnly={isClosed}
          focusOnOpen={focusList}
        />
      )}

      {!isClosed && (
        <>
          <SlotFormModal
            key={editing?.id ?? `new:${kind}`}
            opened={creating || editing !== null}
            roundId={roundId}
            department={department}
            kind={kind}
            slot={editing}
            window={round?.admissionWindow}
            onClose={() => {
              setCreating(false);
              setEditing(null);
            }}
          />
          <ConfirmDeleteModal
            subject={deleting ? t("the slot on {{when}}", { when: dateTime(deleting.startsAt) }) : null}
            title={t("Delete slot")}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
            deleting={remove.isPending}
          />
          <AutoAssignModal
            opened={assigning}
            roundId={roundId}
            department={department}
            kind={kind}
            waiting={waiting}
            onClose={() => setAssigning(false)}
          />
        </>
      )}
    </Stack>
  );
}
