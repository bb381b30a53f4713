import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreadStore } from './unread-store';

describe('unreadStore', () => {
  afterEach(() => unreadStore.set(null));
  it('adds live arrivals to the loaded count and tells subscribers', () => {
    const seen = vi.fn();
    const off = unreadStore.subscribe(seen);
    unreadStore.set(3);
    unreadStore.bump();
    expect(unreadStore.get()).toBe(4);
    expect(seen).toHaveBeenCalledTimes(2);
    off();
  });
  it('does not invent a count before the first load', () => {
    unreadStore.bump();
    expect(unreadStore.get()).toBeNull();
  });
  it('never goes below zero', () => {
    unreadStore.set(-2);
    expect(unreadStore.get()).toBe(0);
  });
});
