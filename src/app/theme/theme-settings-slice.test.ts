import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS, COLOR_THEMES, sanitizeSettings, settingsActions, settingsSlice } from './theme-settings-slice';

describe('theme settings', () => {
  it('defaults follow spec section 9', () => {
    expect(DEFAULT_THEME_SETTINGS).toEqual({
      menuPlacement: 'vertical',
      menuBehaviour: 'pinned',
      layout: 'boxed',
      radius: 'rounded',
      color: 'light-pink',
      navColor: 'default',
      sidebar: 'off',
    });
  });
  it('offers ten colour themes', () => {
    expect(COLOR_THEMES).toHaveLength(10);
    expect(new Set(COLOR_THEMES).size).toBe(10);
  });
  it('drops unknown stored values and keeps known ones', () => {
    expect(sanitizeSettings({ color: 'dark-blue', radius: 'huge', layout: 'fluid', extra: 1 })).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      color: 'dark-blue',
      layout: 'fluid',
    });
    expect(sanitizeSettings('garbage')).toEqual(DEFAULT_THEME_SETTINGS);
  });
  it('changes and resets one setting', () => {
    const start = { theme: { ...DEFAULT_THEME_SETTINGS }, values: null };
    const changed = settingsSlice.reducer(start, settingsActions.settingChanged({ key: 'menuPlacement', value: 'horizontal' }));
    expect(changed.theme.menuPlacement).toBe('horizontal');
    expect(settingsSlice.reducer(changed, settingsActions.settingsReset()).theme).toEqual(DEFAULT_THEME_SETTINGS);
  });
});
