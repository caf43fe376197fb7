/**
 * @rescue-admin/data-access/testing — helpers for tests of features and the shell: an MSW
 * server, the test session provider and fixture builders. Never imported by production code.
 */
export { createTestServer, testUrl, TEST_API, TEST_CONFIG, TEST_TOKEN } from './testing/test-server';
export { TestDataAccessProvider, createTestQueryClient, TEST_SESSION_USER, type TestDataAccessProviderProps } from './testing/test-provider';
export * from './testing/fixtures';
