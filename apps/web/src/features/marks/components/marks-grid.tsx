import { Badge, Card, Checkbox, Group, NumberInput, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { CATEGORY_LABELS, type TestMark } from "@phd/shared";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { PlainList } from "../../../components/lists/list-table.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { draftOf, isChanged, type MarkDraft, type MarkDrafts, savedWords } from "../marks-facts.ts";

/** Below Mantine's `sm` (48em) the rows are cards: five columns with inputs do not fit a phone. */
export const CARDS_QUERY = "(max-width: 47.99em)";

export interface MarksGridProps {
  entries: TestMark[];
  /** The test's maximum marks. */
  max: number;
  drafts: MarkDrafts;
  /** A row typed into: its new draft (unchanged from what is saved: the draft goes). */
  onEdit: (id: string, draft: MarkDraft) => void;
  /** What is wrong with a row, by id (the typed mark, or the server's refusal). */
  problems: Readonly<Record<string, string>>;
  /** Nothing can be typed (a closed round, a save or a page on its way). */
  disabled: boolean;
  readOnly: boolean;
}

/** A mark's or score's input (the marks grid's, the panel's scores): 0 or more, two decimals at most. */
export const numberProps = {
  min: 0,
  decimalScale: 2,
  allowNegative: false,
  clampBehavior: "none",
  hideControls: true,
} as const;

function useRow(entry: TestMark, { drafts, onEdit }: Pick<MarksGridProps, "drafts" | "onEdit">) {
  const draft = drafts[entry.id] ?? draftOf(entry);
  const edit = (change: Partial<Pick<MarkDraft, "marks" | "absent">>) => onEdit(entry.id, { ...draft, ...change });
  return { draft, edit, changed: isChanged(draft) };
}

function MarksField({
  entry,
  draft,
  edit,
  max,
  problem,
  disabled,
  readOnly,
  withLabel,
}: {
  entry: TestMark;
  draft: MarkDraft;
  edit: (change: Partial<Pick<MarkDraft, "marks" | "absent">>) => void;
  max: number;
  problem: string | undefined;
  disabled: boolean;
  readOnly: boolean;
  withLabel: boolean;
}) {
  const { t } = useTranslation("merit");
  return (
    <NumberInput
      label={withLabel ? t("Marks (out of {{max}})", { max }) : undefined}
      aria-label={t("Marks of {{id}}", { id: entry.applicationId })}
      max={max}
      {...numberProps}
      value={draft.absent ? "" : draft.marks}
      onChange={(v) => edit({ marks: v })}
      placeholder={draft.absent ? t("Absent") : `0 – ${max}`}
      disabled={disabled || draft.absent}
      readOnly={readOnly}
      error={problem}
      errorProps={{ role: "alert" }}
      miw={110}
      maw={withLabel ? 220 : 160}
    />
  );
}

function AbsentBox({
  entry,
  draft,
  edit,
  disabled,
  readOnly,
}: {
  entry: TestMark;
  draft: MarkDraft;
  edit: (change: Partial<Pick<MarkDraft, "marks" | "absent">>) => void;
  disabled: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation("merit");
  return (
    <Checkbox
      label={t("Absent")}
      aria-label={t("Absent: {{id}}", { id: entry.applicationId })}
      checked={draft.absent}
      onChange={(e) => edit({ absent: e.currentTarget.checked })}
      disabled={disabled || readOnly}
    />
  );
}

/** Said in words, not only by colour: a row typed into and not saved yet. */
function ChangedBadge({ draft }: { draft: MarkDraft }) {
  const { t } = useTranslation("merit");
  return (
    <Badge
      variant="light"
      color="yellow"
      size="sm"
      title={t("Saved: {{value}}", { value: savedWords(t, draft.saved) })}
    >
      {t("Not saved")}
    </Badge>
  );
}

/**
 * One page of the department's entrance-test candidates with a marks input and an Absent box per
 * row: a table, or one card per candidate on phones. Each input is named by the application id.
 */
export function MarksGrid(props: MarksGridProps) {
  const { t } = useTranslation("merit");
  const { entries, max, problems, disabled, readOnly } = props;
  const cards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });

  if (cards)
    return (
      <PlainList label={t("Entrance test marks")}>
        {entries.map((e) => (
          <MarksCard key={e.id} entry={e} {...props} />
        ))}
      </PlainList>
    );

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label={t("Entrance test marks")}>
        <TableHead
          columns={[t("Application ID"), t("Name"), t("Category"), t("Marks (out of {{max}})", { max }), t("Absent")]}
        />
        <Table.Tbody>
          {entries.map((e) => (
            <MarksRow
              key={e.id}
              entry={e}
              {...props}
              problem={problems[e.id]}
              disabled={disabled}
              readOnly={readOnly}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MarksRow({ entry: e, problem, ...props }: MarksGridProps & { entry: TestMark; problem: string | undefined }) {
  const label = useLabel();
  const { draft, edit, changed } = useRow(e, props);
  return (
    <Table.Tr data-testid="marks-row">
      <Table.Td fw={600}>
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={600} style={wrapStyle(true)}>
            {e.applicationId}
          </Text>
          {changed && <ChangedBadge draft={draft} />}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={wrapStyle()}>
          {e.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{e.category ? label(CATEGORY_LABELS[e.category]) : "—"}</Text>
      </Table.Td>
      <Table.Td>
        <MarksField
          entry={e}
          draft={draft}
          edit={edit}
          max={props.max}
          problem={problem}
          disabled={props.disabled}
          readOnly={props.readOnly}
          withLabel={false}
        />
      </Table.Td>
      <Table.Td>
        <AbsentBox entry={e} draft={draft} edit={edit} disabled={props.disabled} readOnly={props.readOnly} />
      </Table.Td>
    </Table.Tr>
  );
}

function MarksCard({ entry: e, ...props }: MarksGridProps & { entry: TestMark }) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const { draft, edit, changed } = useRow(e, props);
  return (
    <Card component="li" withBorder padding="sm" data-testid="marks-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={wrapStyle(true)}>
              {e.applicationId}
            </Text>
            <Text size="sm" style={wrapStyle()}>
              {e.name}
            </Text>
            <Text size="xs" c="dimmed">
              {e.category ? label(CATEGORY_LABELS[e.category]) : t("No category")}
            </Text>
          </Stack>
          {changed && <ChangedBadge draft={draft} />}
        </Group>
        <MarksField
          entry={e}
          draft={draft}
          edit={edit}
          max={props.max}
          problem={props.problems[e.id]}
          disabled={props.disabled}
          readOnly={props.readOnly}
          withLabel
        />
        <AbsentBox entry={e} draft={draft} edit={edit} disabled={props.disabled} readOnly={props.readOnly} />
      </Stack>
    </Card>
  );
}
