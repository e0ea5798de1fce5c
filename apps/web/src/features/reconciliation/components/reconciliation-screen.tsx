import { Stack } from "@mantine/core";
import { PageHeader } from "../../../components/page-header.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { ClosedRoundNotice, RoundGate, RoundSwitcher, useRounds } from "../../rounds/index.ts";
import { MatchResults } from "./match-results.tsx";
import { MatchingRules } from "./matching-rules.tsx";
import { StatementImport } from "./statement-import.tsx";

/**
 * Fee reconciliation (issue 61): the bank's statement imported, every fee of the round matched to
 * it, the exact matches verified at once and the others asked to change with a proposed remark.
 */
export function ReconciliationScreen() {
  const { t } = useTranslation("accounts");
  const rounds = useRounds();
  return (
    <Stack gap="md">
      <PageHeader
        title={t("Fee Reconciliation")}
        description={t(
          "Match the application and admission fees with the bank's statement, and verify the exact matches at once.",
        )}
      />
      <StatementImport />
      <RoundSwitcher />
      <RoundGate loading={t("Loading the results...")}>
        {(roundId) => {
          const isClosed = !!rounds.data?.find((r) => r.id === roundId)?.closedAt;
          return (
            <Stack gap="md">
              <ClosedRoundNotice isClosed={isClosed} />
              <MatchResults roundId={roundId} isClosed={isClosed} />
              <MatchingRules roundId={roundId} isClosed={isClosed} />
            </Stack>
          );
        }}
      </RoundGate>
    </Stack>
  );
}
