// The till's kitchen screen (/app/cashier/kitchen): pick a station (or the expeditor), then its
// board. The choice is kept in the address (?station=<uuid> or ?station=expeditor) so a screen that
// reloads comes back to the same board. The store's stations are read once per tab and kept, so a
// kitchen that lost its network can still switch boards.
import RestaurantRoundedIcon from '@mui/icons-material/RestaurantRounded';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { KitchenSetup } from '../../../../server/contracts/kitchen';
import { PageLoader } from '../../../components/feedback/page-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchSetup } from '../api/kitchen-api';
import { ExpeditorBoard } from './expeditor-board';
import { StationBoard } from './station-board';

const EXPEDITOR = 'expeditor';
const setups = new Map<string, KitchenSetup>();

export default function KitchenScreen({ storeUuid }: { storeUuid: string }) {
  const [params, setParams] = useSearchParams();
  const [setup, setSetup] = useState<KitchenSetup | null>(() => setups.get(storeUuid) ?? null);
  const [error, setError] = useState<Error | null>(null);
  const [tick, setTick] = useState(0);
  const chosen = params.get('station');

  useEffect(() => {
    const controller = new AbortController();
    fetchSetup(storeUuid, controller.signal)
      .then((s) => {
        setups.set(storeUuid, s);
        setSetup(s);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e : new Error(String(e)));
      });
    return () => controller.abort();
  }, [storeUuid, tick]);

  const choose = (station: string | null) => setParams(station ? { station } : {}, { replace: false });
  const stations = (setup?.stations ?? []).filter((s) => s.status === 'active');
  const station = stations.find((s) => s.uuid === chosen);

  if (chosen === EXPEDITOR && setup) return <ExpeditorBoard storeUuid={storeUuid} onChange={() => choose(null)} />;
  if (station) {
    return <StationBoard key={station.uuid} storeUuid={storeUuid} stationUuid={station.uuid} stationName={station.name} onChange={() => choose(null)} />;
  }
  if (!setup && !error) return <PageLoader />;
  return <Picker setup={setup} error={error} onRetry={() => setTick((n) => n + 1)} onChoose={choose} />;
}

function Picker({ setup, error, onRetry, onChoose }: {
  setup: KitchenSetup | null;
  error: Error | null;
  onRetry: () => void;
  onChoose: (station: string) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('kitchen:picker.title'));
  const stations = (setup?.stations ?? []).filter((s) => s.status === 'active');
  const big = { minHeight: 96, fontSize: 26, fontWeight: 800, justifyContent: 'flex-start', px: 3 } as const;
  return (
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', bgcolor: 'grey.900', color: 'common.white', p: 3 }}>
      <Typography component="h1" sx={{ fontSize: 32, fontWeight: 900, mb: 2 }}>
        {t('kitchen:picker.title')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={onRetry}>{t('kitchen:picker.retry')}</Button>}>
          {t('kitchen:picker.loadFailed')}
        </Alert>
      )}
      {setup && stations.length === 0 && <Alert severity="info" sx={{ mb: 2, fontSize: 18 }}>{t('kitchen:picker.none')}</Alert>}
      <Box
        component="ul"
        aria-label={t('kitchen:picker.list')}
        sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}
      >
        {stations.map((s) => (
          <Box component="li" key={s.uuid} sx={{ listStyle: 'none' }}>
            <Button fullWidth variant="contained" startIcon={<RestaurantRoundedIcon />} onClick={() => onChoose(s.uuid)} sx={big}>
              {s.name}
            </Button>
          </Box>
        ))}
        {setup && stations.length > 0 && (
          <Box component="li" sx={{ listStyle: 'none' }}>
            <Button fullWidth variant="contained" color="success" startIcon={<FactCheckRoundedIcon />} onClick={() => onChoose(EXPEDITOR)} sx={big}>
              {t('kitchen:picker.expeditor')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
