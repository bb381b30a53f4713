import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store';
import { COLOR_PALETTES } from './create-app-theme';
import {
  COLOR_THEMES,
  LAYOUTS,
  MENU_BEHAVIOURS,
  MENU_PLACEMENTS,
  NAV_COLORS,
  RADII,
  SIDEBAR,
  settingsActions,
  type SettingChange,
  type ThemeSettings,
} from './theme-settings-slice';

const NAV_LABEL: Record<ThemeSettings['navColor'], string> = { default: 'settings.navDefault', light: 'settings.navLight', dark: 'settings.navDark' };

/** Every theme option of spec section 3; changes apply at once and are remembered on this device. */
export function ThemeSettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((s) => s.settings.theme);
  const set = <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K] | null) => {
    if (value !== null) dispatch(settingsActions.settingChanged({ key, value } as SettingChange));
  };

  const group = <K extends Exclude<keyof ThemeSettings, 'color'>>(
    key: K,
    title: string,
    options: readonly ThemeSettings[K][],
    label: (v: ThemeSettings[K]) => string,
  ) => (
    <Box>
      <Typography variant="subtitle2" component="h3" id={`settings-${key}`} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={settings[key]}
        onChange={(_e, v: ThemeSettings[K] | null) => set(key, v)}
        aria-labelledby={`settings-${key}`}
      >
        {options.map((o) => (
          <ToggleButton key={String(o)} value={o as string} data-testid={`setting-${key}-${String(o)}`}>
            {label(o)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto' }} data-testid="theme-settings">
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('settings.color')}
          </Typography>
          <Box role="radiogroup" aria-label={t('settings.color')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1.25 }}>
            {COLOR_THEMES.map((c) => {
              const p = COLOR_PALETTES[c];
              const selected = settings.color === c;
              return (
                <Tooltip key={c} title={t(`settings.colors.${c}`)}>
                  <Box
                    component="button"
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={t(`settings.colors.${c}`)}
                    data-testid={`setting-color-${c}`}
                    onClick={() => set('color', c)}
                    sx={{
                      aspectRatio: '1',
                      borderRadius: 2,
                      cursor: 'pointer',
                      border: 2,
                      borderColor: selected ? 'text.primary' : 'divider',
                      background: `linear-gradient(135deg, ${p.background} 0 50%, ${p.primary} 50% 100%)`,
                      display: 'grid',
                      placeItems: 'center',
                      color: '#fff',
                      p: 0,
                      '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                    }}
                  >
                    {selected && <CheckRoundedIcon fontSize="small" sx={{ filter: 'drop-shadow(0 0 2px rgba(0,0,0,.6))' }} />}
                  </Box>
                </Tooltip>
              );
            })}
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t(`settings.colors.${settings.color}`)}
          </Typography>
        </Box>
        {group('navColor', t('settings.navColor'), NAV_COLORS, (v) => t(NAV_LABEL[v]))}
        {group('menuPlacement', t('settings.menuPlacement'), MENU_PLACEMENTS, (v) => t(`settings.${v}`))}
        {group('menuBehaviour', t('settings.behaviour'), MENU_BEHAVIOURS, (v) => t(`settings.${v}`))}
        {group('layout', t('settings.layout'), LAYOUTS, (v) => t(`settings.${v}`))}
        {group('radius', t('settings.radius'), RADII, (v) => t(`settings.${v}`))}
        {group('sidebar', t('settings.sidebar'), SIDEBAR, (v) => t(`settings.${v}`))}
        <Alert severity="info" variant="outlined">
          {t('settings.breakpointHint')}
        </Alert>
        <Button variant="outlined" onClick={() => dispatch(settingsActions.settingsReset())}>
          {t('settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
