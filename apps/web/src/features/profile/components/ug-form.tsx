import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { UG_DEGREES, UG_SPECIALIZATIONS, ugValue } from "@phd/shared";
import { useTranslation } from "../../../lib/i18n.ts";
import type { PgData, Profile, UgData } from "../api.ts";
import { useChoiceWords } from "../choices.ts";
import { numberOrUndefined, numberValue, type SectionValue, text } from "../section-form.ts";
import { useSectionEditor } from "../use-section-editor.ts";
import { ScoreInput } from "./score-input.tsx";
import { SectionShell } from "./section-shell.tsx";
import { options } from "./value-grid.tsx";

/** The fields UG and PG share: the degree, the institute and the result. */
export type AcademicValues = {
  degree: string | null;
  specialization: string | null;
  institute: string;
  dateOfDeclaration: string;
  cgpa: number | string;
  percentageMarks: number | string;
};

/** The shared fields' form values from a saved record (UG or PG); empty ones without. */
export const academicValues = (d: UgData | PgData | null): AcademicValues => ({
  degree: d?.degree ?? null,
  specialization: d?.specialization ?? null,
  institute: d?.institute ?? "",
  dateOfDeclaration: d?.dateOfDeclaration ?? "",
  cgpa: numberValue(d?.cgpa),
  percentageMarks: numberValue(d?.percentageMarks),
});

/** The shared fields as the value schemas read them (CGPA 0–10, percentage 0–100 there). */
export const academicValue = (v: AcademicValues) => ({
  degree: v.degree ?? undefined,
  specialization: v.specialization ?? undefined,
  institute: text(v.institute),
  dateOfDeclaration: text(v.dateOfDeclaration),
  cgpa: numberOrUndefined(v.cgpa),
  percentageMarks: numberOrUndefined(v.percentageMarks),
});

const toValue = (v: AcademicValues): SectionValue => academicValue(v);

type Form = { getInputProps: (path: string) => object };

/** Degree and specialization selects, from the level's own lists (UG and PG). */
export function DegreeFields({
  form,
  degrees,
  specializations,
}: {
  form: Form;
  degrees: readonly string[];
  specializations: readonly string[];
}) {
  const { t } = useTranslation("profile");
  const words = useChoiceWords();
  return (
    <>
      <Select label={t("Degree")} required data={options(degrees, words)} {...form.getInputProps("degree")} />
      <Select
        label={t("Specialization")}
        data={options(specializations, words)}
        clearable
        searchable
        {...form.getInputProps("specialization")}
      />
    </>
  );
}

/** Date of declaration, CGPA and percentage inputs (UG and PG). */
export function ResultFields({ form }: { form: Form }) {
  const { t } = useTranslation("profile");
  return (
    <>
      <TextInput label={t("Date of Declaration of Result")} type="date" {...form.getInputProps("dateOfDeclaration")} />
      <ScoreInput label={t("CGPA")} max={10} {...form.getInputProps("cgpa")} />
      <ScoreInput label={t("Percentage Marks")} max={100} {...form.getInputProps("percentageMarks")} />
    </>
  );
}

/** The candidate's UG academics: the read-only view with Edit, or the form (rules: shared `ugValue`). */
export function UgForm({
  data,
  onSaved,
}: {
  data: UgData | null;
  onSaved: (andContinue: boolean, profile: Profile) => void;
}) {
  const editor = useSectionEditor<"academicsUG", AcademicValues>({
    section: "academicsUG",
    data,
    toValues: academicValues,
    toValue,
    schema: ugValue,
    onSaved,
  });
  const { t } = useTranslation("profile");
  const { form } = editor;

  const fields = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <DegreeFields form={form} degrees={UG_DEGREES} specializations={UG_SPECIALIZATIONS} />
      <TextInput label={t("Institute")} required {...form.getInputProps("institute")} />
      <ResultFields form={form} />
    </SimpleGrid>
  );

  return <SectionShell section="academicsUG" data={data} editor={editor} fields={fields} />;
}
