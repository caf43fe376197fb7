/// <reference lib="webworker" />
import { serveJsonWorker } from '@rescue-admin/json-stream';
import { DATE_REVIVAL } from '@rescue-admin/api-contract';

/** Fetches lists and parses large JSON answers off the page's main thread while they arrive, dates revived by the contract's rules (see read-json.ts). */
serveJsonWorker(self, DATE_REVIVAL);
