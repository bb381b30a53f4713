import { useEffect, useRef } from 'react';
import type { CallLetter } from '../../../server/contracts/call-numbers';
import { keepCallLetter } from './call-letter';
import { useSyncStatus } from './sync';

/** Asked again this often while online, so that a new business day has its letter before the network drops. */
const REFRESH_MS = 15 * 60_000;

/**
 * Keeps this device's offline letter for a store (call-letter.ts) up to date: asked for on mount,
 * whenever the device comes back online, and every 15 minutes while online. A refusal (every letter
 * taken, no network) leaves offline orders to be numbered when they sync.
 */
export function useCallLetter(storeUuid: string | null | undefined, reserve: () => Promise<CallLetter>): void {
  const online = useSyncStatus().online;
  const ask = useRef(reserve);
  ask.current = reserve;
  useEffect(() => {
    if (!storeUuid || !online) return undefined;
    let active = true;
    const run = () => {
      ask.current().then(
        (answer) => {
          if (active) keepCallLetter(storeUuid, answer);
        },
        () => undefined,
      );
    };
    run();
    const timer = window.setInterval(run, REFRESH_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [storeUuid, online]);
}
