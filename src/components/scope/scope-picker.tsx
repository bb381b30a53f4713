// Company and store pickers that follow the caller's scope: an admin picks a company, then one of
// its stores; a company user picks one of the company's stores; a manager is fixed to their store.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../lib/use-async';
import { useCurrentUser } from '../../lib/use-auth';
import { listCompanyOptions, listStoreOptions } from '../../lib/scope-api';

export interface Scope {
  company_uuid?: string;
  store_uuid?: string;
}

interface ScopePickerProps {
  value: Scope;
  onChange: (next: Scope) => void;
  /** "filter" offers "all" choices; "form" asks for one store. */
  mode: 'filter' | 'form';
  /** A record being edited stays in its store. */
  locked?: boolean;
  error?: string;
  /** Shown when the store is locked (edit) and the pickers have no list to name it from. */
  lockedStoreName?: string;
}

const ALL = '';

export function ScopePicker({ value, onChange, mode, locked, error, lockedStoreName }: ScopePickerProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const role = user?.role;
  const isAdmin = role === 'admin';
  const isManager = role === 'manager';
  const companies = useAsync(async (signal) => (isAdmin && !locked ? listCompanyOptions(signal) : []), [isAdmin, locked]);
  const stores = useAsync(
    async (signal) =>
      isManager || locked || (isAdmin && mode === 'form' && !value.company_uuid)
        ? []
        : listStoreOptions(isAdmin ? value.company_uuid : undefined, signal),
    [isManager, locked, isAdmin, mode, value.company_uuid],
  );
  const width = { xs: '100%', sm: 240 };

  if (isManager || locked) {
    return (
      <TextField
        size={mode === 'filter' ? 'small' : 'medium'}
        label={t('scope.store')}
        value={lockedStoreName ?? user?.store_name ?? ''}
        disabled
        helperText={mode === 'form' ? (locked ? t('scope.storeLocked') : t('scope.ownStore')) : ' '}
        sx={{ width }}
      />
    );
  }

  const storeList = stores.data ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      {isAdmin && (
        <TextField
          select
          size={mode === 'filter' ? 'small' : 'medium'}
          label={t('scope.company')}
          value={value.company_uuid ?? ALL}
          onChange={(e) => onChange({ company_uuid: e.target.value || undefined, store_uuid: undefined })}
          helperText={mode === 'form' ? t('scope.companyHelp') : ' '}
          sx={{ width }}
          slotProps={{ select: { displayEmpty: mode === 'filter' }, inputLabel: { shrink: mode === 'filter' ? true : undefined } }}
          data-testid="scope-company"
        >
          {mode === 'filter' && <MenuItem value={ALL}>{t('scope.allCompanies')}</MenuItem>}
          {(companies.data ?? []).map((c) => (
            <MenuItem key={c.uuid} value={c.uuid}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size={mode === 'filter' ? 'small' : 'medium'}
        label={t('scope.store')}
        required={mode === 'form'}
        value={storeList.some((s) => s.uuid === value.store_uuid) ? value.store_uuid : ALL}
        onChange={(e) => {
          const store = storeList.find((s) => s.uuid === e.target.value);
          onChange({ company_uuid: store?.company_uuid ?? value.company_uuid, store_uuid: store?.uuid });
        }}
        disabled={isAdmin && mode === 'form' && !value.company_uuid}
        error={Boolean(error)}
        helperText={error || (isAdmin && mode === 'form' && !value.company_uuid ? t('scope.pickCompanyFirst') : ' ')}
        sx={{ width }}
        slotProps={{ select: { displayEmpty: mode === 'filter' }, inputLabel: { shrink: mode === 'filter' ? true : undefined } }}
        data-testid="scope-store"
      >
        {mode === 'filter' && <MenuItem value={ALL}>{t('scope.allStores')}</MenuItem>}
        {storeList.map((s) => (
          <MenuItem key={s.uuid} value={s.uuid}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
