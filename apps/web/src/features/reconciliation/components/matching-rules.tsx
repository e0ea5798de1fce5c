import { Button, Group, NumberInput, SimpleGrid, Text } from "@mantine/core";
import { APPLICATION_TYPE_LABELS, type ReconciliationSettings, reconciliationSettings } from "@phd/shared";
import { useEffect, useState } from "react";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useMatchingRules, useSaveMatchingRules } from "../api.ts";
import { ReconciliationPanel } from "./panel.tsx";

/** The round's rules of matching: the application fee of each type (empty: the amount entered) and the date window. */
export function MatchingRules({ roundId, isClosed }: { roundId: string; isClosed: boolean }) {
  const { t } = useTranslation("accounts");
  const label = useLabel();
  const rules = useMatchingRules(roundId);
  const save = useSaveMatchingRules(roundId);
  const [draft, setDraft] = useState<ReconciliationSettings | null>(null);
  useEffect(() => {
    if (rules.data) setDraft(rules.data);
  }, [rules.data]);
  if (!draft) return null;
  const checked = reconciliationSettings.safeParse(draft);
  const fee = (type: keyof ReconciliationSettings["applicationFee"]) => (
    <NumberInput
      label={t("Application fee: {{type}}", { type: label(APPLICATION_TYPE_LABELS[type]) })}
      description={t("Empty: the amount the candidate entered")}
      prefix="₹"
      min={1}
      thousandSeparator=","
      value={draft.applicationFee[type] ?? ""}
      onChange={(v) =>
        setDraft({ ...draft, applicationFee: { ...draft.applicationFee, [type]: typeof v === "number" ? v : null } })
      }
      disabled={isClosed}
    />
  );
  return (
    <ReconciliationPanel id="matching-rules" title={t("Matching rules of this round")}>
      <Text size="sm">{t("The admission fee expected is the one in the offer settings.")}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fee("REGULAR")}
        {fee("WORKING_PROFESSIONAL")}
        <NumberInput
          label={t("Date window (days)")}
          description={t("How far the bank's date may be from the date entered")}
          min={0}
          max={30}
          allowDecimal={false}
          value={draft.dateWindowDays}
          onChange={(v) => setDraft({ ...draft, dateWindowDays: typeof v === "number" ? v : 0 })}
          error={checked.success ? undefined : checked.error.issues[0]?.message}
          disabled={isClosed}
        />
      </SimpleGrid>
      <Group>
        <Button
          onClick={() => checked.success && save.mutate(checked.data)}
          disabled={isClosed || !checked.success}
          loading={save.isPending}
        >
          {t("Save the rules")}
        </Button>
      </Group>
    </ReconciliationPanel>
  );
}
