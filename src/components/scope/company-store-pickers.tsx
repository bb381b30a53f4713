// A company or store select for forms and filter rows; the caller passes the choices (see
// `useScopeOptions`) and the labels.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { DropdownItem } from '../../../server/contracts/companies';

interface ScopeSelectProps {
  label: string;
  value: string;
  options: readonly DropdownItem[];
  onChange: (value: string) => void;
  /** Label of the empty choice ('' value); without it there is no empty choice. */
  emptyLabel?: string;
  /** Keeps a value that is not (or no longer) in the list selectable, e.g. an inactive store. */
  fallback?: DropdownItem | null;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  /** A filter: its width in the filter row (full width on a phone). */
  minWidth?: number;
  /** In a two-column form grid, take the whole row. */
  span?: boolean;
}

export function ScopeSelect({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  fallback,
  required,
  disabled,
  error,
  helperText,
  size = 'medium',
  minWidth,
  span,
}: ScopeSelectProps) {
  const all = fallback && fallback.uuid && !options.some((o) => o.uuid === fallback.uuid) ? [fallback, ...options] : options;
  // MUI warns about a value that has no option; show empty until the options arrive.
  const shown = value === '' || all.some((o) => o.uuid === value) ? value : '';
  return (
    <TextField
      select
      label={label}
      value={shown}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error || helperText || ' '}
      size={size}
      // A filter (minWidth given) keeps its own width in the filter row; a form field fills its cell.
      fullWidth={!minWidth}
      sx={minWidth ? { width: { xs: '100%', md: minWidth } } : span ? { gridColumn: { sm: '1 / -1' } } : undefined}
      slotProps={emptyLabel !== undefined ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {all.map((o) => (
        <MenuItem key={o.uuid} value={o.uuid}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
