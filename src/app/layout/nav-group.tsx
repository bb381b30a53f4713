// A group of the back-office menu: an entry with entries of its own (the demo apps' "Demo apps", issue
// 19). In the vertical menu its heading opens and closes its entries, in the horizontal one a button
// opens them in a menu. Loaded only when a menu has a group (side-nav.tsx, top-nav.tsx).
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/menu-icon';
import { menuEntryActive, type VisibleMenuEntry } from '../../lib/access';
import type { NavColors } from '../theme/create-app-theme';
import { sideEntrySx, sideLabelSx, topEntrySx } from './nav-style';

interface GroupProps {
  item: VisibleMenuEntry;
  /** One of its entries is the page. */
  active: boolean;
  colors: NavColors;
}

/**
 * The group in the vertical menu: open while one of its entries is the page, and as the person leaves
 * it otherwise. The icons-only rail shows the heading alone; it widens on hover or focus and then
 * shows the entries.
 */
export function SideNavGroup({ item, active, colors, collapsed, onNavigate }: GroupProps & { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(active);
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  // Opened when one of its pages is reached another way (a link in a page, the address bar).
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const label = t(item.label);
  const shown = open && !collapsed;
  // A long menu scrolls its open group's page into sight (the group sits at the end of the back office's menu).
  useEffect(() => {
    if (shown && active) list.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, active]);
  const heading = (
    <ListItemButton
      onClick={() => setOpen((o) => !o)}
      aria-expanded={shown}
      aria-controls={shown ? listId : undefined}
      data-testid={`nav-group-${item.key}`}
      sx={{ ...sideEntrySx(active, collapsed, colors), ...(active && { color: colors.activeFg }) }}
    >
      <ListItemIcon>
        <MenuIcon name={item.icon} />
      </ListItemIcon>
      {!collapsed && (
        <>
          <ListItemText primary={label} slotProps={{ primary: { sx: sideLabelSx(active) } }} sx={{ my: 0.5, minWidth: 0 }} />
          <ExpandMoreRoundedIcon sx={{ color: colors.muted, transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />
        </>
      )}
    </ListItemButton>
  );
  return (
    <>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {heading}
        </Tooltip>
      ) : (
        heading
      )}
      {shown && (
        <List ref={list} id={listId} component="div" role="group" disablePadding aria-label={label} sx={{ mb: 0.5 }}>
          {item.children.map((c) => {
            const here = menuEntryActive(c, pathname);
            return (
              <ListItemButton
                key={c.key}
                component={NavLink}
                to={c.path}
                end
                onClick={onNavigate}
                selected={here}
                aria-current={here ? 'page' : undefined}
                sx={{
                  ...sideEntrySx(here, false, colors),
                  minHeight: 38,
                  mb: 0.25,
                  // Under the heading's text, with a dot where an icon would be.
                  pl: 2.5,
                  '&::before': {
                    content: '""',
                    width: 6,
                    height: 6,
                    borderRadius: '50%',
                    mr: 3.25,
                    flexShrink: 0,
                    bgcolor: here ? colors.activeFg : colors.muted,
                    opacity: here ? 1 : 0.6,
                  },
                }}
              >
                <ListItemText
                  primary={t(c.label)}
                  slotProps={{ primary: { sx: { ...sideLabelSx(here), fontSize: '0.9rem' } } }}
                  sx={{ my: 0.25, minWidth: 0 }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </>
  );
}

/** The group in the horizontal menu: a button that opens its entries. */
export function TopNavGroup({ item, active, colors }: GroupProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid={`nav-group-${item.key}`}
        startIcon={<MenuIcon name={item.icon} fontSize="small" />}
        endIcon={<ExpandMoreRoundedIcon fontSize="small" />}
        sx={topEntrySx(active, colors)}
      >
        {t(item.label)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-label': t(item.label) } }}>
        {item.children.map((c) => {
          const here = menuEntryActive(c, pathname);
          return (
            <MenuItem key={c.key} component={NavLink} to={c.path} end onClick={close} selected={here} aria-current={here ? 'page' : undefined}>
              {t(c.label)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
