// Refunds at the till and in the back office (issue 16): a "Refund" button that opens a dialog over
// one paid order — each line with how many may still be refunded and a stepper, or "everything not
// yet refunded", a required reason, and the amount that goes back to the order's payment method
// (iCash, card, cash from the drawer). The server decides the final amount (what each line was
// actually paid, refund-allocation.ts, the last refund exactly what is left) and answers it; the dialog then shows
// "Refunded …" with the credit note. refunds-section.tsx lists an order's refunds where it is shown.
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../server/contracts/orders';
import { refundLineAmounts } from '../../../../server/contracts/constants/refund-allocation';
import type { OrderRefund } from '../../../../server/contracts/refunds';
import { formatMoney } from '../../../lib/money';
import { downloadCreditNote, loadOrder, refundKey, sendRefund } from '../api/refunds-api';

type Detail = OrderDetail;

/** How many of each line were refunded already. */
function refundedQty(o: Detail): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of o.refunds ?? []) for (const l of r.lines) m.set(l.item_uuid, (m.get(l.item_uuid) ?? 0) + l.quantity);
  return m;
}

/** The server's rule, to show before sending: what each line was paid, unit by unit; the last refund takes what is left. */
export function refundEstimate(o: Detail, picked: Record<string, number>, everything: boolean): number {
  const left = o.total - (o.refunded_amount ?? 0);
  if (everything) return left;
  const done = refundedQty(o);
  const all = o.items.every((i) => i.quantity - (done.get(i.uuid) ?? 0) - (picked[i.uuid] ?? 0) <= 0);
  if (all) return left;
  const amounts = refundLineAmounts(
    {
      items: o.items.map((i) => ({ uuid: i.uuid, quantity: i.quantity, lineTotal: i.line_total })),
      lineDiscounts: (o.manual_discounts ?? []).map((d) => ({ itemUuid: d.item_uuid, amount: d.amount })),
      discount: o.discount,
      total: o.total,
    },
    done,
    o.items.filter((i) => (picked[i.uuid] ?? 0) > 0).map((i) => ({ uuid: i.uuid, quantity: picked[i.uuid] })),
  );
  const sum = amounts.reduce((s, x) => s + x, 0);
  return sum >= left ? left : sum;
}

export function RefundDialog({ orderUuid, open, onClose, onRefunded }: {
  orderUuid: string;
  open: boolean;
  onClose: () => void;
  onRefunded?: (order: Detail) => void;
}) {
  const { t, i18n } = useTranslation('refunds');
  const [order, setOrder] = useState<Detail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const [everything, setEverything] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<OrderRefund | null>(null);
  const [key, setKey] = useState(refundKey);

  useEffect(() => {
    if (!open) return;
    const ctl = new AbortController();
    setOrder(null);
    setLoadError(null);
    setPicked({});
    setEverything(false);
    setReason('');
    setTouched(false);
    setError(null);
    setDone(null);
    setKey(refundKey());
    loadOrder(orderUuid, ctl.signal).then(setOrder, (e: unknown) => {
      if (!ctl.signal.aborted) setLoadError(e instanceof Error && e.message ? e.message : t('refunds:loadFailed'));
    });
    return () => ctl.abort();
  }, [open, orderUuid, t]);

  const done$ = useMemo(() => (order ? refundedQty(order) : new Map<string, number>()), [order]);
  const money = (minor: number) => formatMoney(minor, order?.currency, i18n.language);
  const method = order ? t(`refunds:method.${order.payment_method}`) : '';
  const amount = order ? refundEstimate(order, picked, everything) : 0;
  const reasonOk = reason.trim().length >= 3;
  const somePicked = everything || Object.values(picked).some((q) => q > 0);
  const left = order ? order.total - (order.refunded_amount ?? 0) : 0;
  const refundable = Boolean(order && order.payment_status === 'paid' && order.status !== 'cancelled' && order.status !== 'refunded' && left > 0);

  const step = (uuid: string, by: number, most: number) =>
    setPicked((p) => ({ ...p, [uuid]: Math.max(0, Math.min(most, (p[uuid] ?? 0) + by)) }));

  const submit = async () => {
    setTouched(true);
    if (!order || !reasonOk || !somePicked) return;
    setBusy(true);
    setError(null);
    try {
      const lines = everything ? undefined : Object.entries(picked).filter(([, q]) => q > 0).map(([item_uuid, quantity]) => ({ item_uuid, quantity }));
      const res = await sendRefund({ order_uuid: order.uuid, lines, reason: reason.trim() }, key);
      setDone(res.refund);
      setOrder(res.order);
      onRefunded?.(res.order);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('refunds:failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="refund-title" fullWidth maxWidth="sm">
      <DialogTitle id="refund-title">{t('refunds:title', { id: order?.order_id ?? '' })}</DialogTitle>
      <Box sx={{ height: 4 }}>{(!order && !loadError) || busy ? <LinearProgress aria-label={t('refunds:loading')} /> : null}</Box>
      <DialogContent sx={{ pt: 1 }}>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {done && order && (
          <Alert severity="success" data-testid="refund-done" sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" startIcon={<DownloadRoundedIcon />}
                onClick={() => void downloadCreditNote(done.uuid, `CN-${order.order_id}`).catch(() => undefined)}>
                {t('refunds:creditNote')}
              </Button>
            }
          >
            {t('refunds:done', { amount: money(done.amount), method: t(`refunds:method.${done.method}`) })}
          </Alert>
        )}
        {order && !done && !refundable && <Alert severity="info">{t('refunds:nothingLeft')}</Alert>}
        {order && !done && refundable && (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {t('refunds:paid', { amount: money(order.total), method })}
              {order.refunded_amount > 0 ? ` · ${t('refunds:refunded', { amount: money(order.refunded_amount) })}` : ''}
            </Typography>
            <FormControlLabel
              control={<Checkbox checked={everything} onChange={(e) => setEverything(e.target.checked)} />}
              label={t('refunds:everything')}
            />
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('refunds:lines')}>
              {order.items.map((item) => {
                const most = item.quantity - (done$.get(item.uuid) ?? 0);
                const q = everything ? most : picked[item.uuid] ?? 0;
                return (
                  <Stack component="li" key={item.uuid} direction="row" sx={{ alignItems: 'center', gap: 1, py: 0.5 }} data-testid="refund-line">
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t('refunds:left', { count: most, total: item.quantity })} · {money(item.unit_price)}
                      </Typography>
                    </Box>
                    <IconButton
                      aria-label={t('refunds:fewer', { name: item.name })}
                      disabled={everything || q <= 0}
                      onClick={() => step(item.uuid, -1, most)}
                      sx={{ width: 44, height: 44 }}
                    >
                      <RemoveRoundedIcon />
                    </IconButton>
                    <Typography
                      aria-label={t('refunds:quantity', { name: item.name })}
                      sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {q}
                    </Typography>
                    <IconButton
                      aria-label={t('refunds:more', { name: item.name })}
                      disabled={everything || q >= most}
                      onClick={() => step(item.uuid, 1, most)}
                      sx={{ width: 44, height: 44 }}
                    >
                      <AddRoundedIcon />
                    </IconButton>
                  </Stack>
                );
              })}
            </Box>
            <TextField
              label={t('refunds:reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              required
              error={touched && !reasonOk}
              helperText={touched && !reasonOk ? t('refunds:reasonNeeded') : t('refunds:reasonHelp')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {touched && !somePicked && <Alert severity="warning">{t('refunds:pickSomething')}</Alert>}
            <Typography sx={{ fontWeight: 700 }} data-testid="refund-amount">
              {t('refunds:toRefund', { amount: money(amount), method })}
            </Typography>
          </Stack>
        )}
        {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('refunds:close')}
        </Button>
        {order && !done && refundable && (
          <Button variant="contained" color="error" disabled={busy} onClick={() => void submit()}>
            {t('refunds:submit', { amount: money(amount) })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The button that opens the refund dialog: one line where an order is shown (the till's card, the back office's drawer). */
export function RefundButton({ orderUuid, orderId, onRefunded, size = 'medium' }: {
  orderUuid: string;
  orderId: string;
  onRefunded?: (order: Detail) => void;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('refunds');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="warning"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={t('refunds:buttonFor', { id: orderId })}
        sx={{ minHeight: size === 'small' ? 32 : 44 }}
      >
        {t('refunds:button')}
      </Button>
      {open && <RefundDialog orderUuid={orderUuid} open={open} onClose={() => setOpen(false)} onRefunded={onRefunded} />}
    </>
  );
}
