// The consumer of a report's user filter: a searchable list of the consumers in the caller's scope
// (an admin's narrowed to the chosen company), from /user/dropdown.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumerOption } from '../../../../server/contracts/reports';
import { LIMITS, TIMEOUTS } from '../../../config/constants';
import { useAsync } from '../../../lib/use-async';
import { listConsumerOptions } from '../api/reports-api';

interface ConsumerPickerProps {
  isAdmin: boolean;
  companyUuid: string | undefined;
  value: { uuid: string; name: string } | null;
  onChange: (next: { uuid: string; name: string } | null) => void;
  size?: 'small' | 'medium';
}

export function ConsumerPicker({ isAdmin, companyUuid, value, onChange, size = 'small' }: ConsumerPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const trimmed = input.trim();
    const next = trimmed.length >= LIMITS.searchMinLength && trimmed !== value?.name ? trimmed : '';
    const timer = window.setTimeout(() => setTerm(next), TIMEOUTS.searchDebounce);
    return () => window.clearTimeout(timer);
  }, [input, value?.name]);
  const options = useAsync<ConsumerOption[]>((signal) => listConsumerOptions(isAdmin, companyUuid, term, signal), [isAdmin, companyUuid, term]);
  const list = options.data ?? [];
  const selected: ConsumerOption | null = value ? (list.find((o) => o.uuid === value.uuid) ?? { uuid: value.uuid, name: value.name, mobile: null }) : null;

  return (
    <Autocomplete
      size={size}
      options={list}
      value={selected}
      loading={options.loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.uuid}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      onChange={(_e, o) => onChange(o ? { uuid: o.uuid, name: o.name } : null)}
      onInputChange={(_e, v) => setInput(v)}
      noOptionsText={options.error ? t('reports:filters.consumersFailed') : t('reports:filters.noConsumers')}
      loadingText={t('reports:filters.loadingConsumers')}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {o.mobile ? `${o.name} · ${o.mobile}` : o.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('reports:filters.consumer')}
          placeholder={t('reports:filters.anyConsumer')}
          helperText=" "
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      sx={{ width: { xs: '100%', sm: 240 } }}
      data-testid="report-consumer"
    />
  );
}
