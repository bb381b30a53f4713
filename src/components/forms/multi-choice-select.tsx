// A select of several values from a fixed list (allergens, dietary marks), shown as small chips in
// the field. The caller names the choices; the field keeps them in the list's order.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface MultiChoiceSelectProps<T extends string> {
  label: string;
  value: readonly T[];
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (next: T[]) => void;
  /** Shown when nothing is chosen. */
  emptyText?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  color?: 'default' | 'warning' | 'info' | 'success' | 'error';
  disabled?: boolean;
  testId?: string;
}

export function MultiChoiceSelect<T extends string>({
  label,
  value,
  choices,
  labelOf,
  onChange,
  emptyText,
  helperText = ' ',
  size = 'medium',
  color = 'default',
  disabled,
  testId,
}: MultiChoiceSelectProps<T>) {
  return (
    <TextField
      select
      fullWidth
      size={size}
      label={label}
      value={[...value]}
      disabled={disabled}
      helperText={helperText}
      data-testid={testId}
      onChange={(e) => {
        const picked = new Set(e.target.value as unknown as string[]);
        onChange(choices.filter((c) => picked.has(c)));
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const list = selected as T[];
            if (list.length === 0) return <Box component="span" sx={{ color: 'text.disabled' }}>{emptyText ?? ''}</Box>;
            return (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {choices
                  .filter((c) => list.includes(c))
                  .map((c) => (
                    <Chip key={c} size="small" color={color} variant="outlined" label={labelOf(c)} />
                  ))}
              </Box>
            );
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
      }}
    >
      {choices.map((c) => (
        <MenuItem key={c} value={c} dense>
          <Checkbox size="small" checked={value.includes(c)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={labelOf(c)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
