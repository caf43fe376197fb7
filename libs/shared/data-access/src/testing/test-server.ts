import { setupServer, type SetupServer } from 'msw/node';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@rescue-admin/api-contract';
import type { AppConfig } from '@rescue-admin/session';

/** Where the test session's clients send their requests. */
export const TEST_API = {
  user: 'http://api.test/user/',
  base: 'http://api.test/api/',
  mission: 'http://api.test/mission/',
} as const;

export const TEST_CONFIG: AppConfig = {
  services: { ...TEST_API },
  firebase: {
    apiKey: 'test-api-key',
    authDomain: 'demo-rescue-admin.firebaseapp.com',
    projectId: 'demo-rescue-admin',
    storageBucket: 'demo-rescue-admin.appspot.com',
    appId: 'test-app',
  },
};

/** The bearer token the test session sends. */
export const TEST_TOKEN = 'test-id-token';

/**
 * The full URL of a contract endpoint in the test API, for MSW handlers:
 * `http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant()]))`. An area the API does
 * not serve yet is named by its row: `testUrl(VEHICLE_ENDPOINTS['vehicle.all'])`.
 */
export function testUrl(endpoint: EndpointName | Endpoint): string {
  const def = typeof endpoint === 'string' ? ENDPOINTS[endpoint] : endpoint;
  return `${TEST_API[def.service]}${def.path}`;
}

/**
 * An MSW server for tests; a request without a handler fails the test. Typical use:
 * `const server = createTestServer(); beforeAll(() => server.listen()); afterEach(() => server.resetHandlers()); afterAll(() => server.close());`
 * and `server.use(...)` per test. The live event stream and the presence heartbeat
 * (`@rescue-admin/live`, mounted by the shell's signed-in frame) answer an unknown route's 404
 * unless a test handles them: the frame then steps aside, as with a service without them.
 */
export function createTestServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(
    ...handlers,
    http.get(`${TEST_API.base}events`, ({ request }) => unknownRouteResponse(request.method, request.url)),
    http.post(`${TEST_API.base}presence`, ({ request }) => unknownRouteResponse(request.method, request.url)),
  );
  const listen = server.listen.bind(server);
  server.listen = (options) => listen({ onUnhandledRequest: 'error', ...options });
  return server;
}

/** What a service answers for a route it does not have: Fastify's plain 404 (no `code`, no `fieldErrors`). */
export function unknownRouteResponse(method: string, url: string): Response {
  const path = new URL(url).pathname;
  return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: `Route ${method}:${path} not found` }, { status: 404 });
}

/**
 * MSW handlers for a service that implements SPEC.md and nothing more: every extension endpoint of
 * the contract (`extension: true`, `session.grants` among them) answers an unknown route's 404.
 * `calls` counts the requests by endpoint name, for "not asked again" assertions.
 */
export function specOnlyHandlers(calls: Map<string, number> = new Map()): RequestHandler[] {
  return Object.values(ENDPOINTS as Record<string, Endpoint>)
    .filter((endpoint) => endpoint.extension)
    .map((endpoint) =>
      (endpoint.method === 'GET' ? http.get : http.post)(testUrl(endpoint), ({ request }) => {
        calls.set(endpoint.name, (calls.get(endpoint.name) ?? 0) + 1);
        return unknownRouteResponse(request.method, request.url);
      }),
    );
}
