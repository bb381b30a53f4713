// Back office "Kitchen stations": a store's stations (grill, drinks, …) with the categories and
// products routed to each (a product's own route wins over its category's), when its tickets turn
// to warning and to late, and where lines with no route go. Managers see their own store; company
// users and admins pick one (?company=&store= in the address).
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CategoryDropdownItem, OrderableProduct } from '../../../../server/contracts/catalogue';
import type { KitchenSetup, KitchenStation } from '../../../../server/contracts/kitchen';
import { MultiChoiceSelect } from '../../../components/forms/multi-choice-select';
import { PageHeader } from '../../../components/layouts/page-header';
import { LoadStrip } from '../../../components/lists/load-strip';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { api, unwrap } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { createStation, deleteStation, fetchSetup, saveSettings, setStationStatus, updateStation, type StationInput } from '../api/kitchen-api';

interface Targets {
  categories: CategoryDropdownItem[];
  products: OrderableProduct[];
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function SettingsCard({ setup, onSaved }: { setup: KitchenSetup; onSaved: () => void }) {
  const { t } = useTranslation();
  const [warn, setWarn] = useState(String(setup.settings.warn_minutes));
  const [late, setLate] = useState(String(setup.settings.late_minutes));
  const [fallback, setFallback] = useState(setup.settings.default_station_uuid ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setWarn(String(setup.settings.warn_minutes));
    setLate(String(setup.settings.late_minutes));
    setFallback(setup.settings.default_station_uuid ?? '');
  }, [setup]);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveSettings({ store_uuid: setup.store_uuid, warn_minutes: Number(warn), late_minutes: Number(late), default_station_uuid: fallback || null });
      onSaved();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('kitchen:setup.timing')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('kitchen:setup.timingHelp')}
        </Typography>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField label={t('kitchen:setup.warn')} type="number" value={warn} onChange={(e) => setWarn(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 240 } }} helperText={t('kitchen:setup.minutesHelp')} />
          <TextField label={t('kitchen:setup.late')} type="number" value={late} onChange={(e) => setLate(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 240 } }} helperText={t('kitchen:setup.minutesHelp')} />
          <TextField select label={t('kitchen:setup.fallback')} value={fallback} onChange={(e) => setFallback(e.target.value)}
            sx={{ minWidth: 260 }} helperText={t('kitchen:setup.fallbackHelp')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{t('kitchen:setup.allStations')}</MenuItem>
            {setup.stations.map((s) => (
              <MenuItem key={s.uuid} value={s.uuid}>{s.name}</MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => void save()} disabled={busy} sx={{ minHeight: 48, flexShrink: 0, whiteSpace: 'nowrap' }}>
            {t('kitchen:setup.saveTiming')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function StationDialog({ storeUuid, station, targets, onClose, onSaved }: {
  storeUuid: string;
  station: KitchenStation | null;
  targets: Targets;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<StationInput>({
    name: station?.name ?? '',
    sort_order: station?.sort_order ?? 0,
    category_uuids: station?.category_uuids ?? [],
    product_uuids: station?.product_uuids ?? [],
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const catNames = new Map(targets.categories.map((c) => [c.uuid, c.name]));
  const prodNames = new Map(targets.products.map((p) => [p.uuid, p.name]));
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      if (station) await updateStation(station.uuid, form);
      else await createStation(storeUuid, form);
      onSaved();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="station-dialog-title">
      <DialogTitle id="station-dialog-title">{station ? t('kitchen:setup.editStation') : t('kitchen:setup.addStation')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField label={t('kitchen:setup.name')} value={form.name} required autoFocus
            onChange={(e) => setForm({ ...form, name: e.target.value })} helperText={t('kitchen:setup.nameHelp')} />
          <TextField label={t('kitchen:setup.sortOrder')} type="number" value={form.sort_order}
            onChange={(e) => setForm({ ...form, sort_order: Math.max(0, Number(e.target.value) || 0) })} helperText=" " />
          <MultiChoiceSelect label={t('kitchen:setup.categories')} value={form.category_uuids} choices={targets.categories.map((c) => c.uuid)}
            labelOf={(id) => catNames.get(id) ?? id} onChange={(v) => setForm({ ...form, category_uuids: v })}
            emptyText={t('kitchen:setup.none')} helperText={t('kitchen:setup.categoriesHelp')} testId="station-categories" />
          <MultiChoiceSelect label={t('kitchen:setup.products')} value={form.product_uuids} choices={targets.products.map((p) => p.uuid)}
            labelOf={(id) => prodNames.get(id) ?? id} onChange={(v) => setForm({ ...form, product_uuids: v })}
            emptyText={t('kitchen:setup.none')} helperText={t('kitchen:setup.productsHelp')} testId="station-products" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('kitchen:setup.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !form.name.trim()}>
          {t('kitchen:setup.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function StationRow({ station, targets, onEdit, onChanged }: { station: KitchenStation; targets: Targets; onEdit: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const catNames = new Map(targets.categories.map((c) => [c.uuid, c.name]));
  const prodNames = new Map(targets.products.map((p) => [p.uuid, p.name]));
  const act = (run: () => Promise<unknown>) => run().then(onChanged, (e: unknown) => setError(errorText(e)));
  return (
    <Box component="li" data-testid="station-row" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>{station.name}</Typography>
        <Switch
          checked={station.status === 'active'}
          onChange={(_, on) => void act(() => setStationStatus(station.uuid, on ? 'active' : 'inactive'))}
          slotProps={{ input: { 'aria-label': t('kitchen:setup.activeOne', { name: station.name }) } }}
        />
        <Button onClick={onEdit} aria-label={t('kitchen:setup.editOne', { name: station.name })}>{t('kitchen:setup.edit')}</Button>
        <Button
          color="error"
          onClick={() => window.confirm(t('kitchen:setup.confirmDelete', { name: station.name })) && void act(() => deleteStation(station.uuid))}
          aria-label={t('kitchen:setup.deleteOne', { name: station.name })}>
          {t('kitchen:setup.delete')}
        </Button>
      </Stack>
      {error && <Alert severity="error" sx={{ my: 1 }}>{error}</Alert>}
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
        {station.category_uuids.length + station.product_uuids.length === 0 && (
          <Typography variant="body2" color="text.secondary">{t('kitchen:setup.nothingRouted')}</Typography>
        )}
        {station.category_uuids.map((c) => <Chip key={c} size="small" color="primary" variant="outlined" label={catNames.get(c) ?? c} />)}
        {station.product_uuids.map((p) => <Chip key={p} size="small" color="secondary" label={prodNames.get(p) ?? p} />)}
      </Stack>
    </Box>
  );
}

export default function KitchenSetupPage() {
  const { t } = useTranslation();
  usePageTitle(t('kitchen:setup.title'));
  const user = useCurrentUser();
  const isManager = user?.role === 'manager';
  const [params, setParams] = useSearchParams();
  const scope: Scope = isManager
    ? { store_uuid: user?.store_uuid ?? undefined }
    : { company_uuid: params.get('company') ?? undefined, store_uuid: params.get('store') ?? undefined };
  const storeUuid = scope.store_uuid;
  const setup = useAsync(async (signal) => (storeUuid ? fetchSetup(storeUuid, signal) : null), [storeUuid]);
  const targets = useAsync(async (signal): Promise<Targets> => {
    if (!storeUuid) return { categories: [], products: [] };
    const [categories, products] = await Promise.all([
      api.get<CategoryDropdownItem[]>('/category/dropdown/list', { store_uuid: storeUuid }, { silent: true, signal }).then(unwrap),
      api.get<OrderableProduct[]>('/product/store/order/list', { store_uuid: storeUuid }, { silent: true, signal }).then(unwrap),
    ]);
    return { categories, products };
  }, [storeUuid]);
  const [editing, setEditing] = useState<KitchenStation | 'new' | null>(null);
  const setScope = (next: Scope) => {
    const p = new URLSearchParams();
    if (next.company_uuid) p.set('company', next.company_uuid);
    if (next.store_uuid) p.set('store', next.store_uuid);
    setParams(p, { replace: true });
  };
  const known = targets.data ?? { categories: [], products: [] };

  return (
    <>
      <PageHeader
        title={t('kitchen:setup.title')}
        subtitle={t('kitchen:setup.subtitle')}
        actions={
          setup.data ? (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setEditing('new')}>
              {t('kitchen:setup.addStation')}
            </Button>
          ) : undefined
        }
      />
      {!isManager && (
        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ pb: '8px !important' }}>
            <ScopePicker mode="form" value={scope} onChange={setScope} />
          </CardContent>
        </Card>
      )}
      {!storeUuid && <Alert severity="info" icon={<StorefrontRoundedIcon />}>{t('kitchen:setup.pickStore')}</Alert>}
      {storeUuid && (
        <LoadStrip loading={setup.loading} error={setup.error} onRetry={setup.reload}
          loadingLabel={t('kitchen:setup.loading')} failedMessage={t('kitchen:setup.loadFailed')} errorMargin={2} />
      )}
      {setup.data && (
        <>
          <SettingsCard setup={setup.data} onSaved={setup.reload} />
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">{t('kitchen:setup.stations')}</Typography>
              <Typography color="text.secondary">{t('kitchen:setup.stationsHelp')}</Typography>
              {setup.data.stations.length === 0 && <Alert severity="info" sx={{ mt: 2 }}>{t('kitchen:setup.noStations')}</Alert>}
              <Box component="ul" aria-label={t('kitchen:setup.stations')} sx={{ m: 0, p: 0 }}>
                {setup.data.stations.map((s) => (
                  <StationRow key={s.uuid} station={s} targets={known} onEdit={() => setEditing(s)} onChanged={setup.reload} />
                ))}
              </Box>
            </CardContent>
          </Card>
        </>
      )}
      {editing && storeUuid && (
        <StationDialog
          storeUuid={storeUuid}
          station={editing === 'new' ? null : editing}
          targets={known}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setup.reload();
          }}
        />
      )}
    </>
  );
}
