// The company/store of a record, bound to the form's `company_uuid` and `store_uuid`: the scope
// picker (a store of the caller's scope) or one select (ScopeSelect) with the choices given.
import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AuthUser } from '../../../server/contracts/auth';
import { ScopeSelect } from '../scope/company-store-pickers';
import { ScopePicker, type Scope } from '../scope/scope-picker';
import { useBoundField } from './fields';

/** Where a new record goes by default: a manager's own store; an edited one stays where it is. */
export function initialScope(record: { company_uuid: string; store_uuid: string } | null, user: AuthUser | null): Scope {
  if (record) return { company_uuid: record.company_uuid, store_uuid: record.store_uuid };
  return user?.role === 'manager' ? { store_uuid: user.store_uuid ?? undefined } : {};
}

export function ScopeInput({ locked, lockedStoreName, onScopeChange }: { locked: boolean; lockedStoreName?: string; onScopeChange?: (next: Scope) => void }) {
  const { control, setValue } = useFormContext<Scope>();
  const company = useWatch({ control, name: 'company_uuid' });
  const { field, error } = useBoundField('store_uuid');
  return (
    <Box sx={{ mb: 1 }}>
    <ScopePicker
      mode="form"
      value={{ company_uuid: company, store_uuid: field.value }}
      onChange={(next) => {
        setValue('company_uuid', next.company_uuid, { shouldDirty: true });
        field.onChange(next.store_uuid);
        onScopeChange?.(next);
      }}
      locked={locked}
      lockedStoreName={lockedStoreName}
      error={error}
    />
    </Box>
  );
}

/** A company or store select bound to `name`; `onPick` follows a change (e.g. clearing the store); the empty choice is held as `emptyAs`. */
export function ScopeSelectInput({ name, onPick, emptyAs = '', ...rest }: { name: string; onPick?: (value: string) => void; emptyAs?: '' | null } & Omit<ComponentProps<typeof ScopeSelect>, 'value' | 'onChange' | 'error'>) {
  const { field, error } = useBoundField(name);
  return (
    <ScopeSelect
      {...rest}
      value={field.value ?? ''}
      error={error}
      onChange={(v) => {
        field.onChange(v === '' ? emptyAs : v);
        onPick?.(v);
      }}
    />
  );
}
