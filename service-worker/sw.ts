/// <reference lib="webworker" />
// The service worker: precaches the app shell built by Vite (the list is injected at build time)
// and answers navigations under /app/ with the cached index.html so the PWA opens offline.
// Runtime caching of menus and images belongs to the offline issue and is not here yet.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation (deep links included) gets the shell; the API and static files are excluded.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/app/index.html'), {
    allowlist: [/^\/app(\/|$)/],
    denylist: [/^\/api\//, /\/[^/?]+\.[^/]+$/],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
