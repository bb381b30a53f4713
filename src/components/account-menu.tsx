// The account menu of a header (the consumer app's; the back office's user menu is of the same
// make): anchored under its button at the right edge, opening with who is signed in, then one
// entry per place to go, each an icon and a word.
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function AccountMenu({ anchor, onClose, children }: { anchor: HTMLElement | null; onClose(): void; children: ReactNode }) {
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

/** Who is signed in: the name, then the e-mail (or mobile), then whatever the caller adds. */
export function AccountHeading({ name, contact, children }: { name: string; contact: string | null | undefined; children?: ReactNode }) {
  return (
    <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
      <Typography sx={{ fontWeight: 650 }} noWrap>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {contact}
      </Typography>
      {children}
    </Box>
  );
}

export interface AccountMenuEntry {
  key: string;
  icon: ReactNode;
  label: string;
  onClick(): void;
  testId?: string;
}

/** One entry of the menu. A function, not a component: MUI's Menu reads its direct children. */
export function accountMenuItem({ key, icon, label, onClick, testId }: AccountMenuEntry) {
  return (
    <MenuItem key={key} onClick={onClick} data-testid={testId}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
}
