import PointOfSaleRoundedIcon from '@mui/icons-material/PointOfSaleRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PublicCategory, TodayOption, TodayProduct } from '../../../../server/contracts/catalogue';
import { PageHeader } from '../../../components/layouts/page-header';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listStoreOptions } from '../../../lib/scope-api';
import { paths } from '../../../config/paths';
import { publicCategories, publicProducts, setOptionAvailability, setProductAvailability, todayProducts } from '../api/menu-api';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { MenuCard } from './menu-card';

const ALL = 'all';

interface MenuData {
  categories: PublicCategory[];
  products: TodayProduct[];
  /** Products the public menu lists right now. */
  onPublicMenu: Set<string>;
}

async function loadMenu(storeUuid: string, signal: AbortSignal): Promise<MenuData> {
  const [categories, publicList, products] = await Promise.all([
    publicCategories(storeUuid, signal),
    publicProducts(storeUuid, signal),
    todayProducts(storeUuid, signal),
  ]);
  return { categories, products, onPublicMenu: new Set(publicList.map((p) => p.uuid)) };
}

const withOption = (p: TodayProduct, updated: Pick<TodayOption, 'uuid' | 'is_available'>): TodayProduct => ({
  ...p,
  option_groups: p.option_groups.map((g) => ({
    ...g,
    options: g.options.map((o) => (o.uuid === updated.uuid ? { ...o, is_available: updated.is_available } : o)),
  })),
});

/**
 * Menu ("today"): a store's menu as consumers see it, with the day's sold-out switches for staff:
 * one per product and one per option (oat milk out, the latte stays). A cashier gets this screen
 * for their own store (it is what a till is for) and comes to it from the till.
 */
export default function StoreMenuPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const role = user?.role;
  usePageTitle(t('catalogue:menu.title'));
  const [params, setParams] = useSearchParams();
  // A manager's or cashier's menu is their store's.
  const isManager = role === 'manager' || role === 'cashier';
  const scope: Scope = isManager
    ? { store_uuid: user?.store_uuid ?? undefined }
    : { company_uuid: params.get('company') ?? undefined, store_uuid: params.get('store') ?? undefined };
  const storeUuid = scope.store_uuid;
  const [tab, setTab] = useState(ALL);
  const menu = useAsync(async (signal) => (storeUuid ? loadMenu(storeUuid, signal) : null), [storeUuid]);

  const setScope = (next: Scope) => {
    const p = new URLSearchParams();
    if (next.company_uuid) p.set('company', next.company_uuid);
    if (next.store_uuid) p.set('store', next.store_uuid);
    setParams(p, { replace: true });
    setTab(ALL);
  };

  // A company user (or an admin who picked a company) starts on the first store rather than a blank page.
  const pickFirst = !isManager && !storeUuid && (role === 'company' || Boolean(scope.company_uuid));
  const companyUuid = scope.company_uuid;
  useEffect(() => {
    if (!pickFirst) return;
    const controller = new AbortController();
    listStoreOptions(role === 'admin' ? companyUuid : undefined, controller.signal)
      .then((stores) => {
        const first = stores[0];
        if (first && !controller.signal.aborted) setParams(new URLSearchParams({ company: first.company_uuid, store: first.uuid }), { replace: true });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [pickFirst, role, companyUuid, setParams]);

  const toggleOption = async (option: TodayOption, available: boolean) => {
    const res = await setOptionAvailability(option.uuid, available);
    const updated = { uuid: option.uuid, is_available: res.data?.is_available ?? available };
    // A group shared by several products carries the same option: every card shows the change.
    menu.setData((prev) => (prev ? { ...prev, products: prev.products.map((p) => withOption(p, updated)) } : prev));
  };

  const toggle = async (product: TodayProduct, available: boolean) => {
    const res = await setProductAvailability(product.uuid, available);
    const stock = res.data ? res.data.stock : product.stock;
    const updated: TodayProduct = { ...product, is_available: res.data?.is_available ?? available, stock, in_stock: stock === null || stock > 0 };
    menu.setData((prev) => {
      if (!prev) return prev;
      const onPublicMenu = new Set(prev.onPublicMenu);
      const orderable = updated.is_available && updated.in_stock;
      if (orderable) onPublicMenu.add(updated.uuid);
      else onPublicMenu.delete(updated.uuid);
      return { ...prev, products: prev.products.map((p) => (p.uuid === updated.uuid ? updated : p)), onPublicMenu };
    });
  };

  const sections = useMemo(() => {
    if (!menu.data) return [];
    return menu.data.categories
      .map((category) => ({ category, products: menu.data!.products.filter((p) => p.category_uuid === category.uuid) }))
      .filter((s) => tab === ALL || s.category.uuid === tab);
  }, [menu.data, tab]);
  const counts = useMemo(() => {
    if (!menu.data) return null;
    const shown = new Set(menu.data.categories.map((c) => c.uuid));
    const inSections = menu.data.products.filter((p) => shown.has(p.category_uuid));
    return { visible: inSections.filter((p) => menu.data!.onPublicMenu.has(p.uuid)).length, hidden: inSections.filter((p) => !p.is_available).length };
  }, [menu.data]);

  return (
    <>
      <PageHeader
        title={t('catalogue:menu.title')}
        subtitle={t('catalogue:menu.subtitle')}
        actions={
          role === 'cashier' ? (
            <Button component={RouterLink} to={paths.cashier.order} variant="outlined" startIcon={<PointOfSaleRoundedIcon />}>
              {t('catalogue:menu.backToTill')}
            </Button>
          ) : undefined
        }
      />
      {!isManager && (
        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ pb: '8px !important' }}>
            <ScopePicker mode="form" value={scope} onChange={setScope} />
          </CardContent>
        </Card>
      )}
      {!storeUuid && (
        <Alert severity="info" icon={<StorefrontRoundedIcon />}>
          {t('catalogue:menu.pickStore')}
        </Alert>
      )}
      {storeUuid && (
        <>
          <Box sx={{ height: 4, mb: 1 }}>{menu.loading && <LinearProgress aria-label={t('catalogue:common.loading')} />}</Box>
          {menu.error && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={menu.reload}>
                  {t('catalogue:common.retry')}
                </Button>
              }
            >
              {menu.error.message || t('catalogue:common.loadFailed')}
            </Alert>
          )}
          {menu.data && counts && (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
                {isManager && user?.store_name && (
                  <Chip
                    icon={<StorefrontRoundedIcon />}
                    label={user.store_name}
                    color="primary"
                    variant="outlined"
                    sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
                  />
                )}
                <Typography color="text.secondary" data-testid="menu-counts">
                  {t('catalogue:menu.counts', { visible: counts.visible, hidden: counts.hidden })}
                </Typography>
              </Stack>
              {menu.data.categories.length === 0 ? (
                <Alert severity="info">{t('catalogue:menu.noCategories')}</Alert>
              ) : (
                <Tabs
                  value={tab}
                  onChange={(_e, v: string) => setTab(v)}
                  variant="scrollable"
                  scrollButtons="auto"
                  allowScrollButtonsMobile
                  aria-label={t('catalogue:menu.categoriesLabel')}
                  sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Tab value={ALL} label={t('catalogue:menu.allCategories')} />
                  {menu.data.categories.map((c) => (
                    <Tab key={c.uuid} value={c.uuid} label={c.name} />
                  ))}
                </Tabs>
              )}
              <Stack spacing={4}>
                {sections.map(({ category, products }) => (
                  <Box component="section" key={category.uuid} aria-labelledby={`cat-${category.uuid}`} data-testid="menu-section">
                    <Typography id={`cat-${category.uuid}`} variant="h6" component="h2" sx={{ mb: 0.5 }}>
                      {category.name}
                    </Typography>
                    {category.description && (
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                        {category.description}
                      </Typography>
                    )}
                    {products.length === 0 ? (
                      <Typography color="text.secondary">{t('catalogue:menu.emptyCategory')}</Typography>
                    ) : (
                      <Box sx={{
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
                      }}>
                        {products.map((p) => (
                          <MenuCard
                            key={p.uuid}
                            product={p}
                            onPublicMenu={menu.data!.onPublicMenu.has(p.uuid)}
                            onToggle={(v) => toggle(p, v)}
                            onToggleOption={toggleOption}
                          />
                        ))}
                      </Box>
                    )}
                  </Box>
                ))}
              </Stack>
            </>
          )}
        </>
      )}
    </>
  );
}
