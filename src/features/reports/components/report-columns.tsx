// The columns of the report's grid; each sorts on the server by the report's sort key of its field.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReportRow } from '../../../../server/contracts/reports';
import { TwoLine } from '../../../components/data-list';
import { formatMoney } from '../../../lib/money';
import { ORDER_STATUS_COLORS } from '../../../lib/order-status';
import type { ReportLevel } from '../report-filters';

const formatDateTime = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
const numeric = { align: 'right', headerAlign: 'right' } as const;

export function reportColumns(level: ReportLevel, t: TFunction, lang: string): GridColDef<ReportRow>[] {
  const columns: (GridColDef<ReportRow> | false)[] = [
    { field: 'order_id', headerName: t('reports:col.order'), flex: 1, minWidth: 160, renderCell: ({ row }) => <TwoLine primary={row.order_id} /> },
    { field: 'date', headerName: t('reports:col.date'), flex: 1.1, minWidth: 175, renderCell: ({ row }) => formatDateTime(row.date, lang) },
    level !== 'store' && {
      field: 'store',
      headerName: t('reports:col.store'),
      flex: 1.5,
      renderCell: ({ row }) => <TwoLine strong={false} primary={row.store_name} secondary={level === 'admin' ? row.company_name : undefined} />,
    },
    {
      field: 'customer',
      headerName: t('reports:col.customer'),
      flex: 1.3,
      renderCell: ({ row }) => <TwoLine strong={false} primary={row.customer_name ?? t('reports:guest')} secondary={row.customer_mobile} />,
    },
    { field: 'items', headerName: t('reports:col.items'), flex: 0.4, ...numeric, renderCell: ({ row }) => row.item_count.toLocaleString(lang) },
    { field: 'total', headerName: t('reports:col.total'), flex: 0.8, ...numeric, renderCell: ({ row }) => formatMoney(row.total, row.currency, lang) },
    {
      field: 'payment',
      headerName: t('reports:col.payment'),
      flex: 1,
      minWidth: 130,
      renderCell: ({ row }) => (
        <TwoLine
          strong={false}
          primary={t(`reports:pay.${row.payment_method}`)}
          secondary={<Box component="span" sx={{ color: row.payment_status === 'failed' ? 'error.main' : undefined }}>
              {t(`reports:payStatus.${row.payment_status}`)}
            </Box>}
        />
      ),
    },
    {
      field: 'status',
      headerName: t('reports:col.status'),
      flex: 1,
      minWidth: 135,
      renderCell: ({ row }) => <Chip size="small" color={ORDER_STATUS_COLORS[row.status]} label={t(`reports:status.${row.status}`)} />,
    },
  ];
  return columns.filter((c): c is GridColDef<ReportRow> => c !== false);
}
