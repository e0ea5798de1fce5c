import { Fieldset, NumberInput, SimpleGrid } from "@mantine/core";
import {
  CONSOLIDATION_LABELS,
  CONSOLIDATIONS,
  NET_BASES,
  NET_BASIS_LABELS,
  type ScoringSettings,
  scoringSettings,
} from "@phd/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import {
  numberOf,
  RadioChoices,
  SettingsFormFrame,
  useSettingsForm,
} from "../../../components/selection/settings-form.tsx";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useRulesMessages, useSaveScoring, useScoring } from "../api.ts";

/** The card's heading (in English; the card shows it in the language shown). */
export const SCORING_TITLE = "Marks and scores";

const check = zod4Resolver(scoringSettings, { errorPriority: "first" });

type MaximumKey = "testMaxMarks" | "interviewMaxScore" | "netScoreMax" | "gateScoreMax";
/** The form's values: the settings, with what a number input may hold while typed. */
export type ScoringFormValues = Omit<ScoringSettings, MaximumKey> & Record<MaximumKey, number | string>;

export function scoringBodyOf(v: ScoringFormValues): ScoringSettings {
  return {
    ...v,
    testMaxMarks: numberOf(v.testMaxMarks),
    interviewMaxScore: numberOf(v.interviewMaxScore),
    netScoreMax: numberOf(v.netScoreMax),
    gateScoreMax: numberOf(v.gateScoreMax),
  };
}

const maximumProps = { min: 1, max: 1000, decimalScale: 2, allowNegative: false, clampBehavior: "none" } as const;

/**
 * The round's scoring settings (issue 25, item 3; decision 033): the entrance test's and the
 * interview's maxima, how the panel's scores become one, and how NET and GATE scores read as
 * percentages for the merit list. Checked with the shared `scoringSettings` schema, as the server
 * checks them. A closed round's settings are shown, not edited.
 */
export function ScoringSettingsCard({ roundId }: { roundId: string }) {
  const { t } = useTranslation("selection");
  const messages = useRulesMessages();
  const scoring = useScoring(roundId);
  return (
    <SettingsSection
      id="scoring-heading"
      title={t("Marks and scores")}
      description={t(
        "The maxima the coordinators enter marks and scores against, and how the merit list turns them and the NET and GATE scores into percentages.",
      )}
    >
      <ListQueryState
        query={scoring}
        failure={messages.scoringLoadFailed}
        loading={t("Loading the marks and scores settings...")}
      >
        {(loaded) => (
          <ScoringForm
            key={JSON.stringify(loaded.scoring)}
            roundId={roundId}
            scoring={loaded.scoring}
            readOnly={loaded.round.isClosed}
          />
        )}
      </ListQueryState>
    </SettingsSection>
  );
}

function ScoringForm({ roundId, scoring, readOnly }: { roundId: string; scoring: ScoringSettings; readOnly: boolean }) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useRulesMessages();
  const { form, ...frame } = useSettingsForm<ScoringFormValues, ScoringSettings>({
    initialValues: scoring,
    bodyOf: scoringBodyOf,
    check,
    save: useSaveScoring(roundId),
    failure: messages.scoringSaveFailed,
  });

  return (
    <SettingsFormFrame settings={frame} readOnly={readOnly} saveLabel={t("Save marks and scores settings")}>
      <Fieldset legend={t("Entrance test and interview")} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t("Entrance test: maximum marks")}
            {...maximumProps}
            {...form.getInputProps("testMaxMarks")}
          />
          <NumberInput
            label={t("Interview: maximum score")}
            description={t("Of each panel member's score and of the interview score")}
            {...maximumProps}
            {...form.getInputProps("interviewMaxScore")}
          />
        </SimpleGrid>
        <RadioChoices
          mt="sm"
          label={t("The interview score of a candidate")}
          options={CONSOLIDATIONS.map((c) => ({ value: c, label: label(CONSOLIDATION_LABELS[c]) }))}
          readOnly={readOnly}
          inputProps={form.getInputProps("consolidation")}
        />
      </Fieldset>
      <Fieldset legend={t("NET and GATE scores")} disabled={readOnly}>
        <RadioChoices
          label={t("A NET candidate's exam score")}
          options={NET_BASES.map((b) => ({ value: b, label: label(NET_BASIS_LABELS[b]) }))}
          readOnly={readOnly}
          inputProps={form.getInputProps("netBasis")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
          <NumberInput
            label={t("NET: maximum score")}
            description={t('Used with "{{basis}}"', { basis: label(NET_BASIS_LABELS.SCORE) })}
            {...maximumProps}
            {...form.getInputProps("netScoreMax")}
          />
          <NumberInput label={t("GATE: maximum score")} {...maximumProps} {...form.getInputProps("gateScoreMax")} />
        </SimpleGrid>
      </Fieldset>
    </SettingsFormFrame>
  );
}
