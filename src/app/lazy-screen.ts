// Screens load as their own chunks (issue 13: each mode's first load carries only its own code).
// A chunk that never arrives (a stalled connection) must not spin forever: after the spec's
// chunk-load time-out the import fails, and the route's error view offers a reload.
import { lazy, type ComponentType } from 'react';
import { TIMEOUTS } from '../config/constants';
import { loadNamespaces } from '../lib/i18n';

export function withTimeout<T>(loading: Promise<T>, ms: number = TIMEOUTS.chunkLoad): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`A part of the app did not load within ${Math.round(ms / 1000)} s`)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * React.lazy with the chunk-load time-out. `namespaces`: the words the screen uses beyond the common
 * ones (`t('kiosk:…')`), fetched beside its chunk so that it never renders raw keys.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, namespaces: readonly string[] = []) {
  return lazy(() => withTimeout(Promise.all([load(), loadNamespaces(namespaces)]).then(([screen]) => screen)));
}
