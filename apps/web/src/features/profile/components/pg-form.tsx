import { Checkbox, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { PG_DEGREES, PG_SPECIALIZATIONS, PG_STATUS_LABELS, PG_STATUSES, type PgStatus, pgValue } from "@phd/shared";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import type { PgData, Profile } from "../api.ts";
import { useChoiceWords } from "../choices.ts";
import { numberValue, type SectionValue, text } from "../section-form.ts";
import { useSectionEditor } from "../use-section-editor.ts";
import { PgDocumentsNote } from "./pg-view.tsx";
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
  const { t } = useTranslation("profile");
  const label = useLabel();
  const words = useChoiceWords();
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
        label={t("I have not completed postgraduate studies")}
        checked={form.values.hasNotDonePG}
        onChange={(e) => toggleNotDone(e.currentTarget.checked)}
      />
      {!form.values.hasNotDonePG && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Select label={t("Degree")} required data={options(PG_DEGREES, words)} {...form.getInputProps("degree")} />
          <Select
            label={t("Specialization")}
            data={options(PG_SPECIALIZATIONS, words)}
            clearable
            searchable
            {...form.getInputProps("specialization")}
          />
          <Select
            label={t("Branch")}
            data={options(PG_SPECIALIZATIONS, words)}
            clearable
            searchable
            {...form.getInputProps("branch")}
          />
          <TextInput label={t("Institute")} required {...form.getInputProps("institute")} />
          <Select
            label={t("Status")}
            required
            data={options(PG_STATUSES, (s) => label(PG_STATUS_LABELS[s as PgStatus]))}
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
      documentsNote={<PgDocumentsNote notDone={form.values.hasNotDonePG} />}
    />
  );
}
