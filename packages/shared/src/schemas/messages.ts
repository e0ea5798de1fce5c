/**
 * The messages of the shared schemas in the reader's language (decision 035). Each message is its
 * English text (the key of the `validation` catalogue), with `{{name}}` placeholders for values:
 * `.min(1, say("Full name is required"))`, `.max(max, say("At most {{max}} characters", { max }))`.
 * A string value is a term of the schema (a field's label such as "GATE score"), translated like the
 * message, and a list of strings a list of terms; never pass what a user typed. Rules of the domain
 * (packages/shared/src/domain) say their refusals through `sayNow` too, when they are asked.
 *
 * The web sets the translator to its `validation` namespace, so a form checked with the same schema
 * shows the message in the language shown. The server keeps English messages: its refusal hook
 * translates them by the request's language, finding the key and values of a message with values
 * through `messageTemplate`.
 */
export type MessageValues = Record<string, string | number | readonly string[]>;
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A value in words: a list of terms joined ("Statement of Purpose, Bank Name"). */
const wordsOf = (v: string | number | readonly string[], say: (s: string) => string = (s) => s) =>
  typeof v === "string" ? say(v) : typeof v === "number" ? v : v.map(say).join(", ");

/** `{{name}}` filled from `values` (a placeholder without a value stays as it is). */
export const interpolate = (key: string, values?: MessageValues): string =>
  values
    ? key.replace(/\{\{(\w+)\}\}/g, (all, name: string) => {
        const v = values[name];
        return v === undefined ? all : String(wordsOf(v));
      })
    : key;

let translate: Translate = interpolate;

/** The web's translator (i18next's `validation` namespace); the server keeps English. */
export function translateMessagesWith(fn: Translate) {
  translate = fn;
}

const templates = new Map<string, { key: string; values: MessageValues }>();

/** The key and values an English message with values was made from (the server's refusal hook). */
export const messageTemplate = (english: string) => templates.get(english);

/** The message now, in the language set; its string values (terms) translated too. */
export function sayNow(key: string, values?: MessageValues): string {
  if (!values) return translate(key);
  // Values are the schemas' constants (limits, labels): a bounded set.
  if (templates.size < 10_000) templates.set(interpolate(key, values), { key, values });
  const terms = Object.fromEntries(Object.entries(values).map(([name, v]) => [name, wordsOf(v, (s) => translate(s))]));
  return translate(key, terms);
}

/** A zod message (`error` param), said in the language set when a value is checked. */
export const say = (key: string, values?: MessageValues) => {
  if (values) templates.set(interpolate(key, values), { key, values });
  return { error: () => sayNow(key, values) };
};

/**
 * Stable names of the refusals a client acts on, sent as `data.code` (decision 035): their words are
 * translated, so a client never matches the message.
 */
export const REFUSAL_CODES = {
  /** A profile or application lacks required documents ("Required documents missing: …"). */
  documentsMissing: "DOCUMENTS_MISSING",
  /** A reapplication waits for the profile's requested changes (`PROFILE_NEEDS_FIXING`). */
  profileNeedsFixing: "PROFILE_NEEDS_FIXING",
  /** The privacy notice agreed to is no longer the current one: show the new one (issue 28). */
  noticeChanged: "NOTICE_CHANGED",
  /** A candidate has not agreed to the current privacy notice: everything but their data rights waits for it. */
  consentRequired: "CONSENT_REQUIRED",
} as const;
