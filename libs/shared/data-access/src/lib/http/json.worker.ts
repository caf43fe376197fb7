/// <reference lib="webworker" />
import { jsonWorkerHandler, transferablesOf, type JsonWorkerMessage, type JsonWorkerRequest } from './json-chunks';

/** Fetches lists and parses large JSON answers off the page's main thread while they arrive (see read-json.ts). */
const handle = jsonWorkerHandler((message) => self.postMessage(message, transferablesOf(message)));
self.onmessage = (event: MessageEvent<JsonWorkerRequest>) => handle(event.data);
// Tells the page it can send requests here without waiting for this script.
self.postMessage({ ready: true } satisfies JsonWorkerMessage);
