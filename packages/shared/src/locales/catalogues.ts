import { readFileSync } from "node:fs";
import { LANGUAGES } from "../languages.ts";

/**
 * The shared catalogues on the server (decision 035): `validation` (refusals and zod messages),
 * `mail`, `pdf` and `vocabulary`, read once at start. Node only: the web loads the same files as
 * chunks through `import.meta.glob`, so this module is not exported from the package's index.
 */
export const SERVER_NAMESPACES = ["validation", "mail", "pdf", "vocabulary"] as const;

export type Catalogues = Record<string, Record<string, Record<string, string>>>;

export function readCatalogues(): Catalogues {
  const all: Catalogues = {};
  for (const language of LANGUAGES) {
    if (language === "en") continue; // English texts are the keys
    all[language] = {};
    for (const namespace of SERVER_NAMESPACES) {
      try {
        const file = new URL(`./${language}/${namespace}.json`, import.meta.url);
        all[language][namespace] = JSON.parse(readFileSync(file, "utf8"));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
        all[language][namespace] = {};
      }
    }
  }
  return all;
}
