/**
 * The portal's languages (decision 035): English is the default and the source (its texts are the
 * catalogues' keys); Hindi and Marathi are translated.
 */
export const LANGUAGES = ["en", "hi", "mr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's own name, as its readers look for it in a switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी", mr: "मराठी" };

/**
 * The `Intl` locale of each language: Indian conventions (lakh grouping, ₹), always Latin digits so
 * that ids, amounts and marks read like what the candidate typed (decision 035).
 */
export const LOCALES: Record<Language, string> = {
  en: "en-IN-u-nu-latn",
  hi: "hi-IN-u-nu-latn",
  mr: "mr-IN-u-nu-latn",
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The first supported language of a list of language tags ("mr-IN", "hi", …), or undefined. */
export function pickLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}
