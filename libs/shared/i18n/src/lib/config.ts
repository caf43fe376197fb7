import i18next, { type i18n, type InitOptions } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LocaleBackend, type LocaleBackendOptions } from './locale-backend';

/** SPEC §9: German is the default and the fallback language. */
export const DEFAULT_LANGUAGE = 'de';

/** SPEC §7: translations are loaded from /locales/{lng}/{ns}.json. */
export const LOCALES_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** SPEC §9: query string `lng`, cookie, local storage key, session storage, browser, html tag. */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;

/** SPEC §9 translation default markup: only these tags survive inside `<Trans>`. */
export const KEEP_BASIC_HTML_NODES = ['br', 'strong', 'i', 'p'] as const;

/** Namespaces every screen needs; feature namespaces are loaded when the feature is opened. */
export const UP_FRONT_NAMESPACES = ['common', 'shell'] as const;

export interface InitI18nOptions {
  /** Where the JSON files are read from. @default '/locales/{{lng}}/{{ns}}.json' */
  loadPath?: string;
  /** Namespaces loaded before the first render. @default ['common', 'shell'] */
  ns?: readonly string[];
  /** The instance to initialise (tests pass a fresh one). @default the global i18next instance */
  instance?: i18n;
}

/** Detector settings, exported so the order can be checked without a browser. */
export function detectionOptions(): DetectorOptions {
  return {
    order: [...DETECTION_ORDER],
    lookupQuerystring: 'lng',
    lookupLocalStorage: 'i18nextLng',
    caches: ['localStorage'],
  };
}

/**
 * The complete i18next configuration. The retry settings belong to i18next's backend connector,
 * not to the backend (./locale-backend): i18next retries a failed read `maxRetries` times and doubles
 * `retryTimeout` after each attempt (350, 700, 1400 … ms).
 */
export function createI18nOptions(options: Pick<InitI18nOptions, 'loadPath' | 'ns'> = {}): InitOptions<LocaleBackendOptions> {
  return {
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE],
    // 'de-DE' from the browser must resolve to the 'de' files, never request /locales/de-DE/…
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: [...(options.ns ?? UP_FRONT_NAMESPACES)],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    backend: { loadPath: options.loadPath ?? LOCALES_LOAD_PATH },
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    detection: detectionOptions(),
    react: { useSuspense: true, transKeepBasicHtmlNodesFor: [...KEEP_BASIC_HTML_NODES] },
  };
}

/**
 * Initialises i18next for the app: the locale files' backend, language detector, react-i18next. Resolves once
 * the up-front namespaces are loaded (or have failed after the retries — i18next then shows keys,
 * which is why the shell starts it early, in parallel with reading /config.json).
 */
export async function initI18n(options: InitI18nOptions = {}): Promise<i18n> {
  const instance = options.instance ?? i18next;
  if (instance.isInitialized) return instance;
  await instance.use(LocaleBackend).use(LanguageDetector).use(initReactI18next).init(createI18nOptions(options));
  if (typeof document !== 'undefined') document.documentElement.lang = instance.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return instance;
}
