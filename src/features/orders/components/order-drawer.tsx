// The side drawer of one order: items (each with its options and combo choices as sold), totals, a price check for an offline order charged otherwise
// than its device showed, who moved it when, the next allowed statuses and the invoice. A refused change (409: someone moved it meanwhile) shows the
// server's sentence and reloads the order so the buttons match what it is now.
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TRANSITIONS, type OrderRow, type OrderStatus } from '../../../../server/contracts/orders';
import { LineChoices } from '../../../components/product-choices/menu-marks';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { downloadOrderInvoice, updateOrderStatus, viewOrder } from '../api/orders-api';
import { OrderStatusChip } from './order-status-chip';
import { PriceCheckPanel } from './price-check';
import { RefundButton } from '../../refunds/components/refund-dialog';
import { RefundsSection } from '../../refunds/components/refunds-section';
import { ManualDiscounts } from './manual-discounts';

interface OrderDrawerProps {
  /** The order shown; kept while the drawer slides shut so its content does not blank out. */
  orderUuid: string | null;
  open: boolean;
  onClose: () => void;
  /** The list row is updated in place with what the server answered. */
  onChanged: (row: OrderRow) => void;
}

export const formatDateTime = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** One part of the drawer (customer, items, history, actions) under its small grey heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function OrderDrawer({ orderUuid, open, onClose, onChanged }: OrderDrawerProps) {
  const { t, i18n } = useTranslation();
  const order = useAsync(async (signal) => (orderUuid ? viewOrder(orderUuid, signal) : null), [orderUuid]);
  const [busy, setBusy] = useState<OrderStatus | 'invoice' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const o = order.data;
  const money = (minor: number) => formatMoney(minor, o?.currency, i18n.language);

  const move = async (status: OrderStatus) => {
    if (!o) return;
    setBusy(status);
    setRefusal(null);
    try {
      const row = await updateOrderStatus(o.uuid, status, o.status);
      onChanged(row);
    } catch (e) {
      setRefusal(e instanceof Error && e.message ? e.message : t('orders:drawer.refused'));
    } finally {
      setBusy(null);
      order.reload();
    }
  };

  const invoice = async () => {
    if (!o) return;
    setBusy('invoice');
    try {
      await downloadOrderInvoice(o.order_id);
    } catch {
      // The client has already shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, 'aria-label': t('orders:drawer.title') } as object }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h6"
            noWrap
            data-testid="drawer-call-number"
            sx={o?.call_number ? { fontWeight: 900, fontSize: '1.6rem', lineHeight: 1.15 } : undefined}
          >
            {o ? (o.call_number ?? o.order_id) : t('orders:drawer.title')}
          </Typography>
          {o?.call_number && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {o.order_id}
            </Typography>
          )}
          {o && (
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(o.created_at, i18n.language)} · {o.store_name}
            </Typography>
          )}
        </Box>
        {o && <OrderStatusChip status={o.status} />}
        <IconButton onClick={onClose} aria-label={t('orders:drawer.close')}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Box sx={{ height: 4 }}>{order.loading && <LinearProgress aria-label={t('orders:loading')} />}</Box>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }} data-testid="order-drawer">
        {order.error && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={order.reload}>{t('orders:retry')}</Button>}>
            {order.error.message || t('orders:loadFailed')}
          </Alert>
        )}
        {refusal && (
          <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setRefusal(null)} data-testid="order-refusal">
            {refusal}
          </Alert>
        )}
        {o && (
          <Stack spacing={2.5}>
            {o.needs_review && o.review && <PriceCheckPanel review={o.review} currency={o.currency} />}
            <Section title={t('orders:drawer.customer')}>
              <Typography>{o.customer_name ?? t('orders:guest')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[o.customer_mobile, o.customer_email].filter(Boolean).join(' · ')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`orders:pay.${o.payment_method}`)} · {t(`orders:payStatus.${o.payment_status}`)}
              </Typography>
            </Section>
            <Section title={t('orders:drawer.items')}>
              {o.items.map((item) => (
                <Box key={item.uuid} sx={{ py: 0.5 }} data-testid="order-item">
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                    <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {item.quantity} × {item.name}
                      {item.quantity > 1 && (item.options?.length || item.combo?.length) ? (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {' '}
                          ({t('orders:drawer.each', { price: money(item.unit_price) })})
                        </Typography>
                      ) : null}
                    </Typography>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {money(item.line_total)}
                    </Typography>
                  </Stack>
                  {/* The snapshot taken at checkout: later menu edits never change it. */}
                  <LineChoices options={item.options} combo={item.combo} note={item.note} currency={o.currency} density="dense" />
                </Box>
              ))}
              <Divider sx={{ my: 1 }} />
              <Line label={t('orders:drawer.subtotal')} value={money(o.subtotal)} />
              {o.discount > 0 && (
                <Line
                  label={o.coupon_code ? t('orders:drawer.discountCode', { code: o.coupon_code }) : t('orders:drawer.discount')}
                  value={`−${money(o.discount)}`}
                />
              )}
              <ManualDiscounts order={o} />
              <Line label={t('orders:drawer.tax')} value={money(o.tax)} />
              <Line label={t('orders:drawer.total')} value={money(o.total)} strong />
              <RefundsSection order={o} />
            </Section>
            <Section title={t('orders:drawer.history')}>
              {o.history.map((h) => (
                <Box key={h.uuid} sx={{ py: 0.5 }} data-testid="order-history">
                  <Typography variant="body2">
                    {h.from_status
                      ? t('orders:drawer.moved', { from: t(`orders:status.${h.from_status}`), to: t(`orders:status.${h.to_status}`) })
                      : t(`orders:status.${h.to_status}`)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(h.created_at, i18n.language)} · {h.changed_by_name ?? t('orders:drawer.system')}
                    {h.note ? ` · ${h.note}` : ''}
                  </Typography>
                </Box>
              ))}
            </Section>
            <Section title={t('orders:drawer.actions')}>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                {ORDER_TRANSITIONS[o.status].map((next) => (
                  <Button
                    key={next}
                    variant={next === 'cancelled' || next === 'refunded' ? 'outlined' : 'contained'}
                    color={next === 'cancelled' || next === 'refunded' ? 'error' : 'primary'}
                    disabled={busy !== null || order.loading}
                    onClick={() => void move(next)}
                  >
                    {t(`orders:action.${next}`)}
                  </Button>
                ))}
                {o.payment_status === 'paid' && <RefundButton orderUuid={o.uuid} orderId={o.order_id} onRefunded={order.reload} />}
                {ORDER_TRANSITIONS[o.status].length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('orders:drawer.final')}
                  </Typography>
                )}
              </Stack>
              <Button sx={{ mt: 2 }} variant="text" startIcon={<DownloadRoundedIcon />} disabled={busy !== null} onClick={() => void invoice()}>
                {t('orders:drawer.invoice')}
              </Button>
            </Section>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
