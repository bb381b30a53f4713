// The company/store of a record, bound to the form's `company_uuid` and `store_uuid`: the scope
// picker (a store of the caller's scope) or one select (ScopeSelect) with the choices given.
import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../server/contracts/auth';
import { useCurrentUser } from '../../lib/use-auth';
import { useScopeOptions } from '../../lib/use-scope-options';
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

type ScopeRecord = Partial<Record<'company_uuid' | 'company_name' | 'store_uuid' | 'store_name', string | null>>;
type ScopeSelectProps = Omit<ComponentProps<typeof ScopeSelect>, 'value' | 'onChange' | 'error' | 'label' | 'fallback'> & {
  name: 'company_uuid' | 'store_uuid';
  /** The edited record: its company or store stays selectable while the list loads (or if it is inactive). */
  record?: ScopeRecord | null;
  fallback?: ComponentProps<typeof ScopeSelect>['fallback'];
  label?: string;
  /** Follows a change (e.g. a new company clears the store). */
  onPick?: (value: string) => void;
  /** What the empty choice is held as. */
  emptyAs?: '' | null;
};

/** A company or store select bound to `company_uuid` or `store_uuid`. */
export function ScopeSelectInput({ name, record, fallback, label, onPick, emptyAs = '', ...rest }: ScopeSelectProps) {
  const { t } = useTranslation();
  const { field, error } = useBoundField(name);
  const kind = name === 'company_uuid' ? 'company' : 'store';
  const uuid = record?.[name];
  return (
    <ScopeSelect
      {...rest}
      label={label ?? t(`form:${kind}`)}
      value={field.value ?? ''}
      fallback={fallback !== undefined ? fallback : uuid ? { uuid, name: record?.[`${kind}_name`] ?? '' } : null}
      error={error}
      onChange={(v) => {
        field.onChange(v === '' ? emptyAs : v);
        onPick?.(v);
      }}
    />
  );
}

/** An administrator's company select (others work in their own): required, fixed once the record exists unless `movable`. */
export function CompanyInput({ record, movable, ...rest }: Omit<ScopeSelectProps, 'name' | 'required' | 'disabled'> & { movable?: boolean }) {
  return <ScopeSelectInput {...rest} name="company_uuid" record={record} required disabled={Boolean(record) && !movable} />;
}

/**
 * A record of a company that may name one of its stores (banners, coupons): an administrator's company
 * select (a new company clears the store), then the stores of that company with `allStores` as the empty
 * choice, held as null.
 */
type CompanyStoreProps = { record?: ScopeRecord | null; allStores: string; storeHelp: string; span?: boolean };
export function CompanyStoreInputs({ record, allStores, storeHelp, span }: CompanyStoreProps) {
  const isAdmin = useCurrentUser()?.role === 'admin';
  const { control, setValue } = useFormContext<{ company_uuid?: string; store_uuid?: string | null }>();
  const company = useWatch({ control, name: 'company_uuid' });
  const scope = useScopeOptions(isAdmin, isAdmin ? company || undefined : undefined);
  return (
    <>
      {isAdmin && <CompanyInput record={record} options={scope.companies} onPick={() => setValue('store_uuid', null)} />}
      <ScopeSelectInput
        name="store_uuid"
        record={record}
        emptyAs={null}
        options={scope.stores}
        emptyLabel={allStores}
        disabled={isAdmin && !company}
        helperText={storeHelp}
        span={span}
      />
    </>
  );
}
