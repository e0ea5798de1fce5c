import { Checkbox, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { PG_DEGREES, PG_SPECIALIZATIONS, PG_STATUS_LABELS, PG_STATUSES, type PgStatus, pgValue } from "@phd/shared";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import type { PgData, Profile } from "../api.ts";
import { useChoiceWords } from "../choices.ts";
import type { SectionValue } from "../section-form.ts";
import { useSectionEditor } from "../use-section-editor.ts";
import { PgDocumentsNote } from "./pg-view.tsx";
import { SectionShell } from "./section-shell.tsx";
import { type AcademicValues, academicValue, academicValues, DegreeFields, ResultFields } from "./ug-form.tsx";
import { options } from "./value-grid.tsx";

type PgValues = AcademicValues & {
  hasNotDonePG: boolean;
  branch: string | null;
  status: string | null;
};

const EMPTY_PG: Omit<PgValues, "hasNotDonePG"> = { ...academicValues(null), branch: null, status: null };

const toValues = (d: PgData | null): PgValues => ({
  hasNotDonePG: d?.hasNotDonePG ?? false,
  ...academicValues(d),
  branch: d?.branch ?? null,
  status: d?.status ?? null,
});

/** "Not completed PG" keeps only that flag; otherwise the PG fields (shared `pgValue`). */
const toValue = (v: PgValues): SectionValue =>
  v.hasNotDonePG
    ? { hasNotDonePG: true }
    : {
        hasNotDonePG: false,
        ...academicValue(v),
        branch: v.branch ?? undefined,
        status: v.status ?? undefined,
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
          <DegreeFields form={form} degrees={PG_DEGREES} specializations={PG_SPECIALIZATIONS} />
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
