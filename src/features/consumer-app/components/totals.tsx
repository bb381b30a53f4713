import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

/** What a cart or a placed order comes to. */
export interface Amounts {
  subtotal: number;
  discount: number;
  couponCode?: string | null;
  tax: number;
  total: number;
  currency: string;
}

/**
 * Subtotal, discount (named by its code), tax and total, one per row: the cart's summary, and an
 * order's under its lines (`compact`: tighter rows, no rule above the total).
 */
export function Totals({ amounts: a, compact = false }: { amounts: Amounts; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, a.currency, i18n.language);
  const row = (label: string, value: string, testid: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: compact ? 0.25 : 0.5 }} data-testid={testid}>
      <Typography sx={{ fontWeight: strong ? 750 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 750 : 500, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Stack>
  );
  return (
    <Box>
      {row(t('consumer:cart.subtotal'), money(a.subtotal), 'total-subtotal')}
      {a.discount > 0 &&
        row(
          a.couponCode ? t('consumer:cart.discountCode', { code: a.couponCode }) : t('consumer:cart.discount'),
          `−${money(a.discount)}`,
          'total-discount',
        )}
      {row(t('consumer:cart.tax'), money(a.tax), 'total-tax')}
      {!compact && <Divider sx={{ my: 0.5 }} />}
      {row(t('consumer:cart.total'), money(a.total), 'total-total', true)}
    </Box>
  );
}
