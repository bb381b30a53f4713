import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { KioskMenu } from '../api/kiosk-api';
import type { CartTotals, KioskLine } from '../kiosk-cart';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import { ProductCard } from './product-card';

const ALL = 'all';

/** Categories as big tabs, the products of the chosen one as large cards, the cart in a bar below. */
export function MenuScreen(props: { menu: KioskMenu | null; failed: boolean; onRetry(): void; lines: KioskLine[]; totals: CartTotals; currency: string; onAdd(p: PublicProduct): void; onCart(): void }) {
  const { menu, failed, onRetry, lines, totals, currency, onAdd, onCart } = props;
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState<string>(ALL);
  const categories = useMemo(() => (menu?.categories ?? []).filter((c) => menu?.products.some((p) => p.category_uuid === c.uuid)), [menu]);
  const shown = useMemo(() => (menu?.products ?? []).filter((p) => category === ALL || p.category_uuid === category), [menu, category]);
  const qty = (uuid: string) => lines.find((l) => l.product_uuid === uuid)?.quantity ?? 0;

  if (!menu) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
        {failed ? (
          <Alert severity="warning" action={<Button onClick={onRetry}>{t('kiosk:common.retry')}</Button>}>
            {t('kiosk:menu.unavailable')}
          </Alert>
        ) : (
          <CircularProgress aria-label={t('kiosk:menu.loading')} />
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography variant="h4" component="h1" sx={{ px: 3, pt: 2, fontWeight: 800 }}>
        {t('kiosk:menu.title')}
      </Typography>
      <Tabs
        value={category}
        onChange={(_e, v: string) => setCategory(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('kiosk:menu.categories')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 64, fontSize: '1.1rem', fontWeight: 700, textTransform: 'none' } }}
      >
        <Tab value={ALL} label={t('kiosk:menu.all')} />
        {categories.map((c) => (
          <Tab key={c.uuid} value={c.uuid} label={c.name} />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 2, md: 3 } }}>
        {shown.length === 0 ? (
          <Typography color="text.secondary">{t('kiosk:menu.empty')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }} data-testid="kiosk-products">
            {shown.map((p) => (
              <ProductCard key={p.uuid} product={p} inCart={qty(p.uuid)} onAdd={() => onAdd(p)} />
            ))}
          </Box>
        )}
      </Box>
      <Paper square elevation={8} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, borderTop: 1, borderColor: 'divider' }}>
        <ShoppingBagRoundedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="p" data-testid="kiosk-cart-summary">
            {totals.items === 0 ? t('kiosk:cart.empty') : t('kiosk:cart.summary', { count: totals.items, total: formatMoney(totals.subtotal, currency, i18n.language) })}
          </Typography>
        </Box>
        <Button variant="contained" size="large" onClick={onCart} disabled={totals.items === 0} sx={{ minHeight: 64, px: 4, fontSize: '1.2rem' }}>
          {t('kiosk:cart.review')}
        </Button>
      </Paper>
    </Box>
  );
}
