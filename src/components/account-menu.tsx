// The account menu of a header (the consumer app's; the back office's user menu is of the same
// make): anchored under its button at the right edge, opening with who is signed in, then one
// entry per place to go, each an icon and a word.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { lazyPart } from '../lib/lazy-part';

// The popup (MUI's Menu, with Popover and Modal) and its entries load after the first screen (issue
// 13): fetched when the browser is idle, or when the menu first opens. The popup waits for the
// entries' part, so that it never opens without them.
const Item = lazyPart(() => import('./account-menu-popup').then((m) => ({ default: m.AccountMenuItem })));
const Popup = lazyPart(() =>
  Promise.all([import('./account-menu-popup'), Item.preload()]).then(([m]) => ({ default: m.AccountMenuPopup })),
);

export function AccountMenu({ anchor, onClose, children }: { anchor: HTMLElement | null; onClose(): void; children: ReactNode }) {
  // Rendered from its first opening on (so that its closing transition plays).
  const [opened, setOpened] = useState(false);
  if (anchor && !opened) setOpened(true);
  return opened ? (
    <Popup anchor={anchor} onClose={onClose}>
      {children}
    </Popup>
  ) : null;
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
  return <Item key={key} icon={icon} label={label} onClick={onClick} testId={testId} />;
}
