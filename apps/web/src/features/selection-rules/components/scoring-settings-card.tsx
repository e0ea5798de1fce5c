import { Button, Fieldset, Group, NumberInput, Radio, SimpleGrid, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  CONSOLIDATION_LABELS,
  CONSOLIDATIONS,
  NET_BASES,
  NET_BASIS_LABELS,
  type ScoringSettings,
  scoringSettings,
} from "@phd/shared";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { SaveError, useSaveError } from "../../../components/form-modal.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useRulesMessages, useSaveScoring, useScoring } from "../api.ts";

/** The card's heading (in English; the card shows it in the language shown). */
export const SCORING_TITLE = "Marks and scores";

const check = zod4Resolver(scoringSettings, { errorPriority: "first" });

/** A number input's value as the body sends it: a cleared field is not a number (and is refused). */
const numberOf = (v: number | string) => (typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v));

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
      <QueryState
        query={scoring}
        errorMessage={errorMessage(scoring.error, messages.scoringLoadFailed)}
        loading={<ListLoading>{t("Loading the marks and scores settings...")}</ListLoading>}
      >
        {(loaded) => (
          <ScoringForm
            key={JSON.stringify(loaded.scoring)}
            roundId={roundId}
            scoring={loaded.scoring}
            readOnly={loaded.round.isClosed}
          />
        )}
      </QueryState>
    </SettingsSection>
  );
}

function ScoringForm({ roundId, scoring, readOnly }: { roundId: string; scoring: ScoringSettings; readOnly: boolean }) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useRulesMessages();
  const save = useSaveScoring(roundId);
  const saveError = useSaveError();
  const form = useForm<ScoringFormValues>({
    mode: "controlled",
    initialValues: scoring,
    validate: (values) => check(scoringBodyOf(values)),
  });
  const submit = form.onSubmit((values) => {
    saveError.clear();
    save.mutate(scoringBodyOf(values), {
      onError: (err) => saveError.fail(err, messages.scoringSaveFailed, form.setErrors),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
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
          <Radio.Group
            mt="sm"
            label={t("The interview score of a candidate")}
            {...form.getInputProps("consolidation")}
            readOnly={readOnly}
          >
            <Stack gap={6} mt={6}>
              {CONSOLIDATIONS.map((c) => (
                <Radio key={c} value={c} label={label(CONSOLIDATION_LABELS[c])} disabled={readOnly} />
              ))}
            </Stack>
          </Radio.Group>
        </Fieldset>
        <Fieldset legend={t("NET and GATE scores")} disabled={readOnly}>
          <Radio.Group
            label={t("A NET candidate's exam score")}
            {...form.getInputProps("netBasis")}
            readOnly={readOnly}
          >
            <Stack gap={6} mt={6}>
              {NET_BASES.map((b) => (
                <Radio key={b} value={b} label={label(NET_BASIS_LABELS[b])} disabled={readOnly} />
              ))}
            </Stack>
          </Radio.Group>
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
        <SaveError message={saveError.message} />
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {t("Save marks and scores settings")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
