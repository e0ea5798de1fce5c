import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  LOCALES,
  pickLanguage,
  type Translate,
  translateMessagesWith,
} from "@phd/shared";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { useCallback } from "react";
import { initReactI18next, useTranslation } from "react-i18next";

/**
 * The web's languages (decision 035). English texts are the keys, so English loads no catalogue; a
 * Hindi or Marathi page loads `common`, `vocabulary` and its area's namespace, each its own chunk.
 * `profile` (the profile's forms and views) serves the candidate and the staff who read a profile;
 * the staff's screens are four namespaces (review, selection, merit, offers) for their size.
 */
export const NAMESPACES = [
  "common",
  "public",
  "profile",
  "candidate",
  "staff",
  "selection",
  "merit",
  "offers",
  "admin",
  "accounts",
  "vocabulary",
  "validation",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The query parameter that picks the language on any address (`?lang=hi`). */
export const LANGUAGE_PARAM = "lang";
const STORAGE_KEY = "phd.language";

// The web's own catalogues, and the shared ones (`vocabulary`: the labels of statuses, sections,
// documents…) that the server's mails and PDFs use too.
const catalogues = {
  ...import.meta.glob<ResourceKey>("../locales/*/*.json", { import: "default" }),
  ...import.meta.glob<ResourceKey>("../../../../packages/shared/src/locales/*/*.json", { import: "default" }),
};
const catalogueOf = (language: string, namespace: string) =>
  Object.entries(catalogues).find(([file]) => file.endsWith(`/locales/${language}/${namespace}.json`))?.[1];

/** Reads `locales/<language>/<namespace>.json` when a page first needs it. */
const lazyCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, done) {
    const load = catalogueOf(language, namespace);
    if (!load) return done(null, {});
    load().then(
      (resources) => done(null, resources),
      (err: Error) => done(err, false),
    );
  },
};

function remembered(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked (private mode): the choice lasts for the page only
  }
}

/** The language to start with: `?lang=`, then the one remembered, then the browser's, then English. */
export function initialLanguage(search = window.location.search, browser = navigator.languages): Language {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  return remembered() ?? pickLanguage(browser ?? []) ?? DEFAULT_LANGUAGE;
}

function showLanguage(language: Language) {
  document.documentElement.lang = language;
}

/** The app's i18next, ready with the starting language's `common` catalogue (awaited before the first render). */
export async function startI18n(language: Language = initialLanguage()) {
  showLanguage(language);
  if (language !== DEFAULT_LANGUAGE) rememberLanguage(language);
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // `validation`: the shared schemas' messages, which any form may show (and the server's refusals).
      ns: ["common", "vocabulary", "validation"],
      defaultNS: "common",
      // English texts are the keys: "a.b" and "x: y" are sentences, not paths.
      keySeparator: false,
      nsSeparator: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    });
  // A form checked with a shared schema shows its messages in the language shown.
  // Their terms (a document's or a field's label) are the vocabulary's.
  translateMessagesWith((key, values) => i18next.t(key, { ns: ["validation", "vocabulary"], ...values }));
  i18next.on("languageChanged", (l) => {
    if (isLanguage(l)) showLanguage(l);
  });
  return i18next;
}

function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: nothing to remember it in
  }
}

type ChoiceListener = (language: Language) => void;
const choiceListeners = new Set<ChoiceListener>();

/** Told of each choice the user makes in a switcher (the session keeps it on the account). */
export function onLanguageChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/**
 * Shows `language` at once and remembers it in this browser. `byUser`: the user picked it in a
 * switcher (listeners keep it on the account); false when the page adopts the account's language.
 */
export async function chooseLanguage(language: Language, { byUser = true } = {}) {
  rememberLanguage(language);
  await i18next.changeLanguage(language);
  if (byUser) for (const listener of choiceListeners) listener(language);
}

/** The language this browser was told to use (switcher or `?lang=`), if any. */
export const rememberedLanguage = remembered;

/** Whether the address picks the language (`?lang=`): a shared link wins over the account's. */
export const addressPicksLanguage = (search = window.location.search) =>
  isLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));

/** The language shown now. */
export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

/** The `Intl` locale of the language shown. */
export const currentLocale = () => LOCALES[currentLanguage()];

/**
 * The shared vocabulary in the language shown: `label(APPLICATION_STATUS_LABELS[status])`. Labels
 * come from `@phd/shared` tables, so their keys are checked against `VOCABULARY`, not extracted.
 */
export function useLabel(): (label: string) => string {
  const { t } = useTranslation("vocabulary");
  return useCallback((label: string) => t(label), [t]);
}

/**
 * The `t` of one namespace, for a shared module that words its sentences in it (its
 * `@i18n-namespace`): `checkUploadFile(file, max, useWords("common"))`, `outcomeWords(line,
 * useWords("vocabulary"))`. Loads the namespace with the page, like `useTranslation`.
 */
export function useWords(namespace: Namespace): Translate {
  const { t } = useTranslation(namespace);
  return t;
}

/** The language shown, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
