import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
} from "@mantine/core";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  DEFAULT_SELECTION_RULES,
  QUALIFICATION_LABELS,
  QUALIFICATIONS,
  SELECTION_CHANNEL_LABELS,
  SELECTION_CHANNELS,
  SELECTION_METHOD_LABELS,
  SELECTION_METHODS,
  type SelectionRules,
  selectionRules,
  TIE_BREAK_LABELS,
  TIE_BREAKS,
  type TieBreak,
} from "@phd/shared";
import { IconArrowDown, IconArrowUp, IconRestore, IconX } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { numberOf, SettingsFormFrame, useSettingsForm } from "../../../components/selection/settings-form.tsx";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useRulesMessages, useSaveSelectionRules } from "../api.ts";

const check = zod4Resolver(selectionRules, { errorPriority: "first" });

type WeightsValues = { exam: number | string; interview: number | string };
/** The form's values: the rules, with what a number input may hold while typed. */
export type RulesFormValues = Omit<SelectionRules, "weights" | "qualifyingPercent" | "relaxationPoints"> & {
  weights: { TEST_AND_INTERVIEW: WeightsValues; SCORE_AND_INTERVIEW: WeightsValues };
  qualifyingPercent: number | string;
  relaxationPoints: number | string;
};

export function rulesBodyOf(v: RulesFormValues): SelectionRules {
  const weights = (w: WeightsValues) => ({ exam: numberOf(w.exam), interview: numberOf(w.interview) });
  return {
    ...v,
    weights: {
      TEST_AND_INTERVIEW: weights(v.weights.TEST_AND_INTERVIEW),
      SCORE_AND_INTERVIEW: weights(v.weights.SCORE_AND_INTERVIEW),
    },
    qualifyingPercent: numberOf(v.qualifyingPercent),
    relaxationPoints: numberOf(v.relaxationPoints),
  };
}

const percentProps = { min: 0, max: 100, decimalScale: 2, allowNegative: false, clampBehavior: "none" } as const;

/** An error of a group of fields (a pair of weights, the tie-break list), said when it appears. */
function GroupError({ message }: { message: unknown }) {
  return typeof message === "string" ? (
    <Text c="red.8" size="sm" mt={4} role="alert">
      {message}
    </Text>
  ) : null;
}

export interface SelectionRulesFormProps {
  roundId: string;
  /** The round's saved rules. Render with a `key` that changes with them. */
  rules: SelectionRules;
  readOnly: boolean;
}

/**
 * The round's selection rules (decision 030): which qualification puts a candidate in which channel
 * and how that channel ranks, the weights, the qualifying mark and its relaxation, and the order
 * that breaks ties. Checked with the shared `selectionRules` schema, as the server checks them.
 */
export function SelectionRulesForm({ roundId, rules, readOnly }: SelectionRulesFormProps) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useRulesMessages();
  const channelOptions = SELECTION_CHANNELS.map((c) => ({ value: c, label: label(SELECTION_CHANNEL_LABELS[c]) }));
  const methodOptions = SELECTION_METHODS.map((m) => ({ value: m, label: label(SELECTION_METHOD_LABELS[m]) }));
  const { form, ...frame } = useSettingsForm<RulesFormValues, SelectionRules>({
    initialValues: rules,
    bodyOf: rulesBodyOf,
    check,
    save: useSaveSelectionRules(roundId),
    failure: messages.saveFailed,
  });

  const tieBreaks = form.values.tieBreaks;
  const move = (from: number, to: number) => form.reorderListItem("tieBreaks", { from, to });
  const remaining = TIE_BREAKS.filter((b) => !tieBreaks.includes(b));

  const weightFields = (method: "TEST_AND_INTERVIEW" | "SCORE_AND_INTERVIEW", examLabel: string) => (
    <Fieldset legend={label(SELECTION_METHOD_LABELS[method])} disabled={readOnly}>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput label={`${examLabel} %`} {...percentProps} {...form.getInputProps(`weights.${method}.exam`)} />
        <NumberInput
          label={t("Interview %")}
          {...percentProps}
          {...form.getInputProps(`weights.${method}.interview`)}
        />
      </SimpleGrid>
      <GroupError message={form.errors[`weights.${method}`]} />
    </Fieldset>
  );

  return (
    <SettingsFormFrame
      settings={frame}
      readOnly={readOnly}
      saveLabel={t("Save rules")}
      buttons={
        <Button
          variant="default"
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={() => form.setValues(DEFAULT_SELECTION_RULES)}
        >
          {t("UGC defaults")}
        </Button>
      }
    >
      <SettingsSection
        id="channels-heading"
        title={t("Channels")}
        description={t(
          "A candidate is placed by the strongest qualification their verified entrance details show, in this order. Each channel has its own merit list.",
        )}
      >
        {QUALIFICATIONS.map((q) => (
          <Fieldset key={q} legend={label(QUALIFICATION_LABELS[q])} disabled={readOnly} p="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label={t("Channel")}
                data={channelOptions}
                allowDeselect={false}
                {...form.getInputProps(`channelRules.${q}.channel`)}
              />
              <Select
                label={t("Ranked by")}
                data={methodOptions}
                allowDeselect={false}
                {...form.getInputProps(`channelRules.${q}.method`)}
              />
            </SimpleGrid>
          </Fieldset>
        ))}
      </SettingsSection>

      <SettingsSection
        id="weights-heading"
        title={t("Weights")}
        description={t(
          "The composite score of each method; the two weights add up to 100. Interview only needs no weights.",
        )}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {weightFields("TEST_AND_INTERVIEW", t("Entrance test"))}
          {weightFields("SCORE_AND_INTERVIEW", t("Exam score"))}
        </SimpleGrid>
      </SettingsSection>

      <SettingsSection id="qualifying-heading" title={t("Qualifying mark")}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t("Qualifying mark in the entrance test (%)")}
            readOnly={readOnly}
            {...percentProps}
            {...form.getInputProps("qualifyingPercent")}
          />
          <NumberInput
            label={t("Relaxation (points off the mark)")}
            readOnly={readOnly}
            {...percentProps}
            {...form.getInputProps("relaxationPoints")}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t("Categories with the relaxation")}
          {...form.getInputProps("relaxedCategories")}
          readOnly={readOnly}
        >
          <Group gap="md" mt={6}>
            {CATEGORIES.filter((c) => c !== "OPEN_GENERAL").map((c) => (
              <Checkbox key={c} value={c} label={label(CATEGORY_LABELS[c])} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label={t("Persons with disabilities get the relaxation")}
          disabled={readOnly}
          {...form.getInputProps("relaxForDisability", { type: "checkbox" })}
        />
      </SettingsSection>

      <SettingsSection
        id="ties-heading"
        title={t("Breaking ties")}
        description={t(
          "Applied in this order to candidates with the same composite score; the application id settles what is left, so a list is always the same from the same marks.",
        )}
      >
        <List type="ordered" spacing="xs" aria-label={t("Tie-breaks in order")}>
          {tieBreaks.map((b: TieBreak, i) => (
            <List.Item key={b}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">{label(TIE_BREAK_LABELS[b])}</Text>
                {!readOnly && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={t("Move up: {{rule}}", { rule: label(TIE_BREAK_LABELS[b]) })}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t("Move down: {{rule}}", { rule: label(TIE_BREAK_LABELS[b]) })}
                      disabled={i === tieBreaks.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t("Remove: {{rule}}", { rule: label(TIE_BREAK_LABELS[b]) })}
                      onClick={() => form.removeListItem("tieBreaks", i)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
        <GroupError message={form.errors.tieBreaks} />
        {!readOnly && remaining.length > 0 && (
          <Select
            label={t("Add a tie-break")}
            placeholder={t("Choose")}
            data={remaining.map((b) => ({ value: b, label: label(TIE_BREAK_LABELS[b]) }))}
            value={null}
            onChange={(v) => v && form.insertListItem("tieBreaks", v)}
            maw={420}
          />
        )}
      </SettingsSection>
    </SettingsFormFrame>
  );
}
