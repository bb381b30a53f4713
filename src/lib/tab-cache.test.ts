import { describe, expect, it, vi } from 'vitest';
import { tabCache } from './tab-cache';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('tabCache', () => {
  it('loads a key once, keeps it and tells its listeners', async () => {
    const fetch = vi.fn((key: string) => Promise.resolve(`value of ${key}`));
    const cache = tabCache(fetch);
    const heard = vi.fn();
    cache.listeners.add(heard);
    cache.load('a');
    cache.load('a');
    await settle();
    cache.load('a');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cache.get('a')).toBe('value of a');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(2);
    const cache = tabCache<number>(fetch);
    cache.load('k');
    await settle();
    expect(cache.has('k')).toBe(false);
    cache.load('k');
    await settle();
    expect(cache.get('k')).toBe(2);
  });

  it('takes a saved value at once', () => {
    const cache = tabCache<number>(() => Promise.resolve(0));
    cache.set('k', 5);
    expect(cache.get('k')).toBe(5);
  });
});
