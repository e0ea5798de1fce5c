import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "@phd/shared";
import { describe, expect, it } from "vitest";
import { extract } from "./extract.ts";

// The catalogues against the code (decision 035): every key the code asks for is translated in
// every language, no catalogue keeps a key the code no longer asks for, and no converted file
// writes user-visible text in place.
const here = path.dirname(fileURLToPath(import.meta.url));
const TRANSLATED = LANGUAGES.filter((l) => l !== "en");
const { keys, literals } = extract(path.join(here, ".."));

function catalogue(language: string, namespace: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(here, language, `${namespace}.json`), "utf8"));
  } catch {
    return {};
  }
}

describe("catalogues", () => {
  it("reads keys, plural keys and text written in place from a converted file", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "extract-"));
    writeFileSync(
      path.join(dir, "a.tsx"),
      [
        'import { useTranslation } from "react-i18next";',
        "export function A() {",
        '  const { t } = useTranslation("public");',
        '  return <b title="Hello">Hi {t("{{count}} offer", { count: 2 })} {t(`Two`)}</b>;',
        "}",
      ].join("\n"),
    );
    writeFileSync(path.join(dir, "b.tsx"), "export const B = () => <i>Not converted yet</i>;");
    const got = extract(dir);
    expect([...(got.keys.get("public") ?? [])]).toEqual(["{{count}} offer_one", "{{count}} offer_other", "Two"]);
    expect(got.literals).toEqual(["a.tsx:4: Hello", "a.tsx:4: Hi"]);
  });

  it("finds the keys of the converted files", () => {
    expect(keys.get("common")?.has("Skip to main content")).toBe(true);
  });

  for (const language of TRANSLATED)
    it(`${language}: has every key of the code, and only those, each translated`, () => {
      for (const [namespace, wanted] of keys) {
        const have = catalogue(language, namespace);
        const missing = [...wanted].filter((k) => !(k in have));
        const stale = Object.keys(have).filter((k) => !wanted.has(k));
        expect({ namespace, missing, stale }).toEqual({ namespace, missing: [], stale: [] });
        for (const [key, value] of Object.entries(have)) {
          expect(value.trim(), `${language}/${namespace}: "${key}"`).not.toBe("");
          // Placeholders survive translation: {{name}} in the key is {{name}} in the text.
          const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
          expect(vars(value), `${language}/${namespace}: "${key}"`).toEqual(vars(key.replace(/_(one|other)$/, "")));
        }
      }
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
