/// <reference lib="webworker" />
// The service worker (ARCHITECTURE.md section 6):
// - precaches the app shell built by Vite (the list is injected at build time) and answers
//   navigations under /app/ with the cached index.html, so the PWA opens with no network;
// - caches the menu calls (categories, products, banners, stores: what the kiosk, the till and the
//   consumer app browse) stale-while-revalidate, so a kiosk or till that loaded its menu once shows
//   it offline after a reload or a browser restart, and refreshes it in the background when online;
// - caches product and banner images cache-first, with limits;
// - on Background Sync (Chromium), and on periodic sync where the person granted it, sends the
//   outbox itself (src/lib/offline/worker-sync.ts: the pages' engine, reading the same IndexedDB,
//   with the credentials the pages copied there), so writes leave with no page open; while writes
//   still wait (no network yet) the sync fails and the browser tries again later; writes the worker
//   has no credentials for, or a page busy sending, go to the open pages (woken here). Firefox and
//   Safari have no Background Sync: there the pages send (src/lib/offline/sync.ts);
// - shows an order's Web Push as a notification and opens its page on a click (push.ts).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { SYNC } from '../src/config/constants';
import { BACKGROUND_SYNC_TAG } from '../src/lib/offline/names';
import { syncFromWorker } from '../src/lib/offline/worker-sync';
import { listenForPushes } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const MENU_CACHE = 'cafeteria-menu-v1';
const IMAGE_CACHE = 'cafeteria-images-v1';
/** The API's base, as the pages have it (src/config/env.ts). */
const API_URL = (import.meta as ImportMeta & { env?: { VITE_API_URL?: string } }).env?.VITE_API_URL || '/api/v1';

/** GET calls that make up a menu: browsing, the till's order lists and the dropdowns they use. */
const MENU_CALLS = [
  /^\/api\/v1\/category\/(lists|dropdown\/list|store\/dropdown\/list|company\/dropdown\/list)$/,
  /^\/api\/v1\/product\/(lists|store\/order\/list|company\/order\/list)$/,
  /^\/api\/v1\/banner\/lists$/,
  /^\/api\/v1\/company\/(lists|get\/order\/stores|get\/stores|store\/dropdown\/list)$/,
];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation (deep links included) gets the shell; the API and static files are excluded.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/app/index.html'), {
    allowlist: [/^\/app(\/|$)/],
    denylist: [/^\/api\//, /\/[^/?]+\.[^/]+$/],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && MENU_CALLS.some((re) => re.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: MENU_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

/** Background Sync's and periodic sync's event (not in TypeScript's WebWorker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance?: boolean;
}

async function wakePages(): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage({ type: 'outbox-sync' });
}

/**
 * Sends what waits. Rejects while writes still wait for the network when `retry` (Background Sync:
 * the browser then fires the sync again later, with its own backoff).
 */
async function sendOutbox(retry: boolean): Promise<void> {
  const report = await syncFromWorker({ apiUrl: API_URL, pingTimeout: SYNC.pingTimeout, sendTimeout: SYNC.sendTimeout, locks: self.navigator.locks });
  if (report.waiting === 0) return;
  // A page is sending (it holds the lock), or the writes need a sign-in only a page can give.
  if (report.stopped === 'locked' || report.stopped === 'unauthorized') return wakePages();
  if (report.stopped === 'offline' || report.stopped === 'retry-later') {
    await wakePages();
    if (retry) throw new Error(`Outbox: ${report.waiting} writes still wait (${report.stopped})`);
  }
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== BACKGROUND_SYNC_TAG) return;
  event.waitUntil(sendOutbox(!event.lastChance));
}) as EventListener);

self.addEventListener('periodicsync', ((event: SyncEvent) => {
  if (event.tag !== BACKGROUND_SYNC_TAG) return;
  event.waitUntil(sendOutbox(false).catch(() => undefined));
}) as EventListener);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});

listenForPushes(self);

clientsClaim();
