// An order's refunds where the order is shown (the back office's drawer, the consumer's order page):
// "Refunded …" and each refund with its lines, who, when, why and its credit note. Kept apart from the
// refund dialog so the consumer's page does not load the dialog's parts.
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../server/contracts/orders';
import { formatMoney } from '../../../lib/money';
import { downloadCreditNote } from '../api/refunds-api';

type Detail = OrderDetail;

/** An order's refunds: "Refunded …" and each refund with its lines, reason and credit note. Nothing when there are none. */
type RefundsShown = Pick<Detail, 'order_id' | 'currency'> & Partial<Pick<Detail, 'refunds' | 'refunded_amount'>>;

export function RefundsSection({ order, guest = false }: { order: RefundsShown; guest?: boolean }) {
  const { t, i18n } = useTranslation('refunds');
  const list = order.refunds ?? [];
  if (list.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language);
  return (
    <Box component="section" aria-label={t('refunds:history')} data-testid="order-refunds" sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'warning.dark' }}>
          {t('refunds:refundedLabel')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'warning.dark', fontVariantNumeric: 'tabular-nums' }} data-testid="refunded-amount">
          −{money(order.refunded_amount ?? list.reduce((s, r) => s + r.amount, 0))}
        </Typography>
      </Stack>
      {list.map((r, i) => (
        <Box key={r.uuid} sx={{ py: 0.5 }} data-testid="order-refund">
          <Typography variant="body2">
            {t('refunds:entry', { amount: money(r.amount), method: t(`refunds:method.${r.method}`) })}
            {r.lines.length > 0 ? ` — ${r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {new Date(r.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
            {r.created_by_name ? ` · ${r.created_by_name}` : ''} · {r.reason}
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadRoundedIcon />}
            onClick={() => void downloadCreditNote(r.uuid, `CN-${order.order_id}-${i + 1}`, guest).catch(() => undefined)}
          >
            {t('refunds:creditNote')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
