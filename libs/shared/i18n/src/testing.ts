import { createElement, useState, type ReactNode } from 'react';
import i18next, { type i18n, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, KEEP_BASIC_HTML_NODES } from './lib/config';

/**
 * Every German JSON file — this lib's and every feature lib's (`libs/features/<area>/locales/de`) —
 * bundled synchronously so component tests need no HTTP.
 */
const files = import.meta.glob<{ default: Resource[string][string] }>(['../locales/de/*.json', '../../../features/*/locales/de/*.json'], { eager: true });

/** The German resources by namespace (file name without .json). */
export const germanResources: Record<string, Resource[string][string]> = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), module.default]),
);

/**
 * A fresh, fully initialised i18next instance with all German texts — the same files the app
 * loads over HTTP, so a test fails when a key or a namespace file is missing. `extra` adds
 * namespaces of the test's own (a shared lib's test of a made-up area).
 */
export function createTestI18n(extra: Record<string, Resource[string][string]> = {}): i18n {
  const resources = { ...germanResources, ...extra };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE],
    resources: { [DEFAULT_LANGUAGE]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false, transKeepBasicHtmlNodesFor: [...KEEP_BASIC_HTML_NODES] },
  });
  return instance;
}

export interface I18nTestProviderProps {
  children: ReactNode;
  /** An instance to share with the test (e.g. to call `i18n.t`). @default a fresh `createTestI18n()` */
  i18n?: i18n;
}

/** Wraps a component under test with the German texts. */
export function I18nTestProvider({ children, i18n }: I18nTestProviderProps) {
  const [instance] = useState(() => i18n ?? createTestI18n());
  return createElement(I18nextProvider, { i18n: instance }, children);
}
