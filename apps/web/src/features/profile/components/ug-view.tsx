import type { TFunction } from "i18next";
import { useTranslation } from "../../../lib/i18n.ts";
import { type InstitutionDates, useDates } from "../../../lib/institution-time.ts";
import type { UgData } from "../api.ts";
import { useChoiceWords } from "../choices.ts";
import { ValueGrid, type ValueItem } from "./value-grid.tsx";

/** Date of declaration, CGPA and percentage: the same rows for UG and PG. */
export function resultItems(
  d: Pick<UgData, "dateOfDeclaration" | "cgpa" | "percentageMarks"> | null,
  t: TFunction,
  dates: InstitutionDates,
): ValueItem[] {
  return [
    { label: t("Date of Declaration of Result"), value: d?.dateOfDeclaration ? dates.day(d.dateOfDeclaration) : null },
    { label: t("CGPA"), value: d?.cgpa },
    { label: t("Percentage Marks"), value: typeof d?.percentageMarks === "number" ? `${d.percentageMarks}%` : null },
  ];
}

/** The saved UG academics, read-only. */
export function UgView({ data }: { data: UgData | null }) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  const words = useChoiceWords();
  return (
    <ValueGrid
      items={[
        { label: t("Degree"), value: data?.degree && words(data.degree) },
        { label: t("Specialization"), value: data?.specialization && words(data.specialization) },
        { label: t("Institute"), value: data?.institute },
        ...resultItems(data, t, dates),
      ]}
    />
  );
}
