import { Accordion, Box, Checkbox, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { entranceToggleDisabled, entranceValue, GATE_CATEGORIES, GATE_DISCIPLINES, rpetYears } from "@phd/shared";
import { type ReactNode, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { EntranceData, Profile } from "../api.ts";
import { useChoiceWords } from "../choices.ts";
import { numberOrUndefined, numberValue, type SectionValue, text } from "../section-form.ts";
import { useSectionEditor } from "../use-section-editor.ts";
import { EXAM_FLAG, EXAM_LABEL } from "./entrance-view.tsx";
import { ScoreInput } from "./score-input.tsx";
import { SectionShell } from "./section-shell.tsx";
import { options } from "./value-grid.tsx";

type Exam = "gate" | "rpet" | "net";

type EntranceValues = {
  hasNotGivenAnyEntranceExam: boolean;
  isEligibleForRpet: boolean;
  givenGate: boolean;
  givenRpet: boolean;
  givenNet: boolean;
  gateExamDetails: {
    discipline: string | null;
    category: string | null;
    score: number | string;
    marks: number | string;
    lastDateOfValidation: string;
    isQualified: string | null;
  };
  rpetExamDetails: { year: string | null; isQualified: string | null };
  netExamDetails: {
    score: number | string;
    percentile: number | string;
    isQualified: string | null;
    isJrf: string | null;
  };
};

const toValues = (d: EntranceData | null): EntranceValues => ({
  hasNotGivenAnyEntranceExam: d?.hasNotGivenAnyEntranceExam ?? false,
  isEligibleForRpet: d?.isEligibleForRpet ?? false,
  givenGate: d?.givenGate ?? false,
  givenRpet: d?.givenRpet ?? false,
  givenNet: d?.givenNet ?? false,
  gateExamDetails: {
    discipline: d?.gateExamDetails?.discipline ?? null,
    category: d?.gateExamDetails?.category ?? null,
    score: numberValue(d?.gateExamDetails?.score),
    marks: numberValue(d?.gateExamDetails?.marks),
    lastDateOfValidation: d?.gateExamDetails?.lastDateOfValidation ?? "",
    isQualified: d?.gateExamDetails?.isQualified ?? null,
  },
  rpetExamDetails: {
    year: d?.rpetExamDetails?.year ? String(d.rpetExamDetails.year) : null,
    isQualified: d?.rpetExamDetails?.isQualified ?? null,
  },
  netExamDetails: {
    score: numberValue(d?.netExamDetails?.score),
    percentile: numberValue(d?.netExamDetails?.percentile),
    isQualified: d?.netExamDetails?.isQualified ?? null,
    isJrf: d?.netExamDetails?.isJrf ?? null,
  },
});

const yesNo = (v: string | null) => v ?? undefined;

/** The values as the shared `entranceValue` reads them: details only for the ticked exams. */
function toValue(v: EntranceValues): SectionValue {
  const g = v.gateExamDetails;
  const n = v.netExamDetails;
  return {
    hasNotGivenAnyEntranceExam: v.hasNotGivenAnyEntranceExam,
    isEligibleForRpet: v.isEligibleForRpet,
    givenGate: v.givenGate,
    givenRpet: v.givenRpet,
    givenNet: v.givenNet,
    gateExamDetails: v.givenGate
      ? {
          discipline: g.discipline ?? undefined,
          category: g.category ?? undefined,
          score: numberOrUndefined(g.score),
          marks: numberOrUndefined(g.marks),
          lastDateOfValidation: text(g.lastDateOfValidation),
          isQualified: yesNo(g.isQualified),
        }
      : undefined,
    rpetExamDetails: v.givenRpet
      ? { year: numberOrUndefined(v.rpetExamDetails.year), isQualified: yesNo(v.rpetExamDetails.isQualified) }
      : undefined,
    netExamDetails: v.givenNet
      ? {
          score: numberOrUndefined(n.score),
          percentile: numberOrUndefined(n.percentile),
          isQualified: yesNo(n.isQualified),
          isJrf: yesNo(n.isJrf),
        }
      : undefined,
  };
}

/** Ticking nothing at all is refused (the server's rule; not part of the value schema). */
const nothingTicked = (v: EntranceValues) =>
  !v.hasNotGivenAnyEntranceExam && !v.givenGate && !v.givenRpet && !v.givenNet;

const EXAMS = ["gate", "rpet", "net"] as const satisfies readonly Exam[];

const ticked = (v: EntranceValues): Exam[] => EXAMS.filter((x) => v[EXAM_FLAG[x]]);

/** One ticked exam's details: an accordion panel of fields, three columns wide or two. */
function ExamPanel({
  exam,
  title,
  wide = false,
  children,
}: {
  exam: Exam;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={exam}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>
        <SimpleGrid cols={wide ? { base: 1, sm: 2, lg: 3 } : { base: 1, sm: 2 }} spacing="md">
          {children}
        </SimpleGrid>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** The candidate's entrance exams: the read-only view with Edit, or the form (rules: shared `entranceValue`). */
export function EntranceForm({
  data,
  onSaved,
}: {
  data: EntranceData | null;
  onSaved: (andContinue: boolean, profile: Profile) => void;
}) {
  const { t } = useTranslation("profile");
  const words = useChoiceWords();
  const yesNoChoices = options(["Yes", "No"], words);
  const [openPanel, setOpenPanel] = useState<string | null>(() => ticked(toValues(data))[0] ?? null);
  const editor = useSectionEditor<"entranceDetails", EntranceValues>({
    section: "entranceDetails",
    data,
    toValues,
    toValue,
    schema: entranceValue,
    extraRules: (values) =>
      nothingTicked(values)
        ? { examFlags: t("Tick the entrance exams you have given, or 'I have not given any entrance exam'.") }
        : {},
    onSaved,
    onInvalid: (errors) => {
      // Open the exam panel holding the first error, so the message is seen.
      const first = Object.keys(errors).find((k) => /ExamDetails\./.test(k));
      if (first) setOpenPanel(first.slice(0, first.indexOf("ExamDetails")));
    },
  });
  const { form } = editor;
  const v = form.values;
  const noneDisabled = entranceToggleDisabled(v, "none");
  const examDisabled = entranceToggleDisabled(v, "exam");

  const toggleExam = (exam: Exam, checked: boolean) => {
    form.setFieldValue(EXAM_FLAG[exam], checked);
    form.clearFieldError("examFlags");
    if (checked) setOpenPanel(exam);
    else if (openPanel === exam) {
      const others = ticked({ ...v, [EXAM_FLAG[exam]]: false });
      setOpenPanel(others[0] ?? null);
    }
  };

  const fields = (
    <Stack gap="md">
      <Box>
        <Title order={3} size="h5" mb={4}>
          {t("Entrance exams given")}
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {t("Tick every exam you have given, or that you have not given any.")}
        </Text>
        <Stack gap="xs">
          {EXAMS.map((exam) => (
            <Checkbox
              key={exam}
              label={EXAM_LABEL[exam]}
              checked={v[EXAM_FLAG[exam]]}
              disabled={examDisabled}
              onChange={(e) => toggleExam(exam, e.currentTarget.checked)}
            />
          ))}
          <Checkbox
            label={t("I have not given any entrance exam")}
            checked={v.hasNotGivenAnyEntranceExam}
            disabled={noneDisabled}
            onChange={(e) => {
              form.setFieldValue("hasNotGivenAnyEntranceExam", e.currentTarget.checked);
              form.clearFieldError("examFlags");
            }}
          />
          <Checkbox
            label={t("I am eligible for RPET")}
            {...form.getInputProps("isEligibleForRpet", { type: "checkbox" })}
          />
        </Stack>
        {form.errors.examFlags && (
          <Text size="sm" c="red.8" mt="xs" role="alert">
            {form.errors.examFlags}
          </Text>
        )}
      </Box>

      {ticked(v).length > 0 && (
        <Accordion variant="separated" value={openPanel} onChange={setOpenPanel} chevronPosition="right">
          {v.givenGate && (
            <ExamPanel exam="gate" title={t("GATE Details")} wide>
              <Select
                label={t("GATE Discipline")}
                required
                data={options(GATE_DISCIPLINES, words)}
                {...form.getInputProps("gateExamDetails.discipline")}
              />
              <Select
                label={t("GATE Category")}
                required
                data={options(GATE_CATEGORIES, words)}
                {...form.getInputProps("gateExamDetails.category")}
              />
              <ScoreInput
                label={t("GATE Score")}
                required
                max={1000}
                {...form.getInputProps("gateExamDetails.score")}
              />
              <ScoreInput
                label={t("GATE Marks (out of 100)")}
                required
                max={100}
                {...form.getInputProps("gateExamDetails.marks")}
              />
              <TextInput
                label={t("Last Date of Validation")}
                type="date"
                required
                {...form.getInputProps("gateExamDetails.lastDateOfValidation")}
              />
              <Select
                label={t("GATE Qualified")}
                required
                data={yesNoChoices}
                {...form.getInputProps("gateExamDetails.isQualified")}
              />
            </ExamPanel>
          )}
          {v.givenRpet && (
            <ExamPanel exam="rpet" title={t("RPET Details")}>
              <Select
                label={t("RPET Year")}
                required
                data={rpetYears().map((y) => ({ value: String(y), label: String(y) }))}
                {...form.getInputProps("rpetExamDetails.year")}
              />
              <Select
                label={t("RPET Qualified")}
                data={yesNoChoices}
                clearable
                {...form.getInputProps("rpetExamDetails.isQualified")}
              />
            </ExamPanel>
          )}
          {v.givenNet && (
            <ExamPanel exam="net" title={t("NET Details")} wide>
              <ScoreInput label={t("NET Score")} required max={1000} {...form.getInputProps("netExamDetails.score")} />
              <ScoreInput
                label={t("NET Percentile")}
                required
                max={100}
                {...form.getInputProps("netExamDetails.percentile")}
              />
              <Select
                label={t("NET Qualified")}
                data={yesNoChoices}
                clearable
                {...form.getInputProps("netExamDetails.isQualified")}
              />
              <Select
                label={t("JRF awarded")}
                description={t("Junior Research Fellowship with NET")}
                data={yesNoChoices}
                clearable
                {...form.getInputProps("netExamDetails.isJrf")}
              />
            </ExamPanel>
          )}
        </Accordion>
      )}
    </Stack>
  );

  return <SectionShell section="entranceDetails" data={data} editor={editor} fields={fields} />;
}
