import {
  Accordion,
  Box,
  Checkbox,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { entranceToggleDisabled, formatDay, GATE_CATEGORIES, GATE_DISCIPLINES, rpetYears } from "@phd/shared";
import { type ReactNode, useState } from "react";
import type { EntranceData, Profile } from "../api.ts";
import { type TextFields, useSectionEditor } from "../use-section-editor.ts";
import { SectionShell } from "./section-shell.tsx";
import { numberOrUndefined, numberValue, options, ValueGrid, yesNo } from "./value-grid.tsx";

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
  netExamDetails: { score: number | string; percentile: number | string; isQualified: string | null };
};

const YES_NO = options(["Yes", "No"]);
const EXAM_FLAG = { gate: "givenGate", rpet: "givenRpet", net: "givenNet" } as const;
const EXAM_LABEL = { gate: "GATE", rpet: "RPET", net: "NET" } as const;
const NONE_MESSAGE = "Tick the entrance exams you have given, or 'I have not given any entrance exam'.";

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
  },
});

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

function rangeError(v: number | string, label: string, min: number, max: number): string | null {
  const n = numberOrUndefined(v);
  return n === undefined || n < min || n > max ? `${label} must be between ${min} and ${max}` : null;
}

/** Client checks mirroring the server's (spec 000 §5): details are checked only for ticked exams. */
function validate(v: EntranceValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.hasNotGivenAnyEntranceExam && !v.givenGate && !v.givenRpet && !v.givenNet) e.examFlags = NONE_MESSAGE;
  if (v.givenGate) {
    const g = v.gateExamDetails;
    if (!g.discipline) e["gateExamDetails.discipline"] = "GATE discipline is required";
    if (!g.category) e["gateExamDetails.category"] = "GATE category is required";
    if (blank(g.score)) e["gateExamDetails.score"] = "GATE score is required";
    else {
      const r = rangeError(g.score, "GATE score", 0, 1000);
      if (r) e["gateExamDetails.score"] = r;
    }
    if (blank(g.marks)) e["gateExamDetails.marks"] = "GATE marks are required";
    else {
      const r = rangeError(g.marks, "GATE marks", 0, 100);
      if (r) e["gateExamDetails.marks"] = r;
    }
    if (!g.lastDateOfValidation) e["gateExamDetails.lastDateOfValidation"] = "GATE last date of validation is required";
    if (!g.isQualified) e["gateExamDetails.isQualified"] = "Please choose Yes or No";
  }
  if (v.givenRpet && !v.rpetExamDetails.year) e["rpetExamDetails.year"] = "RPET year is required";
  if (v.givenNet) {
    const n = v.netExamDetails;
    if (blank(n.score)) e["netExamDetails.score"] = "NET score is required";
    else {
      const r = rangeError(n.score, "NET score", 0, 1000);
      if (r) e["netExamDetails.score"] = r;
    }
    if (blank(n.percentile)) e["netExamDetails.percentile"] = "NET percentile is required";
    else {
      const r = rangeError(n.percentile, "NET percentile", 0, 100);
      if (r) e["netExamDetails.percentile"] = r;
    }
  }
  return e;
}

/** Multipart fields: the flags, and nested details only for the ticked exams (spec 000 §5, §7). */
function toFields(v: EntranceValues): TextFields {
  const f: TextFields = {
    hasNotGivenAnyEntranceExam: v.hasNotGivenAnyEntranceExam,
    isEligibleForRpet: v.isEligibleForRpet,
    givenGate: v.givenGate,
    givenRpet: v.givenRpet,
    givenNet: v.givenNet,
  };
  if (v.givenGate) {
    const g = v.gateExamDetails;
    f["gateExamDetails[discipline]"] = g.discipline;
    f["gateExamDetails[category]"] = g.category;
    f["gateExamDetails[score]"] = numberOrUndefined(g.score);
    f["gateExamDetails[marks]"] = numberOrUndefined(g.marks);
    f["gateExamDetails[lastDateOfValidation]"] = g.lastDateOfValidation;
    f["gateExamDetails[isQualified]"] = g.isQualified;
  }
  if (v.givenRpet) {
    f["rpetExamDetails[year]"] = v.rpetExamDetails.year;
    f["rpetExamDetails[isQualified]"] = v.rpetExamDetails.isQualified;
  }
  if (v.givenNet) {
    f["netExamDetails[score]"] = numberOrUndefined(v.netExamDetails.score);
    f["netExamDetails[percentile]"] = numberOrUndefined(v.netExamDetails.percentile);
    f["netExamDetails[isQualified]"] = v.netExamDetails.isQualified;
  }
  return f;
}

const ticked = (v: EntranceValues): Exam[] => (["gate", "rpet", "net"] as const).filter((x) => v[EXAM_FLAG[x]]);

export function EntranceSection({
  data,
  onSaved,
}: {
  data: EntranceData | null;
  onSaved: (andContinue: boolean, profile: Profile) => void;
}) {
  const [openPanel, setOpenPanel] = useState<string | null>(() => ticked(toValues(data))[0] ?? null);
  const editor = useSectionEditor<"entranceDetails", EntranceValues>({
    section: "entranceDetails",
    data,
    toValues,
    validate,
    relevance: (v) => ({ givenGate: v.givenGate, givenRpet: v.givenRpet, givenNet: v.givenNet }),
    toFields,
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
          Entrance exams given
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          Tick every exam you have given, or that you have not given any.
        </Text>
        <Stack gap="xs">
          <Checkbox
            label="GATE"
            checked={v.givenGate}
            disabled={examDisabled}
            onChange={(e) => toggleExam("gate", e.currentTarget.checked)}
          />
          <Checkbox
            label="RPET"
            checked={v.givenRpet}
            disabled={examDisabled}
            onChange={(e) => toggleExam("rpet", e.currentTarget.checked)}
          />
          <Checkbox
            label="NET"
            checked={v.givenNet}
            disabled={examDisabled}
            onChange={(e) => toggleExam("net", e.currentTarget.checked)}
          />
          <Checkbox
            label="I have not given any entrance exam"
            checked={v.hasNotGivenAnyEntranceExam}
            disabled={noneDisabled}
            onChange={(e) => {
              form.setFieldValue("hasNotGivenAnyEntranceExam", e.currentTarget.checked);
              form.clearFieldError("examFlags");
            }}
          />
          <Checkbox label="I am eligible for RPET" {...form.getInputProps("isEligibleForRpet", { type: "checkbox" })} />
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
            <Accordion.Item value="gate">
              <Accordion.Control>GATE Details</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  <Select
                    label="GATE Discipline"
                    required
                    data={options(GATE_DISCIPLINES)}
                    {...form.getInputProps("gateExamDetails.discipline")}
                  />
                  <Select
                    label="GATE Category"
                    required
                    data={options(GATE_CATEGORIES)}
                    {...form.getInputProps("gateExamDetails.category")}
                  />
                  <NumberInput
                    label="GATE Score"
                    required
                    min={0}
                    max={1000}
                    step={0.01}
                    decimalScale={2}
                    {...form.getInputProps("gateExamDetails.score")}
                  />
                  <NumberInput
                    label="GATE Marks (out of 100)"
                    required
                    min={0}
                    max={100}
                    step={0.01}
                    decimalScale={2}
                    {...form.getInputProps("gateExamDetails.marks")}
                  />
                  <TextInput
                    label="Last Date of Validation"
                    type="date"
                    required
                    {...form.getInputProps("gateExamDetails.lastDateOfValidation")}
                  />
                  <Select
                    label="GATE Qualified"
                    required
                    data={YES_NO}
                    {...form.getInputProps("gateExamDetails.isQualified")}
                  />
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          )}
          {v.givenRpet && (
            <Accordion.Item value="rpet">
              <Accordion.Control>RPET Details</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Select
                    label="RPET Year"
                    required
                    data={rpetYears().map((y) => ({ value: String(y), label: String(y) }))}
                    {...form.getInputProps("rpetExamDetails.year")}
                  />
                  <Select
                    label="RPET Qualified"
                    data={YES_NO}
                    clearable
                    {...form.getInputProps("rpetExamDetails.isQualified")}
                  />
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          )}
          {v.givenNet && (
            <Accordion.Item value="net">
              <Accordion.Control>NET Details</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  <NumberInput
                    label="NET Score"
                    required
                    min={0}
                    max={1000}
                    step={0.01}
                    decimalScale={2}
                    {...form.getInputProps("netExamDetails.score")}
                  />
                  <NumberInput
                    label="NET Percentile"
                    required
                    min={0}
                    max={100}
                    step={0.01}
                    decimalScale={2}
                    {...form.getInputProps("netExamDetails.percentile")}
                  />
                  <Select
                    label="NET Qualified"
                    data={YES_NO}
                    clearable
                    {...form.getInputProps("netExamDetails.isQualified")}
                  />
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          )}
        </Accordion>
      )}
    </Stack>
  );

  const d = data;
  const view = (
    <Stack gap="md">
      <ValueGrid
        items={[
          { label: "Entrance exams given", value: examsGiven(d) },
          { label: "Eligible for RPET", value: yesNo(d?.isEligibleForRpet) },
        ]}
      />
      {d?.givenGate && (
        <ExamView
          title="GATE Details"
          items={[
            { label: "Discipline", value: d.gateExamDetails?.discipline },
            { label: "Category", value: d.gateExamDetails?.category },
            { label: "Score", value: d.gateExamDetails?.score },
            { label: "Marks", value: d.gateExamDetails?.marks },
            {
              label: "Last Date of Validation",
              value: d.gateExamDetails?.lastDateOfValidation ? formatDay(d.gateExamDetails.lastDateOfValidation) : null,
            },
            { label: "Qualified", value: d.gateExamDetails?.isQualified },
          ]}
        />
      )}
      {d?.givenRpet && (
        <ExamView
          title="RPET Details"
          items={[
            { label: "Year", value: d.rpetExamDetails?.year },
            { label: "Qualified", value: d.rpetExamDetails?.isQualified },
          ]}
        />
      )}
      {d?.givenNet && (
        <ExamView
          title="NET Details"
          items={[
            { label: "Score", value: d.netExamDetails?.score },
            { label: "Percentile", value: d.netExamDetails?.percentile },
            { label: "Qualified", value: d.netExamDetails?.isQualified },
          ]}
        />
      )}
    </Stack>
  );

  return <SectionShell section="entranceDetails" data={data} editor={editor} fields={fields} view={view} />;
}

function examsGiven(d: EntranceData | null): string | null {
  if (!d) return null;
  if (d.hasNotGivenAnyEntranceExam) return "None (I have not given any entrance exam)";
  const given = (["gate", "rpet", "net"] as const).filter((x) => d[EXAM_FLAG[x]]).map((x) => EXAM_LABEL[x]);
  return given.length ? given.join(", ") : null;
}

function ExamView({ title, items }: { title: string; items: { label: string; value: ReactNode }[] }) {
  return (
    <Box>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <ValueGrid items={items} />
    </Box>
  );
}
