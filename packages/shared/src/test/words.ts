import i18next from "i18next";
import { readCatalogues, SERVER_NAMESPACES } from "../locales/catalogues.ts";
import type { Translate } from "../words.ts";

/**
 * For the shared modules' tests: the `t` the server (or the web) gives them, in a language — a
 * real i18next reading the shared catalogues, bound to `namespace` (decision 035).
 */
export function wordsIn(language: "hi" | "mr", namespace: (typeof SERVER_NAMESPACES)[number]): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    resources: readCatalogues(),
    lng: language,
    fallbackLng: "en",
    ns: [...SERVER_NAMESPACES],
    defaultNS: namespace,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance.getFixedT(language, namespace);
}
