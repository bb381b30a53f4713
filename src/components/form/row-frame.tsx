// One row of a form's editable list (a group's options, a combo's slots): an outlined group with
// the buttons that move the row up or down and remove it.
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The outlined group of one row; `label` is its accessible name ("Option 2"). */
export function RowFrame({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId} role="group" aria-label={label}>
      {children}
    </Paper>
  );
}

interface RowButtonsProps {
  /** The row's place and the number of rows: the first cannot go up, the last cannot go down. */
  index: number;
  count: number;
  /** The buttons' accessible names, each naming the row ("Move Milk up"). */
  labels: { up: string; down: string; remove: string };
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  removeDisabled?: boolean;
}

export function RowButtons({ index, count, labels, onMove, onRemove, removeDisabled }: RowButtonsProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40, justifyContent: 'flex-end' }}>
      <IconButton size="small" disabled={index === 0} onClick={() => onMove(-1)} aria-label={labels.up}>
        <ArrowUpwardRoundedIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={labels.down}>
        <ArrowDownwardRoundedIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" color="error" disabled={removeDisabled} onClick={onRemove} aria-label={labels.remove}>
        <DeleteOutlineRoundedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
