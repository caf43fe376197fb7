import { createInThreadWorker } from '@rescue-admin/json-stream/testing';
import { DATE_REVIVAL } from '@rescue-admin/api-contract';

/**
 * For tests (`vi.stubGlobal('Worker', InThreadWorker)`): a Worker that runs the JSON worker's code,
 * with the contract's date rules, in this thread, one message per task, as a browser delivers
 * them. Its `fetch` is this thread's (a test's MSW server answers it).
 */
export const InThreadWorker = createInThreadWorker(DATE_REVIVAL);
