import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createI18nOptions, initI18n } from './config';

const LOAD_PATH = 'http://i18n.test/locales/{{lng}}/{{ns}}.json';
const requests: string[] = [];
let failuresLeft = 0;
let missing = false;

const server = setupServer(
  http.get('http://i18n.test/locales/:lng/:ns', ({ params, request }) => {
    requests.push(new URL(request.url).pathname);
    if (missing) return new HttpResponse(null, { status: 404 });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return new HttpResponse(null, { status: 503 });
    }
    const ns = String(params['ns']).replace('.json', '');
    return HttpResponse.json({ greeting: `Hallo aus ${ns}` });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  failuresLeft = 0;
  missing = false;
});
afterAll(() => server.close());

describe('createI18nOptions', () => {
  const options = createI18nOptions();

  it('should detect the language in the order of SPEC §9', () => {
    expect(options.detection?.order).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
    expect(options.detection?.lookupQuerystring).toBe('lng');
    expect(options.detection?.lookupLocalStorage).toBe('i18nextLng');
  });

  it('should read /locales/{lng}/{ns}.json with 5 retries from 350 ms and 10 parallel reads', () => {
    expect(options.backend).toEqual({ loadPath: '/locales/{{lng}}/{{ns}}.json' });
    expect(options).toMatchObject({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 });
  });

  it('should use German as default and fallback and allow only the basic markup of SPEC §9', () => {
    expect(options).toMatchObject({ fallbackLng: 'de', supportedLngs: ['de'], defaultNS: 'common', ns: ['common', 'shell'] });
    expect(options.react?.transKeepBasicHtmlNodesFor).toEqual(['br', 'strong', 'i', 'p']);
  });
});

describe('initI18n', () => {
  it('given an English browser should still load the German common and shell files', async () => {
    const instance = await initI18n({ loadPath: LOAD_PATH, instance: i18next.createInstance() });

    expect(navigator.language).toMatch(/^en/);
    expect(instance.resolvedLanguage).toBe('de');
    expect(requests.sort()).toEqual(['/locales/de/common.json', '/locales/de/shell.json']);
    expect(instance.t('greeting', { ns: 'shell' } as never)).toBe('Hallo aus shell');
    expect(document.documentElement.lang).toBe('de');
  });

  it('given the server fails once should retry and then load the texts', async () => {
    failuresLeft = 1;
    const instance = await initI18n({ loadPath: LOAD_PATH, ns: ['common'], instance: i18next.createInstance() });

    expect(requests).toEqual(['/locales/de/common.json', '/locales/de/common.json']);
    expect(instance.t('greeting' as never)).toBe('Hallo aus common');
  });

  it('given a file the server does not have should ask once and go on without it', async () => {
    missing = true;
    const instance = await initI18n({ loadPath: LOAD_PATH, ns: ['common'], instance: i18next.createInstance() });

    expect(requests).toEqual(['/locales/de/common.json']);
    expect(instance.hasResourceBundle('de', 'common')).toBe(false);
  });
});
