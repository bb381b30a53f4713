// Order Management: the orders in the caller's scope, paged on the server, with search, status,
// store, date and price-check filters; a row opens the order's drawer where it is moved along.
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type OrderRow, type OrderStatus } from '../../../../server/contracts/orders';
import { EmptyRow } from '../../../components/lists/empty-row';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { LIMITS } from '../../../config/constants';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listOrders } from '../api/orders-api';
import { formatDateTime, OrderDrawer } from './order-drawer';
import { OrderStatusChip } from './order-status-chip';
import { PriceCheckChip } from './price-check';

const COLUMNS = 7;

export default function OrderListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  usePageTitle(t('orders:title'));
  const [scope, setScope] = useState<Scope>({});
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [priceChecks, setPriceChecks] = useState(false);
  // ?order=ORD-… (from a notification, feedback or a placed order) opens the list on that order.
  const [params] = useSearchParams();
  const linkedOrder = params.get('order') ?? '';
  const [search, setSearch] = useState(linkedOrder);
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [openUuid, setOpenUuid] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Each opening mounts a fresh drawer, so it reads the order as it is now.
  const [openings, setOpenings] = useState(0);
  const openOrder = (uuid: string) => {
    setOpenUuid(uuid);
    setOpenings((n) => n + 1);
    setDrawerOpen(true);
  };
  const list = useAsync(
    (signal) =>
      listOrders(
        {
          pagenum,
          limit,
          search: search || undefined,
          company_uuid: scope.company_uuid,
          store_uuid: scope.store_uuid,
          order_status: status || undefined,
          start_date: startDate || undefined,
          end_date: endDate || undefined,
          needs_review: priceChecks || undefined,
        },
        role,
        signal,
      ),
    [pagenum, limit, search, scope.company_uuid, scope.store_uuid, status, startDate, endDate, priceChecks, role],
  );
  const items = list.data?.items ?? [];
  const showStore = role !== 'manager' && role !== 'cashier';
  const resetPage = () => setPagenum(0);
  const filtered = Boolean(search || status || startDate || endDate || priceChecks || scope.company_uuid || scope.store_uuid);
  const dateRangeBad = Boolean(startDate && endDate && startDate > endDate);

  const replace = (row: OrderRow) => list.setData((prev) => (prev ? { ...prev, items: prev.items.map((o) => (o.uuid === row.uuid ? { ...o, ...row } : o)) } : prev));

  return (
    <>
      <PageHeader title={t('orders:title')} subtitle={t('orders:subtitle')} />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <SearchField
            initial={linkedOrder}
            label={t('orders:search')}
            onSearch={(term) => {
              setSearch(term);
              resetPage();
            }}
          />
          {showStore && (
            <ScopePicker
              mode="filter"
              value={scope}
              onChange={(next) => {
                setScope(next);
                resetPage();
              }}
            />
          )}
          <TextField
            select
            size="small"
            label={t('orders:filterStatus')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatus | '');
              resetPage();
            }}
            helperText=" "
            sx={{ width: { xs: '100%', sm: 170 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('orders:allStatuses')}</MenuItem>
            {ORDER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`orders:status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {(
            [
              ['from', startDate, setStartDate],
              ['to', endDate, setEndDate],
            ] as const
          ).map(([key, value, set]) => (
            <TextField
              key={key}
              type="date"
              size="small"
              label={t(`orders:${key}`)}
              value={value}
              onChange={(e) => {
                set(e.target.value);
                resetPage();
              }}
              error={key === 'to' && dateRangeBad}
              helperText={key === 'to' && dateRangeBad ? t('orders:dateOrder') : ' '}
              sx={{ width: { xs: '100%', sm: 170 } }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          <FormControlLabel
            sx={{ height: 40, mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={priceChecks}
                onChange={(e) => {
                  setPriceChecks(e.target.checked);
                  resetPage();
                }}
              />
            }
            label={t('orders:priceCheck.only')}
          />
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} loadingLabel={t('orders:loading')} failedMessage={t('orders:loadFailed')} />
        <TableContainer>
          <Table aria-label={t('orders:title')} sx={{ '& td, & th': { px: { xs: 1, sm: 1.5 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('orders:colOrder')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('orders:colDate')}</TableCell>
                {showStore && <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('orders:colStore')}</TableCell>}
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('orders:colCustomer')}</TableCell>
                <TableCell align="right">{t('orders:colTotal')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('orders:colPayment')}</TableCell>
                <TableCell>{t('orders:colStatus')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && <EmptyRow colSpan={COLUMNS}>{filtered ? t('orders:noMatch') : t('orders:empty')}</EmptyRow>}
              {items.map((o) => (
                <TableRow
                  key={o.uuid}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => openOrder(o.uuid)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      openOrder(o.uuid);
                    }
                  }}
                  aria-label={t('orders:open', { id: o.order_id })}
                  data-testid="order-row"
                >
                  <TableCell>
                    <Typography sx={{ fontWeight: 650 }} noWrap>
                      {o.order_id}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {t('orders:itemCount', { count: o.item_count })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDateTime(o.created_at, i18n.language)}</TableCell>
                  {showStore && (
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, maxWidth: 220 }}>
                      <Typography variant="body2" noWrap>
                        {o.store_name}
                      </Typography>
                      {role === 'admin' && (
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {o.company_name}
                        </Typography>
                      )}
                    </TableCell>
                  )}
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 220 }}>
                    <Typography variant="body2" noWrap>
                      {o.customer_name ?? t('orders:guest')}
                    </Typography>
                    {o.customer_mobile && (
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {o.customer_mobile}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(o.total, o.currency, i18n.language)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <Typography variant="body2">{t(`orders:pay.${o.payment_method}`)}</Typography>
                    <Typography variant="caption" color={o.payment_status === 'failed' ? 'error.main' : 'text.secondary'} component="div">
                      {t(`orders:payStatus.${o.payment_status}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      <OrderStatusChip status={o.status} />
                      {o.needs_review && <PriceCheckChip />}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          total={list.data?.total ?? 0}
          pageCount={list.data?.pageCount}
          pagenum={pagenum}
          limit={limit}
          onPage={setPagenum}
          onLimit={(l) => {
            setLimit(l);
            resetPage();
          }}
        />
      </Card>
      <OrderDrawer key={openings} orderUuid={openUuid} open={drawerOpen} onClose={() => setDrawerOpen(false)} onChanged={replace} />
    </>
  );
}
