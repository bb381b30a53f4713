// Columns shared by the order feedback and product review lists: the stars, the comment and the date.
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format-date';

interface Rated {
  rating: number;
  comment: string | null;
  created_at: string;
}

export function ratingColumns<R extends Rated>(t: TFunction, lng: string, ns: 'feedback' | 'reviews'): GridColDef<R>[] {
  return [
    {
      field: 'rating',
      headerName: t(`backoffice:${ns}.colRating`),
      width: 130,
      renderCell: ({ row }) => <Rating value={row.rating} readOnly size="small" aria-label={t('backoffice:rating', { count: row.rating })} />,
    },
    {
      field: 'comment',
      headerName: t(`backoffice:${ns}.colComment`),
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Typography variant="body2" color={row.comment ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'normal' }}>
          {row.comment || t('backoffice:feedback.noComment')}
        </Typography>
      ),
    },
    { field: 'created_at', headerName: t(`backoffice:${ns}.colDate`), width: 180, valueGetter: (_v, row) => formatDateTime(row.created_at, lng) },
  ];
}
