// The looks of the back-office menu's entries, shared by its entries and its groups (nav-group.tsx).
import type { NavColors } from '../theme/create-app-theme';

/** An entry of the vertical menu (sidebar, drawer); `collapsed`: the icons-only rail. */
export const sideEntrySx = (active: boolean, collapsed: boolean, colors: NavColors) => ({
  borderRadius: 1.5,
  mb: 0.5,
  minHeight: 46,
  px: collapsed ? 1.5 : 1.75,
  color: colors.fg,
  justifyContent: collapsed ? 'center' : 'flex-start',
  '& .MuiListItemIcon-root': { color: active ? colors.activeFg : colors.muted, minWidth: collapsed ? 0 : 40 },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: colors.activeBg, color: colors.activeFg },
  '&:hover': { bgcolor: colors.activeBg },
});

/** A label that wraps rather than being cut ("Unternehmensverwaltung"): hyphenated where the browser can, broken inside the word where not. */
export const sideLabelSx = (strong: boolean) => ({
  fontWeight: strong ? 650 : 500,
  fontSize: '0.94rem',
  lineHeight: 1.3,
  hyphens: 'auto',
  overflowWrap: 'anywhere',
});

/** An entry of the horizontal menu. */
export const topEntrySx = (active: boolean, colors: NavColors) => ({
  flexShrink: 0,
  color: active ? colors.activeFg : colors.fg,
  bgcolor: active ? colors.activeBg : 'transparent',
  fontWeight: active ? 700 : 500,
  px: 1.5,
  '& .MuiButton-startIcon, & .MuiButton-endIcon': { color: active ? colors.activeFg : colors.muted },
  '&:hover': { bgcolor: colors.activeBg },
});
