// A value per key, loaded once and kept for the tab's life (a placed order's lines, a consumer's
// saved allergens). Every screen that reads it re-renders when any key's value arrives or changes.
import { useEffect, useState } from 'react';

export interface TabCache<T> {
  get(key: string): T | undefined;
  has(key: string): boolean;
  /** Puts a value in (after a save) and tells every screen. */
  set(key: string, value: T): void;
  /** Loads `key` unless it is there or on its way; a failure leaves it out, so the next use asks again. */
  load(key: string): void;
  readonly listeners: Set<() => void>;
}

export function tabCache<T>(fetch: (key: string) => Promise<T>): TabCache<T> {
  const values = new Map<string, T>();
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();
  const cache: TabCache<T> = {
    get: (key) => values.get(key),
    has: (key) => values.has(key),
    set(key, value) {
      values.set(key, value);
      for (const l of listeners) l();
    },
    load(key) {
      if (values.has(key) || inFlight.has(key)) return;
      inFlight.add(key);
      fetch(key)
        .then((value) => cache.set(key, value))
        .catch(() => undefined)
        .finally(() => inFlight.delete(key));
    },
    listeners,
  };
  return cache;
}

/** Re-renders the calling screen whenever `cache` takes a value. */
export function useTabCache<T>(cache: TabCache<T>): void {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    cache.listeners.add(bump);
    return () => {
      cache.listeners.delete(bump);
    };
  }, [cache]);
}
