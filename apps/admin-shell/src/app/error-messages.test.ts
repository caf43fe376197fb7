import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '@rescue-admin/data-access/testing';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { errorMessageKey } from './error-messages';

const server = setupServer(
  http.get('http://api.test/api/status/:code', ({ params }) => HttpResponse.json({ statusCode: Number(params['code']), error: 'x', message: 'x' }, { status: Number(params['code']) })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A real ApiError, as the data-access client raises it. */
const client = createApiClient({ prefixUrl: 'http://api.test/api/', service: 'base', getToken: async () => 'token' });

async function failure(path: string): Promise<unknown> {
  return client.get(path).then(
    () => 'no error',
    (error: unknown) => error,
  );
}

describe('errorMessageKey', () => {
  const i18n = createTestI18n();

  it.each([
    [400, 'Bitte prüfen Sie Ihre Eingaben.'],
    [401, 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'],
    [403, 'Dafür fehlt Ihnen die Berechtigung.'],
    [404, 'Der Datensatz wurde nicht gefunden. Möglicherweise wurde er inzwischen gelöscht.'],
    [500, 'Der Server hat einen Fehler gemeldet. Bitte versuchen Sie es später erneut.'],
    [503, 'Der Server hat einen Fehler gemeldet. Bitte versuchen Sie es später erneut.'],
  ])('given an answer with status %i should say "%s"', async (status, text) => {
    const error = await failure(`status/${status}`);
    expect(i18n.t(errorMessageKey(error))).toBe(text);
  });

  it('given no answer at all should say there is no connection', async () => {
    server.use(http.get('http://api.test/api/offline', () => HttpResponse.error()));
    const error = await failure('offline');
    expect(i18n.t(errorMessageKey(error))).toMatch(/^Keine Verbindung zum Server/);
  });

  it('given anything else should give the general message', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('common:errors.unknown');
  });
});
