// A consumer search box: type two characters of a name, e-mail, mobile or employee code and pick
// one of the consumers the server finds in the caller's scope.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../server/contracts/users';
import { LIMITS, TIMEOUTS } from '../../config/constants';
import { consumerLabel, searchConsumers } from '../../lib/consumer-lookup';

interface ConsumerPickerProps {
  value: UserRow | null;
  onChange: (consumer: UserRow | null) => void;
  label?: string;
  error?: string;
  size?: 'small' | 'medium';
}

export function ConsumerPicker({ value, onChange, label, error, size = 'medium' }: ConsumerPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<UserRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const term = input.trim();
    if (term.length < LIMITS.searchMinLength || (value && consumerLabel(value) === input)) {
      setOptions(value ? [value] : []);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      setFailed(null);
      searchConsumers(term, controller.signal)
        .then((rows) => setOptions(rows))
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setFailed(err instanceof Error ? err.message : String(err));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, TIMEOUTS.searchDebounce);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [input, value]);

  return (
    <Autocomplete
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      options={options}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={consumerLabel}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      noOptionsText={input.trim().length < LIMITS.searchMinLength ? t('backoffice:consumerPicker.typeMore') : t('backoffice:consumerPicker.none')}
      loadingText={t('backoffice:consumerPicker.searching')}
      sx={{ width: { xs: '100%', sm: 420 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size={size}
          label={label ?? t('backoffice:consumerPicker.label')}
          error={Boolean(error || failed)}
          helperText={error ?? failed ?? t('backoffice:consumerPicker.help')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'consumer-picker' } }}
        />
      )}
    />
  );
}
