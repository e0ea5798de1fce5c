import { interpolate } from "@phd/shared";

/** A label of the shared vocabulary in a refusal's values, said in the reader's language. */
export interface Term {
  term: string;
  /** Lower-case in English (the label mid-sentence). */
  lower?: boolean;
}
export const term = (label: string, lower = false): Term => ({ term: label, lower });
export const isTerm = (v: unknown): v is Term => typeof v === "object" && v !== null && "term" in v;
/** Labels of the shared vocabulary listed in a message ("Statement of Purpose, Application Fee Receipt"). */
export interface Terms {
  terms: readonly string[];
}
export const terms = (labels: readonly string[]): Terms => ({ terms: labels });
export const isTerms = (v: unknown): v is Terms => typeof v === "object" && v !== null && "terms" in v;
export type RefusalValues = Record<string, string | number | Term | Terms>;

/** A value of a message in words: a term or a list of terms by `label`, anything else as it is. */
export function wordsOf(v: RefusalValues[string], label: (term: Term) => string): string | number {
  if (isTerm(v)) return label(v);
  if (isTerms(v)) return v.terms.map((t) => label({ term: t })).join(", ");
  return v;
}

/** The English text of a key and its values: its plural when `count` is not 1, its terms as English labels. */
export function english(key: string, values: RefusalValues | undefined): string {
  if (!values) return key;
  const other = values.defaultValue_other;
  const text = values.count !== undefined && values.count !== 1 && typeof other === "string" ? other : key;
  const plain = Object.entries(values).map(([name, v]) => [
    name,
    wordsOf(v, (t) => (t.lower ? t.term.toLowerCase() : t.term)),
  ]);
  return interpolate(text, Object.fromEntries(plain));
}

/**
 * An error a client may see: its message is written for people, its status fits (DESIGN §4). The
 * message is its English text, the key of the `validation` catalogue (decision 035); a message with
 * values names them `{{name}}` and gets them in `values` — what a user typed or a department's name,
 * never translated: `conflict("… uses the prefix {{prefix}}. Choose another.", { prefix })`. The
 * English `message` is the key filled in; the error handler says it in the request's language.
 * A label of the shared vocabulary (a role, an offer state, a document) goes in as `term(label)`: said
 * in the reader's language (`term(label, true)`: lower-case in English, mid-sentence); a list of
 * labels as `terms(labels)`. Wording that
 * depends on a number is one key with `count`, its English plural in `defaultValue_other` (as on the
 * web): `conflict("{{count}} objection is …", { count, defaultValue_other: "{{count}} objections are …" })`;
 * the English `message` is the singular for 1 and `defaultValue_other` otherwise, and the hi/mr
 * catalogues hold `<key>_one` / `<key>_other`.
 */
export class AppError extends Error {
  /** The English text with its `{{placeholders}}`: the catalogue's key. */
  readonly key: string;
  /** A stable name of the refusal for a client that acts on it (sent as `code`), when it has one. */
  code?: string;
  constructor(
    readonly statusCode: number,
    key: string,
    readonly fieldErrors?: Record<string, string>,
    /** Extra facts the client needs to act (e.g. the userId of an unverified candidate). */
    readonly data?: Record<string, unknown>,
    readonly values?: RefusalValues,
  ) {
    super(english(key, values));
    this.key = key;
  }

  /** Names the refusal for clients that act on it (`code` in the answer). */
  withCode(code: string): this {
    this.code = code;
    return this;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>, values?: RefusalValues) =>
  new AppError(400, message, fieldErrors, undefined, values);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do this.", values?: RefusalValues) =>
  new AppError(403, message, undefined, undefined, values);
export const notFound = (message = "Not found.", values?: RefusalValues) =>
  new AppError(404, message, undefined, undefined, values);
export const conflict = (message: string, values?: RefusalValues) =>
  new AppError(409, message, undefined, undefined, values);
export const tooMany = (message: string, values?: RefusalValues) =>
  new AppError(429, message, undefined, undefined, values);

/** An import (marks, a bank statement) refused whole because rows have problems: the report comes with it. */
export const nothingImported = (report: { problemCount: number }) =>
  new AppError(
    400,
    "Nothing was imported: {{count}} row has a problem.",
    undefined,
    { report },
    { count: report.problemCount, defaultValue_other: "Nothing was imported: {{count}} rows have problems." },
  );
