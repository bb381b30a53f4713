// The totals of a whole filtered report (not only the page shown), as cards of a description list:
// the sales' money (completed orders, server/lib/sales.ts) and the open, cancelled and refunded apart.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportList } from '../../../../server/contracts/reports';
import { formatMoney } from '../../../lib/money';

/** The one currency of a page's rows, or null when they mix (an admin across companies) or there are none. */
const currencyOf = (list: ReportList | undefined): string | null => {
  const set = new Set((list?.items ?? []).map((r) => r.currency));
  return set.size === 1 ? [...set][0] : null;
};

export function ReportTotals({ list, language }: { list: ReportList; language: string }) {
  const { t } = useTranslation();
  const currency = currencyOf(list);
  const s = list.summary;
  // The money is the sales' (completed orders); open, cancelled and refunded orders are shown apart.
  const apart = (['open', 'cancelled', 'refunded'] as const).map((state): [string, string] => [
    state,
    s.states
      ? t('reports:totals.apart', { count: s.states[state].count, amount: formatMoney(s.states[state].amount, currency, language) })
      : '–',
  ]);
  const cells: [string, string][] = [
    ['count', s.count.toLocaleString(language)],
    ['sold', (s.sold_count ?? s.count).toLocaleString(language)],
    ['subtotal', formatMoney(s.subtotal, currency, language)],
    ['discount', formatMoney(s.discount, currency, language)],
    ['tax', formatMoney(s.tax, currency, language)],
    ['total', formatMoney(s.total, currency, language)],
    ...(s.states ? apart : []),
  ];
  return (
    <Box
      component="dl"
      aria-label={t('reports:totals.title')}
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}
      data-testid="report-totals"
    >
      {cells.map(([key, value]) => (
        // dt and dd straight in the card: a <dl> may hold them only in one <div> of its own (no CardContent between).
        <Card key={key} variant="outlined" sx={{ px: 2, py: 1.5, gridColumn: key === 'total' ? { xs: '1 / -1', sm: 'auto' } : undefined }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`reports:totals.${key}`)}
          </Typography>
          <Typography
            component="dd"
            data-testid={`report-total-${key}`}
            sx={{ m: 0, fontWeight: 700, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
