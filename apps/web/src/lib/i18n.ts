import {
  DEFAULT_LANGUAGE,
  english,
  isLanguage,
  LANGUAGES,
  type Language,
  LOCALES,
  pickLanguage,
  type Translate,
  translateMessagesWith,
} from "@phd/shared";
import type { BackendModule, i18n as Engine, ResourceKey, TFunction } from "i18next";
import {
  cloneElement,
  createElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useCallback,
  useSyncExternalStore,
} from "react";

/**
 * The web's languages (decision 035). English texts are the keys, so English needs neither a
 * catalogue nor i18next: its `t` fills the key's `{{placeholders}}` (`english`), and the public
 * home downloads no translation library. A Hindi or Marathi page loads i18next (its own chunk) and
 * `common`, `vocabulary` and its area's namespace, each its own chunk.
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
/** Loaded with the language: the shell's words, the shared vocabulary, and the schemas' messages any form may show. */
const FIRST_NAMESPACES: Namespace[] = ["common", "vocabulary", "validation"];

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

// The language shown, and i18next once a language other than English was asked for. Components
// read both through `useSyncExternalStore`, so a change or a newly loaded catalogue re-renders them.
let shown: Language = DEFAULT_LANGUAGE;
let engine: Engine | undefined;
let enginePending: Promise<Engine> | undefined;
let revision = 0;
const renderListeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  renderListeners.add(listener);
  return () => renderListeners.delete(listener);
};
const currentRevision = () => revision;
function changed() {
  revision += 1;
  for (const listener of renderListeners) listener();
}

/** i18next with the catalogues' loader, started once (the first time Hindi or Marathi is shown). */
function loadEngine(language: Language): Promise<Engine> {
  enginePending ??= import("i18next").then(async ({ default: i18next }) => {
    const instance = i18next.createInstance();
    await instance.use(lazyCatalogues).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: FIRST_NAMESPACES,
      defaultNS: "common",
      // English texts are the keys: "a.b" and "x: y" are sentences, not paths.
      keySeparator: false,
      nsSeparator: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
    // A catalogue loaded later (a page's namespace) shows at once.
    instance.store.on("added", changed);
    engine = instance;
    return instance;
  });
  return enginePending;
}

function remembered(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked (private mode): the choice lasts for the page only
  }
}

function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: nothing to remember it in
  }
}

/** The language to start with: `?lang=`, then the one remembered, then the browser's, then English. */
export function initialLanguage(search = window.location.search, browser = navigator.languages): Language {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  return remembered() ?? pickLanguage(browser ?? []) ?? DEFAULT_LANGUAGE;
}

/** Shows `language`: its first catalogues are loaded before anything is shown in it. */
async function show(language: Language) {
  if (language !== DEFAULT_LANGUAGE) {
    const instance = await loadEngine(language);
    await instance.changeLanguage(language);
  } else if (engine) {
    await engine.changeLanguage(language);
  }
  shown = language;
  document.documentElement.lang = language;
  changed();
}

/**
 * Starts the app's languages with the first one (awaited before the first render, so no page
 * flashes English): nothing to load for English; i18next and the first catalogues otherwise.
 */
export async function startI18n(language: Language = initialLanguage()) {
  if (language !== DEFAULT_LANGUAGE) rememberLanguage(language);
  // A form checked with a shared schema shows its messages in the language shown.
  // Their terms (a document's or a field's label) are the vocabulary's.
  translateMessagesWith((key, values) =>
    shown === DEFAULT_LANGUAGE || !engine
      ? english(key, values)
      : engine.t(key, { ns: ["validation", "vocabulary"], ...values }),
  );
  await show(language);
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
  await show(language);
  if (byUser) for (const listener of choiceListeners) listener(language);
}

/** The language this browser was told to use (switcher or `?lang=`), if any. */
export const rememberedLanguage = remembered;

/** Whether the address picks the language (`?lang=`): a shared link wins over the account's. */
export const addressPicksLanguage = (search = window.location.search) =>
  isLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));

/** The language shown now. */
export const currentLanguage = (): Language => shown;

/** The `Intl` locale of the language shown. */
export const currentLocale = () => LOCALES[currentLanguage()];

// English's `t` is the same for every namespace; i18next's is made once per language, namespace
// and catalogue revision (a new identity when a catalogue arrives, so memoised texts are redone).
const englishT = english as unknown as TFunction;
const fixedTs = new Map<string, TFunction>();
let fixedTsRevision = 0;
const loadsInFlight = new Map<string, Promise<void>>();

/** The `t` of `namespace` in the language shown now (outside React: a default argument, a theme's label). */
export function fixedT(namespace: Namespace = "common"): TFunction {
  if (shown === DEFAULT_LANGUAGE || !engine) return englishT;
  if (fixedTsRevision !== revision) {
    fixedTs.clear();
    fixedTsRevision = revision;
  }
  const key = `${shown}:${namespace}`;
  let t = fixedTs.get(key);
  if (!t) {
    // Looked up in the namespace first, then in the shared vocabulary and the shell's words.
    t = engine.getFixedT(shown, [namespace, "vocabulary", "common"]) as TFunction;
    fixedTs.set(key, t);
  }
  return t;
}

/** The namespace's catalogue in the language shown, or a promise of it (which suspends the caller). */
function namespaceReady(namespace: Namespace): Promise<void> | undefined {
  if (shown === DEFAULT_LANGUAGE || !engine || engine.hasLoadedNamespace(namespace)) return undefined;
  const key = `${shown}:${namespace}`;
  let load = loadsInFlight.get(key);
  if (!load) {
    load = engine.loadNamespaces(namespace).finally(() => loadsInFlight.delete(key));
    loadsInFlight.set(key, load);
  }
  return load;
}

/**
 * The `t` of a namespace (default `common`) in the language shown; the component re-renders when the
 * language changes and suspends (React `Suspense`) while a Hindi or Marathi catalogue loads.
 */
export function useTranslation(namespace: Namespace = "common"): { t: TFunction } {
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  const pending = namespaceReady(namespace);
  if (pending) throw pending;
  return { t: fixedT(namespace) };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A sentence with markup, translated whole: `<Trans t={t} i18nKey="Read the <a>guide</a>"
 * components={{ a: <Anchor … /> }} values={{ … }} />`. Each `<name>…</name>` of the text in the
 * language shown becomes its component with the words inside; tags do not nest.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction | Translate;
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const text = (t as Translate)(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner] = match;
    const component = components[name];
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : whole);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}

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
  return t as Translate;
}

/** The language shown, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  return shown;
}
