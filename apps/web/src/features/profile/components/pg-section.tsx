import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { formatDay, PG_DEGREES, PG_SPECIALIZATIONS, PG_STATUS_LABELS, PG_STATUSES, type PgStatus } from "@phd/shared";
import type { PgData, Profile } from "../api.ts";
import { useSectionEditor } from "../use-section-editor.ts";
import { SectionShell } from "./section-shell.tsx";
import { marksRules } from "./ug-section.tsx";
import { numberOrUndefined, numberValue, options, ValueGrid } from "./value-grid.tsx";

type PgValues = {
  hasNotDonePG: boolean;
  degree: string | null;
  specialization: string | null;
  branch: string | null;
  institute: string;
  dateOfDeclaration: string;
  status: string | null;
  cgpa: number | string;
  percentageMarks: number | string;
};

const EMPTY_PG: Omit<PgValues, "hasNotDonePG"> = {
  degree: null,
  specialization: null,
  branch: null,
  institute: "",
  dateOfDeclaration: "",
  status: null,
  cgpa: "",
  percentageMarks: "",
};

const toValues = (d: PgData | null): PgValues => ({
  hasNotDonePG: d?.hasNotDonePG ?? false,
  degree: d?.degree ?? null,
  specialization: d?.specialization ?? null,
  branch: d?.branch ?? null,
  institute: d?.institute ?? "",
  dateOfDeclaration: d?.dateOfDeclaration ?? "",
  status: d?.status ?? null,
  cgpa: numberValue(d?.cgpa),
  percentageMarks: numberValue(d?.percentageMarks),
});

const whenDone =
  <T,>(rule: (v: T) => string | null) =>
  (v: T, values: PgValues) =>
    values.hasNotDonePG ? null : rule(v);

export function PgSection({
  data,
  onSaved,
}: {
  data: PgData | null;
  onSaved: (andContinue: boolean, profile: Profile) => void;
}) {
  const editor = useSectionEditor<"academicsPG", PgValues>({
    section: "academicsPG",
    data,
    toValues,
    validate: {
      degree: whenDone((v: string | null) => (v ? null : "Degree is required")),
      institute: whenDone((v: string) => (v.trim() ? null : "Institute is required")),
      status: whenDone((v: string | null) => (v ? null : "PG status is required")),
      cgpa: whenDone(marksRules.cgpa),
      percentageMarks: whenDone(marksRules.percentageMarks),
    },
    relevance: (v) => ({ hasNotDonePG: v.hasNotDonePG, status: v.status }),
    toFields: (v) =>
      v.hasNotDonePG
        ? { hasNotDonePG: true }
        : {
            hasNotDonePG: false,
            degree: v.degree,
            specialization: v.specialization,
            branch: v.branch,
            institute: v.institute,
            dateOfDeclaration: v.dateOfDeclaration,
            status: v.status,
            cgpa: numberOrUndefined(v.cgpa),
            percentageMarks: numberOrUndefined(v.percentageMarks),
          },
    onSaved,
  });
  const { form } = editor;

  const toggleNotDone = (checked: boolean) => {
    if (checked) {
      // Ticking it clears every PG field and chosen file (spec 000 §4).
      form.setValues({ hasNotDonePG: true, ...EMPTY_PG });
      form.clearErrors();
      editor.clearFiles();
    } else form.setFieldValue("hasNotDonePG", false);
  };

  const fields = (
    <Stack gap="md">
      <Checkbox
        label="I have not completed postgraduate studies"
        checked={form.values.hasNotDonePG}
        onChange={(e) => toggleNotDone(e.currentTarget.checked)}
      />
      {!form.values.hasNotDonePG && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Select label="Degree" required data={options(PG_DEGREES)} {...form.getInputProps("degree")} />
          <Select
            label="Specialization"
            data={options(PG_SPECIALIZATIONS)}
            clearable
            searchable
            {...form.getInputProps("specialization")}
          />
          <Select
            label="Branch"
            data={options(PG_SPECIALIZATIONS)}
            clearable
            searchable
            {...form.getInputProps("branch")}
          />
          <TextInput label="Institute" required {...form.getInputProps("institute")} />
          <Select
            label="Status"
            required
            data={options(PG_STATUSES, PG_STATUS_LABELS)}
            {...form.getInputProps("status")}
          />
          <TextInput label="Date of Declaration of Result" type="date" {...form.getInputProps("dateOfDeclaration")} />
          <NumberInput label="CGPA" min={0} max={10} step={0.01} decimalScale={2} {...form.getInputProps("cgpa")} />
          <NumberInput
            label="Percentage Marks"
            min={0}
            max={100}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps("percentageMarks")}
          />
        </SimpleGrid>
      )}
    </Stack>
  );

  const view = data?.hasNotDonePG ? (
    <Text size="sm">I have not completed postgraduate studies.</Text>
  ) : (
    <ValueGrid
      items={[
        { label: "Degree", value: data?.degree },
        { label: "Specialization", value: data?.specialization },
        { label: "Branch", value: data?.branch },
        { label: "Institute", value: data?.institute },
        { label: "Status", value: data?.status ? (PG_STATUS_LABELS[data.status as PgStatus] ?? data.status) : null },
        {
          label: "Date of Declaration of Result",
          value: data?.dateOfDeclaration ? formatDay(data.dateOfDeclaration) : null,
        },
        { label: "CGPA", value: data?.cgpa },
        {
          label: "Percentage Marks",
          value: typeof data?.percentageMarks === "number" ? `${data.percentageMarks}%` : null,
        },
      ]}
    />
  );

  const notDone = editor.editing ? form.values.hasNotDonePG : data?.hasNotDonePG;
  return (
    <SectionShell
      section="academicsPG"
      data={data}
      editor={editor}
      fields={fields}
      view={view}
      documentsNote={
        notDone ? null : (
          <Text size="xs" c="dimmed" mb="xs">
            PG documents are required when your PG status is Completed.
          </Text>
        )
      }
    />
  );
}
