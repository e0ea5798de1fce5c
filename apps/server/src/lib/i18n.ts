import { DEFAULT_LANGUAGE, isLanguage, type Language, pickLanguage } from "@phd/shared";
import { readCatalogues, SERVER_NAMESPACES } from "@phd/shared/catalogues";
import i18next, { type TFunction } from "i18next";

/**
 * The server's languages (decision 035): the same i18next and catalogues as the web. A request's
 * messages follow its `Accept-Language`; mails and PDFs follow the recipient's stored language.
 * English texts are the keys, so a text without a translation is its English self.
 */
const server = i18next.createInstance();
void server.init({
  resources: readCatalogues(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...SERVER_NAMESPACES],
  defaultNS: "validation",
  keySeparator: false,
  nsSeparator: false,
  // Mails escape what they put in HTML themselves; texts and PDFs take the words as they are.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});

export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** A `t` bound to a language and a namespace. */
export const translator = (language: Language, namespace: ServerNamespace): TFunction =>
  server.getFixedT(language, namespace);

/**
 * The best of the portal's languages for an `Accept-Language` header ("mr-IN,mr;q=0.9,en;q=0.8"),
 * by quality; English when the header names none of them.
 */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const tags = value
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith("q="))
          ?.slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((x) => x.tag);
  return pickLanguage(tags) ?? DEFAULT_LANGUAGE;
}

/** A stored language, English for anything else (an old row, a null). */
export const languageOrDefault = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);
