// Screens load as their own chunks (issue 13: each mode's first load carries only its own code).
// A chunk that never arrives (a stalled connection) must not spin forever: after the spec's
// chunk-load time-out the import fails (src/lib/chunk-timeout.ts), and the route's error view offers
// a reload.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withTimeout } from '../lib/chunk-timeout';
import { loadNamespaces } from '../lib/i18n';

/** A lazy screen that can also be fetched ahead of its render (`Screen.preload()`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * React.lazy with the chunk-load time-out. `namespaces`: the words the screen uses beyond the common
 * ones (`t('kiosk:…')`), fetched beside its chunk so that it never renders raw keys. `preload()`
 * starts both before the screen renders (src/main.tsx preloads the first screen's route while the
 * common words load, so its chunks are not a second round trip, and Vite's preloading of their
 * imports runs in a task of its own rather than inside React's render); once they are there the
 * screen renders at once, without suspending.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, namespaces: readonly string[] = []): LazyScreen<T> {
  let loading: Promise<{ default: T }> | null = null;
  let loaded: { default: T } | null = null;
  const once = () => {
    loading ??= withTimeout(Promise.all([load(), loadNamespaces(namespaces)]).then(([screen]) => (loaded = screen))).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  // A thenable that answers synchronously once the chunk is there: React renders the screen at once.
  const Screen = lazy(() => (loaded ? ({ then: (resolve: (m: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>) : once()));
  return Object.assign(Screen, { preload: () => once().catch(() => undefined) });
}
