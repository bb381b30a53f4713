// The kiosk's idle screen: the store's name, its banners one after another (banner-show.tsx), a large
// "Touch to order" and the language choice. A touch anywhere but on the language, pause and banner
// buttons starts the order.
import TouchAppRoundedIcon from '@mui/icons-material/TouchAppRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBanner } from '../../../../server/contracts/banners';
import { LANGUAGES } from '../../../config/constants';
import { toSupportedLanguage } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';

/** Clicks on these do their own thing, not "start the order". */
const own = (e: MouseEvent) => e.stopPropagation();

/** Until its chunk is there, the banners' place is kept, so nothing below moves. */
const BannerShow = lazyPart(
  () => import('./banner-show').then((m) => ({ default: m.BannerShow })),
  <Box sx={{ width: '100%', maxWidth: 'min(1400px, calc((100dvh - 820px) * 3))', aspectRatio: '3 / 1' }} />,
);

export function AttractScreen({ storeName, companyName, banners, onStart }: {
  storeName: string;
  companyName: string;
  banners: PublicBanner[];
  onStart(): void;
}) {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Box
      onClick={onStart}
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-evenly',
        gap: 4,
        p: { xs: 3, md: 6 },
        textAlign: 'center',
        cursor: 'pointer',
        background: (theme) => `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        color: 'primary.contrastText',
      }}
    >
      <Stack spacing={1}>
        <Typography variant="h5" component="p" sx={{ opacity: 0.9, fontSize: { xs: '1.4rem', md: '2rem' } }}>
          {companyName}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.6rem', md: '4.5rem' } }}>
          {storeName}
        </Typography>
      </Stack>
      {banners.length > 0 && <BannerShow banners={banners} />}
      <Button
        onClick={(e) => {
          own(e);
          onStart();
        }}
        variant="contained"
        color="secondary"
        startIcon={<TouchAppRoundedIcon sx={{ fontSize: '4rem !important' }} />}
        sx={{ fontSize: { xs: '2rem', md: '3.2rem' }, fontWeight: 800, px: { xs: 5, md: 8 }, py: { xs: 3, md: 4 }, borderRadius: 8, boxShadow: 8 }}
        data-testid="kiosk-start"
      >
        {t('kiosk:attract.touch')}
      </Button>
      <Stack spacing={2} sx={{ alignItems: 'center' }} onClick={own}>
        <Typography component="h2" variant="h5">
          {t('kiosk:attract.language')}
        </Typography>
        <Stack direction="row" spacing={2} role="group" aria-label={t('kiosk:attract.language')} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 2 }}>
          {LANGUAGES.map((l) => (
            <Button
              key={l.code}
              lang={l.code}
              variant={l.code === current ? 'contained' : 'outlined'}
              color="inherit"
              aria-pressed={l.code === current}
              onClick={() => void i18n.changeLanguage(l.code)}
              sx={{
                minWidth: 200,
                minHeight: 80,
                fontSize: '1.5rem',
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
