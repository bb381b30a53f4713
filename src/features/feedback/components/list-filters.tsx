// The filter row shared by the feedback and review lists: search, company/store (not for a store
// role, who sees their own store) and, for order feedback, a date range.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/forms/search-field';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { LIMITS } from '../../../config/constants';

export interface FilterState {
  scope: Scope;
  search: string;
  startDate: string;
  endDate: string;
  pagenum: number;
  limit: number;
}

export function useListFilters() {
  const [state, setState] = useState<FilterState>({ scope: {}, search: '', startDate: '', endDate: '', pagenum: 0, limit: LIMITS.defaultPageSize });
  /** Any filter change goes back to the first page. */
  const change = (patch: Partial<Omit<FilterState, 'pagenum'>>) => setState((s) => ({ ...s, ...patch, pagenum: 0 }));
  const setPage = (pagenum: number) => setState((s) => ({ ...s, pagenum }));
  const filtered = Boolean(state.search || state.startDate || state.endDate || state.scope.company_uuid || state.scope.store_uuid);
  const dateRangeBad = Boolean(state.startDate && state.endDate && state.startDate > state.endDate);
  return { state, change, setPage, filtered, dateRangeBad };
}

interface ListFiltersProps {
  filters: ReturnType<typeof useListFilters>;
  searchLabel: string;
  showScope: boolean;
  withDates: boolean;
}

export function ListFilters({ filters, searchLabel, showScope, withDates }: ListFiltersProps) {
  const { t } = useTranslation();
  const { state, change, dateRangeBad } = filters;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <SearchField label={searchLabel} onSearch={(search) => change({ search })} />
      {showScope && <ScopePicker mode="filter" value={state.scope} onChange={(scope) => change({ scope })} />}
      {withDates &&
        (
          [
            ['from', 'startDate'],
            ['to', 'endDate'],
          ] as const
        ).map(([label, key]) => (
          <TextField
            key={key}
            type="date"
            size="small"
            label={t(`backoffice:filters.${label}`)}
            value={state[key]}
            onChange={(e) => change({ [key]: e.target.value })}
            error={key === 'endDate' && dateRangeBad}
            helperText={key === 'endDate' && dateRangeBad ? t('backoffice:filters.dateOrder') : ' '}
            sx={{ width: { xs: '100%', sm: 170 } }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
    </Stack>
  );
}
