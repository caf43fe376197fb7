import { createElement, useState, type ReactNode } from 'react';
import i18next, { type i18n, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../locales/de/common.json';
import shell from '../locales/de/shell.json';
import { DEFAULT_LANGUAGE, KEEP_BASIC_HTML_NODES } from './lib/config';

/** German texts by namespace: a namespace file's content under its name (`{ hydrants: texts }`). */
export type TestNamespaces = Record<string, Resource[string][string]>;

/**
 * This lib's German files (`common`, `shell`), bundled synchronously so component tests need no
 * HTTP. A feature's namespace is the feature's to hand over: see {@link addTestNamespaces}.
 */
export const germanResources: TestNamespaces = { common, shell };

/** The namespaces the project's test setup added; every later instance bundles them. */
const added: TestNamespaces = {};

/**
 * Adds namespaces to every instance `createTestI18n` makes from now on — for a project's Vitest
 * setup file: a feature lib adds its own namespace, the shell those of the features it composes.
 */
export function addTestNamespaces(namespaces: TestNamespaces): void {
  Object.assign(added, namespaces);
}

/**
 * A fresh, fully initialised i18next instance with the German texts — this lib's, those the test
 * setup added and `extra` (namespaces of the test's own, e.g. a shared lib's test of a made-up
 * area): the same files the app loads over HTTP, so a test fails when a key is missing.
 */
export function createTestI18n(extra: TestNamespaces = {}): i18n {
  const resources = { ...germanResources, ...added, ...extra };
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
  /** An instance to share with the test (e.g. to call `i18n.t`). @default a fresh `createTestI18n(namespaces)` */
  i18n?: i18n;
  /** Namespaces the wrapped screen needs beyond those of the test setup (a feature's story hands its own). Ignored with `i18n`. */
  namespaces?: TestNamespaces;
}

/** Wraps a component under test with the German texts. */
export function I18nTestProvider({ children, i18n, namespaces }: I18nTestProviderProps) {
  const [instance] = useState(() => i18n ?? createTestI18n(namespaces));
  return createElement(I18nextProvider, { i18n: instance }, children);
}
