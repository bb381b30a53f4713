// The account menu's popup and its entries: a part of its own (account-menu.tsx loads it when the
// browser is idle, or when the menu opens first), so that MUI's Menu is no part of a first screen.
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export function AccountMenuPopup({ anchor, onClose, children }: { anchor: HTMLElement | null; onClose(): void; children: ReactNode }) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {children}
    </Menu>
  );
}

/** One entry; MUI's MenuList gives it focus props (autoFocus, tabIndex), passed on to the MenuItem. */
export function AccountMenuItem({ icon, label, testId, ...rest }: { icon: ReactNode; label: string; testId?: string } & MenuItemProps) {
  return (
    <MenuItem {...rest} data-testid={testId}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
}
