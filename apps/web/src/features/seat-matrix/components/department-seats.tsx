import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { SELECTION_CHANNEL_LABELS, type SeatMatrixDepartment } from "@phd/shared";
import { IconEdit, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useId } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { ListTable, PlainList } from "../../../components/lists/list-table.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { currentLocale, useLabel, useTranslation } from "../../../lib/i18n.ts";
import { type DepartmentStatus, departmentStatus, disabilityTotal, statusLabel } from "../seat-form.ts";

/** Below Mantine's `sm` (48em) the departments are cards and the seat dialog fills the screen. */
export const NARROW_QUERY = "(max-width: 47.99em)";

/** Said beside a locked department's disabled Edit (in English; the screen says it in the language shown). */
export const LOCKED_REASON = "Locked — unlock to edit";

const STATUS_COLOR: Record<DepartmentStatus, string> = { locked: "indigo", entered: "green", notEntered: "gray" };

export function DepartmentStatusBadge({ row }: { row: SeatMatrixDepartment }) {
  const { t } = useTranslation("selection");
  const status = departmentStatus(row);
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" size="sm">
      {statusLabel(status, t)}
    </Badge>
  );
}

export interface DepartmentActionsProps {
  onEdit: (row: SeatMatrixDepartment) => void;
  onLock: (row: SeatMatrixDepartment, locked: boolean) => void;
}

/** Edit (disabled while locked, with the reason) and Lock or Unlock once the seats are entered. */
function DepartmentActions({ row, onEdit, onLock }: DepartmentActionsProps & { row: SeatMatrixDepartment }) {
  const { t } = useTranslation("selection");
  const reasonId = useId();
  const status = departmentStatus(row);
  const locked = status === "locked";
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEdit size={14} aria-hidden />}
          onClick={() => onEdit(row)}
          disabled={locked}
          aria-label={t("Edit {{department}}", { department: row.department })}
          aria-describedby={locked ? reasonId : undefined}
        >
          {t("Edit")}
        </Button>
        {status !== "notEntered" && (
          <Button
            size="xs"
            variant="light"
            color={locked ? "green" : undefined}
            leftSection={locked ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}
            onClick={() => onLock(row, !locked)}
            aria-label={
              locked
                ? t("Unlock {{department}}", { department: row.department })
                : t("Lock {{department}}", { department: row.department })
            }
          >
            {locked ? t("Unlock") : t("Lock")}
          </Button>
        )}
      </Group>
      {locked && (
        <Text id={reasonId} size="xs" c="dimmed">
          {t("Locked — unlock to edit")}
        </Text>
      )}
    </Stack>
  );
}

/** One number of a department's card: its name above it, small. */
function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

const seatsText = (n: number | undefined) => (n === undefined ? "—" : n.toLocaleString(currentLocale()));

function facts(row: SeatMatrixDepartment) {
  const c = row.channels;
  return {
    netJrf: seatsText(c?.NET_JRF.total),
    entrance: seatsText(c?.ENTRANCE_TEST.total),
    pwd: seatsText(c ? disabilityTotal(c) : undefined),
  };
}

export interface DepartmentSeatsProps extends DepartmentActionsProps {
  departments: SeatMatrixDepartment[];
  /** A closed round: no actions. */
  readOnly: boolean;
}

/** Every department's seats: a table, or one card per department on a narrow screen. */
export function DepartmentSeats({ departments, readOnly, onEdit, onLock }: DepartmentSeatsProps) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const netJrf = label(SELECTION_CHANNEL_LABELS.NET_JRF);
  const entrance = label(SELECTION_CHANNEL_LABELS.ENTRANCE_TEST);
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  if (narrow)
    return (
      <PlainList label={t("Seats by department")}>
        {departments.map((row) => {
          const f = facts(row);
          return (
            <Card component="li" withBorder padding="md" key={row.department} data-testid="department-card">
              <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
                <Text fw={700} style={wrapStyle()}>
                  {row.department}
                </Text>
                <DepartmentStatusBadge row={row} />
              </Group>
              <SimpleGrid component="dl" cols={3} spacing="xs" m={0}>
                <CardFact label={netJrf} value={f.netJrf} />
                <CardFact label={entrance} value={f.entrance} />
                <CardFact label={t("PwD seats")} value={f.pwd} />
              </SimpleGrid>
              {!readOnly && (
                <Stack mt="sm">
                  <DepartmentActions row={row} onEdit={onEdit} onLock={onLock} />
                </Stack>
              )}
            </Card>
          );
        })}
      </PlainList>
    );
  return (
    <ListTable label={t("Seats by department")} minWidth={760}>
      <TableHead
        columns={[t("Department"), netJrf, entrance, t("PwD seats"), t("Status"), !readOnly && t("Actions")]}
      />
      <Table.Tbody>
        {departments.map((row) => {
          const f = facts(row);
          return (
            <Table.Tr key={row.department} data-testid="department-row">
              <Table.Td maw={320}>
                <Text size="sm" fw={600} style={wrapStyle()}>
                  {row.department}
                </Text>
              </Table.Td>
              <Table.Td>{f.netJrf}</Table.Td>
              <Table.Td>{f.entrance}</Table.Td>
              <Table.Td>{f.pwd}</Table.Td>
              <Table.Td>
                <DepartmentStatusBadge row={row} />
              </Table.Td>
              {!readOnly && (
                <Table.Td>
                  <DepartmentActions row={row} onEdit={onEdit} onLock={onLock} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}
