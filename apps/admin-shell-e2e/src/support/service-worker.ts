import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app's service worker has precached the build, controls the page and keeps a
 * copy of /config.json (the page fetches it once more through the first worker): from then on a
 * reload without a connection starts the app from the cache.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const ready = () => page.evaluate(async () => navigator.serviceWorker?.controller?.state === 'activated' && (await caches.match('/config.json')) !== undefined);
  await expect.poll(ready, { message: 'the service worker controls the page and keeps /config.json', timeout: 60_000 }).toBe(true);
}
