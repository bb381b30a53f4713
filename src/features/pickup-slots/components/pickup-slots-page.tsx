// Back office: a store's pickup slots (issue 15) — whether consumers may order ahead for a pickup
// time, slot length, capacity (orders, items or both), how far ahead and the cut-off, the daily
// hours slots are offered in, the kitchen's prep lead time and its pace for the wait estimate. A
// manager gets their own store; a company user or admin picks one (?company=&store=, which the
// store list's link fills in).
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pickupSettingsBodySchema, type PickupSettings, type PickupSettingsBody } from '../../../../server/contracts/pickup-slots';
import { FieldGrid, FormCard, NumberInput, SwitchInput, TextInput, useSchemaForm } from '../../../components/form';
import { PageHeader } from '../../../components/layouts/page-header';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchPickupSettings, savePickupSettings } from '../api/pickup-slots-api';

const Section = ({ children }: { children: string }) => (
  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
    {children}
  </Typography>
);

function SettingsForm({ settings, onSaved }: { settings: PickupSettings; onSaved: (s: PickupSettings) => void }) {
  const { t } = useTranslation();
  const { store_uuid: storeUuid, saved: _saved, updated_at: _at, ...values } = settings;
  const state = useSchemaForm<PickupSettingsBody, PickupSettingsBody>({
    schema: pickupSettingsBodySchema,
    defaultValues: values,
    messages: {
      slot_minutes: 'slots:settings.invalid',
      orders_per_slot: 'slots:settings.invalid',
      items_per_slot: 'slots:settings.invalid',
      ahead_hours: 'slots:settings.invalid',
      cutoff_minutes: 'slots:settings.invalid',
      prep_lead_minutes: 'slots:settings.invalid',
      minutes_per_order: 'slots:settings.invalid',
    },
    save: (body) => savePickupSettings(storeUuid, body),
    done: (answer) => onSaved(answer as PickupSettings),
  });
  return (
    <FormCard state={state} cancelTo={paths.backOffice.dashboard} submitLabel={t('slots:settings.save')}>
      {!settings.saved && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="pickup-settings-unsaved">
          {t('slots:settings.notSaved')}
        </Alert>
      )}
      <SwitchInput name="enabled" label={() => t('slots:settings.enabled')} />
      <Section>{t('slots:settings.capacity')}</Section>
      <FieldGrid>
        <NumberInput name="slot_minutes" label={t('slots:settings.slotMinutes')} />
        <NumberInput name="orders_per_slot" label={t('slots:settings.ordersPerSlot')} blank={null} help={t('slots:settings.noLimit')} />
        <NumberInput name="items_per_slot" label={t('slots:settings.itemsPerSlot')} blank={null} help={t('slots:settings.noLimit')} />
      </FieldGrid>
      <Section>{t('slots:settings.timing')}</Section>
      <FieldGrid>
        <TextInput name="opens_at" label={t('slots:settings.opensAt')} help={t('slots:settings.hoursHelp')} placeholder="07:30" />
        <TextInput name="closes_at" label={t('slots:settings.closesAt')} placeholder="21:00" />
        <NumberInput name="ahead_hours" label={t('slots:settings.aheadHours')} />
        <NumberInput name="cutoff_minutes" label={t('slots:settings.cutoffMinutes')} help={t('slots:settings.cutoffHelp')} />
      </FieldGrid>
      <Section>{t('slots:settings.kitchen')}</Section>
      <FieldGrid>
        <NumberInput name="prep_lead_minutes" label={t('slots:settings.prepLeadMinutes')} help={t('slots:settings.prepLeadHelp')} />
        <NumberInput name="minutes_per_order" label={t('slots:settings.minutesPerOrder')} help={t('slots:settings.minutesPerOrderHelp')} />
      </FieldGrid>
    </FormCard>
  );
}

export default function PickupSlotsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('slots:settings.title'));
  const [params, setParams] = useSearchParams();
  const isManager = user?.role === 'manager';
  const scope: Scope = isManager
    ? { store_uuid: user?.store_uuid ?? undefined }
    : { company_uuid: params.get('company') ?? undefined, store_uuid: params.get('store') ?? undefined };
  const storeUuid = scope.store_uuid;
  const settings = useAsync((signal) => (storeUuid ? fetchPickupSettings(storeUuid, signal) : Promise.resolve(null)), [storeUuid]);

  const setScope = (next: Scope) => {
    const p = new URLSearchParams();
    if (next.company_uuid) p.set('company', next.company_uuid);
    if (next.store_uuid) p.set('store', next.store_uuid);
    setParams(p, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('slots:settings.title')} subtitle={t('slots:settings.subtitle')} />
      {!isManager && (
        <Card sx={{ mb: 3, maxWidth: 880 }}>
          <CardContent sx={{ pb: '8px !important' }}>
            <ScopePicker mode="form" value={scope} onChange={setScope} />
          </CardContent>
        </Card>
      )}
      {!storeUuid && (
        <Alert severity="info" icon={<EventAvailableRoundedIcon />} sx={{ maxWidth: 880 }}>
          {t('slots:settings.pickStore')}
        </Alert>
      )}
      {settings.loading && <LinearProgress aria-label={t('slots:settings.title')} sx={{ maxWidth: 880, mb: 1 }} />}
      {settings.error && <Alert severity="error">{settings.error.message}</Alert>}
      {settings.data && (
        <SettingsForm
          key={`${settings.data.store_uuid}:${settings.data.updated_at ?? ''}`}
          settings={settings.data}
          onSaved={(s) => settings.setData(() => s)}
        />
      )}
    </>
  );
}
