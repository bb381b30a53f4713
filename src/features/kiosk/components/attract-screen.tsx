// The kiosk's idle screen: the store's name, its banners one after another (a few seconds each; still
// under prefers-reduced-motion, with a pause button either way, WCAG 2.2.2), a large "Touch to order"
// and the language choice. A touch anywhere but on the language, pause and banner-choice buttons starts
// the order.
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import TouchAppRoundedIcon from '@mui/icons-material/TouchAppRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBanner } from '../../../../server/contracts/banners';
import { LANGUAGES, TIMEOUTS } from '../../../config/constants';
import { toSupportedLanguage } from '../../../lib/i18n';

/** Clicks on these do their own thing, not "start the order". */
const own = (e: MouseEvent) => e.stopPropagation();

function BannerShow({ banners }: { banners: PublicBanner[] }) {
  const { t } = useTranslation();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const count = banners.length;
  const moving = count > 1 && !reduced && !paused;
  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TIMEOUTS.kioskBanner);
    return () => window.clearInterval(timer);
  }, [moving, count]);
  const shown = index % count;
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('kiosk:attract.banners')} sx={{ width: '100%', maxWidth: 1400 }}>
      <Box
        sx={{ position: 'relative', width: '100%', aspectRatio: '3 / 1', borderRadius: 4, overflow: 'hidden', boxShadow: 12, bgcolor: 'action.hover' }}
        aria-live={moving ? 'off' : 'polite'}
      >
        {banners.map((b, i) => (
          <Box
            key={b.uuid}
            component="img"
            src={b.image}
            // The pictures carry their own lettering (3:1); the title and subtitle are their alternative text.
            alt={[b.title, b.subtitle].filter(Boolean).join('. ')}
            aria-hidden={i !== shown}
            data-testid="kiosk-banner"
            data-shown={i === shown}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: i === shown ? 1 : 0,
              visibility: i === shown ? 'visible' : 'hidden',
              transition: reduced ? 'none' : 'opacity 600ms ease, visibility 600ms',
            }}
          />
        ))}
      </Box>
      {count > 1 && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 1.5 }} onClick={own}>
          <IconButton
            onClick={() => setPaused((p) => !p)}
            aria-label={paused || reduced ? t('kiosk:attract.play') : t('kiosk:attract.pause')}
            aria-pressed={paused}
            disabled={reduced}
            sx={{ color: 'inherit', width: 56, height: 56 }}
          >
            {paused || reduced ? <PlayArrowRoundedIcon /> : <PauseRoundedIcon />}
          </IconButton>
          {banners.map((b, i) => (
            <Box
              key={b.uuid}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('kiosk:attract.bannerN', { n: i + 1, count, title: b.title })}
              aria-current={i === shown}
              sx={{ width: 48, height: 48, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', display: 'grid', placeItems: 'center' }}
            >
              <Box sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: 'common.white', opacity: i === shown ? 1 : 0.45 }} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

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
