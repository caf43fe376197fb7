import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Root } from 'react-dom/client';
import { createServer } from 'node:net';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { TEST_CONFIG } from '@rescue-admin/data-access/testing';
import { bootstrap } from './bootstrap';

const CONFIG_URL = 'http://app.test/config.json';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let root: Root | undefined;
afterEach(() => {
  server.resetHandlers();
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function start() {
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = await bootstrap({ container, configUrl: CONFIG_URL, loadTranslations: async () => createTestI18n() });
  });
}

describe('bootstrap with a broken /config.json', () => {
  it('given a firebase block without apiKey should show the German error screen naming the problem', async () => {
    server.use(
      http.get(CONFIG_URL, () =>
        HttpResponse.json({ services: { user: 'http://localhost:3333/user/' }, firebase: { authDomain: 'x.firebaseapp.com', projectId: 'x' } }),
      ),
    );
    await start();

    expect(await screen.findByRole('heading', { level: 1, name: 'Die Anwendung kann nicht starten' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/apiKey/);
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('given no config file at all should show the same screen', async () => {
    server.use(http.get(CONFIG_URL, () => new HttpResponse('Not found', { status: 404 })));
    await start();

    expect(await screen.findByRole('heading', { level: 1, name: 'Die Anwendung kann nicht starten' })).toBeInTheDocument();
  });
});

describe('bootstrap without a connection', () => {
  it('given /config.json cannot be fetched should say „Keine Verbindung“, not load forever, and start by itself once online', async () => {
    let fetched = 0;
    server.use(
      http.get(CONFIG_URL, () => {
        fetched += 1;
        return fetched === 1 ? HttpResponse.error() : new HttpResponse('Not found', { status: 404 });
      }),
    );
    const container = document.body.appendChild(document.createElement('div'));
    let started: Promise<Root> | undefined;
    act(() => {
      started = bootstrap({ container, configUrl: CONFIG_URL, loadTranslations: async () => createTestI18n() });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(fetched).toBe(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      root = await started;
    });
    // The file is read again: this one answers 404, so the next screen is the config's own.
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Anwendung kann nicht starten' })).toBeInTheDocument();
    expect(fetched).toBe(2);
  });

  it('given the shell\'s texts did not arrive should wait for the connection and load them again', async () => {
    server.use(http.get(CONFIG_URL, () => new HttpResponse('Not found', { status: 404 })));
    const i18n = createTestI18n();
    const texts = i18n.getResourceBundle('de', 'shell') as object;
    i18n.removeResourceBundle('de', 'shell');
    i18n.reloadResources = async () => void i18n.addResourceBundle('de', 'shell', texts);
    const container = document.body.appendChild(document.createElement('div'));
    let started: Promise<Root> | undefined;
    act(() => {
      started = bootstrap({ container, configUrl: CONFIG_URL, loadTranslations: async () => i18n });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Verbindung');

    await act(async () => {
      screen.getByRole('button', { name: 'Erneut versuchen' }).click();
      root = await started;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Anwendung kann nicht starten' })).toBeInTheDocument();
  });
});

/** A local port with nothing listening: Firebase Auth finds no stored session and sends nothing. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('bootstrap with a valid /config.json', () => {
  it('given nobody signed in should show the sign-in page', async () => {
    const port = await closedPort();
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ ...TEST_CONFIG, emulators: { auth: `http://127.0.0.1:${port}` } })));
    window.history.replaceState(null, '', '/login');
    await start();

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
  }, 20_000);
});
