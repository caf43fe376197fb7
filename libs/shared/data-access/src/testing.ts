/**
 * @rescue-admin/data-access/testing — helpers for tests of features and the shell: an MSW
 * server, the test session provider and a bare HTTP client (record fixtures: `@rescue-admin/api-contract/testing`). Never imported by production code.
 */
export { createTestServer, specOnlyHandlers, testUrl, unknownRouteResponse, TEST_API, TEST_CONFIG, TEST_TOKEN } from './testing/test-server';
export { TestDataAccessProvider, createTestQueryClient, TEST_SESSION_USER, type TestDataAccessProviderProps } from './testing/test-provider';
/** One bare ky client as the session makes it, for tests of error handling without a provider. */
export { createApiClient } from './lib/http/api-client';
