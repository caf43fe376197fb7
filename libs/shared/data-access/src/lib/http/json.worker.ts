/// <reference lib="webworker" />
import { jsonWorkerHandler, transferablesOf, type JsonWorkerRequest } from './json-chunks';

/** Parses large JSON answers off the page's main thread while they arrive (see read-json.ts). */
const handle = jsonWorkerHandler((message) => self.postMessage(message, transferablesOf(message)));
self.onmessage = (event: MessageEvent<JsonWorkerRequest>) => handle(event.data);
