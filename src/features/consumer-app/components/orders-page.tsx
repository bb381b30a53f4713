import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SearchField } from '../../../components/forms/search-field';
import { consumerPath } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { isMissingRoute } from '../api/missing-route';
import { listMyOrders } from '../api/orders-api';
import { formatMoney } from '../../../lib/money';
import { NotAvailable } from './not-available';

const LIMIT = 10;
const ENDED = new Set(['completed', 'cancelled', 'refunded']);

/** The signed-in consumer's orders, newest first; each opens its live page (invoice, feedback). */
export default function OrdersPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('consumer:orders.title'));
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const userUuid = user?.uuid ?? '';
  const orders = useAsync((signal) => listMyOrders(userUuid, page, LIMIT, search, signal), [userUuid, page, search]);

  if (orders.error && isMissingRoute(orders.error)) return <NotAvailable name={t('consumer:orders.title')} />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 750, mb: 2 }}>
        {t('consumer:orders.title')}
      </Typography>
      <SearchField
        label={t('consumer:orders.search')}
        onSearch={(term) => {
          setPage(0);
          setSearch(term);
        }}
      />
      <Box sx={{ height: 4, my: 1 }}>{orders.loading && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>
      {orders.error && <Alert severity="error">{orders.error.message}</Alert>}
      {orders.data && orders.data.items.length === 0 && <Alert severity="info">{search ? t('consumer:orders.noMatch') : t('consumer:orders.none')}</Alert>}
      <Stack spacing={1.5}>
        {orders.data?.items.map((o) => (
          <Card key={o.uuid} variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={consumerPath.order(o.order_id)}
              data-testid="order-row"
              sx={{ p: 1.5, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography sx={{ fontWeight: 700 }}>{o.order_id}</Typography>
                  <Chip
                    size="small"
                    color={o.status === 'completed' ? 'success' : ENDED.has(o.status) ? 'default' : 'primary'}
                    variant={ENDED.has(o.status) ? 'outlined' : 'filled'}
                    label={t(`consumer:status.${o.status}`)}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {o.store_name} · {new Date(o.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('consumer:orders.items', { count: o.item_count })} · {t(`consumer:pay.${o.payment_method}`)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(o.total, o.currency, i18n.language)}</Typography>
              <ChevronRightRoundedIcon color="action" />
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      {orders.data && orders.data.pageCount > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={orders.data.pageCount}
          page={page + 1}
          onChange={(_e, p) => setPage(p - 1)}
          siblingCount={0}
        />
      )}
    </Box>
  );
}
