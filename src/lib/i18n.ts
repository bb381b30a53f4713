// i18next set up once: en-US, es-ES and de-DE loaded on demand per language, the language detected from
// what the person chose before (localStorage) or the browser, English as the fallback.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type LanguageCode } from '../config/constants';

// Each namespace of each language is its own chunk, fetched when a screen needs it (English too, as
// the fallback): a first load carries the common words (`translation`) and its screen's namespaces
// in one or two languages, not every namespace of all three (issue 13). A route names its namespaces
// (src/app/lazy-screen.ts loads them beside its chunk); a component may ask for its own with
// `useTranslation('offline')`. The service worker precaches every chunk, so a language or screen
// opened offline still finds its words.
// The template demo apps' words (issue 19) are not among them: the demo apps' chunk brings its own
// (src/features/demo-apps/demo-words.ts), so a build without the demo apps has none of them. The words
// of the server's sentences (server.json) are loaded by src/lib/server-text.ts: the API client fetches
// them with the first coded answer, and a namespace here costs every first screen.
const LOCALE_FILES = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/demo.json', '!../locales/*/server.json'], {
  import: 'default',
});

/** Every namespace (a file of en-US). */
export const NAMESPACES = Object.keys(LOCALE_FILES)
  .filter((path) => path.startsWith(`../locales/${DEFAULT_LANGUAGE}/`))
  .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length));
const lazyLocales = {
  type: 'backend' as const,
  init() {},
  read(lng: string, ns: string, done: (error: unknown, data?: Record<string, unknown>) => void) {
    const load = LOCALE_FILES[`../locales/${lng}/${ns}.json`];
    if (!load) return done(null, {});
    load().then(
      (data) => done(null, data),
      (error: unknown) => done(error),
    );
  },
};

export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** Maps what a browser reports ('de', 'de-AT', 'es-MX', 'en-GB') onto a supported language. */
export function toSupportedLanguage(lng: string | undefined | null): LanguageCode {
  if (!lng) return DEFAULT_LANGUAGE;
  const exact = SUPPORTED_LANGUAGES.find((code) => code.toLowerCase() === lng.toLowerCase());
  if (exact) return exact;
  const prefix = lng.slice(0, 2).toLowerCase();
  return SUPPORTED_LANGUAGES.find((code) => code.slice(0, 2).toLowerCase() === prefix) ?? DEFAULT_LANGUAGE;
}

/**
 * The language: what the person chose before (localStorage), else the browser's, else the page's;
 * the choice is remembered in localStorage. What i18next-browser-languagedetector did with the
 * options this app gave it, in a few lines rather than its 6 kB (issue 13).
 */
const languageDetector = {
  type: 'languageDetector' as const,
  init() {},
  detect(): string {
    let stored: string | null = null;
    try {
      stored = globalThis.localStorage?.getItem(STORAGE_KEYS.language) ?? null;
    } catch {
      /* storage blocked: the browser's language */
    }
    const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
    const page = typeof document === 'undefined' ? null : document.documentElement.lang;
    return toSupportedLanguage([stored, ...browser, page].find(Boolean));
  },
  cacheUserLanguage(lng: string) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEYS.language, lng);
    } catch {
      /* storage blocked: the choice lasts this visit */
    }
  },
};

export const i18n = i18next.createInstance();

// Initialised in a task of its own, after the modules' evaluation (a shorter first long task on a slow
// phone; issue 13). Nothing renders before it settles (main.tsx waits for i18nReady).
const i18nInit = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() =>
  i18n
    .use(languageDetector)
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      // The common words only; the rest per screen (loadNamespaces below).
      ns: ['translation'],
      defaultNS: 'translation',
      supportedLngs: SUPPORTED_LANGUAGES as string[],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A safety net: a `t('ns:key')` of a namespace nobody loaded yet loads it, and the screen renders
      // again once it is there (react re-renders on 'loaded'), rather than keeping a raw key.
      saveMissing: true,
      missingKeyHandler: (_lngs: readonly string[], ns: string) => {
        if (NAMESPACES.includes(ns) && !i18n.hasLoadedNamespace(ns)) void i18n.loadNamespaces(ns);
      },
      react: { bindI18n: 'languageChanged loaded' },
    })
    .then(() => memoizeLanguageHierarchy(i18n.services.languageUtils as LanguageUtils)),
);

interface LanguageUtils {
  toResolveHierarchy(code: string, fallbackCode?: unknown): string[];
}

/**
 * i18next works out a language's fallback chain (Intl.getCanonicalLocales, on every code) on every
 * `t()`: a fifth of a phone menu's first render, where each dish card asks for a few words (issue 13).
 * The chain depends only on the language and the fallback asked for, and the options never change
 * after init, so each is worked out once; every caller gets its own copy of the list.
 */
export function memoizeLanguageHierarchy(utils: LanguageUtils): void {
  const work = utils.toResolveHierarchy.bind(utils);
  const known = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (typeof code !== 'string' || (fallbackCode !== undefined && typeof fallbackCode !== 'string')) return work(code, fallbackCode);
    const key = `${code}\u0000${fallbackCode ?? ''}`;
    let codes = known.get(key);
    if (!codes) known.set(key, (codes = work(code, fallbackCode)));
    return [...codes];
  };
}

/** Loads namespaces in the chosen language (and English); settles when they are there (or failed). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18nInit
    .then(() => {
      const missing = namespaces.filter((ns) => !i18n.hasLoadedNamespace(ns));
      return missing.length ? i18n.loadNamespaces(missing) : undefined;
    })
    .catch(() => undefined);
}

/** Settles once the chosen language's common words (and English's) are loaded: main.tsx renders after it. */
export const i18nReady: Promise<unknown> = i18nInit.catch(() => undefined);

/** Keeps <html lang> in step with the chosen language (the detected one included). */
const syncHtmlLang = (lng: string | undefined) => {
  if (typeof document !== 'undefined') document.documentElement.lang = toSupportedLanguage(lng);
};
i18n.on('languageChanged', syncHtmlLang);
syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);

export function currentLanguage(): LanguageCode {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}
