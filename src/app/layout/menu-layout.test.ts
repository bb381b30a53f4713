import { describe, expect, it } from 'vitest';
import { resolveMenuLayout } from './menu-layout';

const vertical = { menuPlacement: 'vertical', menuBehaviour: 'pinned' } as const;

describe('resolveMenuLayout', () => {
  it('uses the mobile menu below 992 px whatever the settings', () => {
    expect(resolveMenuLayout(360, vertical)).toBe('mobile');
    expect(resolveMenuLayout(991, { menuPlacement: 'horizontal', menuBehaviour: 'pinned' })).toBe('mobile');
  });
  it('forces the vertical menu unpinned between 992 and 1399 px', () => {
    expect(resolveMenuLayout(992, vertical)).toBe('vertical-unpinned');
    expect(resolveMenuLayout(1399, vertical)).toBe('vertical-unpinned');
  });
  it('follows the behaviour setting from 1400 px', () => {
    expect(resolveMenuLayout(1400, vertical)).toBe('vertical-pinned');
    expect(resolveMenuLayout(1440, { menuPlacement: 'vertical', menuBehaviour: 'unpinned' })).toBe('vertical-unpinned');
  });
  it('shows the horizontal menu from 992 px when chosen', () => {
    expect(resolveMenuLayout(1024, { menuPlacement: 'horizontal', menuBehaviour: 'pinned' })).toBe('horizontal');
  });
});
