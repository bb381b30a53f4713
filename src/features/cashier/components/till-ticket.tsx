// The ticket being rung up: lines with their choices indented, quantity steppers, a note per line,
// totals and the way to payment. Tapping a line's name opens the pad on it to change its choices and
// quantity. Nothing here talks to the server; the page keeps the lines.
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
// OutlinedInput, not TextField: TextField brings Select, Menu, Popover and Modal into the till's first load.
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CART_QUANTITY } from '../../../../server/contracts/constants/ordering';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatMoney } from '../../../lib/money';
import { lineKey, type TillLine, type TillTotals } from '../till-math';
import { LineChoices } from './line-choices';

interface Props {
  lines: TillLine[];
  totals: TillTotals;
  currency: string;
  taxRateBps: number;
  /** Lines are addressed by lineKey (product + choices). */
  onQuantity: (key: string, quantity: number) => void;
  onNote: (key: string, note: string) => void;
  /** Opens the pad on a line; absent for a line whose product is no longer on the menu. */
  canEdit: (line: TillLine) => boolean;
  onEdit: (key: string) => void;
  onClear: () => void;
  onPay: () => void;
  /** The ticket's discounts (coupon, manual), as the totals take them off. */
  discountRows?: { key: string; label: string; amount: number }[];
  /** A discount larger than what it is taken from (the ticket changed since): payment waits. */
  discountProblem?: string | null;
  onDiscount?: () => void;
}

export function TillTicket({
  lines,
  totals,
  currency,
  taxRateBps,
  onQuantity,
  onNote,
  canEdit,
  onEdit,
  onClear,
  onPay,
  discountRows = [],
  discountProblem = null,
  onDiscount,
}: Props) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const [noteOpen, setNoteOpen] = useState<Record<string, boolean>>({});

  return (
    <Box
      component="section"
      aria-label={t('cashier:ticket.title')}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', bgcolor: 'background.paper' }}
    >
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
            {lines.map((l) => {
              const key = lineKey(l);
              const editable = canEdit(l);
              const name = <Typography sx={{ fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere' }}>{l.name}</Typography>;
              const choices = (
                <LineChoices options={l.options} combo={l.combo} currency={currency} prices testId="ticket-line-choices" sx={{ fontSize: 14, mt: 0.25 }} />
              );
              return (
                <Box component="li" key={key} aria-label={l.name} data-testid="ticket-line" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                    {editable ? (
                      <ButtonBase
                        onClick={() => onEdit(key)}
                        title={t('cashier:ticket.edit', { name: l.name })}
                        sx={{
                          flex: 1,
                          minWidth: 0,
                          display: 'block',
                          textAlign: 'left',
                          borderRadius: 1,
                          py: 0.5,
                          mx: -0.5,
                          px: 0.5,
                          '&:hover': { bgcolor: 'action.hover' },
                          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                        }}
                      >
                        {/* The name says what a tap does, and holds what the button shows (WCAG 2.5.3). */}
                        <Box component="span" sx={visuallyHidden}>
                          {t('cashier:ticket.change')}{' '}
                        </Box>
                        {name}
                        {choices}
                      </ButtonBase>
                    ) : (
                      <Box sx={{ flex: 1, minWidth: 0, py: 0.5 }}>
                        {name}
                        {choices}
                      </Box>
                    )}
                    <Typography sx={{ minWidth: 76, textAlign: 'right', fontWeight: 700, pt: 0.5 }}>{money(l.unit_price * l.quantity)}</Typography>
                  </Stack>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
                    <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                      {l.quantity > 1 ? t('cashier:ticket.each', { price: money(l.unit_price) }) : money(l.unit_price)}
                    </Typography>
                    <IconButton
                      aria-label={t('cashier:ticket.less', { name: l.name })}
                      onClick={() => onQuantity(key, l.quantity - 1)}
                      sx={{ border: 1, borderColor: 'divider' }}
                    >
                      {l.quantity === 1 ? <DeleteOutlineRoundedIcon /> : <RemoveRoundedIcon />}
                    </IconButton>
                    <Typography
                      aria-label={t('cashier:ticket.quantity', { name: l.name })}
                      sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700, fontSize: 18 }}
                    >
                      {l.quantity}
                    </Typography>
                    <IconButton
                      aria-label={t('cashier:ticket.more', { name: l.name })}
                      onClick={() => onQuantity(key, l.quantity + 1)}
                      disabled={l.quantity >= MAX_CART_QUANTITY}
                      sx={{ border: 1, borderColor: 'divider' }}
                    >
                      <AddRoundedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('cashier:ticket.note', { name: l.name })}
                      aria-expanded={Boolean(noteOpen[key] || l.note)}
                      onClick={() => setNoteOpen((o) => ({ ...o, [key]: !o[key] }))}
                      color={l.note ? 'primary' : 'default'}
                    >
                      <EditNoteRoundedIcon />
                    </IconButton>
                  </Stack>
                  {(noteOpen[key] || l.note) && (
                    <OutlinedInput
                      value={l.note}
                      onChange={(e) => onNote(key, e.target.value)}
                      size="small"
                      fullWidth
                      placeholder={t('cashier:ticket.notePlaceholder')}
                      inputProps={{ maxLength: 200, 'aria-label': t('cashier:ticket.note', { name: l.name }) }}
                      sx={{ mt: 1 }}
                    />
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography color="text.secondary">{t('cashier:ticket.subtotal')}</Typography>
          <Typography>{money(totals.subtotal)}</Typography>
        </Stack>
        {discountRows.map((d) => (
          <Stack key={d.key} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }} data-testid="ticket-discount">
            <Typography color="text.secondary" noWrap>
              {d.label}
            </Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>−{money(d.amount)}</Typography>
          </Stack>
        ))}
        {discountProblem && (
          <Typography color="error" variant="body2" role="alert">
            {discountProblem}
          </Typography>
        )}
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
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {onDiscount && (
            <Button variant="outlined" size="large" onClick={onDiscount} disabled={lines.length === 0} sx={{ minHeight: 56, flexShrink: 0 }}>
              {t('discounts:button')}
            </Button>
          )}
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={onPay}
            disabled={lines.length === 0 || Boolean(discountProblem)}
            sx={{ minHeight: 56, fontSize: 18 }}
          >
            {t('cashier:ticket.pay', { total: money(totals.total) })}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
