// The store's banners on the kiosk's attract screen, one after another: a few seconds each, still under
// prefers-reduced-motion, with a pause button either way (WCAG 2.2.2) and a dot per banner to choose it.
// Loaded after the attract screen itself (the banners come from the network anyway).
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBanner } from '../../../../server/contracts/banners';
import { TIMEOUTS } from '../../../config/constants';

/** As wide as the screen allows while the name, "Touch to order" and the languages still fit its height (3:1 pictures). */
const SHOW_WIDTH = 'min(1400px, calc((100dvh - 820px) * 3))';

/** Clicks on the controls choose or pause a banner, not "start the order". */
const own = (e: MouseEvent) => e.stopPropagation();

export function BannerShow({ banners }: { banners: PublicBanner[] }) {
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
    <Box component="section" aria-roledescription="carousel" aria-label={t('kiosk:attract.banners')} sx={{ width: '100%', maxWidth: SHOW_WIDTH }}>
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
