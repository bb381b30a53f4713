/// <reference lib="webworker" />
// The service worker (ARCHITECTURE.md section 6):
// - precaches the app shell built by Vite (the list is injected at build time) and answers
//   navigations under /app/ with the cached index.html, so the PWA opens with no network;
// - caches the menu calls (categories, products, banners, stores: what the kiosk, the till and the
//   consumer app browse) stale-while-revalidate, so a kiosk or till that loaded its menu once shows
//   it offline after a reload or a browser restart, and refreshes it in the background when online;
// - caches product and banner images cache-first, with limits;
// - on Background Sync (Chromium), wakes the open pages to flush the outbox (the outbox needs the
//   page's credentials, so the page sends; Firefox and Safari rely on the page's own triggers);
// - shows an order's Web Push as a notification and opens its page on a click (push.ts).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { listenForPushes } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const MENU_CACHE = 'cafeteria-menu-v1';
const IMAGE_CACHE = 'cafeteria-images-v1';
const BACKGROUND_SYNC_TAG = 'cafeteria-outbox';

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

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== BACKGROUND_SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'outbox-sync' });
    }),
  );
}) as EventListener);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});

listenForPushes(self);

clientsClaim();
