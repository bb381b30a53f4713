// The receipt: the call number large (the server's once it has the order, the one the kiosk printed
// offline, else the order id), the order id smaller as the reference, the items (each with its options and combo choices indented
// under it: the server's snapshot once it has the order, the kiosk's until then) and total, whether the server has the order yet,
// and a Print button. The print stylesheet shows only the receipt, 80 mm wide (receipt printers).
// Once the server has the order, the receipt follows it live (the kiosk's device id opens its room):
// the guest still at the screen sees it accepted, being prepared, ready. It counts down to the attract
// screen (the shell's clock, `secondsLeft`), and Done starts over at once.
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedOrder } from '../../../../server/contracts/ordering';
import { LineChoices } from '../../../components/product-choices/menu-marks';
import { formatMoney } from '../../../lib/money';
import { serverText, useServerWords } from '../../../lib/server-text';
import { followOrder, onOrderStatus, unfollowOrder } from '../../../lib/socket';
import type { KioskOrderDraft } from '../api/kiosk-orders';
import { TotalsTable } from './totals-table';

export type ReceiptState =
  | { kind: 'pending' }
  | { kind: 'checking' }
  | { kind: 'confirmed'; order: PlacedOrder }
  /** The server's English reason, with its catalog code and parameters when it sent them (said in the guest's language). */
  | { kind: 'refused'; message: string; code?: string; params?: Record<string, string | number> }
  | { kind: 'declined' };

const PRINT_CSS = `
@page { size: 80mm auto; margin: 0; }
@media print {
  body * { visibility: hidden !important; }
  #kiosk-receipt, #kiosk-receipt * { visibility: visible !important; }
  #kiosk-receipt {
    position: absolute; left: 0; top: 0; width: 80mm; max-width: 80mm; box-sizing: border-box; padding: 4mm !important;
    box-shadow: none !important; border: 0 !important; border-radius: 0 !important; font-size: 11pt; color: #000 !important; background: #fff !important;
  }
  #kiosk-receipt #kiosk-receipt-number { font-size: 28pt !important; letter-spacing: 0 !important; white-space: nowrap; }
  #kiosk-receipt * { color: #000 !important; }
  #kiosk-receipt [data-testid="line-choices"] { padding-left: 4mm !important; }
  #kiosk-receipt .no-print { display: none !important; }
}`;

/** The order number's element: large on its own, the receipt's other text a size up on a kiosk screen. */
const NUMBER_ID = 'kiosk-receipt-number';

const LIVE_STATUSES = ['accepted', 'preparing', 'ready', 'completed', 'cancelled'];

/**
 * The order's status as the store moves it (null until it moves): the follow's answer gives the
 * status at the moment the socket joined the order's room, events give every later change; the
 * newer of the two wins, so a change made while the receipt was still joining is not missed.
 */
function useLiveStatus(orderUuid: string | null, deviceId: string): string | null {
  const [status, setStatus] = useState<{ uuid: string; status: string; at: string } | null>(null);
  useEffect(() => {
    if (!orderUuid) return undefined;
    let active = true;
    const take = (next: { status: string; at: string }) =>
      setStatus((prev) => (prev && prev.uuid === orderUuid && prev.at > next.at ? prev : { uuid: orderUuid, ...next }));
    void followOrder(orderUuid, deviceId).then((ack) => {
      if (active && ack.ok && ack.status && ack.updated_at && LIVE_STATUSES.includes(ack.status)) take({ status: ack.status, at: ack.updated_at });
    });
    const off = onOrderStatus((e) => {
      if (e.uuid === orderUuid) take({ status: e.status, at: e.updated_at });
    });
    return () => {
      active = false;
      off();
      unfollowOrder(orderUuid);
    };
  }, [orderUuid, deviceId]);
  return status && status.uuid === orderUuid ? status.status : null;
}

export function ReceiptScreen({ draft, state, storeName, deviceId, secondsLeft, onDone }: {
  draft: KioskOrderDraft;
  state: ReceiptState;
  storeName: string;
  deviceId: string;
  /** Seconds until the kiosk starts over by itself (null: it waits, e.g. while a card payment is checked). */
  secondsLeft: number | null;
  onDone(): void;
}) {
  const { t, i18n } = useTranslation();
  // A refusal from the server is said by its code in the guest's language once the words are loaded.
  useServerWords();
  const money = (v: number) => formatMoney(v, draft.currency, i18n.language);
  const confirmed = state.kind === 'confirmed' ? state.order : null;
  const live = useLiveStatus(confirmed?.uuid ?? null, deviceId);
  // The server's number once it has the order (it may have renumbered an offline one), else the one printed offline.
  const callNumber = confirmed?.call_number ?? draft.body.call_number ?? null;
  // Where the order stands until a live status speaks for it: kept on the kiosk, taken, or its card being checked.
  const sent: { icon?: ReactElement; color: 'warning' | 'success' | 'info'; label: string; testId?: string } | null =
    state.kind === 'pending'
      ? { icon: <CloudOffRoundedIcon />, color: 'warning', label: t('kiosk:receipt.pending'), testId: 'kiosk-receipt-pending' }
      : state.kind === 'confirmed' && !live
        ? { icon: <CheckCircleRoundedIcon />, color: 'success', label: t('kiosk:receipt.confirmed'), testId: 'kiosk-receipt-confirmed' }
        : state.kind === 'checking'
          ? { color: 'info', label: t('kiosk:receipt.cardChecking') }
          : null;
  const paidByCard = confirmed?.payment_method === 'card' && confirmed.payment_status === 'paid';
  const paidByWallet = confirmed?.payment_method === 'wallet' && confirmed.payment_status === 'paid';
  // The server's figures once it has the order; the kiosk's until then.
  const totals = confirmed
    ? { items: draft.totals.items, subtotal: confirmed.subtotal, discount: confirmed.discount, tax: confirmed.tax, total: confirmed.total }
    : draft.totals;
  const lines = confirmed
    ? confirmed.items.map((i) => ({
        key: i.uuid,
        name: i.name,
        quantity: i.quantity,
        total: i.line_total,
        options: i.options ?? [],
        combo: i.combo ?? [],
        note: i.note,
      }))
    : draft.lines.map((l) => ({
        key: l.key ?? l.product_uuid,
        name: l.name,
        quantity: l.quantity,
        total: l.unit_price * l.quantity,
        options: l.chosen ?? [],
        combo: l.combo_chosen ?? [],
        note: l.note,
      }));

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <GlobalStyles styles={PRINT_CSS} />
      {/* The receipt in the middle of the screen (from the top once it is taller than the screen). */}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: { xs: 2, md: 4 }, display: 'grid', alignContent: 'safe center' }}>
        <Paper
          id="kiosk-receipt"
          sx={{ p: { xs: 3, md: 5 }, width: '100%', maxWidth: 960, mx: 'auto', [`& .MuiTypography-body1:not(#${NUMBER_ID})`]: { fontSize: { md: '1.3rem' } } }}
          component="section"
          aria-labelledby="kiosk-receipt-number"
        >
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {storeName}
            </Typography>
            <Typography variant="h5" component="h1">
              {t('kiosk:receipt.title')}
            </Typography>
            <Typography
              id="kiosk-receipt-number"
              component="p"
              aria-label={callNumber ? t('kiosk:receipt.callNumberLabel', { number: callNumber }) : undefined}
              sx={{ fontSize: callNumber ? { xs: '4.5rem', md: '7rem' } : { xs: '2.8rem', md: '4rem' }, fontWeight: 900, letterSpacing: 2, lineHeight: 1.05 }}
              data-testid={callNumber ? 'kiosk-call-number' : 'kiosk-order-number'}
            >
              {callNumber ?? draft.body.order_id}
            </Typography>
            {callNumber && (
              <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
                {t('kiosk:receipt.reference')} <span data-testid="kiosk-order-number">{draft.body.order_id}</span>
              </Typography>
            )}
            {draft.body.customer_name && <Typography>{t('kiosk:receipt.name', { name: draft.body.customer_name })}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {new Date(draft.taken_at).toLocaleString(i18n.language)}
            </Typography>
            {sent && <Chip icon={sent.icon} color={sent.color} label={sent.label} data-testid={sent.testId} sx={{ fontWeight: 700 }} />}
            {state.kind === 'confirmed' && live && LIVE_STATUSES.includes(live) && (
              <Chip
                icon={<CheckCircleRoundedIcon />}
                color={live === 'cancelled' ? 'error' : live === 'ready' ? 'success' : 'info'}
                label={t(`kiosk:receipt.status.${live}`)}
                data-testid="kiosk-receipt-status"
                data-status={live}
                aria-live="polite"
                sx={{ fontWeight: 800, fontSize: live === 'ready' ? '1.3rem' : undefined, py: live === 'ready' ? 2.5 : undefined }}
              />
            )}
          </Stack>
          {state.kind === 'declined' && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="kiosk-card-declined">
              {t('kiosk:receipt.cardDeclined')}
            </Alert>
          )}
          {state.kind === 'refused' && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {t('kiosk:receipt.refused', { reason: serverText(state.message, state.code, state.params) })}
            </Alert>
          )}
          <Divider sx={{ my: 2 }} />
          <Stack spacing={0.75}>
            {lines.map((l) => (
              <Box key={l.key} data-testid="kiosk-receipt-line">
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {l.quantity} × {l.name}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'nowrap' }}>{money(l.total)}</Typography>
                </Stack>
                <LineChoices options={l.options} combo={l.combo} note={l.note} currency={draft.currency} />
              </Box>
            ))}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <TotalsTable totals={totals} currency={draft.currency} />
          {paidByCard && (
            <Typography sx={{ mt: 2, textAlign: 'center', fontWeight: 700 }} data-testid="kiosk-receipt-card-paid">
              {t('kiosk:receipt.cardPaid')}
            </Typography>
          )}
          {paidByWallet && (
            <Typography sx={{ mt: 2, textAlign: 'center', fontWeight: 700 }} data-testid="kiosk-receipt-wallet-paid">
              {t('kiosk:receipt.walletPaid')}
            </Typography>
          )}
          {state.kind !== 'declined' && draft.body.payment_method === 'counter' && (
            <Typography sx={{ mt: 2, textAlign: 'center', fontWeight: 700 }}>{t('kiosk:receipt.payAtCounter')}</Typography>
          )}
        </Paper>
      </Box>
      <Paper square elevation={8} className="no-print" sx={{ px: { xs: 2, md: 4 }, py: 2.5, borderTop: 1, borderColor: 'divider' }}>
        {secondsLeft !== null && (
          <Typography component="p" sx={{ textAlign: 'center', fontSize: '1.3rem', mb: 2 }} data-testid="kiosk-receipt-countdown">
            {t('kiosk:receipt.startingOver', { count: secondsLeft })}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<PrintRoundedIcon />}
            onClick={() => window.print()}
            sx={{ flex: 1, minHeight: 88, fontSize: '1.4rem' }}
          >
            {t('kiosk:receipt.print')}
          </Button>
          <Button variant="contained" size="large" onClick={onDone} sx={{ flex: 2, minHeight: 88, fontSize: '1.6rem', fontWeight: 800 }}>
            {t('kiosk:receipt.done')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
