// A part of a screen loaded after the screen itself (issue 13: a first load carries what paints the
// first screen; charts, dialogs and later steps come after). The part renders nothing until its chunk
// is there, inside its own Suspense so the rest of the screen stays as it is, and its chunk is fetched
// once the page has loaded and the browser is idle, so it is usually there before it is needed. A
// chunk that stalls fails after the chunk-load time-out (chunk-timeout.ts), as a failed download
// does: the screen's error view then offers a reload, and the next try fetches it again.
import { Component, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { CHUNK_TIMEOUT, withTimeout } from './chunk-timeout';

/** How long after the page's load the parts start to come: the first screen's own work goes first. */
export const PRELOAD_SETTLE_MS = 2000;

const whenIdle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 50));
const afterLoad = (fn: () => void) => {
  if (typeof document === 'undefined' || document.readyState === 'complete') fn();
  else window.addEventListener('load', fn, { once: true });
};

// The parts fetched ahead: a chunk's evaluation (and Vite's preloading of its imports) is a task on
// the main thread, and a dozen of them at once, at load, were most of a kiosk's blocking time on a slow
// device (issue 13). The next steps of the screen shown (`soon`: a kiosk's cart and payment, a till's
// payment dialog) are fetched at the first idle moment after the page's load, since a device that loses
// its network a moment later still needs them; the parts that merely exist somewhere (charts, dialogs)
// wait until the first screen has settled, then come one at a time, each in an idle moment of its own.
const later: (() => Promise<unknown>)[] = [];
const soon: (() => Promise<unknown>)[] = [];
let loaded = false;
let listening = false;
let settledAt = Infinity;
/** A part of `later` being fetched (the next waits for it), or the timer that waits for the next one's moment. */
let running = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let soonAsked = false;

function next() {
  if (!loaded) return;
  if (soon.length && !soonAsked) {
    soonAsked = true;
    whenIdle(() => {
      soonAsked = false;
      for (const load of soon.splice(0)) void load().catch(() => undefined);
    });
  }
  if (running || timer !== undefined || later.length === 0) return;
  timer = setTimeout(
    () =>
      whenIdle(() => {
        timer = undefined;
        const load = later.shift();
        if (!load) return;
        running = true;
        const done = () => {
          running = false;
          next();
        };
        void load().then(done, done);
      }),
    Math.max(0, settledAt - performance.now()),
  );
}

/** Fetches `load` ahead as above; `first`: the next step of the screen shown, fetched once the page has loaded. */
export function preloadWhenIdle(load: () => Promise<unknown>, first = false): void {
  (first ? soon : later).push(load);
  if (loaded) return next();
  if (listening) return;
  listening = true;
  afterLoad(() => {
    loaded = true;
    settledAt = performance.now() + PRELOAD_SETTLE_MS;
    next();
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyPart<T extends ComponentType<any>> = ((props: ComponentProps<T>) => ReactNode) & {
  preload: () => Promise<unknown>;
  /** Fetches it ahead when the browser is idle, before the parts that merely exist (the screen's next step). */
  preloadSoon: () => void;
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
  const makeLazy = () => lazy(() => (loaded ? ({ then: (resolve: (m: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>) : once()));
  // A lazy component keeps a failure for good: a new one is made for the next try.
  let Lazy = makeLazy();
  preloadWhenIdle(() => once().catch(() => undefined));
  function Part(props: ComponentProps<T>) {
    return (
      <PartBoundary props={props} retry={() => (Lazy = makeLazy())}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  const preload = () => once().catch(() => undefined);
  return Object.assign(Part, { preload, preloadSoon: () => preloadWhenIdle(preload, true), load: once });
}

/**
 * A part whose chunk did not come while the browser is offline (no service worker kept it) shows
 * nothing rather than taking its whole screen down, and is tried again when the connection comes back
 * or when the screen renders it with other props (a dialog being opened). Online, a failed or stalled
 * chunk, like any other error, goes on to the screen's error view, which offers a reload.
 */
class PartBoundary extends Component<{ props: unknown; retry(): void; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private again = () => {
    if (!this.state.error) return;
    this.props.retry();
    this.setState({ error: null });
  };

  componentDidMount() {
    window.addEventListener('online', this.again);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.again);
  }

  componentDidUpdate(previous: { props: unknown }) {
    if (this.state.error && previous.props !== this.props.props) this.again();
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkFailure(error) && navigator.onLine === false) return null;
    throw error;
  }
}

/** A chunk that did not come: a failed dynamic import (each browser words it its own way) or our time-out. */
function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const failedImport = /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i;
  return error.name === CHUNK_TIMEOUT || failedImport.test(error.message);
}
