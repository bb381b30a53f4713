// A part of a screen loaded after the screen itself (issue 13: a first load carries what paints the
// first screen; charts, dialogs and later steps come after). The part renders nothing until its chunk
// is there, inside its own Suspense so the rest of the screen stays as it is, and its chunk is fetched
// once the page has loaded and the browser is idle, so it is usually there before it is needed. A
// chunk that stalls fails after the chunk-load time-out (chunk-timeout.ts), as a failed download
// does: the screen's error view then offers a reload, and the next try fetches it again.
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { withTimeout } from './chunk-timeout';

const idle = (fn: () => void) => {
  const run = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 300));
  if (typeof document === 'undefined' || document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

/** A part that can also be fetched ahead: `Part.preload()` (e.g. when the screen before it mounts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyPart<T extends ComponentType<any>> = ((props: ComponentProps<T>) => ReactNode) & {
  preload: () => Promise<unknown>;
  /** The chunk, as the part loads it (with the time-out); rejects when it failed or stalled. */
  load: () => Promise<{ default: T }>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, fallback: ReactNode = null): LazyPart<T> {
  let loading: Promise<{ default: T }> | null = null;
  let loaded: { default: T } | null = null;
  const once = () => {
    loading ??= withTimeout(load()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // Once its chunk is there, the part renders at once: React.lazy takes a thenable that answers
  // synchronously, so the part never shows its fallback (nor waits for React's reveal timer) again.
  const Lazy = lazy(() => (loaded ? ({ then: (resolve: (m: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>) : once()));
  idle(() => void once().catch(() => undefined));
  function Part(props: ComponentProps<T>) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload: () => once().catch(() => undefined), load: once });
}
