import { type Language, messageTemplate } from "@phd/shared";
import { english, type RefusalValues, wordsOf } from "./errors.ts";
import { languageOfHeader, translator } from "./i18n.ts";

/**
 * The server's messages in the reader's language (decision 035): refusals and the `message` of a
 * successful answer alike, looked up in the `validation` catalogue (the server's messages) by their
 * English text. A text without a translation stays English.
 */

/** A label of the vocabulary (a status, a document) or of the server's messages, in a language. */
function labeller(language: Language) {
  const t = translator(language, "validation");
  const vocabulary = translator(language, "vocabulary");
  return (text: string) => {
    const word = vocabulary(text);
    return word !== text ? word : t(text);
  };
}

/**
 * A key and its values in a language: its terms (labels of the vocabulary, or of a message such as a
 * profile section's name) translated, its `count` choosing the catalogue's plural form.
 */
export function sayIn(language: Language, key: string, values?: RefusalValues): string {
  if (language === "en") return english(key, values);
  const t = translator(language, "validation");
  if (!values) return t(key);
  const label = labeller(language);
  const filled = Object.entries(values).map(([name, v]) => [name, wordsOf(v, (x) => label(x.term))]);
  return String(t(key, Object.fromEntries(filled)));
}

/**
 * A finished English text in a language: a catalogue key, or a shared schema's or domain rule's
 * message with values (said through `sayNow`, found again by `messageTemplate`).
 */
export function sayText(language: Language, text: string): string {
  if (language === "en") return text;
  const template = messageTemplate(text);
  if (!template) return translator(language, "validation")(text);
  const label = labeller(language);
  const values = Object.entries(template.values).map(([name, v]) => [
    name,
    typeof v === "number" ? v : typeof v === "string" ? label(v) : v.map(label).join(", "),
  ]);
  return String(translator(language, "validation")(template.key, Object.fromEntries(values)));
}

/**
 * A message of a successful answer in the request's language, when its words depend on values:
 * `message: speak(request, "{{count}} offer made.", { count, defaultValue_other: "{{count}} offers made." })`.
 * A fixed `message: "…"` needs none: the answer's hook says it (plugins/errors.ts).
 */
export const speak = (
  request: { headers: { "accept-language"?: string | string[] } },
  key: string,
  values?: RefusalValues,
): string => sayIn(languageOfHeader(request.headers["accept-language"]), key, values);

/** A dry run of an import (a CSV of marks, a bank statement) whose rows have problems: nothing is imported. */
export const rowProblems = (request: Parameters<typeof speak>[0], count: number): string =>
  speak(request, "{{count}} row has a problem: nothing can be imported until the file is corrected.", {
    count,
    defaultValue_other: "{{count}} rows have problems: nothing can be imported until the file is corrected.",
  });
