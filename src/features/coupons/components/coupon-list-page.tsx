import AddRoundedIcon from '@mui/icons-material/AddRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_TYPES, OFFER_TYPES, type Coupon } from '../../../../server/contracts/coupons';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { EmptyRow } from '../../../components/lists/empty-row';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { LIMITS } from '../../../config/constants';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { companyCurrencies, listCoupons, setCouponStatus } from '../api/coupons-api';
import { CouponFormDialog } from './coupon-form-dialog';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { CompanyStoreFilters } from '../../../components/scope/company-store-filters';
import { SortHead } from '../../../components/lists/sortable-header';
import { StatusSwitch } from '../../../components/lists/status-switch';
import { useListSort } from '../../../lib/use-list-sort';
import { useScopeOptions } from '../../../lib/use-scope-options';
import { formatMoney } from './money';

const formatDate = (iso: string, lng: string) => new Date(iso).toLocaleDateString(lng, { dateStyle: 'medium' });

/** /couponslist: coupons in scope with type/offer filters, status switches and an add/edit dialog. */
export default function CouponListPage() {
  const { t, i18n } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const isManager = user?.role === 'manager';
  usePageTitle(t('people:coupons.title'));
  const [type, setType] = useState('');
  const [offerType, setOfferType] = useState('');
  const [companyUuid, setCompanyUuid] = useState('');
  const [storeUuid, setStoreUuid] = useState('');
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const scope = useScopeOptions(isAdmin, companyUuid || undefined, !isManager);
  const currencies = useAsync((signal) => companyCurrencies(user?.role ?? '', user?.company_slug ?? null, signal), [user?.role, user?.company_slug]);
  const { sort, toggle, params: sortParams } = useListSort<'code' | 'value' | 'valid_to' | 'used'>(null, { onChange: () => setPagenum(0) });
  const list = useAsync(
    (signal) =>
      listCoupons(
        {
          pagenum,
          limit,
          search: search || undefined,
          type: type || undefined,
          offer_type: offerType || undefined,
          company_uuid: companyUuid || undefined,
          store_uuid: storeUuid || undefined,
          ...sortParams,
        },
        signal,
      ),
    [pagenum, limit, search, type, offerType, companyUuid, storeUuid, sort?.key, sort?.dir],
  );
  const items = list.data?.items ?? [];
  const replace = (updated: Coupon) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((c) => (c.uuid === updated.uuid ? { ...c, ...updated } : c)) } : prev));
  const currencyOf = (c: Coupon) => currencies.data?.[c.company_uuid];
  const lng = i18n.language;
  const firstPage = () => setPagenum(0);
  const now = Date.now();

  const offerLabel = (o: string) => t(`people:coupons.offer.${o}`);
  const valueText = (c: Coupon) =>
    c.type === 'percentage' ? `${(c.value / 100).toLocaleString(lng, { maximumFractionDigits: 2 })} %` : formatMoney(c.value, currencyOf(c), lng);

  return (
    <>
      <PageHeader
        title={t('people:coupons.title')}
        subtitle={isManager ? t('people:coupons.subtitleManager', { store: user?.store_name ?? '' }) : t('people:coupons.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setEditing('new')}>
            {t('people:coupons.add')}
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} useFlexGap sx={{ p: 2, pb: 0, flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
          <SearchField
            label={t('people:coupons.searchLabel')}
            onSearch={(term) => {
              setSearch(term);
              firstPage();
            }}
          />
          <TextField
            select
            size="small"
            label={t('people:coupons.type')}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              firstPage();
            }}
            helperText=" "
            fullWidth={false}
            sx={{ width: { xs: '100%', md: 170 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{t('people:coupons.anyType')}</em>
            </MenuItem>
            {COUPON_TYPES.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`people:coupons.types.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('people:coupons.offerType')}
            value={offerType}
            onChange={(e) => {
              setOfferType(e.target.value);
              firstPage();
            }}
            helperText=" "
            fullWidth={false}
            sx={{ width: { xs: '100%', md: 180 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{t('people:coupons.anyOffer')}</em>
            </MenuItem>
            {OFFER_TYPES.map((v) => (
              <MenuItem key={v} value={v}>
                {offerLabel(v)}
              </MenuItem>
            ))}
          </TextField>
          <CompanyStoreFilters
            isAdmin={isAdmin}
            showStore={!isManager}
            companyUuid={companyUuid}
            storeUuid={storeUuid}
            companies={scope.companies}
            stores={scope.stores}
            minWidth={190}
            onCompanyChange={(v) => {
              setCompanyUuid(v);
              setStoreUuid('');
              firstPage();
            }}
            onStoreChange={(v) => {
              setStoreUuid(v);
              firstPage();
            }}
          />
          {isManager && user?.store_name && <Chip icon={<StorefrontRoundedIcon />} label={user.store_name} variant="outlined" sx={{ mt: 0.5 }} />}
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        <TableContainer>
          <Table aria-label={t('people:coupons.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <SortHead label={t('people:coupons.code')} sortKey="code" sort={sort} onSort={toggle} />
                <TableCell sx={{ display: { xs: 'none', xl: 'table-cell' } }}>{t('people:coupons.offerType')}</TableCell>
                <SortHead label={t('people:coupons.value')} sortKey="value" sort={sort} onSort={toggle} align="right" />
                <TableCell align="right" sx={{ display: { xs: 'none', xl: 'table-cell' } }}>
                  {t('people:coupons.minOrder')}
                </TableCell>
                <SortHead label={t('people:coupons.validity')} sortKey="valid_to" sort={sort} onSort={toggle} sx={{ display: { xs: 'none', lg: 'table-cell' } }} />
                <SortHead label={t('people:coupons.usage')} sortKey="used" sort={sort} onSort={toggle} align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('people:common.store')}</TableCell>
                <TableCell>{t('people:common.status')}</TableCell>
                <TableCell align="right">{t('people:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={9}>
                  {search || type || offerType ? t('people:common.noMatch') : t('people:coupons.empty')}
                </EmptyRow>
              )}
              {items.map((coupon) => {
                const expired = Date.parse(coupon.valid_to) < now;
                return (
                  <TableRow key={coupon.uuid} hover data-testid="coupon-row">
                    <TableCell sx={{ '& > *': { maxWidth: { xs: 110, sm: 260 } } }}>
                      <Typography sx={{ fontWeight: 700, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: 0.5 }} noWrap>
                        {coupon.code}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {coupon.description || t(`people:coupons.types.${coupon.type}`)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', xl: 'table-cell' } }}>
                      <Chip size="small" variant="outlined" label={offerLabel(coupon.offer_type)} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Typography variant="body2" sx={{ fontWeight: 650 }}>
                        {valueText(coupon)}
                      </Typography>
                      {coupon.type === 'percentage' && coupon.max_discount !== null && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('people:coupons.upTo', { amount: formatMoney(coupon.max_discount, currencyOf(coupon), lng) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', xl: 'table-cell' }, whiteSpace: 'nowrap' }}>
                      {coupon.min_order > 0 ? formatMoney(coupon.min_order, currencyOf(coupon), lng) : t('people:common.none')}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                      <Typography variant="body2">
                        {formatDate(coupon.valid_from, lng)} – {formatDate(coupon.valid_to, lng)}
                      </Typography>
                      {expired && (
                        <Typography variant="caption" color="error.main" component="div">
                          {t('people:coupons.expired')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                      {coupon.usage_limit ? t('people:coupons.usedOf', { used: coupon.used_count, limit: coupon.usage_limit }) : coupon.used_count}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, maxWidth: 200 }}>
                      <Typography variant="body2" noWrap>
                        {coupon.store_name ?? t('people:coupons.allStores')}
                      </Typography>
                      {isAdmin && (
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {coupon.company_name ?? ''}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <StatusSwitch
                        status={coupon.status}
                        label={t('people:common.toggleStatus', { name: coupon.code })}
                        testId="coupon-status"
                        onChange={async (status) => {
                          const res = await setCouponStatus(coupon.uuid, status);
                          replace(res.data ?? { ...coupon, status });
                        }}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <RowEditButton label={t('people:coupons.edit')} name={coupon.code} onClick={() => setEditing(coupon)} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Box>
          <ListPager
            total={list.data?.total ?? 0}
            pageCount={list.data?.pageCount ?? 0}
            pagenum={pagenum}
            limit={limit}
            onPage={setPagenum}
            onLimit={(l) => {
              setLimit(l);
              firstPage();
            }}
          />
        </Box>
      </Card>
      {editing && (
        <CouponFormDialog
          coupon={editing === 'new' ? undefined : editing}
          currencies={currencies.data ?? {}}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved && editing !== 'new') replace(saved);
            else list.reload();
          }}
        />
      )}
    </>
  );
}
