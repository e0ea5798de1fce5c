import { Badge, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { type FeeListItem, type FeeSort, paths, type SortOrder } from "@phd/shared";
import { IconDownload, IconEye } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { ListTable, PlainList, usePhone } from "../../../components/lists/list-table.tsx";
import { RowButton } from "../../../components/lists/row-actions.tsx";
import { SortableTh, type SortState } from "../../../components/lists/sortable-th.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { amountText, feeTypeLabel, orNa } from "./fee-labels.ts";

export type FeeSortState = SortState<FeeSort>;

/** A column as the table's name says it is sorted ("sorted by amount, descending"). */
function sortWords(sort: FeeSort, t: TFunction): string {
  switch (sort) {
    case "createdAt":
      return t("submission date");
    case "applicationId":
      return t("application ID");
    case "name":
      return t("applicant name");
    case "department":
      return t("department");
    case "amount":
      return t("amount");
    case "transactionTime":
      return t("transaction date");
    case "status":
      return t("status");
  }
}
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
export function feeSortDescription({ sort, order }: FeeSortState, t: TFunction): string {
  const column = sortWords(sort, t);
  return order === "asc"
    ? t("sorted by {{column}}, ascending", { column })
    : t("sorted by {{column}}, descending", { column });
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

const emailText = (email: string, t: TFunction) => email.trim() || t("No email");

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
  const { t } = useTranslation("accounts");
  const hasReceipt = row.feeDetails.receipt !== null;
  return (
    <Group gap="xs" wrap={grow ? "wrap" : "nowrap"} grow={grow}>
      {hasReceipt ? (
        <RowButton
          icon={IconEye}
          label={t("View")}
          name={t("View fee details of {{id}}", { id: row.applicationId })}
          to={paths.feeDetail(row.id)}
        />
      ) : (
        <Button
          size="xs"
          variant="light"
          disabled
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={t("View fee details of {{id}} (no fee receipt uploaded)", { id: row.applicationId })}
          title={t("No fee receipt uploaded")}
        >
          {t("View")}
        </Button>
      )}
      {hasReceipt && (
        <RowButton
          icon={IconDownload}
          label={t("Download")}
          name={t("Download fee receipt of {{id}}", { id: row.applicationId })}
          variant="default"
          loading={downloading}
          onClick={() => onDownload(row)}
        />
      )}
    </Group>
  );
}

function UtrCell({ row }: { row: FeeListItem }) {
  const { t } = useTranslation("accounts");
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" style={wrapStyle(true)}>
        {orNa(row.feeDetails.utrDuNumber, t)}
      </Text>
      {row.duplicateUtr && (
        <Badge color="red" variant="filled" size="sm">
          {t("Duplicate UTR")}
        </Badge>
      )}
    </Stack>
  );
}

function StatusCell({ row }: { row: FeeListItem }) {
  const { t } = useTranslation("accounts");
  const signer = row.feeDetails.verification.signedBy;
  return (
    <Stack gap={2} align="flex-start">
      <VerificationBadge status={row.feeDetails.verification.status} />
      {signer && (
        <Text size="xs" c="dimmed" style={wrapStyle()}>
          {t("by {{name}}", { name: signer.name })}
        </Text>
      )}
    </Stack>
  );
}

function UserHeading({ user }: { user: FeeListItem["user"] }) {
  const { t } = useTranslation("accounts");
  return (
    <>
      <Text span fw={700} size="sm" style={wrapStyle()}>
        {user.name}
      </Text>{" "}
      <Text span size="sm" c="dimmed" style={wrapStyle(true)}>
        · {emailText(user.email, t)}
      </Text>
    </>
  );
}

function FeeCard({ row, actions }: { row: FeeListItem; actions: ReactNode }) {
  const { t } = useTranslation("accounts");
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
        {emailText(row.user.email, t)}
      </Text>
      <DetailList>
        <DetailRow label={t("Department")}>{row.department}</DetailRow>
        <DetailRow label={t("Type")}>{feeTypeLabel(row.applicationType, t)}</DetailRow>
        <DetailRow label={t("UTR/DU Number")} breakAnywhere>
          <UtrCell row={row} />
        </DetailRow>
        <DetailRow label={t("Amount")}>{amountText(row.feeDetails.amount, t)}</DetailRow>
        <DetailRow label={t("Transaction Date")}>{dates.dateTime(row.feeDetails.transactionTime)}</DetailRow>
      </DetailList>
      <Stack mt="sm">{actions}</Stack>
    </Card>
  );
}

const COLUMNS = 9;

/** One page of fee records: a sortable table (grouped by candidate on request), or cards on phones. */
export function FeeTable({ rows, sort, onSort, groupByUser, onDownload, downloadingId }: FeeTableProps) {
  const { t } = useTranslation("accounts");
  const dates = useDates();
  const phone = usePhone();
  const label = t("Fee details, {{sort}}", { sort: feeSortDescription(sort, t) });
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
            <PlainList>
              {g.rows.map((row) => (
                <FeeCard key={row.id} row={row} actions={actions(row, true)} />
              ))}
            </PlainList>
          </Stack>
        ))}
      </Stack>
    );
  }

  const th = (column: FeeSort, text: string) => (
    <SortableTh column={column} label={text} sort={sort} onSort={onSort} firstOrder={FIRST_ORDER[column]} />
  );
  return (
    <ListTable label={label} minWidth={1080}>
      <Table.Thead>
        <Table.Tr>
          {th("applicationId", t("Application ID"))}
          {th("name", t("Applicant Name"))}
          {th("department", t("Department"))}
          <Table.Th>{t("Type")}</Table.Th>
          <Table.Th>{t("UTR/DU Number")}</Table.Th>
          {th("amount", t("Amount"))}
          {th("transactionTime", t("Transaction Date"))}
          {th("status", t("Status"))}
          <Table.Th>{t("Actions")}</Table.Th>
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
                  {emailText(row.user.email, t)}
                </Text>
              </Table.Td>
              <Table.Td>{row.department}</Table.Td>
              <Table.Td>{feeTypeLabel(row.applicationType, t)}</Table.Td>
              <Table.Td>
                <UtrCell row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{amountText(row.feeDetails.amount, t)}</Table.Td>
              <Table.Td>
                <time dateTime={row.feeDetails.transactionTime}>{dates.dateTime(row.feeDetails.transactionTime)}</time>
              </Table.Td>
              <Table.Td>
                <StatusCell row={row} />
              </Table.Td>
              <Table.Td>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      ))}
    </ListTable>
  );
}
