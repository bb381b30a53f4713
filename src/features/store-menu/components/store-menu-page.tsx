import PointOfSaleRoundedIcon from '@mui/icons-material/PointOfSaleRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layouts/page-header';
import { LoadStrip } from '../../../components/lists/load-strip';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../config/paths';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { CategoryTabs, MenuSection } from './menu-section';
import { useMenuSections, usePickFirstStore, useStoreMenu } from './use-store-menu';

const ALL = 'all';

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
  const { menu, toggle, toggleOption } = useStoreMenu(storeUuid);

  const setScope = (next: Scope) => {
    const p = new URLSearchParams();
    if (next.company_uuid) p.set('company', next.company_uuid);
    if (next.store_uuid) p.set('store', next.store_uuid);
    setParams(p, { replace: true });
    setTab(ALL);
  };

  // A company user (or an admin who picked a company) starts on the first store rather than a blank page.
  usePickFirstStore(!isManager && !storeUuid && (role === 'company' || Boolean(scope.company_uuid)), scope.company_uuid, role, setParams);

  const { sections, counts } = useMenuSections(menu.data, tab, ALL);

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
          <Box sx={{ mb: 1 }}>
            <LoadStrip
              loading={menu.loading}
              error={menu.error}
              onRetry={menu.reload}
              loadingLabel={t('catalogue:common.loading')}
              failedMessage={t('catalogue:common.loadFailed')}
              errorMargin={0}
            />
          </Box>
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
              <CategoryTabs categories={menu.data.categories} value={tab} all={ALL} onChange={setTab} />
              <Stack spacing={4}>
                {sections.map(({ category, products }) => (
                  <MenuSection
                    key={category.uuid}
                    category={category}
                    products={products}
                    onPublicMenu={menu.data!.onPublicMenu}
                    onToggle={toggle}
                    onToggleOption={toggleOption}
                  />
                ))}
              </Stack>
            </>
          )}
        </>
      )}
    </>
  );
}
