import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../config/constants';
import { toSupportedLanguage } from '../lib/i18n';

/** EN / ES / DE switch; the choice is remembered by the language detector in localStorage. */
/** `touch`: at least 48 px high and wide, for kiosk and till screens. */
export function LanguageSwitcher({ color = 'inherit', touch = false }: { color?: 'inherit' | 'primary'; touch?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const short = LANGUAGES.find((l) => l.code === current)?.short ?? 'EN';
  return (
    <>
      <Button
        color={color}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<TranslateRoundedIcon />}
        aria-label={`${t('common.language')}: ${short}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        data-testid="language-switcher"
        sx={{ minWidth: touch ? 64 : 0, minHeight: touch ? 48 : undefined, fontWeight: 700 }}
      >
        {short}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lang) => (
          <MenuItem
            key={lang.code}
            selected={lang.code === current}
            lang={lang.code}
            onClick={() => {
              void i18n.changeLanguage(lang.code);
              setAnchor(null);
            }}
          >
            <ListItemText primary={lang.label} secondary={lang.short} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
