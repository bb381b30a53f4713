// The parts fetched ahead come one at a time, after the first screen has settled (issue 13).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_SETTLE_MS, preloadWhenIdle } from './lazy-part';

describe('preloading parts when idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the next steps of the screen at once, the other parts one at a time once the page has settled', async () => {
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
    preloadWhenIdle(part('step after'), true);

    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual(['next step', 'step after']);
    started.splice(0, 1);
    finish.get('next step')!();
    // The rest wait for the page to settle.
    await vi.advanceTimersByTimeAsync(PRELOAD_SETTLE_MS - 300);
    expect(started).toEqual(['step after']);
    await vi.advanceTimersByTimeAsync(400);
    expect(started).toEqual(['step after', 'chart']);
    // The next one waits until this one has come, however long that takes.
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toEqual(['step after', 'chart']);
    finish.get('chart')!();
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['step after', 'chart', 'dialog']);
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
