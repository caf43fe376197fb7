/**
 * @rescue-admin/json-stream — reads large JSON answers off the page's main thread while they
 * arrive: a Web Worker's protocol and handler, the streaming splitter, the columnar codec and the
 * page's client. It knows no API and no domain: the date revival rules are passed in. See README.md.
 */

// the page's side
export { JsonWorkerClient, WORKER_FROM_BYTES, type JsonWorkerClientOptions } from './lib/json-worker-client';
export { READ_SLICE_MS } from './lib/page-reading';
export type { DateRules } from './lib/date-rules';

// the worker's side
export { serveJsonWorker, type WorkerScope } from './lib/worker-handler';
export { ROWS_PER_MESSAGE } from './lib/answer-reader';

// the messages between them
export type { ColumnSlice } from './lib/column-codec';
export type { AnswerHead, JsonWorkerMessage, JsonWorkerRequest, WorkerFetch } from './lib/protocol';
