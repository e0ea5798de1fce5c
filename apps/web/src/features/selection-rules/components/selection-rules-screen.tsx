import { Group, Loader, Text } from "@mantine/core";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { ClosedRoundNotice, RoundGate, RoundPage } from "../../rounds/index.ts";
import { useRulesMessages, useSelectionRules } from "../api.ts";
import { ScoringSettingsCard } from "./scoring-settings-card.tsx";
import { SelectionRulesForm } from "./selection-rules-form.tsx";

function RulesOfRound({ roundId }: { roundId: string }) {
  const { t } = useTranslation("selection");
  const messages = useRulesMessages();
  const rules = useSelectionRules(roundId);
  return (
    <ListQueryState query={rules} failure={messages.loadFailed} loading={t("Loading the selection rules...")}>
      {({ round, rules: saved }) => (
        <>
          <Group justify="space-between" gap="xs">
            <Text c="dimmed">{round.name}</Text>
            {rules.isFetching && <Loader size="sm" role="status" aria-label={t("Updating the selection rules")} />}
          </Group>
          <ClosedRoundNotice isClosed={round.isClosed} />
          <SelectionRulesForm
            key={`${round.id}:${JSON.stringify(saved)}`}
            roundId={round.id}
            rules={saved}
            readOnly={round.isClosed}
          />
          <ScoringSettingsCard key={round.id} roundId={round.id} />
        </>
      )}
    </ListQueryState>
  );
}

/**
 * The admin's selection rules per admission round (issue 24, decision 030): the current round
 * unless `?round=` names another. A closed round's rules are shown, not edited.
 */
export function SelectionRulesScreen() {
  const { t } = useTranslation("selection");
  return (
    <RoundPage
      title={t("Selection Rules")}
      description={t(
        "How each round places candidates in the NET/JRF and entrance-test channels and ranks them, and how marks and scores are counted. The defaults follow the UGC PhD regulations of 2022.",
      )}
    >
      <RoundGate loading={t("Loading the selection rules...")}>
        {(roundId) => <RulesOfRound roundId={roundId} />}
      </RoundGate>
    </RoundPage>
  );
}
