// The receipt of the order just taken: the call number large (the order id smaller as the
// reference; the order id alone until a number is known), lines (their options indented), totals, cash and change, and whether the server
// has it yet (pending in the outbox / confirmed / refused). Print uses the browser's print with a
// stylesheet for 80 mm receipt printers: only the receipt is printed, in a 72 mm column.
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { slipPrintCss } from '../../../lib/slip-print';
import type { TillOrderMeta } from '../hooks/use-till-writes';
import { lineKey } from '../till-math';
import { LineChoices } from './line-choices';
import { formatDateTime } from '../../../lib/format-date';

export type ReceiptSync = { state: 'pending' } | { state: 'confirmed' } | { state: 'conflict'; message: string };

const PRINT_CSS = slipPrintCss('till-receipt', ['till-receipt-actions', 'till-receipt-sync'], { fontSize: '11pt' });

function Row({ left, right, strong }: { left: string; right: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }}>
      <span>{left}</span>
      <span>{right}</span>
    </Box>
  );
}

export function ReceiptDialog({ meta, storeName, sync, onClose }: { meta: TillOrderMeta | null; storeName: string; sync: ReceiptSync; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  if (!meta) return null;
  const money = (n: number) => formatMoney(n, meta.currency, i18n.language);
  const when = formatDateTime(meta.taken_at, i18n.language);
  return (
    <Dialog open onClose={onClose} className="till-receipt-root" maxWidth="xs" fullWidth aria-labelledby="till-receipt-title">
      <GlobalStyles styles={PRINT_CSS} />
      <DialogContent>
        <Box className="till-receipt" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 14 }}>
          <Typography align="center" sx={{ fontWeight: 700, fontFamily: 'inherit' }}>
            {storeName}
          </Typography>
          <Typography align="center" variant="body2" sx={{ fontFamily: 'inherit' }}>
            {when}
          </Typography>
          {meta.call_number ? (
            <>
              <Typography
                id="till-receipt-title"
                align="center"
                component="h2"
                aria-label={t('cashier:receipt.callNumberLabel', { number: meta.call_number })}
                sx={{ fontFamily: 'inherit', fontWeight: 900, fontSize: '3.5rem', lineHeight: 1.1, mt: 1 }}
                data-testid="receipt-call-number"
              >
                {meta.call_number}
              </Typography>
              <Typography align="center" variant="body2" sx={{ fontFamily: 'inherit', mb: 1 }}>
                {t('cashier:receipt.reference')} <span data-testid="receipt-order-id">{meta.order_id}</span>
              </Typography>
            </>
          ) : (
            <Typography
              id="till-receipt-title"
              align="center"
              variant="h5"
              component="h2"
              sx={{ fontFamily: 'inherit', fontWeight: 800, my: 1 }}
              data-testid="receipt-order-id"
            >
              {meta.order_id}
            </Typography>
          )}
          <Box className="till-receipt-sync" sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
            {sync.state === 'pending' && <Chip icon={<CloudUploadRoundedIcon />} color="warning" label={t('cashier:receipt.pending')} />}
            {sync.state === 'confirmed' && <Chip icon={<CheckCircleRoundedIcon />} color="success" label={t('cashier:receipt.confirmed')} />}
            {sync.state === 'conflict' && (
              <Chip icon={<ErrorOutlineRoundedIcon />} color="error" label={t('cashier:receipt.conflict', { reason: sync.message })} />
            )}
          </Box>
          {meta.placed_offline && (
            <Typography align="center" variant="body2" sx={{ fontFamily: 'inherit' }}>
              {t('cashier:receipt.takenOffline')}
            </Typography>
          )}
          <Box sx={{ borderTop: '1px dashed', my: 1 }} />
          {meta.lines.map((l) => (
            <Box key={lineKey(l)} sx={{ mb: 0.5 }} data-testid="receipt-line">
              <Row left={`${l.quantity} × ${l.name}`} right={money(l.unit_price * l.quantity)} />
              <LineChoices options={l.options} combo={l.combo} currency={meta.currency} prices sx={{ color: 'inherit' }} />
              {l.note.trim() && <Box sx={{ pl: 2, fontStyle: 'italic' }}>{l.note.trim()}</Box>}
            </Box>
          ))}
          <Box sx={{ borderTop: '1px dashed', my: 1 }} />
          <Row left={t('cashier:ticket.subtotal')} right={money(meta.subtotal)} />
          {(meta.discounts ?? []).map((d, i) => (
            <Box key={i} data-testid="receipt-discount">
              <Row
                left={
                  d.coupon
                    ? t('discounts:coupon', { code: d.label })
                    : d.line
                      ? t('discounts:onLine', { name: d.line, reason: d.label })
                      : t('discounts:onOrder', { reason: d.label })
                }
                right={`−${money(d.amount)}`}
              />
            </Box>
          ))}
          {meta.approved_by && (
            <Typography variant="body2" sx={{ fontFamily: 'inherit' }}>
              {t('discounts:approvedBy', { name: meta.approved_by })}
            </Typography>
          )}
          <Row left={t('cashier:receipt.tax')} right={money(meta.tax)} />
          <Row left={t('cashier:ticket.total')} right={money(meta.total)} strong />
          <Box sx={{ borderTop: '1px dashed', my: 1 }} />
          {meta.payment_method === 'counter' ? (
            <>
              <Row left={t('cashier:receipt.cash')} right={meta.tendered !== null ? money(meta.tendered) : '—'} />
              <Box data-testid="receipt-change">
                <Row left={t('cashier:pay.change')} right={meta.change_due !== null ? money(meta.change_due) : '—'} strong />
              </Box>
            </>
          ) : (
            <Row left={t('cashier:receipt.wallet', { name: meta.consumer_name ?? '' })} right={money(meta.total)} />
          )}
          <Typography align="center" variant="body2" sx={{ mt: 2, fontFamily: 'inherit' }}>
            {t('cashier:receipt.thanks')}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions className="till-receipt-actions" sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<PrintRoundedIcon />} onClick={() => window.print()} size="large">
          {t('cashier:receipt.print')}
        </Button>
        <Button variant="contained" onClick={onClose} size="large" autoFocus>
          {t('cashier:receipt.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
