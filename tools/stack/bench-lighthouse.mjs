#!/usr/bin/env node
/*
 * Lighthouse on the signed-in screens (not part of `npm test`; figures go into closing notes).
 *
 * Starts the local stack as the e2e suite does (production build behind the Hosting emulator,
 * fresh data folder with the demo data), optionally adds hydrants up to `--hydrants`, signs in
 * once in a Chromium profile and runs Lighthouse's performance category with its default mobile
 * preset (simulated 4× CPU slowdown and a slow 4G network) on each screen, keeping the session
 * (`disableStorageReset`). Prints score, total blocking time, script boot-up and the long tasks.
 * `--visit=repeat` (the default) audits a returning user: the service worker and its caches from
 * the sign-in stay; `--visit=first` clears the origin's service worker, Cache Storage and the
 * HTTP cache before each audit (the session and the offline store in IndexedDB stay), so the
 * app's scripts and stylesheet come over the network as on a first visit. Each run also reports
 * what its scripts took over the network.
 *
 * Usage (the stack uses fixed ports — take the shared lock):
 *   flock /tmp/rescue-stack.lock npm run bench:lighthouse [-- --runs=3 --screens=/,/hydrant --hydrants=100000 --visit=first --details]
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, cliArgs, median, seedHydrants } from './bench-browser.mjs';
import { DEMO_LOGIN, startStack } from './stack.mjs';

const args = cliArgs();
const RUNS = Number(args.runs ?? 3);
const SCREENS = String(args.screens ?? '/,/hydrant,/customer,/staging,/assets,/material,/qualification,/vehicle/blueprint,/user').split(',');
const HYDRANTS = args.hydrants ? Number(args.hydrants) : null;
const DEBUGGING_PORT = 9333;
const VISIT = String(args.visit ?? 'repeat');
if (VISIT !== 'first' && VISIT !== 'repeat') throw new Error('--visit is first or repeat');

/**
 * One Lighthouse run. A run whose trace Lighthouse could not record (NO_NAVSTART and the like: its
 * message says to run it again) is run again, up to twice, and says so; any other error stops.
 * @param {string} url
 * @param {string} screen
 */
async function audit(url, screen) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    const lhr = /** @type {any} */ (result?.lhr);
    if (!lhr.runtimeError) return lhr;
    const message = `Lighthouse on ${screen}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt > 2 || !/run Lighthouse again/i.test(lhr.runtimeError.message)) throw new Error(message);
    console.log(`${message} — running it again`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'rescue-bench-'));
const profileDir = mkdtempSync(join(tmpdir(), 'rescue-lighthouse-profile-'));
let stack;
/** @type {import('@playwright/test').BrowserContext | undefined} */
let browser;
try {
  console.log(`Starting the local stack (production build, Hosting emulator) in ${dataDir} …`);
  stack = await startStack({ dataDir, appMode: 'preview', print: () => undefined });
  console.log(`Stack ready in ${stack.seconds} s.`);
  if (HYDRANTS) console.log(`${await seedHydrants(stack.urls.api, HYDRANTS)} hydrants in the API.`);
  // One profile for the sign-in and every audit: Firebase keeps the session in its IndexedDB.
  browser = await chromium.launchPersistentContext(profileDir, {
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--remote-debugging-port=${DEBUGGING_PORT}`],
    locale: 'de-DE',
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${stack.urls.app}/login`);
  await page.getByLabel('E-Mail').fill(DEMO_LOGIN.email);
  await page.getByLabel('Passwort').fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Erika' }).waitFor();
  await page.goto('about:blank');
  const cdp = await browser.newCDPSession(page);
  const appOrigin = new URL(stack.urls.app).origin;
  /** A first visit's start: nothing of the app's code kept (the service worker, its caches, the HTTP cache). */
  const forgetCode = async () => {
    if (VISIT !== 'first') return;
    await cdp.send('Storage.clearDataForOrigin', { origin: appOrigin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
  };

  /** @type {string[]} */
  const table = [];
  for (const screen of SCREENS) {
    const url = `${stack.urls.app}${screen}`;
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      await forgetCode();
      const lhr = await audit(url, screen);
      const audits = lhr.audits;
      const longTasks = (audits['long-tasks']?.details?.items ?? [])
        .slice(0, 3)
        .map((/** @type {any} */ task) => `${Math.round(task.duration)} ms ${String(task.url).split('/').pop()}`);
      const entry = {
        score: Math.round(lhr.categories.performance.score * 100),
        tbt: audits['total-blocking-time'].numericValue,
        bootup: audits['bootup-time'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        // What the audit's scripts took from the network, those after the first screen too (a service worker's answers count 0).
        scriptKb: (audits['network-requests']?.details?.items ?? []).filter((/** @type {any} */ request) => request.resourceType === 'Script').reduce((/** @type {number} */ sum, /** @type {any} */ request) => sum + (request.transferSize ?? 0), 0) / 1024,
      };
      runs.push(entry);
      if (args.details === 'true') {
        for (const item of audits['bootup-time']?.details?.items ?? []) {
          console.log(`    boot-up ${String(item.url).split('/').pop()}: total ${Math.round(item.total)} ms, scripting ${Math.round(item.scripting)} ms, parse/compile ${Math.round(item.scriptParseCompile)} ms`);
        }
        for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) console.log(`    main thread ${item.groupLabel ?? item.group}: ${Math.round(item.duration)} ms`);
        for (const id of ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
          console.log(`    ${id}: ${audits[id].displayValue} (score ${audits[id].score})`);
        }
        const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        if (lcpNode) console.log(`    LCP element: ${lcpNode.selector} ${String(lcpNode.snippet).slice(0, 160)}`);
        for (const shift of audits['layout-shifts']?.details?.items ?? []) {
          console.log(`    layout shift ${Number(shift.score).toFixed(3)}: ${shift.node?.selector ?? '?'} ${String(shift.node?.snippet ?? '').slice(0, 120)}`);
        }
        const observed = audits.metrics?.details?.items?.[0] ?? {};
        console.log(`    observed (unthrottled): FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`);
        for (const request of audits['network-requests']?.details?.items ?? []) {
          if (/\/api\/|\/user\/|json|routes/.test(request.url)) console.log(`    request ${Math.round(request.networkRequestTime)}→${Math.round(request.networkEndTime)} ms ${request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${request.priority}`);
        }
      }
      console.log(
        `${screen} run ${run}: score ${entry.score}, TBT ${Math.round(entry.tbt)} ms, boot-up ${Math.round(entry.bootup)} ms, LCP ${(entry.lcp / 1000).toFixed(1)} s, scripts over the network ${Math.round(entry.scriptKb)} kB; longest tasks: ${longTasks.join(', ') || 'none'}`,
      );
    }
    const scores = runs.map((entry) => entry.score);
    table.push(
      `| ${screen} | ${Math.min(...scores)}–${Math.max(...scores)} | ${Math.round(median(runs.map((entry) => entry.tbt)))} ms | ${Math.round(median(runs.map((entry) => entry.bootup)))} ms | ${Math.round(median(runs.map((entry) => entry.scriptKb)))} kB |`,
    );
  }
  console.log(`\nLighthouse ${RUNS}× per screen, mobile preset, signed in, ${VISIT} visit, production build${HYDRANTS ? `, ${HYDRANTS} hydrants` : ', demo data'}:`);
  console.log('| screen | score | TBT (median) | script boot-up (median) | scripts over the network (median) |');
  console.log('|---|---|---|---|---|');
  for (const line of table) console.log(line);
} finally {
  await browser?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
