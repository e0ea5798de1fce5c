import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { formatDay, UG_DEGREES, UG_SPECIALIZATIONS } from "@phd/shared";
import type { Profile, UgData } from "../api.ts";
import { useSectionEditor } from "../use-section-editor.ts";
import { SectionShell } from "./section-shell.tsx";
import { numberOrUndefined, numberValue, options, ValueGrid } from "./value-grid.tsx";

type UgValues = {
  degree: string | null;
  specialization: string | null;
  institute: string;
  dateOfDeclaration: string;
  cgpa: number | string;
  percentageMarks: number | string;
};

const toValues = (d: UgData | null): UgValues => ({
  degree: d?.degree ?? null,
  specialization: d?.specialization ?? null,
  institute: d?.institute ?? "",
  dateOfDeclaration: d?.dateOfDeclaration ?? "",
  cgpa: numberValue(d?.cgpa),
  percentageMarks: numberValue(d?.percentageMarks),
});

/** CGPA 0–10 and percentage 0–100, both in steps of 0.01 (spec 000 §5). */
export const marksRules = {
  cgpa: (v: number | string) => {
    if (v === "") return null;
    const n = numberOrUndefined(v);
    return n === undefined || n < 0 || n > 10 ? "CGPA must be between 0 and 10" : null;
  },
  percentageMarks: (v: number | string) => {
    if (v === "") return null;
    const n = numberOrUndefined(v);
    return n === undefined || n < 0 || n > 100 ? "Percentage must be between 0 and 100" : null;
  },
};

export function UgSection({
  data,
  onSaved,
}: {
  data: UgData | null;
  onSaved: (andContinue: boolean, profile: Profile) => void;
}) {
  const editor = useSectionEditor<"academicsUG", UgValues>({
    section: "academicsUG",
    data,
    toValues,
    validate: {
      degree: (v) => (v ? null : "Degree is required"),
      institute: (v) => (v.trim() ? null : "Institute is required"),
      ...marksRules,
    },
    relevance: () => ({}),
    toFields: (v) => ({
      degree: v.degree,
      specialization: v.specialization,
      institute: v.institute,
      dateOfDeclaration: v.dateOfDeclaration,
      cgpa: numberOrUndefined(v.cgpa),
      percentageMarks: numberOrUndefined(v.percentageMarks),
    }),
    onSaved,
  });
  const { form } = editor;

  const fields = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Select label="Degree" required data={options(UG_DEGREES)} {...form.getInputProps("degree")} />
      <Select
        label="Specialization"
        data={options(UG_SPECIALIZATIONS)}
        clearable
        searchable
        {...form.getInputProps("specialization")}
      />
      <TextInput label="Institute" required {...form.getInputProps("institute")} />
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
  );

  const view = (
    <ValueGrid
      items={[
        { label: "Degree", value: data?.degree },
        { label: "Specialization", value: data?.specialization },
        { label: "Institute", value: data?.institute },
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

  return <SectionShell section="academicsUG" data={data} editor={editor} fields={fields} view={view} />;
}
