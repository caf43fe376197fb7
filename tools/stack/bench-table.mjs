#!/usr/bin/env node
/*
 * The hydrant list at scale (not part of `npm test`; figures go into closing notes).
 *
 * Starts the local stack as the e2e suite does (production build behind the Hosting emulator,
 * fresh data folder) and, for each size (default 10,000, 50,000 and 100,000 hydrants, added
 * through the bulk endpoint), opens /hydrant signed in, in a fresh Chromium per run (settled first,
 * see launchSettled), and reports:
 * - first row: navigation start → the frame in which the first row of the table is in view; all
 *   rows: → the frame in which the table lists every hydrant (a long list shows its first rows
 *   while the rest is still arriving);
 * - longest task: the longest main-thread task (PerformanceObserver `longtask`) from navigation
 *   start until two seconds after all rows are listed; blocking: over the same tasks, what each lasted
 *   beyond 50 ms, summed (Lighthouse's total blocking time, measured rather than simulated — with
 *   `--cpu=4` the nearest local figure to its mobile preset); each run lists its long tasks (duration at
 *   start, ms after navigation start), to tell the start, the arrival of the list and the rest apart;
 * - keystroke: typing a search, one character at a time — keydown → the frame in which the table
 *   shows the new number of rows (median and max over the characters);
 * - heap: the page's used JS heap after a garbage collection, once the list is shown.
 * `--profile` also writes a CPU profile of the last run per size and prints its top functions (with
 * `--live`, one of the live phase too).
 *
 * `--live` adds, per size, a phase with the list shown (issue 40): the API, with the demo
 * administrator's token (a colleague at work), updates a hydrant in view, `--events` times (default
 * 10), one a second, and the page reports the main-thread cost from the change event's arrival on
 * the live stream to the frame that shows the changed row; then it adds 1,000 hydrants through the
 * bulk endpoint while keys are pressed, and reports the longest task and the input delay meanwhile.
 *
 * `--chips` adds, per size, the filter chips (issue 39, `bench-table-chips.mjs`): the click on
 * „Überfällig“, „Außer Betrieb“, „Fällig in 30 Tagen“ (each pressed, then released) → the frame
 * that shows the filtered rows.
 *
 * `--after-write` adds, per size, as many runs again, each opened right after a colleague (the
 * API, with the demo administrator's token) renamed a hydrant: issue 40's first row after a
 * colleague's write.
 *
 * `--inspections=3` seeds the register before the stack starts (apps/api/bench/seed-register.ts,
 * one size only): the size's hydrants with that many inspections each — issue 39's figures are
 * for 100,000 hydrants with 300,000 inspections. Without it, each seeded hydrant has the one
 * inspection its import row names.
 *
 * Usage (the stack uses fixed ports — take the shared lock):
 *   flock /tmp/rescue-stack.lock npm run bench:table [-- --sizes=10000,50000,100000 --runs=3 --profile --cpu=4 --live --events=10 --chips --after-write --inspections=3]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIEWPORT, cliArgs, launchSettled, median, seedHydrants, signedInState, watchFirstRow, wholeListAt } from './bench-browser.mjs';
import { BURST, LIVE_GOALS, colleague, measureLive } from './bench-table-live.mjs';
import { CHIP_GOAL_MS, measureChips } from './bench-table-chips.mjs';
import { startStack } from './stack.mjs';

const args = cliArgs();
const SIZES = String(args.sizes ?? '10000,50000,100000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const RUNS = Number(args.runs ?? 3);
const PROFILE = args.profile === 'true';
/** `--cpu=4`: Chromium's CPU slowdown, as Lighthouse's mobile preset simulates it. */
const CPU_SLOWDOWN = Number(args.cpu ?? 1);
/** Pressed one at a time into the search box; each changes the number of matching seeded hydrants („Hydrant Benchstraße 1234“). */
const KEYS = ['1', '2', '3', '4', 'Backspace', 'Backspace', '5', '6'];
const SETTLE_MS = 2000;
/** Goals of issue 15 at 100,000 rows. */
const GOALS = { firstRowMs: 1000, longestTaskMs: 100, keystrokeMs: 50, heapMb: 150 };
const LIVE = args.live === 'true';
const LIVE_EVENTS = Number(args.events ?? 10);
const CHIPS = args.chips === 'true';
const AFTER_WRITE = args['after-write'] === 'true';
const INSPECTIONS = Number(args.inspections ?? 0);
if (INSPECTIONS > 0 && SIZES.length > 1) throw new Error('--inspections seeds one size: give one --sizes=N');

/** Installed before any page script: every long task, as [start, duration] in ms after navigation start. */
function watchLongTasks() {
  /** @type {[number, number][]} */
  const tasks = [];
  /** @type {any} */ (window).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Presses `keys` in the search box one at a time; for each key, the time from its keydown to the
 * frame after the table's row count changed (null when it did not change within 3 s).
 * @param {import('@playwright/test').Page} page
 * @param {string[]} keys
 */
async function keystrokes(page, keys) {
  const search = page.getByRole('searchbox').first();
  await search.click();
  // As a person types: after the click, once the box shows its focus (its border's 120 ms fade has
  // ended). A key pressed during the fade measured the fade's repaints along with the list. The
  // fade may not have started when the first check runs, hence also a pause longer than it.
  await page.waitForFunction(() => document.getAnimations().length === 0, undefined, { timeout: 2000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  /** @type {(number | null)[]} */
  const times = [];
  for (const key of keys) {
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const table = document.querySelector('table');
      const before = table?.getAttribute('aria-rowcount');
      w.__keystroke = null;
      w.__keyStart = null;
      document.addEventListener('keydown', () => (w.__keyStart = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver(() => {
        const now = document.querySelector('table')?.getAttribute('aria-rowcount');
        if (now === before || w.__keyStart === null) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.__keystroke = performance.now() - w.__keyStart));
      });
      observer.observe(document.body, { subtree: true, attributes: true, childList: true });
      setTimeout(() => observer.disconnect(), 3000);
    });
    await page.keyboard.press(key);
    const ms = await page
      .waitForFunction(() => /** @type {any} */ (window).__keystroke, undefined, { timeout: 3500 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    times.push(ms);
  }
  return times;
}

/**
 * @param {string} app
 * @param {Awaited<ReturnType<typeof signedInState>>} storageState
 * @param {number} count the hydrants in the API
 * @param {{ profileTo?: string, beforeOpen?: () => Promise<void> }} options `beforeOpen` runs just before the page opens /hydrant
 */
async function measure(app, storageState, count, { profileTo, beforeOpen } = {}) {
  const browser = await launchSettled();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE', storageState });
    await context.addInitScript(watchFirstRow);
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (profileTo) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await beforeOpen?.();
    await page.goto(`${app}/hydrant`);
    await page.waitForFunction(() => typeof (/** @type {any} */ (window).__firstRow) === 'number', undefined, { timeout: 120_000 });
    const firstRow = await page.evaluate(() => /** @type {any} */ (window).__firstRow);
    // When the list was asked for and when its answer had arrived (ms after navigation start).
    const list = await page.evaluate(() => {
      const entry = /** @type {PerformanceResourceTiming | undefined} */ (performance.getEntriesByType('resource').find((e) => e.name.includes('/hydrant/all/')));
      return entry ? { sent: entry.requestStart || entry.startTime, received: entry.responseEnd, kB: entry.encodedBodySize / 1024 } : null;
    });
    const whole = await wholeListAt(page, count);
    await page.waitForTimeout(SETTLE_MS);
    if (profileTo) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(profile));
    }
    /** @type {[number, number][]} */
    const tasks = await page.evaluate(() => /** @type {any} */ (window).__longTasks);
    const loadingTasks = tasks.filter(([start]) => start <= whole + SETTLE_MS);
    const longestTask = Math.max(0, ...loadingTasks.map(([, duration]) => duration));
    // Like Lighthouse's total blocking time: what each long task lasted beyond 50 ms, summed.
    const blocking = loadingTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const rows = Number(await page.locator('table').first().getAttribute('aria-rowcount')) - 1;
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heapMb = (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
    const keys = await keystrokes(page, KEYS);
    return { firstRow, whole, longestTask, blocking, tasks: loadingTasks.length, taskTimes: loadingTasks, rows, heapMb, keys, list };
  } finally {
    await browser.close();
  }
}

/** The functions with the most self time in a CPU profile. */
function topFunctions(/** @type {any} */ profile, count = 12) {
  const byNode = new Map(profile.nodes.map((/** @type {any} */ node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const self = new Map();
  const intervals = profile.timeDeltas;
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ index) => {
    const frame = /** @type {any} */ (byNode.get(id)).callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (intervals[index] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const round = (/** @type {number} */ value) => Math.round(value);

/**
 * Prints one run's figures.
 * @param {string} label
 * @param {Awaited<ReturnType<typeof measure>>} result
 */
function logRun(label, result) {
  const keys = /** @type {number[]} */ (result.keys.filter((ms) => ms !== null));
  console.log(
    `${label}: first row ${round(result.firstRow)} ms, all rows ${round(result.whole)} ms, longest task ${round(result.longestTask)} ms (${result.tasks} long tasks: ${result.taskTimes.map(([start, duration]) => `${round(duration)} at ${round(start)}`).join(', ')}; blocking ${round(result.blocking)} ms), ` +
      `heap ${result.heapMb.toFixed(1)} MB, keystroke median ${round(median(keys))} ms / max ${round(Math.max(...keys))} ms ` +
      `(${KEYS.map((key, n) => `${key === 'Backspace' ? '⌫' : key} ${result.keys[n] === null ? '–' : round(/** @type {number} */ (result.keys[n]))}`).join(', ')})` +
      `${keys.length < result.keys.length ? ` (${result.keys.length - keys.length} keys changed nothing)` : ''}, ${result.rows} rows` +
      (result.list ? `; list asked at ${round(result.list.sent)} ms, answered at ${round(result.list.received)} ms (${round(result.list.kB)} kB on the wire)` : ''),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'rescue-bench-'));
let stack;
/** @type {string[]} */
const summary = [];
/** @type {string[]} */
const liveSummary = [];
/** @type {string[]} */
const afterWriteSummary = [];
const chipSummary = [];
try {
  if (INSPECTIONS > 0) {
    const seeded = spawnSync('npx', ['tsx', 'bench/seed-register.ts', join(dataDir, 'db'), String(SIZES[0]), String(INSPECTIONS)], { cwd: fileURLToPath(new URL('../../apps/api', import.meta.url)), stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error(`Seeding the register failed (exit ${seeded.status ?? seeded.signal})`);
  }
  console.log(`Starting the local stack (production build, Hosting emulator) in ${dataDir} …`);
  stack = await startStack({ dataDir, appMode: 'preview', print: () => undefined });
  console.log(`Stack ready in ${stack.seconds} s.`);
  const state = await signedInState(stack.urls.app);
  for (const size of SIZES) {
    const count = await seedHydrants(stack.urls.api, size);
    console.log(`\n${count} hydrants in the API.`);
    await measure(stack.urls.app, state, count); // warm-up, not counted
    const results = [];
    for (let run = 1; run <= RUNS; run++) {
      const profileTo = PROFILE && run === RUNS ? join(tmpdir(), `bench-table-${count}.cpuprofile`) : undefined;
      const result = await measure(stack.urls.app, state, count, { profileTo });
      results.push(result);
      logRun(`run ${run}`, result);
      if (profileTo) {
        const { readFileSync } = await import('node:fs');
        console.log(`  CPU profile: ${profileTo}; most self time:`);
        for (const [name, ms] of topFunctions(JSON.parse(readFileSync(profileTo, 'utf8')))) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
      }
    }
    if (AFTER_WRITE) {
      const writer = await colleague(stack.urls.api);
      const afterWrite = [];
      for (let run = 1; run <= RUNS; run++) {
        // A seeded hydrant renamed once (the colleague's copy of it is the one it read).
        const name = `Hydrant Benchstraße ${run * 7}`;
        const result = await measure(stack.urls.app, state, count, { beforeOpen: () => writer.rename(name, `${name} · geändert`) });
        afterWrite.push(result);
        logRun(`after a write, run ${run}`, result);
      }
      afterWriteSummary.push(`| ${count.toLocaleString('en')} | ${round(median(afterWrite.map((result) => result.firstRow)))} ms (${afterWrite.map((result) => round(result.firstRow)).join(', ')}) | ${round(median(afterWrite.map((result) => result.whole)))} ms |`);
    }
    if (LIVE) {
      const live = await measureLive(stack.urls.app, stack.urls.api, state, count, LIVE_EVENTS, PROFILE ? join(tmpdir(), `bench-table-live-${count}.cpuprofile`) : undefined);
      const shown = /** @type {Exclude<(typeof live.events)[number], null>[]} */ (live.events.filter((event) => event !== null));
      const arrivals = shown.flatMap((event) => (event.arrivalToRow === null ? [] : [event.arrivalToRow]));
      const { burst } = live;
      liveSummary.push(
        `| ${count.toLocaleString('en')} | ${shown.length}/${live.events.length} | ${arrivals.length ? `${round(median(arrivals))} / ${round(Math.max(...arrivals))} ms` : '– (no event seen)'} | ` +
          `${shown.length ? `${round(median(shown.map((event) => event.writeToRow)))} ms` : '–'} | ${shown.length ? `${median(shown.map((event) => event.longestTask)).toFixed(1)} / ${Math.max(...shown.map((event) => event.longestTask)).toFixed(1)} ms` : '–'} | ` +
          `${shown.length ? `${median(shown.map((event) => event.busy)).toFixed(1)} ms` : '–'} | ${burst.shownAfter === null ? 'not shown' : `${round(burst.shownAfter)} ms`} | ${round(burst.longestTask)} ms (${burst.longTasks} long) | ${round(burst.inputDelay)} / ${round(burst.inputDuration)} ms |`,
      );
    }
    if (CHIPS) {
      // The live phase's burst added hydrants: the chips' page waits for the list as it is now.
      const listed = LIVE ? await seedHydrants(stack.urls.api, count) : count;
      const clicks = await measureChips(stack.urls.app, state, listed);
      const cells = clicks ? clicks.map((click) => `${click.ms === null ? '–' : `${round(click.ms)} ms`} (${click.rows.toLocaleString('en')})`) : ['no chips (rows without inspection state)'];
      chipSummary.push(`| ${count.toLocaleString('en')} | ${cells.join(' | ')} |`);
    }
    const keyTimes = results.flatMap((result) => result.keys.filter((ms) => ms !== null));
    const line = {
      size: count,
      firstRow: median(results.map((result) => result.firstRow)),
      whole: median(results.map((result) => result.whole)),
      longestTask: Math.max(...results.map((result) => result.longestTask)),
      blocking: median(results.map((result) => result.blocking)),
      keystrokeMedian: median(keyTimes),
      keystrokeMax: Math.max(...keyTimes),
      heapMb: Math.max(...results.map((result) => result.heapMb)),
    };
    summary.push(
      `| ${count.toLocaleString('en')} | ${round(line.firstRow)} ms | ${round(line.whole)} ms | ${round(line.longestTask)} ms | ${round(line.blocking)} ms | ${round(line.keystrokeMedian)} / ${round(line.keystrokeMax)} ms | ${line.heapMb.toFixed(0)} MB |`,
    );
  }
  console.log(`\n/hydrant, production build, ${RUNS} runs per size (first row, all rows, blocking: median; longest task, keystroke max, heap: worst run)${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}× slower` : ''}`);
  console.log('| hydrants | first row | all rows | longest task | blocking | keystroke median / max | heap |');
  console.log('|---|---|---|---|---|---|---|');
  for (const line of summary) console.log(line);
  console.log(`Goals at 100,000 (issue 15): first row ≤ ${GOALS.firstRowMs} ms, no task > ${GOALS.longestTaskMs} ms, keystroke ≤ ${GOALS.keystrokeMs} ms, heap ≤ ${GOALS.heapMb} MB.`);
  if (AFTER_WRITE) {
    console.log(`\nOpened right after a colleague renamed a hydrant (issue 40), ${RUNS} runs per size`);
    console.log('| hydrants | first row (median; each run) | all rows (median) |');
    console.log('|---|---|---|');
    for (const line of afterWriteSummary) console.log(line);
    console.log("Goal at 100,000 (issue 40): first row ≤ 1200 ms right after a colleague's write.");
  }
  if (LIVE) {
    console.log(`\nLive (issue 40): ${LIVE_EVENTS} updates of a hydrant in view, one a second, then ${BURST.toLocaleString('en')} added in one bulk request while keys are pressed`);
    console.log('| hydrants | rows changed | event arrival → row painted (median / max) | write → row painted (median) | longest task (median / max) | main thread busy per event (median) | burst: all rows shown after | burst: longest task | burst: input delay / duration (max) |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const line of liveSummary) console.log(line);
    console.log(`Goals (issue 40): an event ≤ ${LIVE_GOALS.eventMs} ms on the main thread; the burst: no task > ${LIVE_GOALS.burstTaskMs} ms, input delay ≤ ${LIVE_GOALS.inputDelayMs} ms.`);
  }
  if (CHIPS) {
    console.log('\nFilter chips (issue 39): click → filtered rows painted (rows shown)');
    console.log('| hydrants | Überfällig on | off | Außer Betrieb on | off | Fällig in 30 Tagen on | off |');
    console.log('|---|---|---|---|---|---|---|');
    for (const line of chipSummary) console.log(line);
    console.log(`Goal at 100,000 (issue 39): a chip click ≤ ${CHIP_GOAL_MS} ms.`);
  }
} finally {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
