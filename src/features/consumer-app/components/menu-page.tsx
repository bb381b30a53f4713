import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ProductType, PublicProduct } from '../../../../server/contracts/catalogue';
import type { Allergen } from '../../../../server/contracts/menu';
import { MAX_CART_QUANTITY } from '../../../../server/contracts/constants/ordering';
import { SearchField } from '../../../components/forms/search-field';
import { visuallyHidden } from '../../../components/visually-hidden';
import { consumerPath, paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { usePageTitle } from '../../../lib/use-page-title';
import { companyStores, storeCategories, storeProducts } from '../api/browse-api';
import { useCart } from '../hooks/use-cart';
import { useCartActions, type LineChoices } from '../hooks/use-cart-actions';
import { useMyAllergens } from '../hooks/use-my-allergens';
import { lazyPart } from '../../../lib/lazy-part';
import { formatMoney } from '../../../lib/money';
import { notifyError } from '../../../lib/notify';
import { MenuCard, menuCardWords, type MenuCardWords } from './menu-card';
import { TypeMark } from './type-mark';
import { inLanguage, productInLanguage } from '../../../lib/in-language';

// Not on the menu's first screen: the product sheet and the dialogs load after it (issue 13).
const ProductChoicesSheet = lazyPart(() =>
  import('../../../components/product-choices/product-choices-sheet').then((m) => ({ default: m.ProductChoicesSheet })),
);
const AllergyDialog = lazyPart(() => import('./menu-dialogs').then((m) => ({ default: m.AllergyDialog })));
const OtherStoreDialog = lazyPart(() => import('./menu-dialogs').then((m) => ({ default: m.OtherStoreDialog })));

const ALL = 'all';
const TYPE_FILTERS: (ProductType | typeof ALL)[] = [ALL, 'veg', 'non_veg', 'vegan', 'beverage'];

/** A product with sizes, options or combo slots is put together in the sheet; a plain one adds from its card. */
const hasChoices = (p: PublicProduct) => (p.option_groups?.length ?? 0) > 0 || Boolean(p.is_combo);

/** An add waiting for the person to confirm it, because the line holds an allergen they saved. */
interface AllergyCheck {
  product: PublicProduct;
  quantity: number;
  note: string | null;
  choices?: LineChoices;
  contains: Allergen[];
  traces: Allergen[];
}

/** Step 3: a store's menu with category chips, search, a veg/non-veg filter and the cart. */
export default function MenuPage() {
  const { t, i18n } = useTranslation();
  const { companySlug = '', storeSlug = '' } = useParams();
  const { cart, setCompany, unavailable: cartUnavailable } = useCart();
  const actions = useCartActions();
  const [category, setCategory] = useState(ALL);
  const [type, setType] = useState<ProductType | typeof ALL>(ALL);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<PublicProduct | null>(null);
  const myAllergens = useMyAllergens();
  const [allergy, setAllergy] = useState<AllergyCheck | null>(null);

  /** Adds a line; one that holds a saved allergen first asks (they may still add it). */
  const tryAdd = async (
    product: PublicProduct,
    quantity: number,
    note: string | null,
    choices: LineChoices | undefined,
    line: { allergens: readonly Allergen[]; may_contain: readonly Allergen[] },
    confirmed = false,
  ) => {
    const contains = line.allergens.filter((a) => myAllergens.includes(a));
    const traces = line.may_contain.filter((a) => myAllergens.includes(a) && !contains.includes(a));
    if (!confirmed && (contains.length || traces.length)) {
      setAllergy({ product, quantity, note, choices, contains, traces });
      return;
    }
    if (!product.in_stock) {
      notifyError(t('consumer:menu.soldOutNamed', { name: product.name }));
      return;
    }
    if (await actions.add(product, quantity, note, choices)) setOpen(null);
  };
  const allergyNames = (list: Allergen[]) => list.map((a) => t(`menu:allergens.${a}`)).join(', ');

  const place = useAsync(async (signal) => {
    const [{ company, stores }, categories] = await Promise.all([companyStores(companySlug, signal), storeCategories(storeSlug, signal)]);
    const store = stores.find((s) => s.slug === storeSlug);
    if (!store) throw new Error(t('consumer:menu.noStore'));
    return { company, store, categories };
  }, [companySlug, storeSlug]);
  const company = place.data?.company;
  usePageTitle(place.data ? `${place.data.store.name} · ${place.data.company.name}` : t('consumer:menu.title'));

  useEffect(() => {
    if (company) setCompany({ uuid: company.uuid, slug: company.slug, name: company.name, currency: company.currency });
  }, [company, setCompany]);

  const products = useAsync(
    (signal) =>
      storeProducts(
        {
          companySlug,
          storeSlug,
          categoryUuid: category === ALL ? undefined : category,
          search: search || undefined,
          type: type === ALL ? undefined : type,
        },
        signal,
      ),
    [companySlug, storeSlug, category, search, type],
  );

  /** All categories: sections in the store's category order; a search or one category: one list. */
  const sections = useMemo(() => {
    if (!products.data || !place.data) return [];
    // Names in the person's language (the answer holds every language; the choice is made here).
    const dishes = products.data.map((p) => productInLanguage(p, i18n.language));
    if (category !== ALL || search) return [{ key: 'results', title: null as string | null, items: dishes }];
    return place.data.categories
      .map((c) => ({ key: c.uuid, title: inLanguage(c, i18n.language).name, items: dishes.filter((p) => p.category_uuid === c.uuid) }))
      .filter((s) => s.items.length > 0);
  }, [products.data, place.data, category, search, i18n.language]);

  // The first dishes render with the page, the rest a few at a time in tasks of their own, so that a
  // slow phone's main thread is never held for the whole menu at once (issue 13).
  const dishCount = useMemo(() => sections.reduce((n, s) => n + s.items.length, 0), [sections]);
  const shownDishes = useProgressiveCount(dishCount);
  const shownSections = useMemo(() => {
    let left = shownDishes;
    return sections
      .map((s) => {
        const items = s.items.slice(0, Math.max(0, left));
        left -= items.length;
        return { ...s, items };
      })
      .filter((s) => s.items.length > 0);
  }, [sections, shownDishes]);
  const words = useCardWords(t, i18n.language);

  const inCart = useMemo(() => {
    const map = new Map<string, { uuid: string; quantity: number }>();
    for (const item of cart?.items ?? []) {
      const prev = map.get(item.product_uuid);
      map.set(item.product_uuid, prev ? { uuid: prev.uuid, quantity: prev.quantity + item.quantity } : { uuid: item.uuid, quantity: item.quantity });
    }
    return map;
  }, [cart]);
  const cartHere = cart && cart.item_count > 0;

  // The cards' handlers stay the same from render to render (a card renders again only when its own
  // props change); they read the page's latest state when called.
  const latest = useRef({ tryAdd, inCart, setQuantity: actions.setQuantity });
  latest.current = { tryAdd, inCart, setQuantity: actions.setQuantity };
  const onAdd = useCallback((p: PublicProduct) => (hasChoices(p) ? setOpen(p) : void latest.current.tryAdd(p, 1, null, undefined, p)), []);
  const onQuantity = useCallback((p: PublicProduct, n: number) => {
    const line = latest.current.inCart.get(p.uuid);
    if (line) void latest.current.setQuantity(line.uuid, n);
  }, []);

  return (
    <Box>
      <Box sx={{ height: 4, mb: 1 }}>{(place.loading || products.loading) && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>
      {place.error && (
        <Alert
          severity="error"
          action={<Button color="inherit" size="small" component={RouterLink} to={consumerPath.company(companySlug)}>{t('consumer:menu.otherStore')}</Button>}
        >
          {place.error.message}
        </Alert>
      )}
      {cartUnavailable && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="cart-not-available">
          {t('consumer:cart.notAvailable')}
        </Alert>
      )}
      {place.data && (
        <>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 750 }}>
            {place.data.store.name}
          </Typography>
          {place.data.store.opening_hours && (
            <Typography variant="body2" color="text.secondary">
              {place.data.store.opening_hours}
            </Typography>
          )}
          <Box
            sx={{
              position: 'sticky',
              top: { xs: 56, sm: 64 },
              zIndex: 2,
              bgcolor: 'background.default',
              mx: { xs: -1.5, sm: 0 },
              px: { xs: 1.5, sm: 0 },
              pt: 1.5,
              pb: 0.5,
            }}
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ alignItems: { md: 'flex-start' } }}>
              <SearchField label={t('consumer:menu.search')} onSearch={setSearch} />
              <ToggleButtonGroup
                exclusive
                size="small"
                value={type}
                onChange={(_e, v: ProductType | typeof ALL | null) => v && setType(v)}
                aria-label={t('consumer:menu.typeFilter')}
                sx={{ mb: 1, overflowX: 'auto', maxWidth: '100%', '& .MuiToggleButton-root': { whiteSpace: 'nowrap', px: 1.25, textTransform: 'none' } }}
              >
                {TYPE_FILTERS.map((f) => (
                  <ToggleButton key={f} value={f} data-testid={`type-${f}`}>
                    {f !== ALL && <TypeMark type={f} sx={{ mr: 0.75 }} />}
                    {t(`consumer:types.${f}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            <Box role="tablist" aria-label={t('consumer:menu.categories')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, scrollbarWidth: 'thin' }}>
              {[{ uuid: ALL, name: t('consumer:menu.allCategories') }, ...place.data.categories.map((c) => inLanguage(c, i18n.language))].map((c) => (
                <Chip
                  key={c.uuid}
                  role="tab"
                  aria-selected={category === c.uuid}
                  label={c.name}
                  color={category === c.uuid ? 'primary' : 'default'}
                  variant={category === c.uuid ? 'filled' : 'outlined'}
                  onClick={() => setCategory(c.uuid)}
                  data-testid="category-chip"
                  sx={{ flexShrink: 0, fontWeight: 600 }}
                />
              ))}
            </Box>
          </Box>
          {products.error && <Alert severity="error">{products.error.message}</Alert>}
          {products.data && products.data.length === 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {search || type !== ALL ? t('consumer:menu.noMatch') : t('consumer:menu.empty')}
            </Alert>
          )}
          <Stack spacing={3} sx={{ mt: 1 }}>
            {shownSections.map((s) => (
              <Box component="section" key={s.key} aria-label={s.title ?? t('consumer:menu.results')}>
                {s.title && (
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    {s.title}
                  </Typography>
                )}
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
                  {s.items.map((p) => {
                    const line = inCart.get(p.uuid);
                    return (
                      <MenuCard
                        key={p.uuid}
                        product={p}
                        quantity={line?.quantity ?? 0}
                        choices={hasChoices(p)}
                        avoid={myAllergens}
                        busy={actions.busy === p.uuid || (line ? actions.busy === line.uuid : false)}
                        disabled={cartUnavailable}
                        words={words}
                        onOpen={setOpen}
                        onAdd={onAdd}
                        onQuantity={onQuantity}
                      />
                    );
                  })}
                </Box>
              </Box>
            ))}
          </Stack>
        </>
      )}
      <Box role="status" sx={visuallyHidden}>
        {actions.lastAdded ? t('consumer:menu.added', { name: actions.lastAdded }) : ''}
      </Box>
      {open && (
        <ProductChoicesSheet
          open
          size="phone"
          product={open}
          userAllergens={myAllergens}
          maxQuantity={Math.max(1, Math.min(MAX_CART_QUANTITY, open.stock ?? MAX_CART_QUANTITY))}
          onClose={() => setOpen(null)}
          onAdd={(r) => {
            if (cartUnavailable) return;
            void tryAdd(open, r.quantity, r.note || null, hasChoices(open) ? { options: r.options, combo: r.combo } : undefined, r);
          }}
        />
      )}
      <AllergyDialog
        open={Boolean(allergy)}
        contains={
          allergy && allergy.contains.length > 0
            ? t('consumer:menu.allergyContains', { name: allergy.product.name, list: allergyNames(allergy.contains) })
            : null
        }
        traces={
          allergy && allergy.traces.length > 0 ? t('consumer:menu.allergyTraces', { name: allergy.product.name, list: allergyNames(allergy.traces) }) : null
        }
        onBack={() => setAllergy(null)}
        onAddAnyway={() => {
          const a = allergy;
          setAllergy(null);
          if (a) void tryAdd(a.product, a.quantity, a.note, a.choices, { allergens: [], may_contain: [] }, true);
        }}
      />
      <OtherStoreDialog
        message={actions.pending?.message}
        onCancel={actions.cancelPending}
        onConfirm={async () => {
          if (await actions.confirmPending()) setOpen(null);
        }}
      />
      {cartHere && (
        <Paper
          elevation={8}
          sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 3, p: 1.5, borderRadius: 0, pb: 'calc(12px + env(safe-area-inset-bottom))' }}
        >
          <Box sx={{ maxWidth: 720, mx: 'auto' }}>
            <Button
              component={RouterLink}
              to={paths.consumer.cart}
              variant="contained"
              size="large"
              fullWidth
              startIcon={<ShoppingBagRoundedIcon />}
              data-testid="view-cart"
              sx={{ justifyContent: 'space-between' }}
            >
              <span>{t('consumer:menu.viewCart', { count: cart.item_count })}</span>
              <span>{formatMoney(cart.total, cart.currency, i18n.language)}</span>
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
}

/** How many dishes to render: the first screenful at once, then a few more in each following task. */
function useProgressiveCount(total: number, first = 8, step = 8): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}

/** The cards' words, made again only when the language or a word changes (not on every namespace i18next loads). */
function useCardWords(t: TFunction, language: string): MenuCardWords {
  const next = menuCardWords(t, language);
  const fingerprint = [language, next.add, next.choose, next.soldOut, next.yourAllergen, next.type('veg'), next.allergen('gluten'), next.left(1)].join('|');
  return useMemo(() => next, [fingerprint]); // eslint-disable-line react-hooks/exhaustive-deps
}
