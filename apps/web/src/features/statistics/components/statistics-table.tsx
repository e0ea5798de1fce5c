import { Avatar, Box, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { type CandidateStatisticsRow, paths } from "@phd/shared";
import { IconUser } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { CardsOrTable } from "../../../components/lists/list-table.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/** "1 of 2": verified applications out of all the candidate's applications. */
export const verifiedOfTotal = (t: TFunction, row: CandidateStatisticsRow) =>
  t("{{verifiedCount}} of {{total}}", { verifiedCount: row.verifiedApplications, total: row.totalApplications });

/** The departments as a comma list, or "None". */
export const departmentsText = (t: TFunction, row: CandidateStatisticsRow) =>
  row.departmentsApplied.length > 0 ? row.departmentsApplied.join(", ") : t("None");

/** The first letter of the name (the avatar), or of the e-mail when the name is empty. */
export function initialOf(row: Pick<CandidateStatisticsRow, "name" | "email">): string {
  const source = row.name.trim() || row.email.trim();
  return (Array.from(source)[0] ?? "?").toUpperCase();
}

const nameText = (t: TFunction, row: CandidateStatisticsRow) => row.name.trim() || t("Unnamed candidate");

function CandidateCell({ row }: { row: CandidateStatisticsRow }) {
  const { t } = useTranslation("admin");
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar color="indigo" variant="light" radius="xl" size={36} aria-hidden>
        {initialOf(row)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={wrapStyle()}>
          {nameText(t, row)}
        </Text>
        <Text size="sm" c="dimmed" style={wrapStyle(true)}>
          {row.email}
        </Text>
      </Stack>
    </Group>
  );
}

function ViewProfile({ row, fullWidth }: { row: CandidateStatisticsRow; fullWidth?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Button
      component={Link}
      to={paths.candidateProfile(row.id)}
      size="xs"
      variant="light"
      leftSection={<IconUser size={14} aria-hidden />}
      aria-label={t("View Profile of {{name}}", { name: nameText(t, row) })}
      fullWidth={fullWidth}
    >
      {t("View Profile")}
    </Button>
  );
}

function CandidateCard({ row }: { row: CandidateStatisticsRow }) {
  const { t } = useTranslation("admin");
  return (
    <Card component="li" withBorder padding="md" data-testid="candidate-card">
      <CandidateCell row={row} />
      <Box mt="sm">
        <DetailList>
          <DetailRow label={t("Applications")}>{row.totalApplications}</DetailRow>
          <DetailRow label={t("Verified")}>{verifiedOfTotal(t, row)}</DetailRow>
          <DetailRow label={t("Departments applied")}>{departmentsText(t, row)}</DetailRow>
        </DetailList>
      </Box>
      <Stack mt="sm">
        <ViewProfile row={row} fullWidth />
      </Stack>
    </Card>
  );
}

/** One page of candidates: a table, or one card per candidate on phones. */
export function StatisticsTable({ rows }: { rows: CandidateStatisticsRow[] }) {
  const { t } = useTranslation("admin");
  return (
    <CardsOrTable
      label={t("Candidates")}
      minWidth={760}
      rows={rows}
      card={(row) => <CandidateCard key={row.id} row={row} />}
    >
      <TableHead columns={[t("Candidate"), t("Applications"), t("Verified"), t("Departments Applied"), t("Actions")]} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="candidate-row">
            <Table.Td>
              <CandidateCell row={row} />
            </Table.Td>
            <Table.Td>{row.totalApplications}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{verifiedOfTotal(t, row)}</Table.Td>
            <Table.Td style={wrapStyle()}>{departmentsText(t, row)}</Table.Td>
            <Table.Td>
              <ViewProfile row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CardsOrTable>
  );
}
