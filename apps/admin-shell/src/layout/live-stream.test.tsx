/**
 * The live event stream belongs to the signed-in frame: it opens after sign-in with the session's
 * token, colleagues' changes reach the screen through it, and it ends at sign-out.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { TEST_API, TEST_TOKEN, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';

const hydrant = aHydrant({ uid: 'h1', name: 'Hydrant Marktplatz' });
const server = createTestServer(...signedInHandlers, http.get(testUrl('hydrant.all'), () => HttpResponse.json([hydrant])));
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The API's event stream: what was asked, a way to write to it, and whether the client aborted it. */
function liveStream() {
  const seen: { authorization: string | null; aborted: boolean; write: (text: string) => void }[] = [];
  server.use(
    http.get(`${TEST_API.base}events`, ({ request }) => {
      const connection = { authorization: request.headers.get('Authorization'), aborted: false, write: (_text: string) => undefined as void };
      request.signal.addEventListener('abort', () => (connection.aborted = true));
      seen.push(connection);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          connection.write = (text) => controller.enqueue(new TextEncoder().encode(text));
          connection.write('event: ready\ndata: {}\n\n');
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return seen;
}

async function signIn() {
  await userEvent.type(screen.getByLabelText('E-Mail'), 'admin@example.org');
  await userEvent.type(screen.getByLabelText('Passwort'), 'Feuerwehr112!');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('the live event stream', () => {
  it('should start after sign-in with the token, bring a colleague’s change to the list, and end at sign-out', async () => {
    const streams = liveStream();
    renderApp({ path: '/hydrant', initialStatus: 'signed-out', withErrorNotices: true });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(streams).toHaveLength(0);

    await signIn();
    expect(await screen.findByText('Hydrant Marktplatz', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0].authorization).toBe(`Bearer ${TEST_TOKEN}`);

    const change = { id: '1', list: 'hydrant.all', uid: 'h1', kind: 'update', version: 2, actor: { uid: 'max', name: 'Max Muster' }, record: { ...hydrant, name: 'Hydrant Rathaus' }, at: new Date().toISOString() };
    streams[0].write(`id: 1\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
    expect(await screen.findByText('Hydrant Rathaus')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });

    await waitFor(() => expect(streams[0].aborted).toBe(true));
    expect(streams).toHaveLength(1);
  });
});
