import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { CartTotals } from '../kiosk-cart';

/** Subtotal, discount, tax and total, one per row. */
export function TotalsTable({ totals, currency, big = true }: { totals: CartTotals; currency: string; big?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (v: number) => formatMoney(v, currency, i18n.language);
  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant={strong && big ? 'h5' : 'body1'} component="span" sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={strong && big ? 'h5' : 'body1'}
        component="span"
        sx={{ fontWeight: strong ? 800 : 400 }}
        data-testid={strong ? 'kiosk-total' : undefined}
      >
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={0.5}>
      {row(t('kiosk:totals.subtotal'), money(totals.subtotal))}
      {totals.discount > 0 && row(t('kiosk:totals.discount'), `−${money(totals.discount)}`)}
      {row(t('kiosk:totals.tax'), money(totals.tax))}
      {row(t('kiosk:totals.total'), money(totals.total), true)}
    </Stack>
  );
}
