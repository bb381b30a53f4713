// The ticket being rung up: lines with quantity steppers, a note per line, totals and the way to
// payment. Nothing here talks to the server; the page keeps the lines.
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CART_QUANTITY } from '../../../../server/contracts/ordering';
import { formatMoney } from '../../../lib/money';
import type { TillLine, TillTotals } from '../till-math';

interface Props {
  lines: TillLine[];
  totals: TillTotals;
  currency: string;
  taxRateBps: number;
  onQuantity: (productUuid: string, quantity: number) => void;
  onNote: (productUuid: string, note: string) => void;
  onClear: () => void;
  onPay: () => void;
}

export function TillTicket({ lines, totals, currency, taxRateBps, onQuantity, onNote, onClear, onPay }: Props) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const [noteOpen, setNoteOpen] = useState<Record<string, boolean>>({});

  return (
    <Box component="section" aria-label={t('cashier:ticket.title')} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', bgcolor: 'background.paper' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('cashier:ticket.title')}
        </Typography>
        <Button size="small" color="inherit" onClick={onClear} disabled={lines.length === 0}>
          {t('cashier:ticket.clear')}
        </Button>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {lines.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('cashier:ticket.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lines.map((l) => (
              <Box component="li" key={l.product_uuid} aria-label={l.name} sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
                      {l.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {money(l.unit_price)}
                    </Typography>
                  </Box>
                  <IconButton aria-label={t('cashier:ticket.less', { name: l.name })} onClick={() => onQuantity(l.product_uuid, l.quantity - 1)} sx={{ border: 1, borderColor: 'divider' }}>
                    {l.quantity === 1 ? <DeleteOutlineRoundedIcon /> : <RemoveRoundedIcon />}
                  </IconButton>
                  <Typography aria-label={t('cashier:ticket.quantity', { name: l.name })} sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700, fontSize: 18 }}>
                    {l.quantity}
                  </Typography>
                  <IconButton aria-label={t('cashier:ticket.more', { name: l.name })} onClick={() => onQuantity(l.product_uuid, l.quantity + 1)} disabled={l.quantity >= MAX_CART_QUANTITY} sx={{ border: 1, borderColor: 'divider' }}>
                    <AddRoundedIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('cashier:ticket.note', { name: l.name })}
                    aria-expanded={Boolean(noteOpen[l.product_uuid] || l.note)}
                    onClick={() => setNoteOpen((o) => ({ ...o, [l.product_uuid]: !o[l.product_uuid] }))}
                    color={l.note ? 'primary' : 'default'}
                  >
                    <EditNoteRoundedIcon />
                  </IconButton>
                  <Typography sx={{ minWidth: 76, textAlign: 'right', fontWeight: 600 }}>{money(l.unit_price * l.quantity)}</Typography>
                </Stack>
                {(noteOpen[l.product_uuid] || l.note) && (
                  <TextField
                    value={l.note}
                    onChange={(e) => onNote(l.product_uuid, e.target.value)}
                    size="small"
                    fullWidth
                    placeholder={t('cashier:ticket.notePlaceholder')}
                    slotProps={{ htmlInput: { maxLength: 200, 'aria-label': t('cashier:ticket.note', { name: l.name }) } }}
                    sx={{ mt: 1 }}
                  />
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography color="text.secondary">{t('cashier:ticket.subtotal')}</Typography>
          <Typography>{money(totals.subtotal)}</Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography color="text.secondary">{t('cashier:ticket.tax', { rate: (taxRateBps / 100).toLocaleString(i18n.language) })}</Typography>
          <Typography>{money(totals.tax)}</Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="h6" component="p">
            {t('cashier:ticket.total')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="ticket-total">
            {money(totals.total)}
          </Typography>
        </Stack>
        <Button variant="contained" size="large" fullWidth onClick={onPay} disabled={lines.length === 0} sx={{ mt: 1, minHeight: 56, fontSize: 18 }}>
          {t('cashier:ticket.pay', { total: money(totals.total) })}
        </Button>
      </Box>
    </Box>
  );
}
