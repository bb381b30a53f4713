// Column helpers of a declared list: a two-line cell, the status switch and the row actions.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { EntityStatus } from '../../../server/contracts/common';
import { StatusSwitch } from '../lists/status-switch';

/** A bold (or plain) first line and a grey caption, both cut with an ellipsis. */
export function TwoLine({ primary, secondary, strong = true, mono }: { primary: ReactNode; secondary?: ReactNode; strong?: boolean; mono?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant={strong ? 'body1' : 'body2'}
        sx={{ fontWeight: strong ? 650 : undefined, fontFamily: mono ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined }}
        noWrap
      >
        {primary}
      </Typography>
      {secondary !== undefined && secondary !== null && secondary !== '' && (
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {secondary}
        </Typography>
      )}
    </Box>
  );
}

/** A picture (or an icon when there is none) beside the row's name: the first cell of catalogue lists. */
export function PictureName({ image, icon, children }: { image: string | null | undefined; icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={image ?? undefined} alt="" variant="rounded" sx={{ width: 42, height: 42, bgcolor: 'primary.main' }}>
        {icon}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

interface StatusColumnOptions<R> {
  headerName: string;
  /** The switch's accessible name for a row ("Coffee active or inactive"). */
  label: (row: R) => string;
  testId: string;
  /** Saves the new status and answers the row as the server has it; without it the status is a chip. */
  onChange?: (row: R, next: EntityStatus) => Promise<void>;
  /** Asked before a row goes inactive (when that takes items off a menu). */
  confirmOff?: (row: R) => { title: string; text: string };
  sortable?: boolean;
}

export function statusColumn<R extends GridValidRowModel & { status: string }>({
  headerName,
  label,
  testId,
  onChange,
  confirmOff,
  sortable,
}: StatusColumnOptions<R>): GridColDef<R> {
  return {
    field: 'status',
    headerName,
    sortable,
    width: 110,
    renderCell: ({ row }) => (
      <StatusSwitch
        status={row.status}
        label={label(row)}
        testId={testId}
        confirmOff={confirmOff?.(row)}
        onChange={onChange ? (next) => onChange(row, next) : undefined}
      />
    ),
  };
}

/** The last column: the row's buttons (edit, more …), right-aligned, never hidden. */
export function actionsColumn<R extends GridValidRowModel>(headerName: string, render: (row: R) => ReactNode, width = 90): GridColDef<R> {
  return {
    field: 'actions',
    headerName,
    width,
    align: 'right',
    headerAlign: 'right',
    hideable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => render(row),
  };
}
