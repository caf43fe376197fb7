/// <reference lib="webworker" />
import { parseInSlices, type JsonWorkerMessage } from './json-chunks';

/** Parses large JSON answers off the page's main thread (see read-json.ts). */
self.onmessage = (event: MessageEvent<{ id: number; bytes: ArrayBuffer }>) => {
  parseInSlices(event.data.bytes, event.data.id, (message: JsonWorkerMessage) => self.postMessage(message));
};
