import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { i18nReady } from './lib/i18n';
import { outboxMayHoldWrites } from './lib/offline/live-rows';
import { installPreactCompat } from './lib/preact-compat';

installPreactCompat();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first screen's chunks and words start loading at once, beside the common words, in a task of
// their own after this module's (src/app/lazy-screen.ts, router.tsx's preloadRoute).
setTimeout(() => preloadRoute(window.location.pathname), 0);

// The chosen language's words arrive as their own chunks; the first screen waits for them so that it
// never flashes raw keys. The first render is a transition (issue 13, Lighthouse's Total Blocking
// Time): React renders it, and every screen that arrives lazily after it, in slices of a few
// milliseconds that leave the main thread free in between, rather than in one long task per screen.
// The app shell of index.html stays on screen until the first commit replaces it.
void i18nReady.then(() => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// The service worker registers once the page has loaded (workbox-window waits for 'load'), so its
// module (workbox-window) is no part of the first screen's scripts.
void import('./lib/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());

// Writes taken offline (kiosk, till) are sent from whichever page is open. The outbox's database code
// (Dexie) is no part of a first screen (issue 13): where writes may wait (the outbox's database exists
// on this device), it loads once the page has loaded and the browser is idle (within 2 s), then flushes
// what waits; a page that never had an outbox (a consumer's phone) does not load it at all. A kiosk or
// till screen starts it itself, and one that enqueues sends at once (src/lib/offline/sync.ts, outbox.ts).
const startOutbox = () =>
  void outboxMayHoldWrites().then(async (may) => {
    if (may) (await import('./lib/offline/sync')).startSync();
  });
const afterLoad = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(startOutbox, { timeout: 2000 }) : setTimeout(startOutbox, 200));
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
