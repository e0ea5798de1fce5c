import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import {
  type AadhaarMode,
  ageInYears,
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  GENDERS,
  personalDetailsFor,
} from "@phd/shared";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import type { PersonalDetailsData, Profile } from "../api.ts";
import { useChoiceWords } from "../choices.ts";
import { numberOrUndefined, numberValue, type SectionValue, text } from "../section-form.ts";
import { useSectionEditor } from "../use-section-editor.ts";
import { SectionShell } from "./section-shell.tsx";
import { options } from "./value-grid.tsx";

type PersonalValues = {
  name: string;
  middleName: string;
  motherName: string;
  dob: string;
  gender: string | null;
  nationality: string;
  address: string;
  addressCorrespondance: string;
  addharNumber: string;
  category: string | null;
  isPhysicallyDisabled: boolean;
  isEmployed: boolean;
  isMHStateCandidate: boolean;
  totalIndustryExperience: number | string;
  currentIndustryExperience: number | string;
  guideIndustryExperience: number | string;
};

const today = () => new Date().toISOString().slice(0, 10);

function toValues(d: PersonalDetailsData | null, accountName: string): PersonalValues {
  return {
    name: d?.name ?? accountName,
    middleName: d?.middleName ?? "",
    motherName: d?.motherName ?? "",
    dob: d?.dob ?? "",
    gender: d?.gender ?? null,
    nationality: d?.nationality ?? "",
    address: d?.address ?? "",
    addressCorrespondance: d?.addressCorrespondance ?? "",
    addharNumber: d?.addharNumber ?? "",
    category: d?.category ?? null,
    isPhysicallyDisabled: d?.isPhysicallyDisabled ?? false,
    isEmployed: d?.isEmployed ?? false,
    isMHStateCandidate: d?.isMHStateCandidate ?? false,
    totalIndustryExperience: numberValue(d?.totalIndustryExperience),
    currentIndustryExperience: numberValue(d?.currentIndustryExperience),
    guideIndustryExperience: numberValue(d?.guideIndustryExperience),
  };
}

/** The values as the shared `personalDetailsValue` reads them; experience only for the employed. */
function toValue(v: PersonalValues): SectionValue {
  return {
    name: text(v.name),
    middleName: text(v.middleName),
    motherName: text(v.motherName),
    dob: text(v.dob),
    gender: v.gender ?? undefined,
    nationality: text(v.nationality),
    address: text(v.address),
    addressCorrespondance: text(v.addressCorrespondance),
    addharNumber: text(v.addharNumber.replace(/\s+/g, "")),
    category: v.category ?? undefined,
    isPhysicallyDisabled: v.isPhysicallyDisabled,
    isEmployed: v.isEmployed,
    isMHStateCandidate: v.isMHStateCandidate,
    totalIndustryExperience: v.isEmployed ? numberOrUndefined(v.totalIndustryExperience) : undefined,
    currentIndustryExperience: v.isEmployed ? numberOrUndefined(v.currentIndustryExperience) : undefined,
    guideIndustryExperience: v.isEmployed ? numberOrUndefined(v.guideIndustryExperience) : undefined,
  };
}

/** The candidate's personal details: the read-only view with Edit, or the form (rules: shared `personalDetailsValue`). */
export function PersonalDetailsForm({
  data,
  accountName,
  aadhaarMode,
  onSaved,
}: {
  data: PersonalDetailsData | null;
  accountName: string;
  /** How the current round asks for the Aadhaar number (issue 28): the field follows it. */
  aadhaarMode: AadhaarMode;
  onSaved: (andContinue: boolean, profile: Profile) => void;
}) {
  const editor = useSectionEditor<"personalDetails", PersonalValues>({
    section: "personalDetails",
    data,
    toValues: (d) => toValues(d, accountName),
    // Not asked: the number is neither shown nor sent (the server keeps none).
    toValue: (v) => {
      const value = toValue(v);
      if (aadhaarMode === "NOT_ASKED") delete value.addharNumber;
      return value;
    },
    schema: personalDetailsFor(aadhaarMode),
    onSaved,
  });
  const { t } = useTranslation("profile");
  const label = useLabel();
  const words = useChoiceWords();
  const { form } = editor;
  const age = form.values.dob ? ageInYears(form.values.dob) : null;

  const fields = (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput label={t("Name")} required autoComplete="name" {...form.getInputProps("name")} />
        <TextInput label={t("Middle Name")} autoComplete="additional-name" {...form.getInputProps("middleName")} />
        <TextInput label={t("Mother's Name")} {...form.getInputProps("motherName")} />
        <TextInput label={t("Date of Birth")} type="date" required max={today()} {...form.getInputProps("dob")} />
        <TextInput
          label={t("Age")}
          value={
            age === null || age < 0 ? "" : t("{{count}} year", { count: age, defaultValue_other: "{{count}} years" })
          }
          placeholder={t("From the date of birth")}
          readOnly
          variant="filled"
          aria-description={t("Calculated from the date of birth")}
        />
        <Select label={t("Gender")} required data={options(GENDERS, words)} {...form.getInputProps("gender")} />
        <TextInput
          label={t("Nationality")}
          required
          placeholder={t("e.g. Indian")}
          {...form.getInputProps("nationality")}
        />
        {aadhaarMode !== "NOT_ASKED" && (
          <TextInput
            label={aadhaarMode === "OPTIONAL" ? t("Aadhaar Number (optional)") : t("Aadhaar Number")}
            required={aadhaarMode === "REQUIRED"}
            inputMode="numeric"
            maxLength={14}
            placeholder={t("12 digits")}
            autoComplete="off"
            {...form.getInputProps("addharNumber")}
          />
        )}
        <Select
          label={t("Category")}
          required
          data={options(CATEGORIES, (c) => label(CATEGORY_LABELS[c as Category]))}
          {...form.getInputProps("category")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label={t("Permanent Address")}
          required
          autosize
          minRows={2}
          autoComplete="street-address"
          {...form.getInputProps("address")}
        />
        <Textarea
          label={t("Correspondence Address")}
          autosize
          minRows={2}
          description={t("Leave empty if the same as the permanent address")}
          {...form.getInputProps("addressCorrespondance")}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Checkbox
          label={t("I am a person with a physical disability")}
          {...form.getInputProps("isPhysicallyDisabled", { type: "checkbox" })}
        />
        <Checkbox
          label={t("I am a Maharashtra State candidate")}
          {...form.getInputProps("isMHStateCandidate", { type: "checkbox" })}
        />
        <Checkbox
          label={t("I am currently employed (working professional)")}
          {...form.getInputProps("isEmployed", { type: "checkbox" })}
        />
      </Stack>
      {form.values.isEmployed && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("Employment details")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("Experience in years. A guide with industry experience needs the co-guide certificates below.")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {(
              [
                ["totalIndustryExperience", t("Total Industry Experience (years)")],
                ["currentIndustryExperience", t("Current Industry Experience (years)")],
                ["guideIndustryExperience", t("Guide Industry Experience (years)")],
              ] as const
            ).map(([field, label]) => (
              <NumberInput
                key={field}
                label={label}
                min={0}
                max={60}
                step={0.5}
                decimalScale={1}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );

  return <SectionShell section="personalDetails" data={data} editor={editor} fields={fields} />;
}
