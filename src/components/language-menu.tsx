// The language switcher's menu: a part of its own, loaded when the switcher is first opened (or the
// browser is idle), so that MUI's Menu (Popover, Modal, transitions) is no part of a first screen
// (issue 13).
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type LanguageCode } from '../config/constants';

export function LanguageMenu({
  anchor,
  current,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  current: LanguageCode;
  onClose: () => void;
  onChoose: (code: LanguageCode) => void;
}) {
  return (
    <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((lang) => (
        <MenuItem key={lang.code} selected={lang.code === current} lang={lang.code} onClick={() => onChoose(lang.code)}>
          <ListItemText primary={lang.label} secondary={lang.short} />
        </MenuItem>
      ))}
    </Menu>
  );
}
