import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Hint } from '../../components/hint';
import { MenuIcon } from '../../components/menu-icon';
import type { VisibleMenuEntry } from '../../lib/access';
import type { NavColors } from '../theme/create-app-theme';

interface SideNavProps {
  items: VisibleMenuEntry[];
  colors: NavColors;
  /** Icons only (unpinned, not hovered). */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** Vertical list of the back-office menu (sidebar and mobile drawer). */
export function SideNav({ items, colors, collapsed = false, onNavigate }: SideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={t('menu.title')} sx={{ px: 1.25, py: 1.5 }} data-testid="side-nav">
      {items.map((item) => {
        // The demo apps' screens sit under their entry's path (/apps/<app>; issue 19).
        const under = import.meta.env.DEMO_APPS && pathname.startsWith(`${item.path}/`);
        const active = pathname === item.path || under || item.children.some((c) => c.path === pathname);
        const label = t(item.label);
        const button = (
          <ListItemButton
            key={item.key}
            component={NavLink}
            to={item.path}
            onClick={onNavigate}
            selected={active}
            aria-current={active ? 'page' : undefined}
            sx={{
              borderRadius: 1.5,
              mb: 0.5,
              minHeight: 46,
              px: collapsed ? 1.5 : 1.75,
              color: colors.fg,
              justifyContent: collapsed ? 'center' : 'flex-start',
              '& .MuiListItemIcon-root': { color: active ? colors.activeFg : colors.muted, minWidth: collapsed ? 0 : 40 },
              '&.Mui-selected, &.Mui-selected:hover': { bgcolor: colors.activeBg, color: colors.activeFg },
              '&:hover': { bgcolor: colors.activeBg },
            }}
          >
            <ListItemIcon>
              <MenuIcon name={item.icon} />
            </ListItemIcon>
            {!collapsed && (
              <ListItemText
                primary={label}
                // A long label wraps rather than being cut ("Unternehmensverwaltung"): hyphenated in the
                // page's language where the browser can, broken inside the word where it cannot.
                slotProps={{
                  primary: {
                    sx: { fontWeight: active ? 650 : 500, fontSize: '0.94rem', lineHeight: 1.3, hyphens: 'auto', overflowWrap: 'anywhere' },
                  },
                }}
                sx={{ my: 0.5, minWidth: 0 }}
              />
            )}
          </ListItemButton>
        );
        return collapsed ? (
          <Hint key={item.key} title={label} placement="right">
            {button}
          </Hint>
        ) : (
          button
        );
      })}
    </List>
  );
}
