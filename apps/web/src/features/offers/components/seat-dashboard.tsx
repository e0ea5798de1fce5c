import { Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import {
  CATEGORY_LABELS,
  type Category,
  type DepartmentName,
  type OfferState,
  SEAT_COUNT_LABELS,
  SEAT_COUNTS,
  SELECTION_CHANNEL_LABELS,
  type SeatCount,
  type SeatDashboardRow,
  type SelectionChannel,
} from "@phd/shared";
import { IconFileDownload, IconFileTypePdf } from "@tabler/icons-react";
import { Link } from "react-router";
import { ListEmpty, StalePage } from "../../../components/lists/list-empty.tsx";
import { useListAddress } from "../../../components/lists/use-list-address.ts";
import { Updating } from "../../../components/page-header.tsx";
import { AllSelect } from "../../../components/selection/all-select.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { ScrollTable } from "../../merit/index.ts";
import { RoundGate, RoundPage } from "../../rounds/index.ts";
import { useExportAdmitted, useOfferMessages, useSeatDashboard } from "../api.ts";
import { type AdmittedExportFormat, offersHref, readSeatAddress, writeSeatAddress } from "../list-params.ts";

/** The counts that are offers in one state: each links to those offers. */
const COUNT_STATE: Partial<Record<SeatCount, OfferState>> = {
  offered: "OFFERED",
  accepted: "ACCEPTED",
  declined: "DECLINED",
  lapsed: "LAPSED",
  withdrawn: "WITHDRAWN",
  admitted: "ADMITTED",
};

export type SeatCounts = Record<SeatCount, number>;

/** The sum of each count over the rows. */
export function totalsOf(rows: readonly SeatCounts[]): SeatCounts {
  const out = Object.fromEntries(SEAT_COUNTS.map((c) => [c, 0])) as SeatCounts;
  for (const row of rows) for (const c of SEAT_COUNTS) out[c] += row[c];
  return out;
}

/** The rows of each department, in the server's order. */
function byDepartment(rows: readonly SeatDashboardRow[]): [string, SeatDashboardRow[]][] {
  const groups = new Map<string, SeatDashboardRow[]>();
  for (const row of rows) groups.set(row.department, [...(groups.get(row.department) ?? []), row]);
  return [...groups];
}

/**
 * The seat dashboard (issue 26, item 5): per department × channel × category of a round, the seats,
 * the offers in each state and the seats still vacant, with each department's totals; each count of
 * offers links to them on the offers screen. The admitted list downloads as CSV or PDF, for the
 * department chosen or all. A coordinator reads their departments only.
 */
export function SeatDashboardScreen({ departments }: { departments: readonly DepartmentName[] }) {
  const { t } = useTranslation("offers");
  const { state, update } = useListAddress(readSeatAddress, writeSeatAddress);
  const department = state.department && departments.includes(state.department) ? state.department : undefined;
  return (
    <RoundPage
      title={t("Seat Dashboard")}
      description={t(
        "Each department's seats per channel and category: offered, answered, admitted and still vacant. Each count of offers opens them on the Offers page.",
      )}
      departments={departments}
    >
      <AllSelect
        label={t("Department")}
        all={t("All departments")}
        options={departments}
        value={department}
        onChange={(d) => update({ department: d })}
        searchable={departments.length > 6}
        maw={480}
      />
      <RoundGate loading={t("Loading the seat dashboard...")}>
        {(roundId) => <Dashboard key={roundId} roundId={roundId} department={department} round={state.round} />}
      </RoundGate>
    </RoundPage>
  );
}

function Dashboard({
  roundId,
  department,
  round,
}: {
  roundId: string;
  department: DepartmentName | undefined;
  round: string | undefined;
}) {
  const { t } = useTranslation("offers");
  const messages = useOfferMessages();
  const seats = useSeatDashboard(roundId, department);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <AdmittedExport roundId={roundId} department={department} />
        <Updating query={seats} label={t("Updating the seat dashboard")} />
      </Group>
      <ListQueryState query={seats} failure={messages.seatsFailed} loading={t("Loading the seat dashboard...")}>
        {(dashboard) => {
          if (dashboard.rows.length === 0)
            return (
              <ListEmpty
                title={t("No seats yet")}
                hint={
                  department
                    ? t("The seats appear here once the final merit list of {{departmentName}} is published.", {
                        departmentName: department,
                      })
                    : t("The seats appear here once the final merit list of a department is published.")
                }
              />
            );
          return (
            <StalePage stale={seats.isPlaceholderData}>
              <SeatTable rows={dashboard.rows} round={round} />
            </StalePage>
          );
        }}
      </ListQueryState>
    </Stack>
  );
}

interface CountTarget {
  department: string;
  channel?: SelectionChannel;
  category?: Category;
  /** Where the count belongs, in words: "Computer Engineering, Entrance test, General". */
  words: string;
}

/** A count of offers: a link to them (nothing to open for none); seats and vacant are plain numbers. */
function CountCell({
  count,
  value,
  target,
  round,
}: {
  count: SeatCount;
  value: number;
  target: CountTarget;
  round: string | undefined;
}) {
  const { t } = useTranslation("offers");
  const label = useLabel();
  const state = COUNT_STATE[count];
  if (!state || value === 0) return <>{value}</>;
  const to = offersHref({
    department: target.department as DepartmentName,
    channel: target.channel,
    category: target.category,
    state,
    round,
  });
  return (
    <Anchor
      component={Link}
      to={to}
      aria-label={t("{{value}} {{counted}}: {{where}}", {
        value,
        counted: label(SEAT_COUNT_LABELS[count]).toLowerCase(),
        where: target.words,
      })}
    >
      {value}
    </Anchor>
  );
}

function CountCells({ counts, target, round }: { counts: SeatCounts; target: CountTarget; round: string | undefined }) {
  return SEAT_COUNTS.map((c) => (
    <Table.Td key={c} ta="right">
      <CountCell count={c} value={counts[c]} target={target} round={round} />
    </Table.Td>
  ));
}

function SeatTable({ rows, round }: { rows: SeatDashboardRow[]; round: string | undefined }) {
  const { t } = useTranslation("offers");
  const label = useLabel();
  const groups = byDepartment(rows);
  const tableLabel = t("Seats by department, channel and category");
  return (
    <ScrollTable label={tableLabel} minWidth={1000}>
      <Table verticalSpacing="xs" aria-label={tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("Channel")}</Table.Th>
            <Table.Th scope="col">{t("Category")}</Table.Th>
            {SEAT_COUNTS.map((c) => (
              <Table.Th key={c} scope="col" ta="right">
                {label(SEAT_COUNT_LABELS[c])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {groups.map(([department, lines]) => (
          <Table.Tbody key={department}>
            <Table.Tr bg="var(--mantine-color-gray-0)">
              <Table.Th scope="colgroup" colSpan={2 + SEAT_COUNTS.length}>
                {department}
              </Table.Th>
            </Table.Tr>
            {lines.map((row) => {
              const channel = label(SELECTION_CHANNEL_LABELS[row.channel]);
              const category = label(CATEGORY_LABELS[row.category]);
              const words = t("{{departmentName}}, {{channel}}, {{categoryName}}", {
                departmentName: department,
                channel,
                categoryName: category,
              });
              return (
                <Table.Tr key={`${row.channel}:${row.category}`}>
                  <Table.Td>{channel}</Table.Td>
                  <Table.Td>{category}</Table.Td>
                  <CountCells
                    counts={row}
                    target={{ department, channel: row.channel, category: row.category, words }}
                    round={round}
                  />
                </Table.Tr>
              );
            })}
            <Table.Tr fw={700} data-testid={`total-${department}`}>
              <Table.Th scope="row" colSpan={2}>
                {t("Total")}
              </Table.Th>
              <CountCells
                counts={totalsOf(lines)}
                target={{ department, words: t("{{departmentName}}, total", { departmentName: department }) }}
                round={round}
              />
            </Table.Tr>
          </Table.Tbody>
        ))}
        {groups.length > 1 && <GrandTotal counts={totalsOf(rows)} />}
      </Table>
    </ScrollTable>
  );
}

/** Every department's sum (no link: the offers screen shows one department at a time). */
function GrandTotal({ counts }: { counts: SeatCounts }) {
  const { t } = useTranslation("offers");
  return (
    <Table.Tfoot>
      <Table.Tr fw={700} data-testid="total-all">
        <Table.Th scope="row" colSpan={2}>
          {t("All departments")}
        </Table.Th>
        {SEAT_COUNTS.map((c) => (
          <Table.Td key={c} ta="right">
            {counts[c]}
          </Table.Td>
        ))}
      </Table.Tr>
    </Table.Tfoot>
  );
}

/** CSV and PDF of the admitted list of the department chosen, or of all. */
function AdmittedExport({ roundId, department }: { roundId: string; department: DepartmentName | undefined }) {
  const { t } = useTranslation("offers");
  const exporting = useExportAdmitted(roundId);
  const pending = exporting.isPending ? exporting.variables?.format : undefined;
  const button = (format: AdmittedExportFormat) => (
    <Button
      variant="default"
      leftSection={
        format === "csv" ? <IconFileDownload size={16} aria-hidden /> : <IconFileTypePdf size={16} aria-hidden />
      }
      loading={pending === format}
      disabled={exporting.isPending && pending !== format}
      onClick={() => exporting.mutate({ format, department })}
    >
      {t("Admitted list {{format}}", { format: format.toUpperCase() })}
    </Button>
  );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {department
          ? t("Admitted list of {{departmentName}}", { departmentName: department })
          : t("Admitted list of all departments")}
      </Text>
      <Group gap="xs" wrap="wrap">
        {button("csv")}
        {button("pdf")}
      </Group>
    </Stack>
  );
}
