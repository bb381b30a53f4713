import TouchAppRoundedIcon from '@mui/icons-material/TouchAppRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../config/constants';
import { toSupportedLanguage } from '../../../lib/i18n';

/** The idle screen: the store's name, "Touch to order" and the language choice. */
export function AttractScreen({ storeName, companyName, onStart }: { storeName: string; companyName: string; onStart(): void }) {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 4, md: 6 },
        p: 4,
        textAlign: 'center',
        background: (theme) => `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        color: 'primary.contrastText',
      }}
    >
      <Stack spacing={1}>
        <Typography variant="h5" component="p" sx={{ opacity: 0.9 }}>
          {companyName}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.4rem', md: '4rem' } }}>
          {storeName}
        </Typography>
      </Stack>
      <Button
        onClick={onStart}
        variant="contained"
        color="secondary"
        startIcon={<TouchAppRoundedIcon sx={{ fontSize: '3rem !important' }} />}
        sx={{ fontSize: { xs: '1.8rem', md: '2.6rem' }, fontWeight: 800, px: 6, py: 3, borderRadius: 6, boxShadow: 8 }}
        data-testid="kiosk-start"
      >
        {t('kiosk:attract.touch')}
      </Button>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          {t('kiosk:attract.language')}
        </Typography>
        <Stack direction="row" spacing={2} role="group" aria-label={t('kiosk:attract.language')}>
          {LANGUAGES.map((l) => (
            <Button
              key={l.code}
              lang={l.code}
              variant={l.code === current ? 'contained' : 'outlined'}
              color="inherit"
              aria-pressed={l.code === current}
              onClick={() => void i18n.changeLanguage(l.code)}
              sx={{
                minWidth: 140,
                minHeight: 64,
                fontSize: '1.25rem',
                borderWidth: 2,
                ...(l.code === current ? { bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } } : { color: 'common.white' }),
              }}
            >
              {l.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
