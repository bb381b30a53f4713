import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/menu-icon';
import type { VisibleMenuEntry } from '../../lib/access';
import type { NavColors } from '../theme/create-app-theme';

/** The horizontal menu: one scrollable row under the header. */
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
        // The demo apps' screens sit under their entry's path (/apps/<app>; issue 19).
        const under = import.meta.env.DEMO_APPS && pathname.startsWith(`${item.path}/`);
        const active = pathname === item.path || under || item.children.some((c) => c.path === pathname);
        return (
          <Button
            key={item.key}
            component={NavLink}
            to={item.path}
            aria-current={active ? 'page' : undefined}
            startIcon={<MenuIcon name={item.icon} fontSize="small" />}
            sx={{
              flexShrink: 0,
              color: active ? colors.activeFg : colors.fg,
              bgcolor: active ? colors.activeBg : 'transparent',
              fontWeight: active ? 700 : 500,
              px: 1.5,
              '& .MuiButton-startIcon': { color: active ? colors.activeFg : colors.muted },
              '&:hover': { bgcolor: colors.activeBg },
            }}
          >
            {t(item.label)}
          </Button>
        );
      })}
    </Box>
  );
}
