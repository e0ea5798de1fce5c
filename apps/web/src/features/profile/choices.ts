// @i18n-namespace profile
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "../../lib/i18n.ts";

/**
 * The words of the profile's fixed choices (genders, degrees, specializations, GATE disciplines and
 * categories, Yes / No) in the language shown. The value stored and sent stays the English one; a
 * value not listed (a degree's abbreviation, "OBC") is shown as it is.
 */
export function choiceWords(t: TFunction): (value: string) => string {
  const words: Record<string, string> = {
    Male: t("Male"),
    Female: t("Female"),
    Other: t("Other"),
    OTHER: t("OTHER"),
    Yes: t("Yes"),
    No: t("No"),
    General: t("General"),
    "Post Graduate Degree in Humanities, Social Sciences and Liberal Arts": t(
      "Post Graduate Degree in Humanities, Social Sciences and Liberal Arts",
    ),
    Civil: t("Civil"),
    Computer: t("Computer"),
    "Computer Science": t("Computer Science"),
    Electrical: t("Electrical"),
    "Electronics and Telecommunication": t("Electronics and Telecommunication"),
    "Electronics and Communication": t("Electronics and Communication"),
    "Instrumentation and Control": t("Instrumentation and Control"),
    Mechanical: t("Mechanical"),
    Chemical: t("Chemical"),
    "Metallurgy and Materials Science": t("Metallurgy and Materials Science"),
    "Metallurgical Engineering": t("Metallurgical Engineering"),
    "Manufacturing Engineering and Industrial Management": t("Manufacturing Engineering and Industrial Management"),
    Planning: t("Planning"),
    Physics: t("Physics"),
    Chemistry: t("Chemistry"),
    Mathematics: t("Mathematics"),
    "Environmental Science": t("Environmental Science"),
    Humanities: t("Humanities"),
  };
  return (value) => words[value] ?? value;
}

/** `choiceWords` of the language shown, built once per language. */
export function useChoiceWords(): (value: string) => string {
  const { t } = useTranslation("profile");
  return useMemo(() => choiceWords(t), [t]);
}

/** "Yes" / "No" for a saved flag. */
export const yesNo = (t: TFunction, v: boolean | null | undefined) => (v ? t("Yes") : t("No"));
