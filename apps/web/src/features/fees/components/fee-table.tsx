import { Badge, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type FeeListItem, type FeeSort, paths, type SortOrder } from "@phd/shared";
import { IconDownload, IconEye } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { PHONE_QUERY, SortableTh, type SortState } from "../../../components/lists/sortable-th.tsx";
import { useDates } from "../../../lib/institution-time.ts";
import { amountText, FEE_TYPE_LABELS, orNa } from "./fee-labels.ts";

export type FeeSortState = SortState<FeeSort>;

const SORT_WORDS: Record<FeeSort, string> = {
  createdAt: "submission date",
  applicationId: "application ID",
  name: "applicant name",
  department: "department",
  amount: "amount",
  transactionTime: "transaction date",
  status: "status",
};
/** The order a column starts with when it is chosen: newest dates and largest amounts first, text from A. */
const FIRST_ORDER: Record<FeeSort, SortOrder> = {
  createdAt: "desc",
  applicationId: "asc",
  name: "asc",
  department: "asc",
  amount: "desc",
  transactionTime: "desc",
  status: "asc",
};

/** "sorted by amount, descending": said by the table's name. */
export function feeSortDescription({ sort, order }: FeeSortState): string {
  return `sorted by ${SORT_WORDS[sort]}, ${order === "asc" ? "ascending" : "descending"}`;
}

interface RowGroup {
  /** Present when the rows are grouped by candidate. */
  user?: FeeListItem["user"];
  rows: FeeListItem[];
}

/** The rows in runs of one candidate (the server orders them so when grouping), or one run. */
function groupRows(rows: FeeListItem[], byUser: boolean): RowGroup[] {
  if (!byUser) return [{ rows }];
  const groups: RowGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.user?.id === row.user.id) last.rows.push(row);
    else groups.push({ user: row.user, rows: [row] });
  }
  return groups;
}

const emailText = (email: string) => email.trim() || "No email";

export interface FeeTableProps {
  rows: FeeListItem[];
  sort: FeeSortState;
  onSort: (sort: FeeSortState) => void;
  groupByUser: boolean;
  onDownload: (row: FeeListItem) => void;
  /** The record whose receipt is being fetched. */
  downloadingId?: string;
}

function RowActions({
  row,
  onDownload,
  downloading,
  grow,
}: {
  row: FeeListItem;
  onDownload: (row: FeeListItem) => void;
  downloading: boolean;
  grow?: boolean;
}) {
  const hasReceipt = row.feeDetails.receipt !== null;
  const viewLabel = `View fee details of ${row.applicationId}`;
  return (
    <Group gap="xs" wrap={grow ? "wrap" : "nowrap"} grow={grow}>
      {hasReceipt ? (
        <Button
          component={Link}
          to={paths.feeDetail(row.id)}
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={viewLabel}
        >
          View
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          disabled
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={`${viewLabel} (no fee receipt uploaded)`}
          title="No fee receipt uploaded"
        >
          View
        </Button>
      )}
      {hasReceipt && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={downloading}
          onClick={() => onDownload(row)}
          aria-label={`Download fee receipt of ${row.applicationId}`}
        >
          Download
        </Button>
      )}
    </Group>
  );
}

function UtrCell({ row }: { row: FeeListItem }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" style={wrapStyle(true)}>
        {orNa(row.feeDetails.utrDuNumber)}
      </Text>
      {row.duplicateUtr && (
        <Badge color="red" variant="filled" size="sm">
          Duplicate UTR
        </Badge>
      )}
    </Stack>
  );
}

function StatusCell({ row }: { row: FeeListItem }) {
  const signer = row.feeDetails.verification.signedBy;
  return (
    <Stack gap={2} align="flex-start">
      <VerificationBadge status={row.feeDetails.verification.status} />
      {signer && (
        <Text size="xs" c="dimmed" style={wrapStyle()}>
          by {signer.name}
        </Text>
      )}
    </Stack>
  );
}

function UserHeading({ user }: { user: FeeListItem["user"] }) {
  return (
    <>
      <Text span fw={700} size="sm" style={wrapStyle()}>
        {user.name}
      </Text>{" "}
      <Text span size="sm" c="dimmed" style={wrapStyle(true)}>
        · {emailText(user.email)}
      </Text>
    </>
  );
}

function FeeCard({ row, actions }: { row: FeeListItem; actions: ReactNode }) {
  const dates = useDates();
  return (
    <Card component="li" withBorder padding="md" data-testid="fee-card">
      <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
        <Text fw={700} style={wrapStyle(true)}>
          {row.applicationId}
        </Text>
        <StatusCell row={row} />
      </Group>
      <Text size="sm" fw={500} style={wrapStyle()}>
        {row.user.name}
      </Text>
      <Text size="sm" c="dimmed" mb="xs" style={wrapStyle(true)}>
        {emailText(row.user.email)}
      </Text>
      <DetailList>
        <DetailRow label="Department">{row.department}</DetailRow>
        <DetailRow label="Type">{FEE_TYPE_LABELS[row.applicationType]}</DetailRow>
        <DetailRow label="UTR/DU Number" breakAnywhere>
          <UtrCell row={row} />
        </DetailRow>
        <DetailRow label="Amount">{amountText(row.feeDetails.amount)}</DetailRow>
        <DetailRow label="Transaction Date">{dates.dateTime(row.feeDetails.transactionTime)}</DetailRow>
      </DetailList>
      <Stack mt="sm">{actions}</Stack>
    </Card>
  );
}

const COLUMNS = 9;

/** One page of fee records: a sortable table (grouped by candidate on request), or cards on phones. */
export function FeeTable({ rows, sort, onSort, groupByUser, onDownload, downloadingId }: FeeTableProps) {
  const dates = useDates();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const label = `Fee details, ${feeSortDescription(sort)}`;
  const groups = groupRows(rows, groupByUser);
  const actions = (row: FeeListItem, grow?: boolean) => (
    <RowActions row={row} onDownload={onDownload} downloading={downloadingId === row.id} grow={grow} />
  );

  if (phone) {
    return (
      <Stack gap="md" aria-label={label} role="group">
        {groups.map((g, i) => (
          <Stack key={g.user ? `${g.user.id}-${i}` : "all"} gap="sm">
            {g.user && (
              <Text component="h2" m={0} data-testid="user-group">
                <UserHeading user={g.user} />
              </Text>
            )}
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
              {g.rows.map((row) => (
                <FeeCard key={row.id} row={row} actions={actions(row, true)} />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  }

  const th = (column: FeeSort, text: string) => (
    <SortableTh column={column} label={text} sort={sort} onSort={onSort} firstOrder={FIRST_ORDER[column]} />
  );
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {th("applicationId", "Application ID")}
            {th("name", "Applicant Name")}
            {th("department", "Department")}
            <Table.Th>Type</Table.Th>
            <Table.Th>UTR/DU Number</Table.Th>
            {th("amount", "Amount")}
            {th("transactionTime", "Transaction Date")}
            {th("status", "Status")}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {groups.map((g, i) => (
          <Table.Tbody key={g.user ? `${g.user.id}-${i}` : "all"}>
            {g.user && (
              <Table.Tr data-testid="user-group" bg="var(--mantine-color-gray-1)">
                <Table.Th scope="rowgroup" colSpan={COLUMNS}>
                  <UserHeading user={g.user} />
                </Table.Th>
              </Table.Tr>
            )}
            {g.rows.map((row) => (
              <Table.Tr key={row.id} data-testid="fee-row">
                <Table.Td fw={600} style={wrapStyle(true)}>
                  {row.applicationId}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} style={wrapStyle()}>
                    {row.user.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={wrapStyle(true)}>
                    {emailText(row.user.email)}
                  </Text>
                </Table.Td>
                <Table.Td>{row.department}</Table.Td>
                <Table.Td>{FEE_TYPE_LABELS[row.applicationType]}</Table.Td>
                <Table.Td>
                  <UtrCell row={row} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{amountText(row.feeDetails.amount)}</Table.Td>
                <Table.Td>
                  <time dateTime={row.feeDetails.transactionTime}>
                    {dates.dateTime(row.feeDetails.transactionTime)}
                  </time>
                </Table.Td>
                <Table.Td>
                  <StatusCell row={row} />
                </Table.Td>
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}
