// The customer-facing pickup screen of one store (/pickup/:storeSlug), for a screen over the
// counter: call numbers being prepared and ready for pickup, updated live from the store's public
// pickup room. Public on purpose: the screen is opened once on a display with no staff signed in,
// and it carries call numbers and statuses only (and first names where the store shows them; the
// socket carries no names, so the board is read again when one changes). An order turning ready is
// highlighted for a few seconds (a pulse, or a still highlight with prefers-reduced-motion) and a
// chime plays once audio is unlocked. Every number fits the screen (pickup-layout.ts): the type
// shrinks with the count and, past the smallest readable size, a column turns pages.
import VolumeOffRoundedIcon from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRoundedIcon from '@mui/icons-material/VolumeUpRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PickupEntry } from '../../../../server/contracts/pickup';
import { PageLoader } from '../../../components/feedback/page-loader';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { STORAGE_KEYS } from '../../../config/constants';
import { followPickup, onPickupUpdate, unfollowPickup } from '../../../lib/socket';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchPickupBoard } from '../api/cashier-api';
import { audioLocked, chime, onAudioState, unlockAudio } from '../chime';
import { onMissedEvents } from '../hooks/on-missed-events';
import { fitTiles } from '../pickup-layout';

const PREPARING = new Set(['placed', 'accepted', 'preparing']);
/** How long an order that turned ready stays highlighted. */
const HIGHLIGHT_MS = 10_000;
/** How long a page of a column that does not fit stays up. */
const PAGE_MS = 8_000;

const label = (e: PickupEntry) => e.call_number ?? e.order_id.replace(/^ORD-/, '');

function soundWanted(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.pickupSound) !== 'off';
  } catch {
    return true;
  }
}

/** The content box of an element, kept up to date. */
function useBoxSize<T extends HTMLElement>(): [React.RefObject<T | null>, { width: number; height: number }] {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

function Column({ title, entries, ready, fresh, showNames, share }: {
  title: string;
  entries: PickupEntry[];
  ready: boolean;
  fresh: Set<string>;
  showNames: boolean;
  /** Its part of the screen's width. */
  share: number;
}) {
  const { t } = useTranslation();
  const [bodyRef, size] = useBoxSize<HTMLDivElement>();
  // Tiles are sized for call numbers; an older order's longer id is set smaller to fit the same tile.
  const chars = Math.max(5, ...entries.map((e) => e.call_number?.length ?? 0));
  const gap = 12;
  const fit = fitTiles({
    width: size.width,
    height: size.height,
    count: entries.length,
    chars,
    gap,
    minFont: 30,
    maxFont: ready ? 150 : 100,
    withName: showNames,
  });
  const pages = Math.max(1, Math.ceil(entries.length / Math.max(1, fit.perPage)));
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pages <= 1) return undefined;
    const timer = window.setInterval(() => setPage((p) => p + 1), PAGE_MS);
    return () => window.clearInterval(timer);
  }, [pages]);
  const current = page % pages;
  const shown = pages > 1 ? entries.slice(current * fit.perPage, (current + 1) * fit.perPage) : entries;
  const headingId = `pickup-${ready ? 'ready' : 'preparing'}-heading`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-column={ready ? 'ready' : 'preparing'}
      sx={{
        flex: { xs: 1, md: `${share} 1 0` },
        minWidth: 0,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: ready ? 'success.dark' : 'grey.800',
        borderRadius: 3,
        p: { xs: 1.5, md: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5 }}>
        <Typography
          id={headingId}
          component="h2"
          sx={{ flex: 1, fontSize: 'clamp(24px, 3.4vw, 64px)', fontWeight: 800, color: 'common.white', lineHeight: 1.1 }}
        >
          {title}
        </Typography>
        {pages > 1 && (
          <Typography sx={{ color: 'common.white', fontSize: 'clamp(16px, 1.6vw, 30px)', fontWeight: 700 }} data-testid="pickup-page-of">
            {t('cashier:pickup.pageOf', { page: current + 1, pages })}
          </Typography>
        )}
      </Box>
      <Box ref={bodyRef} sx={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: `${gap}px`,
            gridTemplateColumns: `repeat(${fit.columns}, minmax(0, 1fr))`,
            alignContent: 'start',
          }}
        >
          {shown.map((e) => {
            const isFresh = fresh.has(e.order_id);
            return (
              <Box
                component="li"
                key={e.order_id}
                data-testid="pickup-entry"
                data-order-id={e.order_id}
                data-fresh={isFresh ? 'true' : undefined}
                sx={{
                  bgcolor: isFresh ? 'warning.light' : ready ? 'common.white' : 'grey.700',
                  color: isFresh ? 'common.black' : ready ? 'success.dark' : 'common.white',
                  outline: isFresh ? '6px solid' : 'none',
                  outlineColor: 'warning.main',
                  borderRadius: 2,
                  py: `${Math.round(fit.fontPx * 0.2)}px`,
                  px: 1,
                  textAlign: 'center',
                  fontWeight: 900,
                  lineHeight: 1.1,
                  overflow: 'hidden',
                  animation: isFresh ? 'pickup-ready 1.2s ease-in-out 5' : undefined,
                  '@keyframes pickup-ready': { '50%': { transform: 'scale(1.08)', boxShadow: '0 0 40px 10px rgba(255, 214, 0, 0.9)' } },
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              >
                <Box
                  component="span"
                  data-testid="pickup-call-number"
                  sx={{
                    display: 'block',
                    fontSize: `${Math.floor(fit.fontPx * Math.min(1, chars / label(e).length))}px`,
                    lineHeight: `${fit.fontPx * 1.1}px`,
                    whiteSpace: 'nowrap',
                    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                  }}
                >
                  {label(e)}
                </Box>
                {showNames && e.name && (
                  <Box
                    component="span"
                    sx={{
                      display: 'block',
                      fontSize: `${Math.round(fit.fontPx * 0.45)}px`,
                      fontWeight: 700,
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {e.name}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

/** Sound on or off (kept on this screen), and whether the browser still needs a touch before it plays. */
function useSound(): { wanted: boolean; locked: boolean; toggle: () => void } {
  const [wanted, setWanted] = useState(soundWanted);
  const locked = useSyncExternalStore(onAudioState, audioLocked, () => false);
  // Any touch or key on the page unlocks audio (browsers need a gesture).
  useEffect(() => {
    const unlock = () => void unlockAudio();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
  const toggle = useCallback(() => {
    setWanted((w) => {
      try {
        window.localStorage.setItem(STORAGE_KEYS.pickupSound, w ? 'off' : 'on');
      } catch {
        /* storage disabled: the choice lasts for this tab */
      }
      return !w;
    });
    void unlockAudio();
  }, []);
  return { wanted, locked, toggle };
}

export default function PickupPage() {
  const { t } = useTranslation();
  const { storeSlug = '' } = useParams();
  const [storeName, setStoreName] = useState<string | null>(null);
  const [showNames, setShowNames] = useState(false);
  const [entries, setEntries] = useState<Record<string, PickupEntry>>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const [freshAt, setFreshAt] = useState<Record<string, number>>({});
  const sound = useSound();
  const soundRef = useRef(sound.wanted);
  soundRef.current = sound.wanted;
  const showNamesRef = useRef(false);
  showNamesRef.current = showNames;
  /** Each order's last known status, to tell the moment one turns ready (read in the socket handler). */
  const known = useRef<Record<string, { status: string; updated_at: string }>>({});
  usePageTitle(storeName ? t('cashier:pickup.titleOf', { store: storeName }) : t('cashier:pickup.title'));

  useEffect(() => {
    const controller = new AbortController();
    fetchPickupBoard(storeSlug, controller.signal)
      .then((board) => {
        setStoreName(board.store.name);
        setShowNames(board.store.show_names);
        for (const e of board.orders) {
          const seen = known.current[e.order_id];
          if (!seen || seen.updated_at < e.updated_at) known.current[e.order_id] = { status: e.status, updated_at: e.updated_at };
        }
        // Events that came in during the load are newer than the list (names come from the list).
        setEntries((prev) => {
          const next: Record<string, PickupEntry> = {};
          for (const e of board.orders) next[e.order_id] = e;
          for (const [id, e] of Object.entries(prev)) {
            if (!next[id] || next[id].updated_at < e.updated_at) next[id] = { ...e, name: next[id]?.name ?? e.name };
          }
          return next;
        });
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [storeSlug, tick]);

  useEffect(() => {
    void followPickup(storeSlug);
    let reread: number | undefined;
    const off = onPickupUpdate((e) => {
      const seen = known.current[e.order_id];
      if (seen && seen.updated_at > e.updated_at) return;
      const turnedReady = e.status === 'ready' && seen?.status !== 'ready';
      known.current[e.order_id] = { status: e.status, updated_at: e.updated_at };
      setEntries((prev) => {
        const old = prev[e.order_id];
        if (old && old.updated_at > e.updated_at) return prev;
        return { ...prev, [e.order_id]: { ...e, name: old?.name } };
      });
      if (turnedReady) {
        setFreshAt((f) => ({ ...f, [e.order_id]: Date.now() }));
        if (soundRef.current) chime();
      }
      // The room carries no names: where the store shows them, read the board again (once for a burst).
      if (showNamesRef.current) {
        window.clearTimeout(reread);
        reread = window.setTimeout(() => setTick((n) => n + 1), 500);
      }
    });
    const offMissed = onMissedEvents(() => setTick((n) => n + 1));
    return () => {
      off();
      offMissed();
      window.clearTimeout(reread);
      unfollowPickup(storeSlug);
    };
  }, [storeSlug]);

  // A highlight ends after HIGHLIGHT_MS.
  useEffect(() => {
    const ids = Object.keys(freshAt);
    if (ids.length === 0) return undefined;
    const soonest = Math.min(...ids.map((id) => freshAt[id]));
    const timer = window.setTimeout(
      () => setFreshAt((f) => Object.fromEntries(Object.entries(f).filter(([, at]) => Date.now() - at < HIGHLIGHT_MS))),
      Math.max(0, soonest + HIGHLIGHT_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [freshAt]);

  if (loading && !storeName) return <PageLoader />;
  const all = Object.values(entries).sort((a, b) => a.updated_at.localeCompare(b.updated_at));
  const preparing = all.filter((e) => PREPARING.has(e.status));
  const ready = all.filter((e) => e.status === 'ready').reverse();
  const fresh = new Set(Object.keys(freshAt));
  const announced = ready.filter((e) => fresh.has(e.order_id)).map(label);
  // The space follows the numbers, the ready ones keeping at least 40% (they are the ones people look for).
  const readyShare = Math.min(0.7, Math.max(0.4, (ready.length + 1) / (ready.length + preparing.length + 2)));

  return (
    <Box
      sx={{
        height: '100dvh',
        overflow: 'hidden',
        bgcolor: 'grey.900',
        color: 'common.white',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1.5, md: 2.5 },
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" sx={{ flex: 1, fontSize: 'clamp(22px, 2.6vw, 44px)', fontWeight: 700 }}>
          {storeName ?? t('cashier:pickup.title')}
        </Typography>
        {sound.wanted && sound.locked && (
          <Button variant="contained" color="warning" size="small" startIcon={<VolumeUpRoundedIcon />} onClick={() => void unlockAudio()}>
            {t('cashier:pickup.unlockSound')}
          </Button>
        )}
        <IconButton
          onClick={sound.toggle}
          aria-pressed={sound.wanted}
          aria-label={t('cashier:pickup.chime')}
          title={sound.wanted ? t('cashier:pickup.soundOn') : t('cashier:pickup.soundOff')}
          sx={{ color: 'common.white' }}
        >
          {sound.wanted ? <VolumeUpRoundedIcon /> : <VolumeOffRoundedIcon />}
        </IconButton>
        <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1 }}>
          <LanguageSwitcher />
        </Box>
      </Box>
      {error && (
        <Alert severity="error" action={<Button onClick={() => setTick((n) => n + 1)}>{t('cashier:retry')}</Button>}>
          {error}
        </Alert>
      )}
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: '-1px' }}
      >
        {announced.length > 0 ? t('cashier:pickup.nowReady', { numbers: announced.join(', ') }) : ''}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <Column title={t('cashier:pickup.preparing')} entries={preparing} ready={false} fresh={fresh} showNames={showNames} share={1 - readyShare} />
        <Column title={t('cashier:pickup.ready')} entries={ready} ready fresh={fresh} showNames={showNames} share={readyShare} />
      </Box>
    </Box>
  );
}
