// First: zod's settings must be in place before any schema module is evaluated.
import './zod-without-eval';
import { bootstrap } from './app/bootstrap';
import { preloadSignedInApp } from './app/routes';
import { preloadSession } from '@rescue-admin/session';
import { pageStart } from '@rescue-admin/util';

// Opened at a signed-in address (a reload, a link), a session is most likely there to be restored:
// the signed-in app and the area's screens load beside the config, the texts and the session's
// restore, not after them (a signed-out visitor then downloads them in vain, while on /login).
const { pathname } = window.location;
// Firebase (the session provider loads it lazily) on /login, which needs it to sign in: asked for
// here, it comes beside the config and the texts instead of after them; the form shows without
// it. A signed-in start leaves it to the provider: with a session Firebase kept in this browser
// its first screen needs no SDK, which then loads after it (libs/shared/session).
if (pathname.startsWith('/login')) setTimeout(() => void preloadSession().catch(() => undefined), 0);
else {
  // Each in a task of its own, not in the entry's: Vite's preload helper inserts a
  // modulepreload link per file and Chromium starts each download right there, which in the
  // entry's task would make it the longest task of a signed-in start.
  setTimeout(() => void preloadSignedInApp().catch(() => undefined), 0);
  setTimeout(() => void import('./app/opened-feature').then(({ preloadFeatureAt }) => preloadFeatureAt(pathname)).catch(() => undefined), 0);
}
// In a task of its own: evaluating the entry, starting the downloads above and setting up i18next
// and React would otherwise be one long task at a signed-in start. Its fetches are preloaded by
// index.html, so they lose nothing by it.
setTimeout(() => void bootstrap({ container: document.getElementById('root') as HTMLElement }), 0);
// The service worker (offline start, „Neue Version verfügbar“): only in the build — the dev server
// has no sw.js — and fetched and registered once the page has loaded and its first screen shows
// its data (layout/start-settled.ts; 10 s at the latest, at once on /login, which fetches none),
// so neither its script nor its precache competes with the start.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void pageStart
      .settled(pathname.startsWith('/login') ? 0 : 10_000)
      .then(() => import('./app/pwa/register-service-worker'))
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
