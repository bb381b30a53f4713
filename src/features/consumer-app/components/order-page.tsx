import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import SensorsRoundedIcon from '@mui/icons-material/SensorsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { PlacedOrder } from '../../../../server/contracts/ordering';
import type { OrderDetail, OrderStatus } from '../../../../server/contracts/orders';
import { StatusView } from '../../../components/feedback/status-view';
import { paths } from '../../../config/paths';
import { getDeviceId } from '../../../lib/device-id';
import { followOrder, onConnectionChange, onOrderStatus, unfollowOrder } from '../../../lib/socket';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { isMissingRoute } from '../api/missing-route';
import { cancelOrder, downloadInvoice, viewOrder } from '../api/orders-api';
import { LineChoices } from '../../../components/product-choices/menu-marks';
import { formatMoney } from '../../../lib/money';
import { OrderFeedback } from './order-feedback';
import { Totals } from './totals';
import { RefundsSection } from '../../refunds/components/refunds-section';
import { DateTimeText } from '../../../components/date-time-text';
import { PushOfferCard } from '../../../components/push/push-offer-card';
import { slotLabel } from '../../../lib/pickup-slots';
import { hasKept, keeperOf, loadKept } from '../offline/kept';
import { isOfflineError } from '../../../lib/kept-views';
import { KeptNote } from '../offline/offline-parts';

const STEPS: OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'completed'];

/** What the page shows: the server's order view, or right after checkout the checkout's answer. */
type Shown = Pick<
  OrderDetail,
  'uuid' | 'order_id' | 'call_number'
  | 'store_name' | 'status' | 'payment_method' | 'payment_status' | 'subtotal' | 'discount' | 'tax' | 'total' | 'currency' | 'coupon_code'
  | 'created_at' | 'items' | 'user_uuid' | 'pickup_slot'
> &
  Partial<Pick<OrderDetail, 'history' | 'feedback' | 'reviews'>>;

const fromPlaced = (o: PlacedOrder): Shown => ({
  ...o,
  status: o.status as OrderStatus,
  payment_method: o.payment_method as Shown['payment_method'],
  payment_status: o.payment_status as Shown['payment_status'],
});

/** The live order: status steps that move with the socket, the items, the totals, invoice and feedback. */
export default function OrderPage() {
  const { t, i18n } = useTranslation();
  // The offline words (banner, kept views, waiting marks) load with the screen.
  useTranslation('consumerOffline');
  const { orderId = '' } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  const guest = !user;
  const placed = (location.state as { placed?: PlacedOrder } | null)?.placed;
  const initial = placed && (placed.order_id === orderId || placed.uuid === orderId) ? fromPlaced(placed) : null;
  usePageTitle(t('consumer:order.title', { id: orderId }));

  // Each order opened is kept on the phone: offline it opens as it was last read (issue 17).
  const who = keeperOf(user?.uuid);
  const kept = useAsync((signal) => loadKept(who, `order|${orderId}`, () => viewOrder(orderId, guest, signal)), [orderId, guest, who]);
  const view = { ...kept, data: kept.data?.data ?? null };
  const keptAt = kept.data?.keptAt ?? null;
  const invoiceKept = useAsync(() => hasKept(who, `invoice|${orderId}`), [who, orderId, keptAt]);
  const [live, setLive] = useState<{ status: OrderStatus; at: string } | null>(null);
  const [connected, setConnected] = useState(true);
  const [followed, setFollowed] = useState<boolean | null>(null);
  const viewMissing = view.error ? isMissingRoute(view.error) : false;
  const base: Shown | null = view.data ?? initial;
  const order: Shown | null = base && live ? { ...base, status: live.status } : base;
  const uuid = base?.uuid ?? null;

  // Follow the order's room; a status event moves the steps without a reload.
  const { reload } = view;
  useEffect(() => {
    if (!uuid) return;
    let active = true;
    void followOrder(uuid, guest ? getDeviceId() : null).then((ack) => active && setFollowed(ack.ok));
    const offStatus = onOrderStatus((e) => {
      if (e.uuid !== uuid) return;
      setLive({ status: e.status as OrderStatus, at: e.updated_at });
      reload();
    });
    const offConn = onConnectionChange(setConnected);
    return () => {
      active = false;
      offStatus();
      offConn();
      unfollowOrder(uuid);
    };
  }, [uuid, guest, reload]);

  // Once the fresh view arrives, it is the truth again.
  const viewStatus = view.data?.status;
  useEffect(() => {
    setLive((l) => (l && viewStatus === l.status ? null : l));
  }, [viewStatus]);

  // A card payment is confirmed by the gateway's webhook a moment after the redirect: look again a few times.
  const pendingCard = order?.payment_method === 'card' && order.payment_status === 'pending';
  useEffect(() => {
    if (!pendingCard) return;
    let n = 0;
    const timer = window.setInterval(() => {
      n += 1;
      reload();
      if (n >= 6) window.clearInterval(timer);
    }, 4000);
    return () => window.clearInterval(timer);
  }, [pendingCard, reload]);

  const money = (n: number) => formatMoney(n, order?.currency, i18n.language);
  const active = order ? STEPS.indexOf(order.status) : -1;
  const ended = order?.status === 'cancelled' || order?.status === 'refunded';
  const [busy, setBusy] = useState(false);
  // Five steps side by side do not fit a phone in every language: there they stand in a column.
  const narrow = useMediaQuery('(max-width:559.95px)');

  if (!order) {
    if (view.loading) return <LinearProgress aria-label={t('consumer:common.loading')} />;
    return (
      <StatusView
        icon={<ReceiptLongRoundedIcon />}
        title={viewMissing ? t('consumer:order.viewNotAvailable') : t('consumer:order.notFound')}
        text={view.error && isOfflineError(view.error) ? t('consumerOffline:kept.none') : (view.error?.message ?? '')}
        actions={<Button variant="contained" component={RouterLink} to={paths.consumer.home}>{t('consumer:cart.browse')}</Button>}
      />
    );
  }

  const lastStep = ended ? Math.max(0, ...(order.history ?? []).map((h) => (h.from_status ? STEPS.indexOf(h.from_status) : 0))) : active;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      {keptAt !== null && <KeptNote at={keptAt} />}
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {order.store_name}
          </Typography>
          {order.call_number ? (
            <>
              <Typography variant="h3" component="h1" sx={{ fontWeight: 900, lineHeight: 1.1 }} data-testid="order-call-number">
                <Box component="span" sx={{ display: 'block', fontSize: '0.9rem', fontWeight: 600, color: 'text.secondary' }}>
                  {t('consumer:order.callNumber')}
                </Box>
                {order.call_number}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="order-id">
                {order.order_id}
              </Typography>
            </>
          ) : (
            <Typography variant="h5" component="h1" sx={{ fontWeight: 750, lineHeight: 1.2 }} data-testid="order-id">
              {order.order_id}
            </Typography>
          )}
          <DateTimeText iso={order.created_at} />
        </Box>
        <Chip
          size="small"
          icon={connected && followed !== false ? <SensorsRoundedIcon /> : <CloudOffRoundedIcon />}
          color={connected && followed ? 'success' : 'default'}
          variant="outlined"
          label={
            !connected
              ? t('consumer:order.reconnecting')
              : followed
                ? t('consumer:order.live')
                : followed === false
                  ? t('consumer:order.notLive')
                  : t('consumer:order.connecting')
          }
          data-testid="live-indicator"
        />
      </Stack>

      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography sx={{ fontWeight: 750, fontSize: '1.2rem' }} role="status" aria-live="polite" data-testid="order-status" data-status={order.status}>
            {t(`consumer:status.${order.status}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: order.pickup_slot ? 1 : 2 }}>
            {t(`consumer:statusHint.${order.status}`)}
          </Typography>
          {order.pickup_slot && (
            <Chip
              icon={<ScheduleRoundedIcon />}
              color="primary"
              variant="outlined"
              label={t('slots:order.pickup', { when: slotLabel(order.pickup_slot, i18n.language) })}
              data-testid="order-pickup-slot"
              sx={{ mb: 2, fontWeight: 700 }}
            />
          )}
          <Stepper
            activeStep={ended ? lastStep : active}
            orientation={narrow ? 'vertical' : 'horizontal'}
            alternativeLabel={!narrow}
            sx={narrow ? { '& .MuiStepConnector-line': { minHeight: 12 } } : { '& .MuiStepLabel-label': { fontSize: '0.85rem', mt: '6px !important' } }}
          >
            {STEPS.map((s, i) => (
              <Step key={s} completed={!ended && i <= active} data-testid={`step-${s}`} data-state={!ended && i <= active ? 'done' : 'todo'}>
                <StepLabel error={ended && i === lastStep}>{t(`consumer:status.${s}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {ended && (
            <Alert severity="warning" icon={<CancelRoundedIcon />} sx={{ mt: 2 }}>
              {t(`consumer:statusHint.${order.status}`)}
            </Alert>
          )}
          {followed === false && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('consumer:order.notLiveHint')}
            </Alert>
          )}
        </CardContent>
      </Card>

      <PushOfferCard orderId={order.order_id} status={order.status} guest={guest} />

      {viewMissing && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="order-view-missing">
          {t('consumer:order.viewNotAvailableHint')}
        </Alert>
      )}

      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
            <Chip size="small" label={t(`consumer:pay.${order.payment_method}`)} />
            <Chip
              size="small"
              color={order.payment_status === 'paid' ? 'success' : order.payment_status === 'failed' ? 'error' : 'default'}
              label={t(`consumer:payStatus.${order.payment_status}`)}
              data-testid="payment-status"
            />
          </Stack>
          {order.items.map((item) => (
            <Stack key={item.uuid} direction="row" spacing={1} sx={{ py: 0.75, justifyContent: 'space-between' }} data-testid="order-line">
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography>
                  {item.quantity} × {item.name}
                </Typography>
                <LineChoices options={item.options} combo={item.combo} currency={order.currency} density="dense" />
                {item.note && (
                  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                    {item.note}
                  </Typography>
                )}
              </Box>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{money(item.line_total)}</Typography>
            </Stack>
          ))}
          <Divider sx={{ my: 1 }} />
          <Totals
            amounts={{
              subtotal: order.subtotal,
              discount: order.discount,
              couponCode: order.coupon_code,
              tax: order.tax,
              total: order.total,
              currency: order.currency,
            }}
            compact
          />
          {view.data && <RefundsSection order={view.data} guest={guest} />}
        </CardContent>
      </Card>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadRoundedIcon />}
          disabled={busy}
          data-testid="invoice-download"
          onClick={async () => {
            setBusy(true);
            try {
              await downloadInvoice(order.order_id, guest, who);
              invoiceKept.reload();
            } catch {
              /* said in a toast */
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('consumer:order.invoice')}
        </Button>
        {invoiceKept.data && (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="invoice-kept">
            {t('consumerOffline:kept.invoice')}
          </Typography>
        )}
        {user && order.user_uuid === user.uuid && order.status === 'placed' && (
          <Button
            color="error"
            variant="outlined"
            disabled={busy}
            data-testid="order-cancel"
            onClick={async () => {
              if (!window.confirm(t('consumer:order.cancelConfirm'))) return;
              setBusy(true);
              try {
                await cancelOrder(order.uuid);
                reload();
              } catch {
                /* toasted */
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('consumer:order.cancel')}
          </Button>
        )}
        {user && (
          <Button component={RouterLink} to={paths.consumer.orders}>
            {t('consumer:order.allOrders')}
          </Button>
        )}
      </Stack>

      {user && order.status === 'completed' && order.user_uuid === user.uuid && view.data && <OrderFeedback order={view.data} onSent={reload} />}
    </Box>
  );
}
