// Builds the MUI theme from the theme settings: colour theme, corner radius and navigation colours.
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { ColorTheme, ThemeSettings } from './theme-settings-slice';

interface Palette {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
  background: string;
  paper: string;
}

export const COLOR_PALETTES: Record<ColorTheme, Palette> = {
  'light-pink': { mode: 'light', primary: '#c2185b', secondary: '#6d4c9f', background: '#fbf6f8', paper: '#ffffff' },
  'light-blue': { mode: 'light', primary: '#1d5fd1', secondary: '#00838f', background: '#f5f7fb', paper: '#ffffff' },
  'light-teal': { mode: 'light', primary: '#00796b', secondary: '#3949ab', background: '#f3f8f7', paper: '#ffffff' },
  'light-green': { mode: 'light', primary: '#2e7d32', secondary: '#ef6c00', background: '#f4f8f3', paper: '#ffffff' },
  'light-purple': { mode: 'light', primary: '#6a3fb5', secondary: '#c2185b', background: '#f7f5fb', paper: '#ffffff' },
  'light-red': { mode: 'light', primary: '#c62828', secondary: '#455a64', background: '#fbf5f5', paper: '#ffffff' },
  'dark-pink': { mode: 'dark', primary: '#f48fb1', secondary: '#b39ddb', background: '#141016', paper: '#1f1922' },
  'dark-blue': { mode: 'dark', primary: '#7aa7ff', secondary: '#80deea', background: '#0e121a', paper: '#171d28' },
  'dark-teal': { mode: 'dark', primary: '#4fc3b5', secondary: '#9fa8da', background: '#0d1514', paper: '#15211f' },
  'dark-purple': { mode: 'dark', primary: '#b39ddb', secondary: '#f48fb1', background: '#121019', paper: '#1c1926' },
};

/**
 * Status colours of the light themes, darker than MUI's defaults (orange #ed6c02 and blue #0288d1 reach
 * only 3.1:1 and 3.9:1 on white, green #2e7d32 4.4:1 on a greyed card): a chip's white label and
 * coloured text keep 4.5:1 (WCAG AA) on the page, a card and a greyed (action.hover) surface.
 */
const LIGHT_STATUS = { warning: { main: '#a84d08' }, info: { main: '#0a6fa8' }, success: { main: '#2a7530' } } as const;

const RADIUS_PX: Record<ThemeSettings['radius'], number> = { rounded: 14, standard: 6, flat: 0 };

export interface NavColors {
  bg: string;
  fg: string;
  muted: string;
  activeBg: string;
  activeFg: string;
  border: string;
}

/** Colours of the side and top navigation for the chosen nav colour. */
export function navColors(settings: ThemeSettings): NavColors {
  const p = COLOR_PALETTES[settings.color];
  if (settings.navColor === 'dark') {
    return { bg: '#1c2030', fg: '#e7e9f0', muted: '#9aa1b5', activeBg: alpha(p.primary, 0.28), activeFg: '#ffffff', border: '#2a3042' };
  }
  if (settings.navColor === 'light') {
    return { bg: '#ffffff', fg: '#2b2f38', muted: '#6b7180', activeBg: alpha(p.primary, 0.1), activeFg: p.primary, border: '#e6e8ee' };
  }
  // Default: follows the colour theme (tinted surface in light themes, the paper colour in dark ones).
  return p.mode === 'dark'
    ? { bg: p.paper, fg: '#eceaf0', muted: '#a29fae', activeBg: alpha(p.primary, 0.18), activeFg: p.primary, border: alpha('#ffffff', 0.08) }
    : { bg: p.paper, fg: '#2b2f38', muted: '#6b7180', activeBg: alpha(p.primary, 0.1), activeFg: p.primary, border: alpha(p.primary, 0.12) };
}

export function createAppTheme(settings: ThemeSettings): Theme {
  const p = COLOR_PALETTES[settings.color];
  const radius = RADIUS_PX[settings.radius];
  return createTheme({
    cssVariables: true,
    palette: {
      mode: p.mode,
      primary: { main: p.primary },
      secondary: { main: p.secondary },
      background: { default: p.background, paper: p.paper },
      ...(p.mode === 'light' ? LIGHT_STATUS : {}),
    },
    shape: { borderRadius: radius },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 650 },
      h6: { fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: radius === 0 ? 0 : radius + 2 } },
      },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 650, whiteSpace: 'nowrap' } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // A disabled field's helper text says why it is disabled ("pick a company first"): it stays readable.
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    },
  });
}
