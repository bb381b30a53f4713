import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/forms/search-field';
import { consumerPath } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { isMissingRoute } from '../api/missing-route';
import { listMyOrders } from '../api/orders-api';
import { formatMoney } from '../../../lib/money';
import { NotAvailable } from './not-available';
import { LinkCard, LoadStrip, PageTitle, Pager } from './page-parts';
import { formatDateTime } from '../../../lib/format-date';
import { slotLabel } from '../../../lib/pickup-slots';
import { keeperOf, loadKept } from '../offline/kept';
import { isOfflineError } from '../../../lib/kept-views';
import { KeptNote } from '../offline/offline-parts';

const LIMIT = 10;
const ENDED = new Set(['completed', 'cancelled', 'refunded']);

/** The signed-in consumer's orders, newest first; each opens its live page (invoice, feedback). */
export default function OrdersPage() {
  const { t, i18n } = useTranslation();
  // The offline words (banner, kept views, waiting marks) load with the screen.
  useTranslation('consumerOffline');
  const user = useCurrentUser();
  usePageTitle(t('consumer:orders.title'));
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const userUuid = user?.uuid ?? '';
  // The pages read are kept on the phone: offline they show as last read, with the time (issue 17).
  const kept = useAsync(
    (signal) => loadKept(keeperOf(userUuid), `orders|${page}|${search}`, () => listMyOrders(userUuid, page, LIMIT, search, signal)),
    [userUuid, page, search],
  );
  const orders = { ...kept, data: kept.data?.data ?? null };
  const keptAt = kept.data?.keptAt ?? null;

  if (orders.error && isMissingRoute(orders.error)) return <NotAvailable name={t('consumer:orders.title')} />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageTitle>{t('consumer:orders.title')}</PageTitle>
      <SearchField
        label={t('consumer:orders.search')}
        onSearch={(term) => {
          setPage(0);
          setSearch(term);
        }}
      />
      <LoadStrip loading={orders.loading} />
      {keptAt !== null && <KeptNote at={keptAt} />}
      {orders.error && (isOfflineError(orders.error)
        ? <Alert severity="info" data-testid="kept-none">{t('consumerOffline:kept.none')}</Alert>
        : <Alert severity="error">{orders.error.message}</Alert>)}
      {orders.data && orders.data.items.length === 0 && <Alert severity="info">{search ? t('consumer:orders.noMatch') : t('consumer:orders.none')}</Alert>}
      <Stack spacing={1.5}>
        {orders.data?.items.map((o) => (
          <LinkCard key={o.uuid} to={consumerPath.order(o.order_id)} testId="order-row" p={1.5} gap={1.5}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                {o.call_number && (
                  <Typography sx={{ fontWeight: 900, fontSize: '1.35rem', lineHeight: 1.1 }} data-testid="order-row-call-number">
                    {o.call_number}
                  </Typography>
                )}
                <Typography sx={{ fontWeight: o.call_number ? 500 : 700, color: o.call_number ? 'text.secondary' : undefined }} data-testid="order-row-id">
                  {o.order_id}
                </Typography>
                <Chip
                  size="small"
                  color={o.status === 'completed' ? 'success' : ENDED.has(o.status) ? 'default' : 'primary'}
                  variant={ENDED.has(o.status) ? 'outlined' : 'filled'}
                  label={t(`consumer:status.${o.status}`)}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" noWrap>
                {o.store_name} · {formatDateTime(o.created_at, i18n.language)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('consumer:orders.items', { count: o.item_count })} · {t(`consumer:pay.${o.payment_method}`)}
              </Typography>
              {o.pickup_slot && (
                <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }} data-testid="order-row-pickup">
                  {t('slots:order.pickup', { when: slotLabel(o.pickup_slot, i18n.language) })}
                </Typography>
              )}
            </Box>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(o.total, o.currency, i18n.language)}</Typography>
          </LinkCard>
        ))}
      </Stack>
      <Pager pageCount={orders.data?.pageCount} page={page} onPage={setPage} />
    </Box>
  );
}
