// A touch keyboard for the kiosk's few text fields (the name the order is called by): large letter keys
// in the layout of the guest's language (QWERTY, QWERTZ with Ä Ö Ü ß, QWERTY with Ñ), space, a hyphen
// and an apostrophe for names, backspace and Done. Each key is a button with its own accessible name;
// the field it types into stays a normal text field, so a hardware keyboard or a scanner works too.
// Names are written as they are said: a letter after a space, a hyphen or at the start is a capital.
import BackspaceRoundedIcon from '@mui/icons-material/BackspaceRounded';
import KeyboardReturnRoundedIcon from '@mui/icons-material/KeyboardReturnRounded';
import KeyboardRoundedIcon from '@mui/icons-material/KeyboardRounded';
import SpaceBarRoundedIcon from '@mui/icons-material/SpaceBarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '../../../lib/i18n';
import { CODE_ROWS, KEY_ROWS, pressCodeKey, pressKey, typedLetter } from '../keyboard-typing';

const keySx = {
  minWidth: 0,
  minHeight: 76,
  fontSize: '1.7rem',
  fontWeight: 700,
  textTransform: 'none',
  px: 0,
  borderRadius: 2,
} as const;

export function OnScreenKeyboard({ value, onChange, onDone, maxLength = 120, labelledBy, kind = 'name' }: {
  value: string;
  /** A name (the language's letters, capitals at the start of words, a space) or a code (digits and capitals, no space). */
  kind?: 'name' | 'code';
  onChange(next: string): void;
  onDone(): void;
  maxLength?: number;
  /** The id of the label of the field the keyboard types into. */
  labelledBy?: string;
}) {
  const { t, i18n } = useTranslation();
  const code = kind === 'code';
  const rows = code ? CODE_ROWS : KEY_ROWS[toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)];
  const columns = Math.max(...rows.map((r) => Array.from(r).length));
  const press = (key: string | 'backspace' | 'space') => onChange((code ? pressCodeKey : pressKey)(value, key, maxLength));
  return (
    <Box
      role="group"
      aria-label={t('kiosk:keyboard.label')}
      aria-describedby={labelledBy}
      data-testid="kiosk-keyboard"
      sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 3, bgcolor: 'action.hover', userSelect: 'none', touchAction: 'manipulation' }}
    >
      {rows.map((row) => (
        <Box key={row} sx={{ display: 'grid', gap: 1, gridTemplateColumns: `repeat(${columns}, 1fr)`, justifyContent: 'center' }}>
          {Array.from(row).map((k) => {
            const typed = code ? k : typedLetter(value, k);
            return (
              <Button key={k} variant="outlined" color="inherit" sx={{ ...keySx, bgcolor: 'background.paper' }} onClick={() => press(k)}>
                {typed}
              </Button>
            );
          })}
        </Box>
      ))}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: code ? '1fr 1fr' : '2fr 5fr 3fr' }}>
        <Button
          variant="outlined"
          color="inherit"
          sx={{ ...keySx, bgcolor: 'background.paper' }}
          onClick={() => press('backspace')}
          aria-label={t('kiosk:keyboard.backspace')}
        >
          <BackspaceRoundedIcon fontSize="large" aria-hidden />
        </Button>
        {!code && (
          <Button
            variant="outlined"
            color="inherit"
            sx={{ ...keySx, fontSize: '1.3rem', bgcolor: 'background.paper' }}
            onClick={() => press('space')}
            aria-label={t('kiosk:keyboard.space')}
            startIcon={<SpaceBarRoundedIcon aria-hidden />}
          >
            {t('kiosk:keyboard.space')}
          </Button>
        )}
        <Button variant="contained" sx={{ ...keySx, fontSize: '1.3rem' }} onClick={onDone} startIcon={<KeyboardReturnRoundedIcon aria-hidden />}>
          {t('kiosk:keyboard.done')}
        </Button>
      </Box>
    </Box>
  );
}

/** The field's end button that shows or hides the on-screen keyboard below it (`controls`: the keyboard's id). */
export function KeyboardToggle({ open, onToggle, controls, large = false }: { open: boolean; onToggle(): void; controls: string; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <InputAdornment position="end">
      <IconButton
        onClick={onToggle}
        aria-label={open ? t('kiosk:keyboard.hide') : t('kiosk:keyboard.show')}
        aria-expanded={open}
        aria-controls={controls}
        sx={{ width: large ? 64 : 56, height: large ? 64 : 56 }}
      >
        <KeyboardRoundedIcon fontSize={large ? 'large' : 'medium'} />
      </IconButton>
    </InputAdornment>
  );
}
