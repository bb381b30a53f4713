// The price check of an order taken offline whose prices the server did not honour (it had not
// published them within the device's offline window): a chip for the list, and for the drawer the
// lines with the price the device showed, the price charged and the difference.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OfflinePriceReview, OfflineReviewReason } from '../../../../server/contracts/ordering';
import { formatMoney } from '../../../lib/money';

const REASONS: Record<OfflineReviewReason, string> = {
  offline_price_not_published: 'orders:priceCheck.notPublished',
  offline_window_exceeded: 'orders:priceCheck.windowExceeded',
};

export function PriceCheckChip() {
  const { t } = useTranslation();
  return <Chip size="small" color="warning" variant="outlined" label={t('orders:priceCheck.chip')} data-testid="price-check" />;
}

export function PriceCheckPanel({ review, currency }: { review: OfflinePriceReview; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  // Positive: the order costs more than the device showed.
  const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : minor < 0 ? `−${money(-minor)}` : money(0));
  const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Alert severity="warning" icon={false} data-testid="price-check-panel" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('orders:priceCheck.title')}</AlertTitle>
      <Typography variant="body2">{t(REASONS[review.reason] ?? REASONS.offline_price_not_published)}</Typography>
      <Table size="small" aria-label={t('orders:priceCheck.title')} sx={{ mt: 1, '& td, & th': { px: 0.5, borderColor: 'divider' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders:priceCheck.colItem')}</TableCell>
            <TableCell align="right">{t('orders:priceCheck.colOffline')}</TableCell>
            <TableCell align="right">{t('orders:priceCheck.colCharged')}</TableCell>
            <TableCell align="right">{t('orders:priceCheck.colDifference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {review.lines.map((l) => (
            <TableRow key={l.product_uuid}>
              <TableCell>
                {l.quantity} × {l.name}
              </TableCell>
              <TableCell align="right" sx={num}>
                {money(l.offline_unit_price)}
              </TableCell>
              <TableCell align="right" sx={num}>
                {money(l.charged_unit_price)}
              </TableCell>
              <TableCell align="right" sx={num}>
                {signed(l.difference)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
              {t('orders:priceCheck.total')}
            </TableCell>
            <TableCell align="right" sx={{ ...num, fontWeight: 700 }}>
              {signed(review.total_difference)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {t('orders:priceCheck.hint')}
      </Typography>
    </Alert>
  );
}
