import { CATEGORY_LABELS, type Category } from "@phd/shared";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import type { PersonalDetailsData } from "../api.ts";
import { useChoiceWords, yesNo } from "../choices.ts";
import { AadhaarValue } from "./aadhaar-value.tsx";
import { ValueGrid } from "./value-grid.tsx";

/** The saved personal details, read-only. */
export function PersonalDetailsView({ data: d }: { data: PersonalDetailsData | null }) {
  const { t } = useTranslation("profile");
  const label = useLabel();
  const dates = useDates();
  const words = useChoiceWords();
  const years = (v: number | null | undefined) =>
    typeof v === "number" ? t("{{count}} year", { count: v, defaultValue_other: "{{count}} years" }) : null;
  const category = d?.category ? CATEGORY_LABELS[d.category as Category] : undefined;
  return (
    <ValueGrid
      items={[
        { label: t("Name"), value: d?.name },
        { label: t("Middle Name"), value: d?.middleName },
        { label: t("Mother's Name"), value: d?.motherName },
        { label: t("Date of Birth"), value: d?.dob ? dates.day(d.dob) : null },
        { label: t("Age"), value: years(d?.ageInYears) },
        { label: t("Gender"), value: d?.gender && words(d.gender) },
        { label: t("Nationality"), value: d?.nationality },
        // Masked on every screen; staff screens add Reveal (decision 020).
        { label: t("Aadhaar Number"), value: <AadhaarValue masked={d?.aadhaarMasked} /> },
        { label: t("Category"), value: d?.category ? (category ? label(category) : d.category) : null },
        { label: t("Physically Disabled"), value: yesNo(t, d?.isPhysicallyDisabled) },
        { label: t("Maharashtra State Candidate"), value: yesNo(t, d?.isMHStateCandidate) },
        { label: t("Employed"), value: yesNo(t, d?.isEmployed) },
        ...(d?.isEmployed
          ? [
              { label: t("Total Industry Experience"), value: years(d.totalIndustryExperience) },
              { label: t("Current Industry Experience"), value: years(d.currentIndustryExperience) },
              { label: t("Guide Industry Experience"), value: years(d.guideIndustryExperience) },
            ]
          : []),
        { label: t("Permanent Address"), value: d?.address, wide: true },
        { label: t("Correspondence Address"), value: d?.addressCorrespondance, wide: true },
      ]}
    />
  );
}
