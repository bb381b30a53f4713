// The customer-facing pickup screen of one store (/pickup/:storeSlug), for a screen over the
// counter: order numbers being prepared and ready for pickup, updated live from the store's public
// pickup room. Public on purpose: the screen is opened once on a display with no staff signed in,
// and it carries order numbers and statuses only (the server sends nothing else to that room).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PickupEntry } from '../../../../server/contracts/pickup';
import { PageLoader } from '../../../components/feedback/page-loader';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { followPickup, onPickupUpdate, unfollowPickup } from '../../../lib/socket';
import { onMissedEvents } from '../hooks/on-missed-events';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchPickupBoard } from '../api/cashier-api';

const PREPARING = new Set(['placed', 'accepted', 'preparing']);

function Column({ title, entries, ready }: { title: string; entries: PickupEntry[]; ready: boolean }) {
  return (
    <Box
      component="section"
      aria-label={title}
      data-column={ready ? 'ready' : 'preparing'}
      sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', bgcolor: ready ? 'success.dark' : 'grey.800', borderRadius: 3, p: 2 }}
    >
      <Typography component="h2" sx={{ fontSize: 'clamp(24px, 4vw, 48px)', fontWeight: 800, color: 'common.white', mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12ch), 1fr))',
          fontSize: 'clamp(24px, 2.6vw, 52px)',
          alignContent: 'start',
        }}
      >
        {entries.map((e) => (
          <Box
            component="li"
            key={e.order_id}
            sx={{
              bgcolor: ready ? 'common.white' : 'grey.700',
              color: ready ? 'success.dark' : 'common.white',
              borderRadius: 2,
              py: 1.5,
              px: 1,
              textAlign: 'center',
              fontSize: 'inherit',
              fontWeight: 800,
              whiteSpace: 'nowrap',
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            }}
          >
            {e.order_id.replace(/^ORD-/, '')}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default function PickupPage() {
  const { t } = useTranslation();
  const { storeSlug = '' } = useParams();
  const [storeName, setStoreName] = useState<string | null>(null);
  const [entries, setEntries] = useState<Record<string, PickupEntry>>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  usePageTitle(storeName ? t('cashier:pickup.titleOf', { store: storeName }) : t('cashier:pickup.title'));

  useEffect(() => {
    const controller = new AbortController();
    fetchPickupBoard(storeSlug, controller.signal)
      .then((board) => {
        setStoreName(board.store.name);
        // Events that came in during the load are newer than the list.
        setEntries((prev) => {
          const next: Record<string, PickupEntry> = {};
          for (const e of board.orders) next[e.order_id] = e;
          for (const [id, e] of Object.entries(prev)) if (!next[id] || next[id].updated_at < e.updated_at) next[id] = e;
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
    const off = onPickupUpdate((e) =>
      setEntries((prev) => {
        const old = prev[e.order_id];
        if (old && old.updated_at > e.updated_at) return prev;
        return { ...prev, [e.order_id]: e };
      }),
    );
    const offMissed = onMissedEvents(() => setTick((n) => n + 1));
    return () => {
      off();
      offMissed();
      unfollowPickup(storeSlug);
    };
  }, [storeSlug]);

  if (loading && !storeName) return <PageLoader />;
  const all = Object.values(entries).sort((a, b) => a.updated_at.localeCompare(b.updated_at));
  const preparing = all.filter((e) => PREPARING.has(e.status));
  const ready = all.filter((e) => e.status === 'ready').reverse();

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'grey.900', color: 'common.white', display: 'flex', flexDirection: 'column', p: { xs: 1.5, md: 3 }, gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography component="h1" sx={{ flex: 1, fontSize: 'clamp(22px, 3vw, 40px)', fontWeight: 700 }}>
          {storeName ?? t('cashier:pickup.title')}
        </Typography>
        <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1 }}>
          <LanguageSwitcher />
        </Box>
      </Box>
      {error && (
        <Alert severity="error" action={<Button onClick={() => setTick((n) => n + 1)}>{t('cashier:retry')}</Button>}>
          {error}
        </Alert>
      )}
      <Box sx={{ flex: 1, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <Column title={t('cashier:pickup.preparing')} entries={preparing} ready={false} />
        <Column title={t('cashier:pickup.ready')} entries={ready} ready />
      </Box>
    </Box>
  );
}
