import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { ChunkBoundary, lazyChunk } from './lazy-chunk';
import { ChunkErrorScreen } from './chunk-error-screen';
import { ChunkLoadError } from '@rescue-admin/util';

const CHUNK = 'http://app.test/assets/materials-routes-Zz9.js';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderInBoundary(Screens: ComponentType) {
  return render(
    <I18nTestProvider>
      <ChunkBoundary fallback={<p>Loading...</p>}>
        <Screens />
      </ChunkBoundary>
    </I18nTestProvider>,
  );
}

describe('lazyChunk in a ChunkBoundary', () => {
  it('given the chunk loads should render its default export', async () => {
    const Screens = lazyChunk(async () => ({ default: () => <h1>Materialverwaltung</h1> }));
    renderInBoundary(Screens);
    expect(await screen.findByRole('heading', { name: 'Materialverwaltung' })).toBeInTheDocument();
  });

  it('given the chunk was deleted from the server should say so with type and address', async () => {
    server.use(http.head(CHUNK, () => new HttpResponse(null, { status: 404 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screens = lazyChunk(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`)));
    renderInBoundary(Screens);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading chunk failed');
    expect(alert).toHaveTextContent('missing');
    expect(alert).toHaveTextContent(CHUNK);
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });
});

describe('lazyChunk without a connection', () => {
  it('given the import fails should say „Keine Verbindung“ with type and address logged, and render the screens once back online', async () => {
    server.use(http.head(CHUNK, () => HttpResponse.error()));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
    const load = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce({ default: () => <h1>Materialverwaltung</h1> });
    renderInBoundary(lazyChunk(load));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Keine Verbindung');
    expect(alert).toHaveTextContent(CHUNK);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', url: CHUNK, message: `Loading chunk failed (error: ${CHUNK})` }), offline);
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Materialverwaltung' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('given the import fails should load again when „Erneut versuchen“ is pressed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: () => <h1>Materialverwaltung</h1> });
    renderInBoundary(lazyChunk(load));
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Materialverwaltung' })).toBeInTheDocument();
  });
});

describe('ChunkErrorScreen', () => {
  it('should reload when "Neu laden" is pressed', async () => {
    const onReload = vi.fn();
    render(
      <I18nTestProvider>
        <ChunkErrorScreen error={new ChunkLoadError('timeout', '/hydrant')} onReload={onReload} />
      </I18nTestProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/timeout.*\/hydrant/);
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('lazyChunk.preload', () => {
  it('given the chunk was preloaded should render it without showing the loading screen', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Hydrantenverwaltung</h1> }));
    const Screens = lazyChunk(load);
    await Screens.preload();
    renderInBoundary(Screens);
    // Synchronously, in the very first render: no fallback in between.
    expect(screen.getByRole('heading', { name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('given a preload that failed should show the chunk failure screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screens = lazyChunk(() => Promise.reject(new Error('boom')));
    await expect(Screens.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    renderInBoundary(Screens);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk failed');
  });
});
