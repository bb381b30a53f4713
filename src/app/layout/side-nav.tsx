import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Hint } from '../../components/hint';
import { MenuIcon } from '../../components/menu-icon';
import { menuEntryActive, type VisibleMenuEntry } from '../../lib/access';
import { lazyPart, type LazyPart } from '../../lib/lazy-part';
import type { NavColors } from '../theme/create-app-theme';
import type { SideNavGroup } from './nav-group';
import { sideEntrySx, sideLabelSx } from './nav-style';

interface SideNavProps {
  items: VisibleMenuEntry[];
  colors: NavColors;
  /** Icons only (unpinned, not hovered). */
  collapsed?: boolean;
  onNavigate?: () => void;
}

// A group of the menu (an entry with entries of its own: the demo apps') comes in a part of its own,
// asked for only when a menu has one, so the frame's first load does not carry it.
let group: LazyPart<typeof SideNavGroup> | null = null;
const groupPart = () => (group ??= lazyPart(() => import('./nav-group').then((m) => ({ default: m.SideNavGroup }))));

/** Vertical list of the back-office menu (sidebar and mobile drawer). An entry with entries of its own is a group that opens them. */
export function SideNav({ items, colors, collapsed = false, onNavigate }: SideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={t('menu.title')} sx={{ px: 1.25, py: 1.5 }} data-testid="side-nav">
      {items.map((item) => {
        const active = menuEntryActive(item, pathname);
        if (item.children.length > 0) {
          const Group = groupPart();
          return <Group key={item.key} item={item} active={active} collapsed={collapsed} colors={colors} onNavigate={onNavigate} />;
        }
        const label = t(item.label);
        const button = (
          <ListItemButton
            key={item.key}
            component={NavLink}
            to={item.path}
            end
            onClick={onNavigate}
            selected={active}
            aria-current={active ? 'page' : undefined}
            sx={sideEntrySx(active, collapsed, colors)}
          >
            <ListItemIcon>
              <MenuIcon name={item.icon} />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={label} slotProps={{ primary: { sx: sideLabelSx(active) } }} sx={{ my: 0.5, minWidth: 0 }} />}
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
