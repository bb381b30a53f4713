// The columns of the iCash ledger: date, consumer (on the ledger of everyone), type, signed amount,
// balance after the entry and its reason (or order) with who made it.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { WalletEntry, WalletEntryType } from '../../../../server/contracts/wallet';
import { TwoLine } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format-date';

const TYPE_COLOR: Record<WalletEntryType, 'success' | 'warning' | 'info' | 'default'> = {
  credit: 'success',
  debit: 'warning',
  refund: 'info',
  payment: 'default',
};
const figures = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface CashColumnsOptions {
  t: TFunction;
  language: string;
  /** Formats an amount in minor units. */
  money: (minor: number) => string;
  /** One consumer's ledger: no consumer column. */
  oneConsumer: boolean;
}

export function cashColumns({ t, language, money, oneConsumer }: CashColumnsOptions): GridColDef<WalletEntry>[] {
  const consumer: GridColDef<WalletEntry> = {
    field: 'user_name',
    headerName: t('backoffice:cash.colConsumer'),
    flex: 1.4,
    renderCell: ({ row }) => <TwoLine strong={false} primary={row.user_name} secondary={row.user_mobile} />,
  };
  return [
    { field: 'created_at', headerName: t('backoffice:cash.colDate'), width: 180, valueGetter: (_v, row) => formatDateTime(row.created_at, language) },
    ...(oneConsumer ? [] : [consumer]),
    { field: 'type', headerName: t('backoffice:cash.colType'),
      renderCell: ({ row }) => <Chip size="small" color={TYPE_COLOR[row.type]} label={t(`backoffice:cash.types.${row.type}`)} />,
    },
    { field: 'amount', headerName: t('backoffice:cash.colAmount'), align: 'right', headerAlign: 'right',
      renderCell: ({ row }) => (
        <Box component="span" sx={{ ...figures, color: row.amount < 0 ? 'warning.dark' : 'success.dark', fontWeight: 600 }}>
          {row.amount > 0 ? '+' : ''}
          {money(row.amount)}
        </Box>
      ),
    },
    { field: 'balance_after', headerName: t('backoffice:cash.colBalance'), align: 'right', headerAlign: 'right',
      renderCell: ({ row }) => (
        <Box component="span" sx={figures} data-testid="cash-balance-after">
          {money(row.balance_after)}
        </Box>
      ),
    },
    { field: 'reason', headerName: t('backoffice:cash.colReason'), flex: 2,
      renderCell: ({ row }) => (
        <TwoLine
          strong={false}
          primary={row.reason ?? (row.order_id ? t('backoffice:cash.forOrder', { id: row.order_id }) : '—')}
          secondary={row.created_by_name && t('backoffice:cash.by', { name: row.created_by_name })}
        />
      ),
    },
  ];
}
