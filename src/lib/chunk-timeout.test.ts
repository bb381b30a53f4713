import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUTS } from '../config/constants';
import { CHUNK_TIMEOUT, withTimeout } from './chunk-timeout';
import { lazyPart } from './lazy-part';

const never = <T>() => new Promise<T>(() => undefined);

describe('the chunk-load time-out', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is the spec’s 120 s', () => {
    expect(TIMEOUTS.chunkLoad).toBe(120_000);
  });

  it('fails a stalled import after 120 s, not before', async () => {
    const outcome = vi.fn();
    withTimeout(never<string>()).then(
      () => outcome('loaded'),
      (error: unknown) => outcome(error),
    );
    await vi.advanceTimersByTimeAsync(TIMEOUTS.chunkLoad - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    expect(outcome.mock.calls[0][0]).toMatchObject({ name: CHUNK_TIMEOUT });
    expect(String(outcome.mock.calls[0][0])).toContain('120 s');
  });

  it('passes a chunk that arrives in time, and a failed download’s own error', async () => {
    await expect(withTimeout(Promise.resolve('screen'))).resolves.toBe('screen');
    await expect(withTimeout(Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toThrow('Failed to fetch');
    // No time-out is left behind to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('makes a lazy part whose chunk stalls fail (for the reload view), and the next try fetches it again', async () => {
    const Screen = () => null;
    let calls = 0;
    const Part = lazyPart(() => {
      calls += 1;
      return calls === 1 ? never<{ default: typeof Screen }>() : Promise.resolve({ default: Screen });
    });
    const first = Part.load();
    const failed = expect(first).rejects.toMatchObject({ name: CHUNK_TIMEOUT });
    await vi.advanceTimersByTimeAsync(TIMEOUTS.chunkLoad);
    await failed;
    await expect(Part.load()).resolves.toEqual({ default: Screen });
    expect(calls).toBe(2);
  });
});
