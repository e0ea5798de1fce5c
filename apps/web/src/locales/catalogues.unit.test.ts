import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES, VOCABULARY } from "@phd/shared";
import { describe, expect, it } from "vitest";
import { extract } from "./extract.ts";
import { refusalTexts } from "./refusal-texts.ts";

// The catalogues against the code (decision 035): every key the code asks for is translated in
// every language, no catalogue keeps a key the code no longer asks for, and no converted file
// writes user-visible text in place.
const here = path.dirname(fileURLToPath(import.meta.url));
/** The shared catalogues (`vocabulary`, and the server's) beside the glossary. */
const sharedLocales = path.join(here, "../../../../packages/shared/src/locales");
const TRANSLATED = LANGUAGES.filter((l) => l !== "en");
const { keys, literals } = extract(path.join(here, ".."));
// The shared labels are looked up by value (`label(X_LABELS[v])`), so their keys are the tables'.
keys.set("vocabulary", new Set(VOCABULARY));
// The server's mails (and PDFs) name their namespace in an `@i18n-namespace` comment.
for (const [namespace, wanted] of extract(path.join(here, "../../../server/src")).keys) keys.set(namespace, wanted);
// The shared modules that word sentences with a `t` they are given (merit words, the next step,
// audit lines, upload messages) name their namespace the same way; their keys join that namespace's.
for (const [namespace, wanted] of extract(path.join(sharedLocales, "..")).keys)
  keys.set(namespace, new Set([...(keys.get(namespace) ?? []), ...wanted]));

const SHARED_NAMESPACES = new Set(["vocabulary", "mail", "pdf"]);
const dirOf = (namespace: string) => (SHARED_NAMESPACES.has(namespace) ? sharedLocales : here);
function catalogue(language: string, namespace: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(dirOf(namespace), language, `${namespace}.json`), "utf8"));
  } catch {
    return {};
  }
}

interface Glossary {
  kept: string[];
  terms: { en: string; match: string; hi: string[]; mr: string[] }[];
}
const glossary: Glossary = JSON.parse(readFileSync(path.join(sharedLocales, "glossary.json"), "utf8"));
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("catalogues", () => {
  it("reads keys, plural keys and text written in place from a converted file", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "extract-"));
    writeFileSync(
      path.join(dir, "a.tsx"),
      [
        'import { useTranslation } from "../lib/i18n.ts";',
        "export function A() {",
        '  const { t } = useTranslation("public");',
        '  return <b title="Hello">Hi {t("{{count}} offer", { count: 2 })} {t(`Two`)} <Trans t={t} i18nKey="A <x>b</x>" /></b>;',
        "}",
      ].join("\n"),
    );
    writeFileSync(path.join(dir, "b.tsx"), "export const B = () => <i>Not converted yet</i>;");
    const got = extract(dir);
    expect([...(got.keys.get("public") ?? [])]).toEqual([
      "{{count}} offer_one",
      "{{count}} offer_other",
      "Two",
      "A <x>b</x>",
    ]);
    expect(got.literals).toEqual(["a.tsx:4: Hello", "a.tsx:4: Hi"]);
  });

  it("finds the keys of the converted files", () => {
    expect(keys.get("common")?.has("Skip to main content")).toBe(true);
    // The server's PDFs (apps/server/src/pdf, `@i18n-namespace pdf`) hold the `pdf` catalogue.
    expect(keys.get("pdf")?.has("PhD Application")).toBe(true);
  });

  for (const language of TRANSLATED)
    it(`${language}: has every key of the code, and only those, each translated`, () => {
      // Every namespace's problems at once, so one unfinished area does not hide another's.
      const problems: string[] = [];
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
      for (const [namespace, wanted] of keys) {
        const have = catalogue(language, namespace);
        for (const k of wanted) if (!(k in have)) problems.push(`${namespace}: missing "${k}"`);
        for (const k of Object.keys(have)) if (!wanted.has(k)) problems.push(`${namespace}: stale "${k}"`);
        for (const [key, value] of Object.entries(have)) {
          if (value.trim() === "") problems.push(`${namespace}: empty "${key}"`);
          // Placeholders and <Trans> tags survive translation: {{name}} / <a> in the key are in the text.
          else if (vars(value).join() !== vars(key.replace(/_(one|other)$/, "")).join())
            problems.push(`${namespace}: placeholders of "${key}" → "${value}"`);
        }
      }
      expect(problems).toEqual([]);
    });

  for (const language of TRANSLATED)
    it(`${language}: uses the glossary's terms`, () => {
      const wrong: string[] = [];
      for (const namespace of keys.keys())
        for (const [raw, value] of Object.entries(catalogue(language, namespace))) {
          // Placeholder and tag names ({{department}}, <a>) are not words of the text.
          const key = raw.replace(/\{\{\w+\}\}|<\/?\w+>/g, " ");
          for (const term of glossary.kept)
            if (new RegExp(`(^|[^A-Za-z])${escapeRegExp(term)}([^A-Za-z]|$)`).test(key) && !value.includes(term))
              wrong.push(`${namespace}: "${key}" → "${value}" (keep ${term})`);
          for (const term of glossary.terms) {
            const forms = term[language as "hi" | "mr"];
            if (new RegExp(term.match, "i").test(key) && !forms.some((f) => value.includes(f)))
              wrong.push(`${namespace}: "${key}" → "${value}" (${term.en}: ${forms.join(" / ")})`);
          }
        }
      expect(wrong).toEqual([]);
    });

  it("has no catalogue for a namespace the code does not use", () => {
    for (const language of TRANSLATED)
      for (const file of readdirSync(path.join(here, language)))
        expect(keys.has(file.replace(/\.json$/, "")), `${language}/${file}`).toBe(true);
  });

  it("finds no user-visible text written in place in a converted file", () => {
    expect(literals).toEqual([]);
  });
});

// The server's refusals are English texts thrown where they happen, and the shared schemas' messages
// go through `say` (packages/shared/src/schemas/messages.ts): the `validation` catalogue translates
// every one of them (the server by the request's Accept-Language, the web in the language shown).
// Both languages list the same texts, each still said somewhere in the server's or the shared code.
describe("the server's validation catalogue", () => {
  const root = path.join(here, "../../../..");
  const { wanted, said } = refusalTexts(path.join(root, "apps/server/src"), path.join(root, "packages/shared/src"));
  const catalogues = Object.fromEntries(
    TRANSLATED.map((l) => [l, JSON.parse(readFileSync(path.join(sharedLocales, l, "validation.json"), "utf8"))]),
  ) as Record<string, Record<string, string>>;
  const hi = catalogues.hi ?? {};
  const mr = catalogues.mr ?? {};

  it("finds the refusals and schema messages of the code", () => {
    expect(wanted.has("Admission round not found.")).toBe(true);
    expect(wanted.has("Another admission round already uses the prefix {{prefix}}. Choose another.")).toBe(true);
    expect(wanted.has("At most {{max}} characters")).toBe(true);
    expect(wanted.has("GATE score")).toBe(true); // a label a schema's helper puts into its message
    expect(wanted.has("gateExamDetails")).toBe(false);
  });
  it("has the same texts in Hindi and Marathi", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(mr).sort());
  });
  it("translates every refusal and schema message of the code", () => {
    const missing = [...wanted].filter(([k]) => !(k in hi) || !(k in mr)).map(([k, file]) => `${file}: ${k}`);
    expect(missing).toEqual([]);
  });
  it("translates only texts the code still says", () => {
    expect(Object.keys(hi).filter((k) => !said.has(k))).toEqual([]);
  });
  for (const language of TRANSLATED)
    it(`${language}: keeps each text's placeholders and the glossary's terms`, () => {
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const problems: string[] = [];
      for (const [key, value] of Object.entries(catalogues[language] ?? {})) {
        if (value.trim() === "") problems.push(`empty "${key}"`);
        if (vars(value).join() !== vars(key).join()) problems.push(`placeholders of "${key}" → "${value}"`);
        // Placeholders and media types (application/json) are not words of the text.
        const words = key.replace(/\{\{\w+\}\}|\b[a-z]+\/[a-z-]+\b/g, " ");
        for (const term of glossary.kept)
          if (new RegExp(`(^|[^A-Za-z])${escapeRegExp(term)}([^A-Za-z]|$)`).test(words) && !value.includes(term))
            problems.push(`"${key}" → "${value}" (keep ${term})`);
        for (const term of glossary.terms) {
          const forms = term[language as "hi" | "mr"];
          if (new RegExp(term.match, "i").test(words) && !forms.some((f) => value.includes(f)))
            problems.push(`"${key}" → "${value}" (${term.en}: ${forms.join(" / ")})`);
        }
      }
      expect(problems).toEqual([]);
    });
});
