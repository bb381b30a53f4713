// The live order board of the store, in two sizes: the cashier's queue (placed, accepted, preparing,
// ready; finished orders folded away; cancel and take-cash controls) and the kitchen screen
// (placed, accepted, preparing only, big type, no payment controls). Each line shows its options and
// combo choices indented under it, from the order's snapshot. One tap moves an order on:
// the change goes into the outbox with the status the card showed as expected_status, so it works
// offline, shows as pending at once, and a change made meanwhile elsewhere becomes a conflict in
// <SyncStatus>. New orders arrive over the store's socket room with a beep and a highlight.
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import VolumeOffRoundedIcon from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRoundedIcon from '@mui/icons-material/VolumeUpRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem, OrderRow, OrderStatus } from '../../../../server/contracts/orders';
import { STORAGE_KEYS } from '../../../config/constants';
import { formatMoney } from '../../../lib/money';
import { useOutbox } from '../../../lib/offline/outbox';
import { onSynced } from '../../../lib/offline/sync';
import { usePageTitle } from '../../../lib/use-page-title';
import { beep } from '../chime';
import { useLiveOrders } from '../hooks/use-live-orders';
import { useNow } from '../../../lib/use-now';
import { useOrderLines } from '../hooks/use-order-lines';
import type { TillPlace } from '../hooks/use-till-context';
import { useTillWrites } from '../hooks/use-till-writes';
import { buildBoard, type BoardCard } from '../board';
import { elapsedLabel, type TillLine } from '../till-math';
import { LineChoices } from './line-choices';
import { isLater, LaterSection } from './later-section';
import { RefundButton } from '../../refunds/components/refund-dialog';

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { placed: 'accepted', accepted: 'preparing', preparing: 'ready', ready: 'completed' };
const QUEUE_COLUMNS: OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready'];
const KITCHEN_COLUMNS: OrderStatus[] = ['placed', 'accepted', 'preparing'];

/** A server order line as the card shows it: its options and combo choices come from the order's snapshot. */
const boardLine = (i: OrderItem): TillLine => ({
  product_uuid: i.uuid,
  name: i.name,
  unit_price: i.unit_price,
  quantity: i.quantity,
  note: i.note ?? '',
  options: i.options ?? null,
  combo: i.combo ?? undefined,
});

function soundOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.tillSound) !== 'off';
  } catch {
    return true;
  }
}

function OrderCard({ card, kitchen, highlight, now, onMove, onCancel, onTakeCash }: {
  card: BoardCard;
  kitchen: boolean;
  highlight: boolean;
  now: number;
  onMove: (card: BoardCard) => void;
  onCancel: (card: BoardCard) => void;
  onTakeCash: (card: BoardCard) => void;
}) {
  const { t, i18n } = useTranslation();
  const next = NEXT[card.status];
  const unpaidCounter = card.payment_method === 'counter' && card.payment_status === 'pending' && !card.pendingOrder;
  return (
    <Box
      component="li"
      aria-label={t('cashier:queue.card', { id: card.call_number ?? card.order_id, status: t(`orders:status.${card.status}`) })}
      data-order-id={card.order_id}
      sx={{
        listStyle: 'none',
        p: kitchen ? 2 : 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: card.conflict ? 'error.main' : highlight ? 'warning.main' : 'divider',
        boxShadow: highlight ? 6 : 0,
        animation: highlight ? 'till-pulse 1s ease-in-out 3' : undefined,
        '@keyframes till-pulse': { '50%': { transform: 'scale(1.03)' } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', columnGap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="h3"
          data-testid="card-call-number"
          sx={{ fontWeight: 900, fontSize: kitchen ? 40 : 26, lineHeight: 1.1, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
        >
          {card.call_number ?? card.order_id.replace(/^ORD-/, '')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
          {card.call_number ? card.order_id.replace(/^ORD-/, '') : ''}
        </Typography>
        <Typography
          aria-label={t('cashier:queue.elapsed')}
          sx={{ fontSize: kitchen ? 24 : 16, fontWeight: 700, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
        >
          {elapsedLabel(card.created_at, now)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', my: 0.5 }}>
        {highlight && <Chip size="small" color="warning" label={t('cashier:queue.new')} />}
        {card.pendingOrder && <Chip size="small" color="warning" variant="outlined" label={t('cashier:queue.pendingOrder')} />}
        {card.pendingMove && <Chip size="small" color="info" variant="outlined" label={t('cashier:queue.pendingMove')} />}
        {card.pendingPayment && <Chip size="small" color="info" variant="outlined" label={t('cashier:queue.pendingPayment')} />}
        {card.conflict && <Chip size="small" color="error" label={t('cashier:queue.conflict')} />}
        <Chip size="small" variant="outlined" label={t(`cashier:channel.${card.channel}`, { defaultValue: card.channel })} />
        {!kitchen && unpaidCounter && <Chip size="small" color="error" variant="outlined" label={t('cashier:queue.unpaid')} />}
      </Stack>
      {card.conflict && (
        <Typography variant="body2" color="error" sx={{ mb: 0.5 }}>
          {card.conflict}
        </Typography>
      )}
      {card.customer_name && (
        <Typography variant="body2" noWrap sx={{ fontSize: kitchen ? 18 : undefined }}>
          {card.customer_name}
        </Typography>
      )}
      {card.lines ? (
        <Box component="ul" sx={{ m: 0, pl: 2, fontSize: kitchen ? 20 : 14 }}>
          {card.lines.map((l, i) => (
            <li key={`${i}:${l.product_uuid}`}>
              <Box component="span" sx={{ fontWeight: kitchen ? 700 : 600 }}>
                {l.quantity} × {l.name}
              </Box>
              <LineChoices
                options={l.options}
                combo={l.combo}
                currency={card.currency}
                testId="card-line-choices"
                sx={
                  kitchen
                    ? {
                        color: 'text.primary',
                        fontSize: 19,
                        fontWeight: 600,
                        pl: 1.5,
                        ml: 0.5,
                        my: 0.25,
                        borderLeft: 4,
                        borderColor: 'warning.main',
                        lineHeight: 1.35,
                      }
                    : { fontSize: 13, pl: 1, ml: 0.25, borderLeft: 2, borderColor: 'divider' }
                }
              />
              {l.note.trim() && <em> — {l.note.trim()}</em>}
            </li>
          ))}
        </Box>
      ) : (
        card.item_count !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: kitchen ? 18 : undefined }}>
            {t('cashier:queue.items', { count: card.item_count })}
          </Typography>
        )
      )}
      {!kitchen && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(card.total, card.currency, i18n.language)}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {next && (
          <Button
            variant="contained"
            size={kitchen ? 'large' : 'medium'}
            endIcon={<ArrowForwardRoundedIcon />}
            onClick={() => onMove(card)}
            sx={{ flex: '1 1 100%', minHeight: kitchen ? 56 : 44, fontSize: kitchen ? 18 : undefined }}
          >
            {t(`orders:action.${next}`)}
          </Button>
        )}
        {!kitchen && unpaidCounter && (
          <Button
            variant="outlined"
            color="success"
            onClick={() => onTakeCash(card)}
            sx={{ minHeight: 44 }}
          >
            {t('cashier:queue.takeCash')}
          </Button>
        )}
        {!kitchen && card.uuid && card.payment_status === 'paid' && !card.pendingPayment && <RefundButton orderUuid={card.uuid} orderId={card.order_id} />}
        {!kitchen && (
          <Button color="error" onClick={() => onCancel(card)} sx={{ minHeight: 44, ml: 'auto' }}>
            {t('cashier:queue.cancel')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

export default function QueuePage({ place, kitchen = false }: { place: TillPlace; kitchen?: boolean }) {
  const { t, i18n } = useTranslation();
  usePageTitle(kitchen ? t('cashier:kitchen.title') : t('cashier:queue.title'));
  const [sound, setSound] = useState(soundOn);
  const onArrival = useCallback(() => {
    if (soundOn()) beep();
  }, []);
  const live = useLiveOrders(place.store_uuid, onArrival);
  const { pending, conflicts } = useOutbox(place.store_uuid);
  const writes = useTillWrites(place);
  const now = useNow(1000);
  const [showFinished, setShowFinished] = useState(false);
  const [cancelling, setCancelling] = useState<BoardCard | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const { applyRow } = live;

  // An acknowledged status change updates the card at once (the socket event follows).
  useEffect(
    () =>
      onSynced((record, response) => {
        if (record.scope !== place.store_uuid) return;
        if (record.kind === 'order-payment') {
          const uuid = (record.meta as { order_uuid?: string } | undefined)?.order_uuid;
          if (uuid) applyRow({ uuid, payment_status: 'paid' });
          return;
        }
        if (record.kind !== 'order-status') return;
        const row = (response as { data?: OrderRow } | null)?.data;
        if (row?.uuid) applyRow(row);
      }),
    [applyRow, place.store_uuid],
  );

  const columns = kitchen ? KITCHEN_COLUMNS : QUEUE_COLUMNS;
  const board = useMemo(() => buildBoard(live.orders, pending, conflicts), [live.orders, pending, conflicts]);
  const serverLines = useOrderLines(board.filter((c) => c.uuid && !c.lines && columns.includes(c.status)).map((c) => c.uuid as string));
  const all = board.map((c) =>
    c.lines || !c.uuid || !serverLines[c.uuid] ? c : { ...c, lines: serverLines[c.uuid].map(boardLine) },
  );
  // Orders for a later pickup slot stay off the columns (and the kitchen) until their fire time.
  const cards = all.filter((c) => !isLater(c, now));

  const move = (card: BoardCard, to?: OrderStatus) => {
    const target = to ?? NEXT[card.status];
    if (!target) return;
    setActionError(null);
    // expected_status is what the card showed: after a pending move, the status that move leads to.
    writes
      .moveOrder({ uuid: card.uuid, order_id: card.order_id }, card.status, target)
      .catch((e: unknown) => setActionError(e instanceof Error ? e.message : String(e)));
  };

  // Through the outbox, online or not: the card shows it paid at once, marked as waiting to sync.
  const takeCash = (card: BoardCard) => {
    if (!card.uuid) return;
    setActionError(null);
    writes.takePayment({ uuid: card.uuid, order_id: card.order_id }).catch((e: unknown) => setActionError(e instanceof Error ? e.message : String(e)));
  };

  const toggleSound = () => {
    const nextOn = !sound;
    setSound(nextOn);
    try {
      window.localStorage.setItem(STORAGE_KEYS.tillSound, nextOn ? 'on' : 'off');
    } catch {
      /* the choice lasts for this page */
    }
    if (nextOn) beep();
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: kitchen ? 'grey.900' : 'background.default' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, color: kitchen ? 'common.white' : 'text.primary' }}>
        <Typography variant={kitchen ? 'h5' : 'h6'} component="h1" sx={{ flex: 1 }}>
          {kitchen ? t('cashier:kitchen.title') : t('cashier:queue.title')}
        </Typography>
        <IconButton
          onClick={toggleSound}
          aria-pressed={sound}
          aria-label={sound ? t('cashier:queue.soundOff') : t('cashier:queue.soundOn')}
          sx={{ color: 'inherit' }}
        >
          {sound ? <VolumeUpRoundedIcon /> : <VolumeOffRoundedIcon />}
        </IconButton>
      </Stack>
      {live.error && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }} action={<Button onClick={live.reload}>{t('cashier:retry')}</Button>}>
          {t('cashier:queue.loadFailed')}
        </Alert>
      )}
      {actionError && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }} onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gap: 1.5,
          px: 2,
          pb: 2,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns.length}, minmax(0, 1fr))` },
          overflowY: { xs: 'auto', sm: 'hidden' },
        }}
      >
        {columns.map((status) => {
          const inColumn = cards.filter((c) => c.status === status);
          return (
            <Box
              component="section"
              key={status}
              aria-labelledby={`col-${status}`}
              data-column={status}
              sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, bgcolor: kitchen ? 'grey.800' : 'action.hover', borderRadius: 2 }}
            >
              <Typography
                id={`col-${status}`}
                component="h2"
                sx={{ px: 1.5, py: 1, fontWeight: 800, fontSize: kitchen ? 24 : 16, color: kitchen ? 'common.white' : 'text.primary' }}
              >
                {t(`orders:status.${status}`)} <Box component="span" sx={{ opacity: 0.7 }}>({inColumn.length})</Box>
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 1, pt: 0, display: 'flex', flexDirection: 'column', gap: 1, overflowY: 'auto', flex: 1 }}>
                {inColumn.map((card) => (
                  <OrderCard
                    key={card.key}
                    card={card}
                    kitchen={kitchen}
                    highlight={Boolean(card.uuid && live.arrivals[card.uuid])}
                    now={now}
                    onMove={(c) => move(c)}
                    onCancel={setCancelling}
                    onTakeCash={takeCash}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      {!kitchen && <LaterSection cards={all.filter((c) => isLater(c, now))} onCancel={setCancelling} />}
      {!kitchen && (
        <Box sx={{ px: 2, pb: 1 }}>
          <Button
            onClick={() => setShowFinished((s) => !s)}
            endIcon={showFinished ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
            aria-expanded={showFinished}
          >
            {t('cashier:queue.finished', { count: live.finished.length })}
          </Button>
          <Collapse in={showFinished}>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', gap: 1, flexWrap: 'wrap', maxHeight: 160, overflowY: 'auto' }}>
              {live.finished.map((o) => (
                <li key={o.uuid}>
                  <Chip
                    label={`${o.order_id} · ${t(`orders:status.${o.status}`)} · ${formatMoney(o.total, o.currency, i18n.language)}`}
                    color={o.status === 'cancelled' ? 'default' : 'success'}
                    variant="outlined"
                  />
                  {o.status === 'completed' && o.payment_status === 'paid' && <RefundButton size="small" orderUuid={o.uuid} orderId={o.order_id} />}
                </li>
              ))}
            </Box>
          </Collapse>
        </Box>
      )}
      <Dialog open={Boolean(cancelling)} onClose={() => setCancelling(null)} aria-labelledby="till-cancel-title">
        <DialogTitle id="till-cancel-title">{t('cashier:queue.cancelTitle', { id: cancelling?.order_id ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('cashier:queue.cancelText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)} autoFocus>
            {t('cashier:queue.keep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (cancelling) move(cancelling, 'cancelled');
              setCancelling(null);
            }}
          >
            {t('cashier:queue.confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
