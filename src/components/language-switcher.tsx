import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../config/constants';
import { lazyPart } from '../lib/lazy-part';
import { toSupportedLanguage } from '../lib/i18n';

const LanguageMenu = lazyPart(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** EN / ES / DE switch; the choice is remembered by the language detector in localStorage. */
/** `touch`: at least 48 px high and wide, for kiosk and till screens. */
export function LanguageSwitcher({ color = 'inherit', touch = false }: { color?: 'inherit' | 'primary'; touch?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Kept once opened, so that the menu's closing transition plays.
  const [opened, setOpened] = useState(false);
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const short = LANGUAGES.find((l) => l.code === current)?.short ?? 'EN';
  return (
    <>
      <Button
        color={color}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={() => void LanguageMenu.preload()}
        startIcon={<TranslateRoundedIcon />}
        aria-label={`${t('common.language')}: ${short}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        data-testid="language-switcher"
        sx={{ minWidth: touch ? 64 : 0, minHeight: touch ? 48 : undefined, fontWeight: 700 }}
      >
        {short}
      </Button>
      {/* Rendered once opened; its chunk is fetched when the page is idle, or on a pointer's approach. */}
      {opened && (
        <LanguageMenu
          anchor={anchor}
          current={current}
          onClose={() => setAnchor(null)}
          onChoose={(code) => {
            void i18n.changeLanguage(code);
            setAnchor(null);
          }}
        />
      )}
    </>
  );
}
