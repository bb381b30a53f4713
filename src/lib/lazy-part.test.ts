// The parts fetched ahead come one at a time, after the first screen has settled (issue 13).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_SETTLE_MS, preloadWhenIdle } from './lazy-part';

describe('preloading parts when idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the page to settle, then fetches one part at a time, the next step of the screen first', async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const part = (name: string) => () =>
      new Promise<void>((resolve) => {
        started.push(name);
        finish.set(name, resolve);
      });
    preloadWhenIdle(part('chart'));
    preloadWhenIdle(part('dialog'));
    preloadWhenIdle(part('next step'), true);

    await vi.advanceTimersByTimeAsync(PRELOAD_SETTLE_MS - 1);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['next step']);
    // The next one waits until this one has come, however long that takes.
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toEqual(['next step']);
    finish.get('next step')!();
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['next step', 'chart']);
    finish.get('chart')!();
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['next step', 'chart', 'dialog']);
    finish.get('dialog')!();
  });

  it('goes on after a part that failed to come', async () => {
    const started: string[] = [];
    preloadWhenIdle(() => {
      started.push('broken');
      return Promise.reject(new Error('Failed to fetch dynamically imported module'));
    });
    preloadWhenIdle(() => {
      started.push('fine');
      return Promise.resolve();
    });
    await vi.advanceTimersByTimeAsync(PRELOAD_SETTLE_MS + 500);
    expect(started).toEqual(['broken', 'fine']);
  });
});
