// Order Management: the orders in the caller's scope, paged on the server, with search, status,
// store, date and price-check filters; a row opens the order's drawer where it is moved along.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderRow, type OrderStatus } from '../../../../server/contracts/orders';
import { CheckFilter, DataList, DateRangeFilter, options, ScopeFilter, SelectFilter, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { formatMoney } from '../../../lib/money';
import { useCurrentUser } from '../../../lib/use-auth';
import { listOrders } from '../api/orders-api';
import { formatDateTime, OrderDrawer } from './order-drawer';
import { OrderStatusChip } from './order-status-chip';
import { PriceCheckChip } from './price-check';

export default function OrderListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  const [openUuid, setOpenUuid] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Each opening mounts a fresh drawer, so it reads the order as it is now.
  const [openings, setOpenings] = useState(0);
  const openOrder = (row: OrderRow) => {
    setOpenUuid(row.uuid);
    setOpenings((n) => n + 1);
    setDrawerOpen(true);
  };
  // ?order=ORD-… (from a notification, feedback or a placed order) opens the list on that order.
  const list = useDataList({
    id: 'orders',
    filters: ['company_uuid', 'store_uuid', 'order_status', 'start_date', 'end_date', 'needs_review'],
    searchFrom: 'order',
    load: ({ order_status, needs_review, ...q }, signal) =>
      listOrders({ ...q, order_status: order_status as OrderStatus | undefined, needs_review: needs_review === 'true' || undefined }, role, signal),
    deps: [role],
  });
  const showStore = role !== 'manager' && role !== 'cashier';

  return (
    <ListPage title={t('orders:title')} subtitle={t('orders:subtitle')}>
      <DataList<OrderRow>
        list={list} label={t('orders:title')} searchLabel={t('orders:search')}
        filters={
          <>
            {showStore && <ScopeFilter list={list} />}
            <SelectFilter
              list={list}
              name="order_status"
              label={t('orders:filterStatus')}
              all={t('orders:allStatuses')}
              options={options(ORDER_STATUSES, (s) => t(`orders:status.${s}`))}
            />
            <DateRangeFilter list={list} labels={{ from: t('orders:from'), to: t('orders:to'), order: t('orders:dateOrder') }} />
            <CheckFilter list={list} name="needs_review" label={t('orders:priceCheck.only')} />
          </>
        }
        rowTestId="order-row" onRowOpen={openOrder}
        rowAttributes={(o) => ({ 'aria-label': t('orders:open', { id: o.order_id }) })}
        empty={t('orders:empty')} noMatch={t('orders:noMatch')}
        columns={[
          {
            field: 'call_number',
            headerName: t('orders:colCall'),
            width: 96,
            renderCell: ({ row }) => (
              <Box
                component="span"
                sx={{ fontWeight: 900, fontSize: '1.15rem', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
                data-testid="order-call-number"
              >
                {row.call_number ?? '—'}
              </Box>
            ),
          },
          {
            field: 'order_id',
            headerName: t('orders:colOrder'),
            flex: 1.2,
            minWidth: 150,
            renderCell: ({ row }) => <TwoLine primary={row.order_id} secondary={t('orders:itemCount', { count: row.item_count })} />,
          },
          { field: 'created_at', headerName: t('orders:colDate'), width: 180, valueGetter: (_v, row) => formatDateTime(row.created_at, i18n.language) },
          ...(showStore
            ? [
                { field: 'store', headerName: t('orders:colStore'), flex: 1.3,
                  renderCell: ({ row }: { row: OrderRow }) => (
                    <TwoLine strong={false} primary={row.store_name} secondary={role === 'admin' ? row.company_name : undefined} />
                  ),
                },
              ]
            : []),
          { field: 'customer', headerName: t('orders:colCustomer'), flex: 1.3,
            renderCell: ({ row }) => <TwoLine strong={false} primary={row.customer_name ?? t('orders:guest')} secondary={row.customer_mobile} />,
          },
          { field: 'total', headerName: t('orders:colTotal'), align: 'right', headerAlign: 'right',
            valueGetter: (_v, row) => formatMoney(row.total, row.currency, i18n.language),
          },
          { field: 'payment', headerName: t('orders:colPayment'),
            renderCell: ({ row }) => (
              <TwoLine
                strong={false}
                primary={t(`orders:pay.${row.payment_method}`)}
                secondary={
                  <Typography variant="caption" color={row.payment_status === 'failed' ? 'error.main' : 'text.secondary'}>
                    {t(`orders:payStatus.${row.payment_status}`)}
                  </Typography>
                }
              />
            ),
          },
          { field: 'status', headerName: t('orders:colStatus'), flex: 1.2,
            renderCell: ({ row }) => (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <OrderStatusChip status={row.status} />
                {row.needs_review && <PriceCheckChip />}
              </Stack>
            ),
          },
        ]}
      />
      <OrderDrawer key={openings} orderUuid={openUuid} open={drawerOpen} onClose={() => setDrawerOpen(false)} onChanged={(row) => list.replace(row)} />
    </ListPage>
  );
}
