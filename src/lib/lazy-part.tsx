// A part of a screen loaded after the screen itself (issue 13: a first load carries what paints the
// first screen; charts, dialogs and later steps come after). The part renders nothing until its chunk
// is there, inside its own Suspense so the rest of the screen stays as it is, and its chunk is fetched
// once the page has loaded and the browser is idle, so it is usually there before it is needed.
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

const idle = (fn: () => void) => {
  const run = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 300));
  if (typeof document === 'undefined' || document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, fallback: ReactNode = null) {
  let loading: Promise<{ default: T }> | null = null;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(once);
  idle(() => void once().catch(() => undefined));
  function Part(props: ComponentProps<T>) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Part;
}
