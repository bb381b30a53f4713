// The filter fields of a report (spec section 7): search, company and store (by scope), consumer,
// status, payment method and the period. /report applies each change at once; /addreport collects
// them and opens the report.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '../../../../server/contracts/orders';
import { SearchField } from '../../../components/forms/search-field';
import { ScopePicker } from '../../../components/scope/scope-picker';
import { filterProblems, periodDates, periodOfDates, PERIODS, type Period, type ReportFilters, type ReportLevel } from '../report-filters';
import { ConsumerPicker } from './consumer-picker';

export interface FilterValue {
  filters: ReportFilters;
  customer?: string;
}

interface ReportFilterFieldsProps {
  level: ReportLevel;
  value: FilterValue;
  onChange: (next: FilterValue) => void;
  size?: 'small' | 'medium';
}

const narrow = { width: { xs: '100%', sm: 170 } };

export function ReportFilterFields({ level, value, onChange, size = 'small' }: ReportFilterFieldsProps) {
  const { t } = useTranslation();
  const f = value.filters;
  const set = (patch: Partial<ReportFilters>, customer = value.customer) => onChange({ filters: { ...f, ...patch }, customer });
  const problems = filterProblems(f);
  const period = periodOfDates(f.start_date, f.end_date);
  const shownPeriod: Period | '' = !f.start_date && !f.end_date ? '' : period;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <SearchField label={t('reports:filters.search')} initial={f.search ?? ''} onSearch={(term) => set({ search: term || undefined })} />
      <ScopePicker
        mode="filter"
        value={{ company_uuid: f.company_uuid, store_uuid: f.store_uuid }}
        onChange={(next) => {
          // A consumer belongs to a company: a new company forgets the consumer chosen for another.
          const companyChanged = level === 'admin' && next.company_uuid !== f.company_uuid;
          set({ ...next, ...(companyChanged ? { user_uuid: undefined } : {}) }, companyChanged ? undefined : value.customer);
        }}
      />
      <ConsumerPicker
        isAdmin={level === 'admin'}
        companyUuid={f.company_uuid}
        size={size}
        value={f.user_uuid ? { uuid: f.user_uuid, name: value.customer ?? '' } : null}
        onChange={(c) => set({ user_uuid: c?.uuid }, c?.name)}
      />
      <TextField
        select
        size={size}
        label={t('reports:filters.status')}
        value={f.order_status ?? ''}
        onChange={(e) => set({ order_status: (e.target.value || undefined) as OrderStatus | undefined })}
        helperText=" "
        sx={narrow}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="report-status"
      >
        <MenuItem value="">{t('reports:filters.anyStatus')}</MenuItem>
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`reports:status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size={size}
        label={t('reports:filters.payment')}
        value={f.payment_method ?? ''}
        onChange={(e) => set({ payment_method: (e.target.value || undefined) as PaymentMethod | undefined })}
        helperText=" "
        sx={narrow}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="report-payment"
      >
        <MenuItem value="">{t('reports:filters.anyPayment')}</MenuItem>
        {PAYMENT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {t(`reports:pay.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size={size}
        label={t('reports:filters.period')}
        value={shownPeriod}
        onChange={(e) => {
          const p = e.target.value as Period | '';
          if (p === '') set({ start_date: undefined, end_date: undefined });
          else if (p !== 'custom') set(periodDates(p));
          else if (!f.start_date && !f.end_date) set(periodDates('thisMonth'));
        }}
        helperText=" "
        sx={narrow}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="report-period"
      >
        <MenuItem value="">{t('reports:filters.allTime')}</MenuItem>
        {PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`reports:periods.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {(
        [
          ['start_date', 'from'],
          ['end_date', 'to'],
        ] as const
      ).map(([key, label]) => (
        <TextField
          key={key}
          type="date"
          size={size}
          label={t(`reports:filters.${label}`)}
          value={f[key] ?? ''}
          onChange={(e) => set({ [key]: e.target.value || undefined })}
          error={Boolean(problems[key])}
          helperText={problems[key] ? t(`reports:${problems[key]}`) : ' '}
          sx={narrow}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}
