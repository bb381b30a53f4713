// An order's manual discounts from the till (issue 16), under its discount line in the drawer: each
// with its line (or the whole order), reason and amount, and the manager who approved it, when.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../server/contracts/orders';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';

export function ManualDiscounts({ order }: { order: Pick<OrderDetail, 'manual_discounts' | 'currency'> }) {
  const { t, i18n } = useTranslation();
  const list = order.manual_discounts ?? [];
  if (list.length === 0) return null;
  const money = (n: number) => formatMoney(n, order.currency, i18n.language);
  const approval = list.find((d) => d.approval)?.approval ?? null;
  return (
    <Box component="ul" aria-label={t('discounts:drawer.title')} sx={{ listStyle: 'none', m: 0, pl: 2, pb: 0.5 }} data-testid="order-manual-discounts">
      {list.map((d) => (
        <Typography component="li" key={d.uuid} variant="body2" color="text.secondary">
          {d.item_name ? t('discounts:onLine', { name: d.item_name, reason: d.reason }) : t('discounts:onOrder', { reason: d.reason })} · −{money(d.amount)}
        </Typography>
      ))}
      {approval && (
        <Typography component="li" variant="body2" color="text.secondary" data-testid="order-discount-approval">
          {t('discounts:drawer.approved', {
            name: approval.approved_by_name,
            when: formatDateTime(approval.approved_at, i18n.language),
            amount: money(approval.amount),
          })}
        </Typography>
      )}
    </Box>
  );
}
