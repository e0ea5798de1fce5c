import { Anchor, Card, Group, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { formatDay, formatRupees, paths } from "@phd/shared";
import { IconScale } from "@tabler/icons-react";
import { Link } from "react-router";
import { QueryState } from "../../../components/query-state.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLanguage, useTranslation } from "../../../lib/i18n.ts";
import { useDailySummary } from "../report-api.ts";

/**
 * The fee dashboard's daily summary (issue 61, item 4): today's statements, credits, unclaimed
 * credits and payments verified through the statement, then the days before.
 */
export function DailySummaryCard() {
  const { t } = useTranslation("accounts");
  const language = useLanguage();
  const summary = useDailySummary();
  return (
    <Card withBorder component="section" padding="md" radius="md" mt="xl" aria-labelledby="statement-summary-title">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3" id="statement-summary-title">
          <IconScale size={22} aria-hidden style={{ verticalAlign: "-3px", marginRight: 8 }} />
          {t("The bank's statements, day by day")}
        </Title>
        <Anchor component={Link} to={paths.feeReconciliation} size="sm" fw={500}>
          {t("Open Fee Reconciliation")}
        </Anchor>
      </Group>
      <QueryState
        query={summary}
        errorMessage={errorMessage(summary.error, t("Failed to load the summary. Please try again."))}
        loading={<Text size="sm">{t("Loading the summary...")}</Text>}
      >
        {({ days }) => {
          const [today, ...before] = days;
          return (
            <>
              {today && (
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
                  {[
                    [t("Credits received today"), `${today.credits} · ${formatRupees(today.received)}`],
                    [t("Unclaimed"), String(today.unclaimed)],
                    [t("Verified through the statement"), String(today.verified)],
                    [t("Statements imported"), String(today.statements)],
                  ].map(([name, value]) => (
                    <div key={name}>
                      <Text size="xs" c="dimmed">
                        {name}
                      </Text>
                      <Text fw={700}>{value}</Text>
                    </div>
                  ))}
                </SimpleGrid>
              )}
              <Table fz="xs" verticalSpacing={4} horizontalSpacing={6}>
                <Table.Caption>{t("The days before")}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("Day")}</Table.Th>
                    <Table.Th scope="col">{t("Credits")}</Table.Th>
                    <Table.Th scope="col">{t("Unclaimed")}</Table.Th>
                    <Table.Th scope="col">{t("Verified")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {before.map((d) => (
                    <Table.Tr key={d.day}>
                      <Table.Th scope="row" fw={400}>
                        {formatDay(d.day, language)}
                      </Table.Th>
                      <Table.Td>{d.credits === 0 ? "—" : `${d.credits} · ${formatRupees(d.received)}`}</Table.Td>
                      <Table.Td>{d.unclaimed}</Table.Td>
                      <Table.Td>{d.verified}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
