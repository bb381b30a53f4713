import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/menu-icon';
import { menuEntryActive, type VisibleMenuEntry } from '../../lib/access';
import { lazyPart, type LazyPart } from '../../lib/lazy-part';
import type { NavColors } from '../theme/create-app-theme';
import type { TopNavGroup } from './nav-group';
import { topEntrySx } from './nav-style';

// A group of the menu comes in a part of its own, asked for only when a menu has one (side-nav.tsx).
let group: LazyPart<typeof TopNavGroup> | null = null;
const groupPart = () => (group ??= lazyPart(() => import('./nav-group').then((m) => ({ default: m.TopNavGroup }))));

/** The horizontal menu: one scrollable row under the header. An entry with entries of its own opens them in a menu. */
export function TopNav({ items, colors }: { items: VisibleMenuEntry[]; colors: NavColors }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('menu.title')}
      data-testid="top-nav"
      sx={{ bgcolor: colors.bg, borderBottom: 1, borderColor: colors.border, px: 2, display: 'flex', gap: 0.5, flexWrap: 'wrap', py: 0.75 }}
    >
      {items.map((item) => {
        const active = menuEntryActive(item, pathname);
        if (item.children.length > 0) {
          const Group = groupPart();
          return <Group key={item.key} item={item} active={active} colors={colors} />;
        }
        return (
          <Button
            key={item.key}
            component={NavLink}
            to={item.path}
            end
            aria-current={active ? 'page' : undefined}
            startIcon={<MenuIcon name={item.icon} fontSize="small" />}
            sx={topEntrySx(active, colors)}
          >
            {t(item.label)}
          </Button>
        );
      })}
    </Box>
  );
}
