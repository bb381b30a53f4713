// Theme settings of spec section 3 (defaults of section 9), kept in localStorage under
// STORAGE_KEYS.settings by the store subscription in app/store.ts. `values` holds the computed
// theme colours, re-read from the CSS variables 10 ms after a colour change; it is not persisted.
import { STORAGE_KEYS } from '../../config/constants';
import { createSlice, type PayloadAction } from '../../lib/slice';
import { readJson } from '../../lib/storage';

export const COLOR_THEMES = [
  'light-pink',
  'light-blue',
  'light-teal',
  'light-green',
  'light-purple',
  'light-red',
  'dark-pink',
  'dark-blue',
  'dark-teal',
  'dark-purple',
] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

export const MENU_PLACEMENTS = ['vertical', 'horizontal'] as const;
export const MENU_BEHAVIOURS = ['pinned', 'unpinned'] as const;
export const LAYOUTS = ['boxed', 'fluid'] as const;
export const RADII = ['rounded', 'standard', 'flat'] as const;
export const NAV_COLORS = ['default', 'light', 'dark'] as const;
export const SIDEBAR = ['off', 'on'] as const;

export interface ThemeSettings {
  menuPlacement: (typeof MENU_PLACEMENTS)[number];
  menuBehaviour: (typeof MENU_BEHAVIOURS)[number];
  layout: (typeof LAYOUTS)[number];
  radius: (typeof RADII)[number];
  color: ColorTheme;
  navColor: (typeof NAV_COLORS)[number];
  sidebar: (typeof SIDEBAR)[number];
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  menuPlacement: 'vertical',
  menuBehaviour: 'pinned',
  layout: 'boxed',
  radius: 'rounded',
  color: 'light-pink',
  navColor: 'default',
  sidebar: 'off',
};

export interface ThemeValues {
  primary: string;
  background: string;
  paper: string;
  text: string;
}

export interface SettingsState {
  theme: ThemeSettings;
  values: ThemeValues | null;
}

const allowed: { [K in keyof ThemeSettings]: readonly ThemeSettings[K][] } = {
  menuPlacement: MENU_PLACEMENTS,
  menuBehaviour: MENU_BEHAVIOURS,
  layout: LAYOUTS,
  radius: RADII,
  color: COLOR_THEMES,
  navColor: NAV_COLORS,
  sidebar: SIDEBAR,
};

/** Keeps only known values, so a stale or hand-edited entry cannot break the layout. */
export function sanitizeSettings(raw: unknown): ThemeSettings {
  const out = { ...DEFAULT_THEME_SETTINGS };
  if (!raw || typeof raw !== 'object') return out;
  for (const key of Object.keys(allowed) as (keyof ThemeSettings)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if ((allowed[key] as readonly unknown[]).includes(value)) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export function loadSettings(): ThemeSettings {
  return sanitizeSettings(readJson<unknown>(STORAGE_KEYS.settings));
}

/** One setting's new value (a union over the settings, so that a key only takes its own values). */
export type SettingChange = { [K in keyof ThemeSettings]: { key: K; value: ThemeSettings[K] } }[keyof ThemeSettings];

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState => ({ theme: loadSettings(), values: null }),
  reducers: {
    settingChanged: (state: SettingsState, action: PayloadAction<SettingChange>) => ({
      ...state,
      theme: { ...state.theme, [action.payload.key]: action.payload.value },
    }),
    settingsReset: (state: SettingsState) => ({ ...state, theme: { ...DEFAULT_THEME_SETTINGS } }),
    valuesRead: (state: SettingsState, action: PayloadAction<ThemeValues>) => ({ ...state, values: action.payload }),
  },
});

export const settingsActions = settingsSlice.actions;
