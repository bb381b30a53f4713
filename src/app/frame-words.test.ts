// The back office's navigation must never show raw keys: every namespace its labels use is loaded
// with the frame (the route table's list for app-frame), not later on first use.
import { describe, expect, it } from 'vitest';
import { routeNamespaces } from '../../bench/first-load-budget';
import { backOfficeMenu, type MenuEntry } from '../config/menu';

const labels = (entries: readonly MenuEntry[]): string[] => entries.flatMap((e) => [...(e.label ? [e.label] : []), ...labels(e.children ?? [])]);

describe('the back-office frame', () => {
  it('loads every namespace its navigation labels use', () => {
    const frame = routeNamespaces().get('src/app/layout/app-frame.tsx');
    expect(frame).toBeDefined();
    const used = new Set(labels(backOfficeMenu).filter((l) => l.includes(':')).map((l) => l.split(':')[0]));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((ns) => !frame!.includes(ns))).toEqual([]);
  });
});
