import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { SessionProvider } from '@rescue-admin/data-access';
import { loadAppConfig } from './config';
import { initI18n } from '@rescue-admin/i18n';
import { ConfigErrorScreen } from './config-error-screen';
import { routes } from './routes';

export interface BootstrapOptions {
  container: HTMLElement;
  /** @default '/config.json' */
  configUrl?: string;
  /** @default initI18n() — the http backend reading /locales */
  loadTranslations?: () => Promise<i18n>;
  /** @default createBrowserRouter (tests pass createMemoryRouter) */
  createRouter?: (routes: RouteObject[]) => Parameters<typeof RouterProvider>[0]['router'];
}

/**
 * Starts the app: config and translations are fetched in parallel (neither depends on the other),
 * then either the German config error screen or the router is rendered.
 */
export async function bootstrap({
  container,
  configUrl = '/config.json',
  loadTranslations = () => initI18n(),
  createRouter = createBrowserRouter,
}: BootstrapOptions): Promise<Root> {
  const root = createRoot(container);
  const [config, translations] = await Promise.allSettled([loadAppConfig(configUrl), loadTranslations()]);
  if (translations.status === 'rejected') throw translations.reason;
  const i18n = translations.value;

  if (config.status === 'rejected') {
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorScreen error={config.reason} />
      </I18nextProvider>,
    );
    return root;
  }

  // Only the session here: the query/HTTP layer comes with the lazily loaded signed-in frame, so
  // /login does not download react-query and ky.
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionProvider config={config.value}>
          <RouterProvider router={createRouter(routes)} />
        </SessionProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return root;
}
