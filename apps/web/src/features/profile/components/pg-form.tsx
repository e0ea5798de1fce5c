import { Checkbox, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { PG_DEGREES, PG_SPECIALIZATIONS, PG_STATUS_LABELS, PG_STATUSES, pgValue } from "@phd/shared";
import type { PgData, Profile } from "../api.ts";
import { numberValue, type SectionValue, text } from "../section-form.ts";
import { useSectionEditor } from "../use-section-editor.ts";
import { pgDocumentsNote } from "./pg-view.tsx";
import { SectionShell } from "./section-shell.tsx";
import { ResultFields, resultValue } from "./ug-form.tsx";
import { options } from "./value-grid.tsx";

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

/** "Not completed PG" keeps only that flag; otherwise the PG fields (shared `pgValue`). */
const toValue = (v: PgValues): SectionValue =>
  v.hasNotDonePG
    ? { hasNotDonePG: true }
    : {
        hasNotDonePG: false,
        degree: v.degree ?? undefined,
        specialization: v.specialization ?? undefined,
        branch: v.branch ?? undefined,
        institute: text(v.institute),
        status: v.status ?? undefined,
        ...resultValue(v),
      };

/** The candidate's PG academics: the read-only view with Edit, or the form (rules: shared `pgValue`). */
export function PgForm({
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
    toValue,
    schema: pgValue,
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
          <ResultFields form={form} />
        </SimpleGrid>
      )}
    </Stack>
  );

  return (
    <SectionShell
      section="academicsPG"
      data={data}
      editor={editor}
      fields={fields}
      documentsNote={pgDocumentsNote(form.values.hasNotDonePG)}
    />
  );
}
