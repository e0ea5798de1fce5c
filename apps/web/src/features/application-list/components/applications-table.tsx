import { Badge, Card, Group, Stack, Table, Text } from "@mantine/core";
import {
  APPLICATION_TYPE_LABELS,
  type ApplicationSort,
  type ApplicationSummary,
  applicationStatusColor,
  applicationStatusLabel,
  paths,
  type SortOrder,
} from "@phd/shared";
import { IconDownload, IconEye } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { DetailList, DetailRow, NameAndEmail, wrapStyle } from "../../../components/detail-list.tsx";
import { ListTable, PlainList, usePhone } from "../../../components/lists/list-table.tsx";
import { RowButton } from "../../../components/lists/row-actions.tsx";
import { type SortState as ListSortState, SortableTh } from "../../../components/lists/sortable-th.tsx";
import { RelativeTime } from "../../../components/relative-time.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";

export type SortState = ListSortState<ApplicationSort>;

/** "sorted by submission date, newest first": said by the table's name. */
export function sortDescription({ sort, order }: SortState, t: TFunction): string {
  if (sort === "createdAt")
    return order === "desc"
      ? t("sorted by submission date, newest first")
      : t("sorted by submission date, oldest first");
  return order === "asc" ? t("sorted by application ID, ascending") : t("sorted by application ID, descending");
}

/** The same as a choice of the "Sort by" field: "Submission date, newest first". */
export function sortChoice({ sort, order }: SortState, t: TFunction): string {
  if (sort === "createdAt")
    return order === "desc" ? t("Submission date, newest first") : t("Submission date, oldest first");
  return order === "asc" ? t("Application ID, ascending") : t("Application ID, descending");
}
/** The order a column starts with when it is chosen: newest submissions, ids from the lowest. */
export const FIRST_ORDER: Record<ApplicationSort, SortOrder> = { createdAt: "desc", applicationId: "asc" };

export interface ApplicationsTableProps {
  applications: ApplicationSummary[];
  /** The place in the filtered list of the first row, from 0. */
  startIndex: number;
  /** The list's query string (without "?"), carried to the review page. */
  listSearch: string;
  sort: SortState;
  onSort: (sort: SortState) => void;
  onDownload: (application: ApplicationSummary) => void;
  /** The application whose PDF is being fetched. */
  downloadingId?: string;
}

/** The review page's address: the list's query plus the row's place in it (`i`, from 0). */
export function reviewHref(id: string, listSearch: string, index: number): string {
  const params = new URLSearchParams(listSearch);
  params.set("i", String(index));
  return `${paths.viewApplication(id)}?${params.toString()}`;
}

function StatusBadge({ status }: { status: string }) {
  const label = useLabel();
  return (
    <Badge variant="light" color={applicationStatusColor(status)}>
      {label(applicationStatusLabel(status))}
    </Badge>
  );
}

function Actions({
  application: a,
  href,
  onDownload,
  downloading,
  grow,
}: {
  application: ApplicationSummary;
  href: string;
  onDownload: (a: ApplicationSummary) => void;
  downloading: boolean;
  grow?: boolean;
}) {
  const { t } = useTranslation("staff");
  return (
    <Group gap="xs" wrap={grow ? "wrap" : "nowrap"} grow={grow}>
      <RowButton icon={IconEye} label={t("View")} name={t("View {{id}}", { id: a.applicationId })} to={href} />
      <RowButton
        icon={IconDownload}
        label={t("PDF")}
        name={t("Download PDF of {{id}}", { id: a.applicationId })}
        variant="default"
        loading={downloading}
        onClick={() => onDownload(a)}
      />
    </Group>
  );
}

/** The applications of one page: a table (sortable by id and submission date), or cards on phones. */
export function ApplicationsTable({
  applications,
  startIndex,
  listSearch,
  sort,
  onSort,
  onDownload,
  downloadingId,
}: ApplicationsTableProps) {
  const { t } = useTranslation("staff");
  const vocabulary = useLabel();
  const phone = usePhone();
  const label = t("PhD applications, {{sort}}", { sort: sortDescription(sort, t) });

  if (phone) {
    return (
      <PlainList label={label}>
        {applications.map((a, i) => (
          <Card component="li" key={a.id} withBorder padding="md" data-testid="application-card">
            <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
              <Text fw={700} style={wrapStyle(true)}>
                {a.applicationId}
              </Text>
              <StatusBadge status={a.verificationStatus} />
            </Group>
            <Text size="sm" fw={500} style={wrapStyle()}>
              {a.user.name}
            </Text>
            <Text size="sm" c="dimmed" mb="xs" style={wrapStyle(true)}>
              {a.user.email}
            </Text>
            <DetailList>
              <DetailRow label={t("Department")}>{a.department}</DetailRow>
              <DetailRow label={t("Type")}>{vocabulary(APPLICATION_TYPE_LABELS[a.applicationType])}</DetailRow>
              <DetailRow label={t("Submitted")}>
                <RelativeTime iso={a.createdAt} />
              </DetailRow>
            </DetailList>
            <Stack mt="sm">
              <Actions
                application={a}
                href={reviewHref(a.id, listSearch, startIndex + i)}
                onDownload={onDownload}
                downloading={downloadingId === a.id}
                grow
              />
            </Stack>
          </Card>
        ))}
      </PlainList>
    );
  }

  const th = (column: ApplicationSort, text: string) => (
    <SortableTh column={column} label={text} sort={sort} onSort={onSort} firstOrder={FIRST_ORDER[column]} />
  );
  return (
    <ListTable label={label} minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          {th("applicationId", t("Application ID"))}
          <Table.Th>{t("Applicant")}</Table.Th>
          <Table.Th>{t("Department")}</Table.Th>
          <Table.Th>{t("Type")}</Table.Th>
          <Table.Th>{t("Status")}</Table.Th>
          {th("createdAt", t("Submitted"))}
          <Table.Th>{t("Actions")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {applications.map((a, i) => (
          <Table.Tr key={a.id} data-testid="application-row">
            <Table.Td fw={600}>{a.applicationId}</Table.Td>
            <Table.Td>
              <NameAndEmail name={a.user.name} email={a.user.email} />
            </Table.Td>
            <Table.Td>{a.department}</Table.Td>
            <Table.Td>{vocabulary(APPLICATION_TYPE_LABELS[a.applicationType])}</Table.Td>
            <Table.Td>
              <StatusBadge status={a.verificationStatus} />
            </Table.Td>
            <Table.Td>
              <RelativeTime iso={a.createdAt} />
            </Table.Td>
            <Table.Td>
              <Actions
                application={a}
                href={reviewHref(a.id, listSearch, startIndex + i)}
                onDownload={onDownload}
                downloading={downloadingId === a.id}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
