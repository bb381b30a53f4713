import { useCallback, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/device-id';

/** The server's 409 while the first request with this key still runs: the retry must keep the key. */
const STILL_RUNNING = /still being processed|being retried already/i;

/**
 * The Idempotency-Key of one checkout attempt: made on the first press and reused while retries are
 * about the same attempt (network failure, 5xx, "still being processed"). A refusal (any other 4xx)
 * or a success ends the attempt, since the server keeps 4xx answers and would replay them.
 */
export function useCheckoutKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= randomUuid()), []);
  const settle = useCallback((error: unknown | null) => {
    if (error === null) {
      key.current = null;
      return;
    }
    const keep = !(error instanceof ApiError) || error.isNetwork || (error.status ?? 0) >= 500 || (error.status === 409 && STILL_RUNNING.test(error.message));
    if (!keep) key.current = null;
  }, []);
  const reset = useCallback(() => {
    key.current = null;
  }, []);
  return { current, settle, reset };
}
