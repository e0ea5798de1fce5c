import { Badge, Card, Group, Table, Text } from "@mantine/core";
import type { AccountCoordinatorAccount, CoordinatorAccount } from "@phd/shared";
import { IconBuildingCommunity, IconTrash } from "@tabler/icons-react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { ListTable, PlainList, usePhone } from "../../../components/lists/list-table.tsx";
import { ActionsCell, CardActions, type RowAction } from "../../../components/lists/row-actions.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";

/** A row of either list: account-section coordinators have no MIS and no departments. */
export type StaffRow = CoordinatorAccount | AccountCoordinatorAccount;

const isDepartmentCoordinator = (row: StaffRow): row is CoordinatorAccount => "departments" in row;

export interface StaffTableProps {
  rows: StaffRow[];
  /** Department coordinators show MIS and departments and can be given other departments. */
  withDepartments: boolean;
  /** The table's accessible name, e.g. "Department coordinators". */
  label: string;
  onDelete: (row: StaffRow) => void;
  onEditDepartments?: (row: CoordinatorAccount) => void;
}

function Departments({ departments }: { departments: string[] }) {
  const { t } = useTranslation("admin");
  if (departments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("None")}
      </Text>
    );
  return (
    <Group gap={4} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {departments.map((d) => (
        <Badge key={d} component="li" variant="light" size="sm" tt="none" style={{ maxWidth: "100%" }}>
          {d}
        </Badge>
      ))}
    </Group>
  );
}

function Created({ iso }: { iso: string }) {
  const dates = useDates();
  return <time dateTime={iso}>{dates.date(iso)}</time>;
}

/** The coordinators of one tab: a table, or one card each on a phone. */
export function StaffTable({ rows, withDepartments, label, onDelete, onEditDepartments }: StaffTableProps) {
  const { t } = useTranslation("admin");
  const phone = usePhone();
  // The same actions on a card and in the table.
  const actions = (row: StaffRow): RowAction[] => [
    ...(withDepartments && isDepartmentCoordinator(row) && onEditDepartments
      ? [
          {
            icon: IconBuildingCommunity,
            label: t("Edit departments"),
            name: t("Edit departments of {{name}}", { name: row.name }),
            onClick: () => onEditDepartments(row),
          },
        ]
      : []),
    {
      icon: IconTrash,
      label: t("Delete"),
      name: t("Delete {{name}}", { name: row.name }),
      color: "red",
      onClick: () => onDelete(row),
    },
  ];

  if (phone) {
    return (
      <PlainList label={label}>
        {rows.map((row) => (
          <Card key={row._id} component="li" withBorder padding="md" data-testid="staff-card">
            <Text fw={700} style={wrapStyle()}>
              {row.name}
            </Text>
            <Text size="sm" c="dimmed" mb="xs" style={wrapStyle(true)}>
              {row.email}
            </Text>
            <DetailList>
              {isDepartmentCoordinator(row) && (
                <>
                  <DetailRow label={t("MIS Number")} breakAnywhere>
                    {row.mis ?? "—"}
                  </DetailRow>
                  <DetailRow label={t("Departments")}>
                    <Departments departments={row.departments} />
                  </DetailRow>
                </>
              )}
              <DetailRow label={t("Created")}>
                <Created iso={row.createdAt} />
              </DetailRow>
            </DetailList>
            <CardActions actions={actions(row)} />
          </Card>
        ))}
      </PlainList>
    );
  }

  return (
    <ListTable label={label} minWidth={withDepartments ? 860 : 560}>
      <TableHead
        columns={[
          t("Name"),
          t("Email"),
          withDepartments && t("MIS Number"),
          withDepartments && t("Departments"),
          t("Created"),
          t("Actions"),
        ]}
      />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id} data-testid="staff-row">
            <Table.Td fw={600} style={wrapStyle()}>
              {row.name}
            </Table.Td>
            <Table.Td style={wrapStyle(true)}>{row.email}</Table.Td>
            {isDepartmentCoordinator(row) && <Table.Td style={wrapStyle(true)}>{row.mis ?? "—"}</Table.Td>}
            {isDepartmentCoordinator(row) && (
              <Table.Td>
                <Departments departments={row.departments} />
              </Table.Td>
            )}
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              <Created iso={row.createdAt} />
            </Table.Td>
            <ActionsCell actions={actions(row)} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
