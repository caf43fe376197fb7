/*
 * The live phase of bench-table.mjs (`--live`, issue 40): with the hydrant list shown, the API —
 * with the demo administrator's token, as a colleague at work — updates hydrants in view, one a
 * second, and the page reports the main-thread cost from each change event's arrival on the live
 * stream to the frame that shows the changed row; then it adds BURST hydrants in one bulk request
 * while keys are pressed, and reports the longest task and the input delay meanwhile.
 */
import { writeFileSync } from 'node:fs';
import { VIEWPORT, idToken, launchSettled, watchFirstRow, wholeListAt } from './bench-browser.mjs';

export const BURST = 1000;
/** Goals of issue 40: one event ≤ 16 ms on the main thread; a burst never freezes the tab (no task, no input delay > 100 ms). */
export const LIVE_GOALS = { eventMs: 16, burstTaskMs: 100, inputDelayMs: 100 };
/** After the list is shown, before the first write: the start's last tasks are over. */
const SETTLE_MS = 2000;

/**
 * Installed before any page script (with `--live`): when each change event arrives on the live
 * stream (`__liveArrivals`, ms after navigation start) — an EventSource's `change` events, or the
 * chunks of a streamed `fetch` of `/events` that carry one (the tee'd copy is read here, the app
 * reads the other) — and a main-thread probe: `__probe.start()` posts messages to itself
 * back to back, and every gap between two is a task that ran between them (`__probe.stop()` ends it
 * and returns the gaps as [start, length]).
 */
function watchLive() {
  const w = /** @type {any} */ (window);
  /** @type {number[]} */
  const arrivals = [];
  w.__liveArrivals = arrivals;
  const NativeEventSource = window.EventSource;
  if (NativeEventSource) {
    w.EventSource = class extends NativeEventSource {
      /** @param {ConstructorParameters<typeof EventSource>} params */
      constructor(...params) {
        super(...params);
        this.addEventListener('change', () => arrivals.push(performance.now()));
      }
    };
  }
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await nativeFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/\/events(\?|$)/.test(new URL(url, location.href).pathname) || !response.body) return response;
    const [mine, theirs] = response.body.tee();
    const reader = mine.getReader();
    const decoder = new TextDecoder();
    const read = () =>
      reader.read().then(({ done, value }) => {
        if (done) return;
        if (decoder.decode(value, { stream: true }).includes('event: change')) arrivals.push(performance.now());
        read();
      });
    read().catch(() => undefined);
    return new Response(theirs, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  /** @type {[number, number][]} */
  let gaps = [];
  let running = false;
  const channel = new MessageChannel();
  let last = 0;
  channel.port1.onmessage = () => {
    const now = performance.now();
    if (now - last > 1) gaps.push([last, now - last]);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  w.__probe = {
    start() {
      gaps = [];
      running = true;
      last = performance.now();
      channel.port2.postMessage(0);
    },
    stop() {
      running = false;
      return gaps;
    },
  };
  /** @type {PerformanceEventTiming[]} */
  const inputs = [];
  w.__inputs = inputs;
  // Event Timing reports inputs that took ≥ 16 ms (its lowest threshold); quicker ones are fine anyway.
  new PerformanceObserver((list) => inputs.push(.../** @type {PerformanceEventTiming[]} */ (list.getEntries()))).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16 }));
}

/**
 * The API as a colleague: reads the hydrants, updates one, adds many.
 * @param {string} api
 */
export async function colleague(api) {
  const headers = { Authorization: `Bearer ${await idToken()}`, 'Content-Type': 'application/json' };
  /** @param {string} path @param {unknown} body @param {Record<string, string>} [extra] */
  const post = async (path, body, extra = {}) => {
    const response = await fetch(`${api}/api/${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  };
  /** @type {Record<string, unknown>[]} */
  const all = await (await fetch(`${api}/api/hydrant/all/`, { headers })).json();
  const byName = new Map(all.map((hydrant) => [hydrant.name, hydrant]));
  return {
    /** Renames the hydrant called `name` to `to`. */
    async rename(/** @type {string} */ name, /** @type {string} */ to) {
      const { createDate: _created, ...hydrant } = /** @type {Record<string, unknown>} */ (byName.get(name));
      await post('hydrant/update/', { hydrant: { ...hydrant, name: to } });
    },
    /** Adds `count` hydrants in one bulk request. */
    async add(/** @type {number} */ count) {
      const hydrants = Array.from({ length: count }, (_, n) => ({ name: `Hydrant Livestraße ${Date.now()}-${n}`, description: '', lat: 51, lon: 10, durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE' }));
      await post('hydrant/bulk/', { hydrants }, { 'Idempotency-Key': `bench-live-${Date.now()}` });
    },
  };
}

/**
 * The live phase for one size: `eventCount` single updates of a hydrant in view, one a second,
 * then a burst of BURST hydrants added while keys are pressed.
 * @param {string} app
 * @param {string} api
 * @param {Awaited<ReturnType<typeof import('./bench-browser.mjs').signedInState>>} storageState
 * @param {number} count the hydrants in the API
 * @param {number} eventCount
 * @param {string} [profileTo] where to write a CPU profile of the page during the events and the burst (`--profile`)
 */
export async function measureLive(app, api, storageState, count, eventCount, profileTo) {
  const browser = await launchSettled();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE', storageState });
    await context.addInitScript(watchFirstRow);
    await context.addInitScript(watchLive);
    const page = await context.newPage();
    // Sorted by name, descending: the seeded „Hydrant Benchstraße …“ rows are the ones in view
    // (the demo data's „H-001 …“ come first in the server's order), and a renamed row keeps its place.
    await page.goto(`${app}/hydrant?sort=-name`);
    await wholeListAt(page, count);
    await page.waitForTimeout(SETTLE_MS);
    const api40 = await colleague(api);
    const cdp = profileTo ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const events = [];
    for (let n = 0; n < eventCount; n++) {
      // A hydrant in view (the n-th row shown), renamed; the watcher waits for the new name.
      const name = await page.locator('table tbody td').filter({ hasText: /^Hydrant Benchstraße \d+( ·.*)?$/ }).nth(n).innerText();
      const to = `${name} · live ${n}`;
      await page.evaluate((text) => {
        const w = /** @type {any} */ (window);
        w.__liveShown = null;
        w.__liveArrivals.length = 0;
        w.__probe.start();
        const observer = new MutationObserver(() => {
          if (![...document.querySelectorAll('table tbody td')].some((cell) => cell.textContent === text)) return;
          observer.disconnect();
          const changed = performance.now();
          requestAnimationFrame(() => setTimeout(() => (w.__liveShown = { changed, painted: performance.now(), gaps: w.__probe.stop() }), 0));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, to);
      const sent = Date.now();
      await api40.rename(name, to);
      const shown = await page
        .waitForFunction(() => /** @type {any} */ (window).__liveShown, undefined, { timeout: 5000 })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      const { arrived, origin } = await page.evaluate(() => ({ arrived: /** @type {any} */ (window).__liveArrivals[0] ?? null, origin: performance.timeOrigin }));
      if (!shown) {
        events.push(null);
        await page.evaluate(() => /** @type {any} */ (window).__probe.stop());
        continue;
      }
      // The main thread from the event's arrival (else from the write) to the frame with the row.
      const from = arrived ?? sent - origin;
      /** @type {[number, number][]} */
      const gaps = shown.gaps.filter((/** @type {[number, number]} */ [start, length]) => start + length > from && start < shown.painted);
      events.push({
        writeToRow: origin + shown.painted - sent,
        arrivalToRow: arrived === null ? null : shown.painted - arrived,
        longestTask: Math.max(0, ...gaps.map(([, length]) => length)),
        busy: gaps.reduce((sum, [, length]) => sum + length, 0),
      });
      await page.waitForTimeout(1000);
    }

    // The burst: 1,000 hydrants at once, a key pressed every 50 ms meanwhile (Shift: changes nothing).
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__inputs.length = 0;
      w.__probe.start();
    });
    let pressing = true;
    const presses = (async () => {
      while (pressing) {
        await page.keyboard.press('Shift');
        await page.waitForTimeout(50);
      }
    })();
    const burstSent = Date.now();
    await api40.add(BURST);
    const burstShown = await wholeListAt(page, count + BURST).catch(() => null);
    await page.waitForTimeout(1000);
    pressing = false;
    await presses;
    const burst = await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const gaps = /** @type {[number, number][]} */ (w.__probe.stop());
      const inputs = /** @type {PerformanceEventTiming[]} */ (w.__inputs);
      return {
        origin: performance.timeOrigin,
        longestTask: Math.max(0, ...gaps.map(([, length]) => length)),
        longTasks: gaps.filter(([, length]) => length > 50).length,
        inputDelay: Math.max(0, ...inputs.map((entry) => entry.processingStart - entry.startTime)),
        inputDuration: Math.max(0, ...inputs.map((entry) => entry.duration)),
      };
    });
    if (cdp && profileTo) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(profile));
      console.log(`  CPU profile of the live phase: ${profileTo}`);
    }
    return { events, burst: { ...burst, shownAfter: burstShown === null ? null : burst.origin + burstShown - burstSent } };
  } finally {
    await browser.close();
  }
}
