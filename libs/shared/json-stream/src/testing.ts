/**
 * @rescue-admin/json-stream/testing — for tests of code that uses the JSON worker. Never imported
 * by production code.
 */
export { createInThreadWorker } from './lib/testing/in-thread-worker';
