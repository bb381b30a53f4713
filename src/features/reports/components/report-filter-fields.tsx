// The filter fields of a report (spec section 7): search, company and store (by scope), consumer,
// status, payment method and the period. /report applies each change at once; /addreport collects
// them and opens the report.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, PAYMENT_METHODS, } from '../../../../server/contracts/orders';
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

/** The "any …" filters: the filter's key, its choices, its words in reports.json and the field's test id. */
const CHOICE_FILTERS = [
  { key: 'order_status', choices: ORDER_STATUSES, label: 'status', any: 'anyStatus', words: 'status', testId: 'report-status' },
  { key: 'payment_method', choices: PAYMENT_METHODS, label: 'payment', any: 'anyPayment', words: 'pay', testId: 'report-payment' },
] as const;

interface ChoiceFieldProps<V extends string> {
  label: string;
  value: V | '' | undefined;
  /** undefined when the person picks the empty choice ("any status", "all time"). */
  onChange: (next: V | undefined) => void;
  any: string;
  choices: readonly V[];
  text: (choice: V) => string;
  testId: string;
  size: 'small' | 'medium';
}

/** A narrow select whose first, empty choice means "any": status, payment method and period. */
function ChoiceField<V extends string>({ label, value, onChange, any, choices, text, testId, size }: ChoiceFieldProps<V>) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      helperText=" "
      sx={narrow}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      <MenuItem value="">{any}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c} value={c}>
          {text(c)}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
      {CHOICE_FILTERS.map((c) => (
        <ChoiceField<string>
          key={c.key}
          size={size}
          label={t(`reports:filters.${c.label}`)}
          value={f[c.key]}
          onChange={(next) => set({ [c.key]: next } as Partial<ReportFilters>)}
          any={t(`reports:filters.${c.any}`)}
          choices={c.choices}
          text={(v) => t(`reports:${c.words}.${v}`)}
          testId={c.testId}
        />
      ))}
      <ChoiceField
        size={size}
        label={t('reports:filters.period')}
        value={shownPeriod}
        onChange={(p) => {
          if (p === undefined) set({ start_date: undefined, end_date: undefined });
          else if (p !== 'custom') set(periodDates(p));
          else if (!f.start_date && !f.end_date) set(periodDates('thisMonth'));
        }}
        any={t('reports:filters.allTime')}
        choices={PERIODS}
        text={(p) => t(`reports:periods.${p}`)}
        testId="report-period"
      />
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
