// Which menu the frame shows for a window width and the theme settings (spec section 9 breakpoints).
import { BREAKPOINTS } from '../../config/constants';
import type { ThemeSettings } from '../theme/theme-settings-slice';

export type MenuLayout = 'mobile' | 'horizontal' | 'vertical-pinned' | 'vertical-unpinned';

export function resolveMenuLayout(width: number, settings: Pick<ThemeSettings, 'menuPlacement' | 'menuBehaviour'>): MenuLayout {
  if (width < BREAKPOINTS.mobile) return 'mobile';
  if (settings.menuPlacement === 'horizontal') return 'horizontal';
  if (width < BREAKPOINTS.verticalUnpinned) return 'vertical-unpinned';
  return settings.menuBehaviour === 'pinned' ? 'vertical-pinned' : 'vertical-unpinned';
}
