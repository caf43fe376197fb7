import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { SessionProvider } from '@rescue-admin/session';
import { ConfigUnreachableError, loadAppConfig } from './config';
import { initI18n } from '@rescue-admin/i18n';
import { ConfigErrorScreen } from './config-error-screen';
import { AppRoutes } from './routes';
import { OfflineScreen } from '../routing/offline-screen';
import { PendingUpdate } from './pwa/pending-update';
import { blockableHistory } from '@rescue-admin/util';

export interface BootstrapOptions {
  container: HTMLElement;
  /** @default '/config.json' */
  configUrl?: string;
  /** @default initI18n() — the http backend reading /locales */
  loadTranslations?: () => Promise<i18n>;
}

/**
 * Shows „Keine Verbindung“ until the browser comes back online (the `online` event) or the user
 * asks to try again.
 */
function waitForConnection(root: Root): Promise<void> {
  return new Promise((resolve) => {
    const retry = () => {
      window.removeEventListener('online', retry);
      resolve();
    };
    window.addEventListener('online', retry);
    root.render(<OfflineScreen onRetry={retry} />);
  });
}

/**
 * Starts the app: config and translations are fetched in parallel (neither depends on the other),
 * then either the German config error screen or the router is rendered. When the connection is
 * missing (the config cannot be fetched, the shell's texts did not arrive) it shows „Keine
 * Verbindung“ instead and starts by itself once the connection is back.
 */
export async function bootstrap({
  container,
  configUrl = '/config.json',
  loadTranslations = () => initI18n(),
}: BootstrapOptions): Promise<Root> {
  const root = createRoot(container);
  let translations = loadTranslations();
  for (;;) {
    const [config, loaded] = await Promise.allSettled([loadAppConfig(configUrl), translations]);
    if (loaded.status === 'rejected') throw loaded.reason;
    const i18n = loaded.value;
    const textsMissing = !i18n.hasResourceBundle(i18n.resolvedLanguage ?? i18n.language, 'shell');
    if (textsMissing || (config.status === 'rejected' && config.reason instanceof ConfigUnreachableError)) {
      await waitForConnection(root);
      translations = textsMissing ? i18n.reloadResources().then(() => i18n) : Promise.resolve(i18n);
      continue;
    }
    renderApp(root, i18n, config);
    return root;
  }
}

function renderApp(
  root: Root,
  i18n: i18n,
  config: PromiseSettledResult<Awaited<ReturnType<typeof loadAppConfig>>>,
) {
  if (config.status === 'rejected') {
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorScreen error={config.reason} />
      </I18nextProvider>,
    );
    return;
  }

  // Only the session here: the query/HTTP layer comes with the lazily loaded signed-in frame, so
  // /login does not download react-query and ky.
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionProvider config={config.value}>
          {/* The declarative router on the browser's history, blockable for the unsaved-changes guard
              (util's blockableHistory; v5Compat: a push reaches the router's listener). */}
          <HistoryRouter history={blockableHistory(createBrowserHistory({ v5Compat: true }))}>
            <AppRoutes />
          </HistoryRouter>
        </SessionProvider>
        <PendingUpdate />
      </I18nextProvider>
    </StrictMode>,
  );
}
