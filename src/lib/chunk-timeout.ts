// A script chunk that never arrives (a stalled connection, a half-open socket) must not leave a
// spinner forever: after the spec's chunk-load time-out (TIMEOUTS.chunkLoad, 120 s) its import fails
// as a failed download does, and the nearest error view offers a reload (src/app/route-error.tsx).
// Used by the lazy screens (src/app/lazy-screen.ts) and the lazy parts of a screen (lazy-part.tsx).
import { TIMEOUTS } from '../config/constants';

/** The name of the error of an import that did not settle in time. */
export const CHUNK_TIMEOUT = 'ChunkTimeoutError';

export function withTimeout<T>(loading: Promise<T>, ms: number = TIMEOUTS.chunkLoad): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(`A part of the app did not load within ${ms / 1000} s`), { name: CHUNK_TIMEOUT })), ms);
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
