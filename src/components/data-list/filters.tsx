// The filter fields of a list, bound to its address-bar filters (useDataList's `filter`/`setFilters`).
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScopeOptions } from '../../lib/use-scope-options';
import { ScopePicker } from '../scope/scope-picker';

/** The part of a list's state the filters need. */
interface FilterHost {
  filter: (name: string) => string;
  setFilters: (patch: Record<string, string | boolean | null>) => void;
}
const read = (list: FilterHost, name: string): string => list.filter(name);
const write = (list: FilterHost, patch: Record<string, string | boolean | null>) => list.setFilters(patch);

/**
 * Company and store (`company_uuid`, `store_uuid`), as the caller's scope allows; `companyOnly` drops the
 * store; `clears` names filters that depend on the scope (a category of the old store).
 */
export function ScopeFilter({
  list,
  companyOnly,
  clears = [],
  allCompanies,
}: {
  list: FilterHost;
  companyOnly?: boolean;
  clears?: string[];
  allCompanies?: string;
}) {
  if (companyOnly) return <CompanyFilter list={list} all={allCompanies} />;
  return (
    <ScopePicker
      mode="filter"
      value={{ company_uuid: read(list, 'company_uuid') || undefined, store_uuid: companyOnly ? undefined : read(list, 'store_uuid') || undefined }}
      onChange={(next) =>
        write(list, {
          ...Object.fromEntries(clears.map((k) => [k, null])),
          company_uuid: next.company_uuid ?? null,
          store_uuid: companyOnly ? null : (next.store_uuid ?? null),
        })
      }
    />
  );
}

function CompanyFilter({ list, all }: { list: FilterHost; all?: string }) {
  const { t } = useTranslation();
  const { companies } = useScopeOptions(true, undefined, false);
  const choices = companies.map((c) => ({ value: c.uuid, label: c.name }));
  return (
    <SelectFilter
      list={list}
      name="company_uuid"
      label={t('scope.company')}
      all={all ?? t('scope.allCompanies')}
      options={choices}
      width={220}
      testId="scope-company"
    />
  );
}

interface SelectFilterProps {
  list: FilterHost;
  name: string;
  label: string;
  /** The empty choice ("All types"). */
  all: ReactNode;
  options: readonly { value: string; label: string }[];
  width?: number;
  testId?: string;
}

export function SelectFilter({ list, name, label, all, options, width = 170, testId }: SelectFilterProps) {
  const value = read(list, name);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => write(list, { [name]: e.target.value })}
      helperText=" "
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface DateRangeFilterProps {
  list: FilterHost;
  labels: { from: string; to: string; order: string };
}

/** `start_date` and `end_date`; an end before the start is marked. */
export function DateRangeFilter({ list, labels }: DateRangeFilterProps) {
  const start = read(list, 'start_date');
  const end = read(list, 'end_date');
  const bad = Boolean(start && end && start > end);
  return (
    <>
      {(
        [
          ['start_date', labels.from, start],
          ['end_date', labels.to, end],
        ] as const
      ).map(([key, label, value]) => (
        <TextField
          key={key}
          type="date"
          size="small"
          label={label}
          value={value}
          onChange={(e) => write(list, { [key]: e.target.value })}
          error={key === 'end_date' && bad}
          helperText={key === 'end_date' && bad ? labels.order : ' '}
          sx={{ width: { xs: '100%', sm: 170 } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}

/** A yes/only filter ('true' in the address bar). */
export function CheckFilter({ list, name, label }: { list: FilterHost; name: string; label: string }) {
  return (
    <FormControlLabel
      sx={{ height: 40, mr: 0 }}
      control={<Checkbox size="small" checked={read(list, name) === 'true'} onChange={(e) => write(list, { [name]: e.target.checked })} />}
      label={label}
    />
  );
}

/** Translated choices of an enum: `options(TYPES, (v) => t(`types.${v}`))`. */
export const options = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));
