import { Box, Button, Card, Checkbox, Group, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  CATEGORY_LABELS,
  type DepartmentName,
  SELECTION_CHANNEL_LABELS,
  SELECTION_METHOD_LABELS,
  type SelectionSlot,
  type SlotCandidate,
  type SlotKind,
  slotRoomProblem,
} from "@phd/shared";
import { IconArrowsExchange, IconDownload, IconX } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { DetailList, DetailRow, NameAndEmail, wrapStyle } from "../../../components/detail-list.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { PlainList } from "../../../components/lists/list-table.tsx";
import { RowButton } from "../../../components/lists/row-actions.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { useKeepPageInRange } from "../../../components/lists/use-list-address.ts";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { StalePages } from "../../../components/selection/stale-pages.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import {
  type SlotCandidatesPage,
  useDownloadCallLetter,
  useMoveCandidates,
  useSlotCandidates,
  useSlotMessages,
} from "../api.ts";
import { SLOT_CANDIDATES_PAGE_SIZE, WAITING } from "../list-params.ts";
import { CARDS_QUERY, freePlaces, hasStarted } from "../slot-facts.ts";

/** The "Move to" choice that takes the candidates out of their slot (they wait again). */
export const OUT_OF_SLOT = "OUT";

export interface SlotCandidatesPanelProps {
  roundId: string;
  department: DepartmentName;
  kind: SlotKind;
  /** A slot's id, or "waiting". */
  list: string;
  /** The department's slots of this kind (the list's own among them, and the places to move to). */
  slots: SelectionSlot[];
  page: number;
  onPage: (page: number) => void;
  /** Moves to a page without a new history entry (a page past the end shows the last one). */
  replacePage: (page: number) => void;
  onClose: () => void;
  /** A closed round: the candidates are read, not moved. */
  readOnly: boolean;
  /** Move the keyboard focus to the panel's heading (it was just opened). */
  focusOnOpen: boolean;
}

/**
 * The candidates of a slot, or those waiting for a slot of the kind: a page at a time, with
 * checkboxes, the "Move to…" choice of the other slots of the kind (their free places) or out of the
 * slot, and each candidate's call letter (a slot's list).
 */
export function SlotCandidatesPanel(props: SlotCandidatesPanelProps) {
  const { roundId, department, kind, list, slots, page, replacePage, onClose, focusOnOpen } = props;
  const { t } = useTranslation("selection");
  const messages = useSlotMessages();
  const { dateTime } = useDates();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = { department, kind, slot: list, page, limit: SLOT_CANDIDATES_PAGE_SIZE };
  const candidates = useSlotCandidates(roundId, query);
  useKeepPageInRange(page, candidates.data?.pagination.totalPages ?? 0, candidates.isPlaceholderData, replacePage);
  const slot = slots.find((s) => s.id === list);
  const test = kind === "TEST";
  const title =
    list === WAITING
      ? test
        ? t("Waiting for an entrance test slot")
        : t("Waiting for an interview slot")
      : t("Candidates of the slot on {{when}}", { when: slot ? dateTime(slot.startsAt) : "" });

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h4" id={headingId} ref={heading} tabIndex={-1} style={wrapStyle()}>
            {title}
          </Title>
          <RowButton
            icon={IconX}
            label={t("Close")}
            name={t("Close the candidates list")}
            variant="subtle"
            color="gray"
            onClick={onClose}
          />
        </Group>
        <ListQueryState query={candidates} failure={messages.candidatesFailed} loading={t("Loading the candidates...")}>
          {(found) => {
            if (found.candidates.length === 0)
              return (
                <ListEmpty
                  title={t("No candidates")}
                  hint={
                    list === WAITING
                      ? test
                        ? t("Every shortlisted candidate who needs an entrance test slot has one.")
                        : t("Every shortlisted candidate who needs an interview slot has one.")
                      : t("No candidate is in this slot yet.")
                  }
                />
              );
            return (
              <CandidateResults
                key={`${list}:${page}`}
                {...props}
                slot={slot}
                data={found}
                stale={candidates.isPlaceholderData}
              />
            );
          }}
        </ListQueryState>
      </Stack>
    </Paper>
  );
}

function CandidateResults({
  roundId,
  department,
  kind,
  list,
  slots,
  onPage,
  readOnly,
  slot,
  data,
  stale,
}: SlotCandidatesPanelProps & { slot?: SelectionSlot; data: SlotCandidatesPage; stale: boolean }) {
  const { candidates, pagination } = data;
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useSlotMessages();
  const selectPageLabel = t("Select all on this page");
  const { dateTime } = useDates();
  const move = useMoveCandidates(roundId);
  const download = useDownloadCallLetter();
  const cards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const chosenHere = candidates.filter((c) => chosen.has(c.id));
  const pageSelected = chosenHere.length === candidates.length;
  const select = (c: SlotCandidate, on: boolean) => {
    const next = new Set(chosenHere.map((x) => x.id));
    if (on) next.add(c.id);
    else next.delete(c.id);
    setChosen(next);
    setProblem(null);
  };
  const selectPage = (on: boolean) => {
    setChosen(new Set(on ? candidates.map((c) => c.id) : []));
    setProblem(null);
  };

  const targets = slots
    .filter((s) => s.id !== list)
    .map((s) => {
      const free = freePlaces(s);
      const when = dateTime(s.startsAt);
      const text = hasStarted(s)
        ? t("{{when}} · started", { when })
        : free === 0
          ? t("{{when}} · full", { when })
          : t("{{when}} · {{count}} place free", {
              when,
              count: free,
              defaultValue_other: "{{when}} · {{count}} places free",
            });
      return { value: s.id, label: text, disabled: hasStarted(s) || free === 0 };
    });
  if (list !== WAITING)
    targets.push({ value: OUT_OF_SLOT, label: t("Out of slot (back to waiting)"), disabled: false });

  const submit = () => {
    if (!target || chosenHere.length === 0) return;
    const into = slots.find((s) => s.id === target);
    const room = into ? slotRoomProblem({ capacity: into.capacity, taken: into.assigned }, chosenHere.length) : null;
    if (room) {
      setProblem(room);
      return;
    }
    setProblem(null);
    move.mutate(
      {
        department,
        kind,
        applicationIds: chosenHere.map((c) => c.id),
        slotId: target === OUT_OF_SLOT ? null : target,
      },
      {
        onSuccess: () => {
          setChosen(new Set());
          setTarget(null);
        },
        onError: (err) => setProblem(errorMessage(err, messages.moveFailed)),
      },
    );
  };

  const busy = stale || move.isPending;
  const pageBox = (text?: string) => (
    <Checkbox
      label={text}
      aria-label={text ? undefined : selectPageLabel}
      checked={pageSelected}
      indeterminate={chosenHere.length > 0 && !pageSelected}
      onChange={(e) => selectPage(e.currentTarget.checked)}
      disabled={busy}
    />
  );
  const rowBox = (c: SlotCandidate) => (
    <Checkbox
      aria-label={t("Select {{id}}", { id: c.applicationId })}
      checked={chosen.has(c.id)}
      onChange={(e) => select(c, e.currentTarget.checked)}
      disabled={busy}
    />
  );
  const letter = (c: SlotCandidate) => (
    <RowButton
      icon={IconDownload}
      label={t("Call letter")}
      name={t("Call letter of {{id}} (PDF)", { id: c.applicationId })}
      variant="subtle"
      loading={download.isPending && download.variables?.id === c.id}
      onClick={() => download.mutate({ id: c.id, applicationId: c.applicationId, kind })}
    />
  );
  const withLetters = list !== WAITING && slot !== undefined;

  return (
    <Stack gap="sm">
      {!readOnly && (
        <Paper withBorder p="sm" radius="md" component="section" aria-label={t("Move the selected candidates")}>
          <Stack gap="xs">
            <Text size="sm" fw={500} role="status">
              {chosenHere.length === 0
                ? t("No candidate selected.")
                : t("{{count}} candidate selected.", {
                    count: chosenHere.length,
                    defaultValue_other: "{{count}} candidates selected.",
                  })}
            </Text>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label={t("Move to")}
                placeholder={targets.length === 0 ? t("No other slot") : t("Choose a slot")}
                data={targets}
                value={target}
                onChange={(v) => {
                  setTarget(v);
                  setProblem(null);
                }}
                disabled={targets.length === 0}
                style={{ flex: "1 1 240px" }}
                maw={480}
              />
              <Button
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
                onClick={submit}
                disabled={busy || chosenHere.length === 0 || !target}
                loading={move.isPending}
              >
                {t("Move")}
              </Button>
            </Group>
            {problem && (
              <Text size="sm" c="red.8" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      <StalePages
        stale={stale}
        pagination={pagination}
        summary={t("{{count}} candidate", { count: pagination.total, defaultValue_other: "{{count}} candidates" })}
        label={t("Candidates pages")}
        onPage={onPage}
      >
        {cards ? (
          <Stack gap="sm">
            {!readOnly && pageBox(selectPageLabel)}
            <PlainList label={t("Candidates")}>
              {candidates.map((c) => (
                <Card component="li" key={c.id} withBorder padding="sm" data-testid="candidate-card">
                  <Group gap="sm" align="flex-start" wrap="nowrap" mb="xs">
                    {!readOnly && rowBox(c)}
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={700} style={wrapStyle(true)}>
                        {c.applicationId}
                      </Text>
                      <NameAndEmail name={c.name} email={c.email} />
                    </Stack>
                  </Group>
                  <DetailList>
                    <DetailRow label={t("Category")}>{c.category ? label(CATEGORY_LABELS[c.category]) : "—"}</DetailRow>
                    <DetailRow label={t("Channel")}>
                      <Channel candidate={c} />
                    </DetailRow>
                  </DetailList>
                  {withLetters && <Box mt="xs">{letter(c)}</Box>}
                </Card>
              ))}
            </PlainList>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={680}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t("Candidates")}>
              <TableHead
                columns={[
                  !readOnly && (
                    <Table.Th key="select" w={44}>
                      {pageBox()}
                    </Table.Th>
                  ),
                  t("Application ID"),
                  t("Candidate"),
                  t("Category"),
                  t("Channel"),
                  withLetters && t("Call letter"),
                ]}
              />
              <Table.Tbody>
                {candidates.map((c) => (
                  <Table.Tr key={c.id} data-testid="candidate-row">
                    {!readOnly && <Table.Td>{rowBox(c)}</Table.Td>}
                    <Table.Td fw={600}>{c.applicationId}</Table.Td>
                    <Table.Td>
                      <NameAndEmail name={c.name} email={c.email} />
                    </Table.Td>
                    <Table.Td>{c.category ? label(CATEGORY_LABELS[c.category]) : "—"}</Table.Td>
                    <Table.Td>
                      <Channel candidate={c} />
                    </Table.Td>
                    {withLetters && <Table.Td>{letter(c)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </StalePages>
    </Stack>
  );
}

function Channel({ candidate: c }: { candidate: SlotCandidate }) {
  const label = useLabel();
  return (
    <Stack gap={0}>
      <Text size="sm">{label(SELECTION_CHANNEL_LABELS[c.channel])}</Text>
      <Text size="xs" c="dimmed">
        {label(SELECTION_METHOD_LABELS[c.method])}
      </Text>
    </Stack>
  );
}
