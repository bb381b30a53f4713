import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, TIMEOUTS } from '../../config/constants';

interface SearchFieldProps {
  label: string;
  /** Called with the term once typing pauses; '' while the term is shorter than 2 characters. */
  onSearch: (term: string) => void;
  initial?: string;
}

/** A search box that applies a term only from 2 characters on (spec section 5), debounced. */
export function SearchField({ label, onSearch, initial = '' }: SearchFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const callback = useRef(onSearch);
  callback.current = onSearch;
  const lastSent = useRef(initial.trim().length >= LIMITS.searchMinLength ? initial.trim() : '');

  useEffect(() => {
    const trimmed = value.trim();
    const term = trimmed.length >= LIMITS.searchMinLength ? trimmed : '';
    if (term === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = term;
      callback.current(term);
    }, TIMEOUTS.searchDebounce);
    return () => window.clearTimeout(timer);
  }, [value]);

  const tooShort = value.trim().length > 0 && value.trim().length < LIMITS.searchMinLength;
  // TextField's parts, without TextField: it imports Select (with Menu, Popover and Modal) for its
  // `select` mode, about 20 KiB of a phone's first load of the store menu (issue 13).
  const id = useId();
  return (
    <FormControl size="small" sx={{ maxWidth: { sm: 360 } }}>
      <InputLabel htmlFor={`${id}-input`}>{label}</InputLabel>
      <OutlinedInput
        id={`${id}-input`}
        type="search"
        label={label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        inputProps={{ 'aria-describedby': `${id}-hint` }}
        startAdornment={
          <InputAdornment position="start">
            <SearchRoundedIcon fontSize="small" />
          </InputAdornment>
        }
        endAdornment={
          value ? (
            <InputAdornment position="end">
              <IconButton size="small" onClick={() => setValue('')} aria-label={t('common.clearSearch')}>
                <ClearRoundedIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      <FormHelperText id={`${id}-hint`}>{tooShort ? t('common.searchHint') : ' '}</FormHelperText>
    </FormControl>
  );
}
