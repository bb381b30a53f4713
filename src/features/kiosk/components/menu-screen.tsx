import FilterAltRoundedIcon from '@mui/icons-material/FilterAltRounded';
import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { KioskMenuState } from '../hooks/use-kiosk-menu';
import { productCount, type CartTotals, type KioskLine } from '../kiosk-cart';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import { lazyPart } from '../../../lib/lazy-part';
import { passesFilter, type AllergenFilter } from '../allergen-filter-state';
import { kioskCardWords, ProductCard } from './product-card';
// The wait badge comes after the screen: it shows once the server has answered anyway.
const WaitBadge = lazyPart(() => import('../../../components/wait-badge').then((m) => ({ default: m.WaitBadge })));

// Opened by its button: no part of the menu's first paint (issue 13).
const AllergenFilterDialog = lazyPart(() => import('./allergen-filter').then((m) => ({ default: m.AllergenFilterDialog })));

const ALL = 'all';

/**
 * Categories as big tabs, the products of the chosen one as large cards, the cart in a bar below, and
 * the guest's allergen filter above (it hides the dishes that contain what the guest picked).
 */
export function MenuScreen(props: KioskMenuState & {
  lines: KioskLine[];
  totals: CartTotals;
  currency: string;
  filter: AllergenFilter;
  onFilter(f: AllergenFilter): void;
  onAdd(p: PublicProduct): void;
  onOpen(p: PublicProduct): void;
  onCart(): void;
  /** Shown above the order bar ("Make it a meal?"). */
  offer?: ReactNode;
}) {
  const { menu, failed, reload, lines, totals, currency, filter, onFilter, onAdd, onOpen, onCart, offer } = props;
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState<string>(ALL);
  const [filterOpen, setFilterOpen] = useState(false);
  const categories = useMemo(() => (menu?.categories ?? []).filter((c) => menu?.products.some((p) => p.category_uuid === c.uuid)), [menu]);
  const inCategory = useMemo(() => (menu?.products ?? []).filter((p) => category === ALL || p.category_uuid === category), [menu, category]);
  const shown = useMemo(() => inCategory.filter((p) => passesFilter(p, filter)), [inCategory, filter]);
  const hiddenAll = useMemo(() => (menu?.products ?? []).filter((p) => !passesFilter(p, filter)).length, [menu, filter]);
  const avoidNames = filter.avoid.map((a) => t(`menu:allergens.${a}`)).join(', ');
  const words = useMemo(() => kioskCardWords(t, i18n.language), [t, i18n.language]);
  // The cards' handlers stay the same from render to render (a card renders again only when its own
  // props change, not on every line added); they call the shell's latest ones.
  const handlers = useRef({ onAdd, onOpen });
  handlers.current = { onAdd, onOpen };
  const addCard = useCallback((p: PublicProduct) => handlers.current.onAdd(p), []);
  const openCard = useCallback((p: PublicProduct) => handlers.current.onOpen(p), []);

  if (!menu) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
        {failed ? (
          <Alert severity="warning" action={<Button onClick={reload}>{t('kiosk:common.retry')}</Button>}>
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, pt: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, flex: 1 }}>
          {t('kiosk:menu.title')}
        </Typography>
        <WaitBadge storeUuid={menu.store_uuid} large />
        <Button
          variant={filter.avoid.length ? 'contained' : 'outlined'}
          color={filter.avoid.length ? 'error' : 'primary'}
          size="large"
          onClick={() => setFilterOpen(true)}
          startIcon={<FilterAltRoundedIcon />}
          sx={{ minHeight: 64, px: 3, fontSize: '1.2rem', fontWeight: 800, borderWidth: 2 }}
          aria-haspopup="dialog"
          data-testid="kiosk-allergen-filter"
        >
          {filter.avoid.length ? t('kiosk:filter.buttonCount', { count: filter.avoid.length }) : t('kiosk:filter.button')}
        </Button>
      </Box>
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
      {filter.avoid.length > 0 && (
        <Alert
          severity="info"
          icon={<FilterAltRoundedIcon />}
          sx={{ mx: 2, mt: 1.5, fontSize: '1.1rem', alignItems: 'center' }}
          action={
            <Button color="inherit" size="large" onClick={() => setFilterOpen(true)} sx={{ minHeight: 48, fontWeight: 700 }}>
              {t('kiosk:filter.change')}
            </Button>
          }
          data-testid="kiosk-filter-strip"
        >
          {t('kiosk:filter.hiding', { list: avoidNames })} · {t('kiosk:filter.hidden', { count: hiddenAll })}
        </Alert>
      )}
      <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 2, md: 3 } }}>
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ fontSize: '1.2rem' }}>
            {inCategory.length > 0 ? t('kiosk:menu.emptyFiltered') : t('kiosk:menu.empty')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }} data-testid="kiosk-products">
            {shown.map((p) => (
              <ProductCard
                key={p.uuid}
                product={p}
                inCart={productCount(lines, p.uuid)}
                avoid={filter.avoid}
                words={words}
                onAdd={addCard}
                onOpen={openCard}
              />
            ))}
          </Box>
        )}
      </Box>
      {offer}
      <Paper square elevation={8} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, borderTop: 1, borderColor: 'divider' }}>
        <ShoppingBagRoundedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="p" data-testid="kiosk-cart-summary">
            {totals.items === 0
              ? t('kiosk:cart.empty')
              : t('kiosk:cart.summary', { count: totals.items, total: formatMoney(totals.subtotal, currency, i18n.language) })}
          </Typography>
        </Box>
        <Button variant="contained" size="large" onClick={onCart} disabled={totals.items === 0} sx={{ minHeight: 64, px: 4, fontSize: '1.2rem' }}>
          {t('kiosk:cart.review')}
        </Button>
      </Paper>
      <AllergenFilterDialog open={filterOpen} filter={filter} hidden={hiddenAll} onChange={onFilter} onClose={() => setFilterOpen(false)} />
    </Box>
  );
}
