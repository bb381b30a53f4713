// Discounts on the ticket (issue 16), lazy-loaded: a coupon (tried on the server, which answers its
// refusal in plain words; checkout claims it again) or a manual discount on one line or the whole
// order, an amount or a percent, with a reason picked from a short list or typed. The amounts shown
// are worked out as the server will (till-math discountAmounts); above the store's limit the till
// asks a manager before payment (approval-dialog.tsx).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../../components/dialog-buttons';
import { ErrorNote } from '../../../components/error-note';
import { formatMoney, toMinorUnits } from '../../../lib/money';
import { checkTillCoupon } from '../api/discounts-api';
import { discountAmounts, lineKey, type TillDiscounts, type TillLine } from '../till-math';

/** The reasons a cashier picks from (or types another). */
export const DISCOUNT_REASONS = ['staff', 'complaint', 'damaged', 'regular', 'promotion'] as const;

interface Props {
  open: boolean;
  lines: TillLine[];
  discounts: TillDiscounts;
  currency: string;
  online: boolean;
  storeUuid: string;
  /** Manual discounts per order up to this need no manager. */
  limit: number;
  onChange: (d: TillDiscounts) => void;
  onClose: () => void;
}

export function DiscountDialog({ open, lines, discounts, currency, online, storeUuid, limit, onChange, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const [tab, setTab] = useState<'coupon' | 'manual'>('manual');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<string>('order');
  const [kind, setKind] = useState<'amount' | 'percent'>('percent');
  const [valueText, setValueText] = useState('');
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (!open) return;
    setError(null);
    setCode('');
    setValueText('');
    setReason('');
    setTarget('order');
  }, [open]);

  const amounts = discountAmounts(lines, discounts);
  const value = kind === 'percent' ? percentValue(valueText) : toMinorUnits(valueText);
  const badValue = valueText.trim() !== '' && (value === null || value <= 0 || (kind === 'percent' && value > 10_000));
  // What the new discount would take, on the ticket as it would then be.
  const line = target === 'order' ? null : target;
  const trial: TillDiscounts =
    value && !badValue ? { ...discounts, manual: [...discounts.manual.filter((m) => m.line !== line), { line, kind, value, reason }] } : discounts;
  const tried = discountAmounts(lines, trial);
  const newAmount = value && !badValue ? (tried.manual.find((m) => m.discount.line === line)?.amount ?? 0) : 0;
  const ready = value !== null && !badValue && reason.trim().length >= 2 && !tried.over;

  const applyCoupon = async () => {
    setBusy(true);
    setError(null);
    try {
      const coupon = await checkTillCoupon(storeUuid, code.trim().toUpperCase(), amounts.subtotal);
      onChange({ ...discounts, coupon });
      setCode('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const addManual = () => {
    if (!ready || value === null) return;
    // A new manual discount asks the manager again (the approval covered the amount asked then).
    onChange({ ...trial, approval: null });
    setValueText('');
    setReason('');
  };

  const removeManual = (l: string | null) => onChange({ ...discounts, manual: discounts.manual.filter((m) => m.line !== l), approval: null });

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="till-discount-title">
      <DialogTitle id="till-discount-title">{t('discounts:dialog.title')}</DialogTitle>
      <Tabs value={tab} onChange={(_, v: 'coupon' | 'manual') => setTab(v)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="manual" label={t('discounts:dialog.manual')} />
        <Tab value="coupon" label={t('discounts:dialog.coupon')} />
      </Tabs>
      <DialogContent sx={{ minHeight: 320 }}>
        <ErrorNote error={error} sx={{ mb: 2 }} testId="discount-error" />
        {(discounts.coupon || amounts.manual.length > 0) && (
          <Box component="ul" aria-label={t('discounts:dialog.given')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {discounts.coupon && (
              <Stack component="li" direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography sx={{ flex: 1 }}>{t('discounts:coupon', { code: discounts.coupon.code })}</Typography>
                <Typography>−{money(amounts.coupon)}</Typography>
                <IconButton aria-label={t('discounts:dialog.removeCoupon')} onClick={() => onChange({ ...discounts, coupon: null })}>
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              </Stack>
            )}
            {amounts.manual.map((m) => (
              <Stack component="li" key={m.discount.line ?? 'order'} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography sx={{ flex: 1 }}>
                  {m.name ? t('discounts:onLine', { name: m.name, reason: m.discount.reason }) : t('discounts:onOrder', { reason: m.discount.reason })}
                </Typography>
                <Typography>−{money(m.amount)}</Typography>
                <IconButton aria-label={t('discounts:dialog.remove')} onClick={() => removeManual(m.discount.line)}>
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              </Stack>
            ))}
          </Box>
        )}
        {tab === 'coupon' ? (
          online ? (
            <Stack direction="row" spacing={1} sx={{ pt: 1, alignItems: 'flex-start' }}>
              <TextField
                label={t('discounts:dialog.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoFocus
                fullWidth
                slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 40 } }}
              />
              <Button variant="contained" size="large" disabled={busy || !code.trim()} onClick={() => void applyCoupon()} sx={{ minHeight: 56 }}>
                {t('discounts:dialog.apply')}
              </Button>
            </Stack>
          ) : (
            <Alert severity="warning">{t('discounts:dialog.couponOffline')}</Alert>
          )
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label={t('discounts:dialog.target')} value={target} onChange={(e) => setTarget(e.target.value)}>
              <MenuItem value="order">{t('discounts:dialog.wholeOrder')}</MenuItem>
              {lines.map((l) => (
                <MenuItem key={lineKey(l)} value={lineKey(l)}>
                  {l.quantity} × {l.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <ToggleButtonGroup
                exclusive
                value={kind}
                onChange={(_, v: 'amount' | 'percent' | null) => v && setKind(v)}
                aria-label={t('discounts:dialog.kind')}
              >
                <ToggleButton value="percent" sx={{ minWidth: 56, minHeight: 56 }}>
                  %
                </ToggleButton>
                <ToggleButton value="amount" sx={{ minWidth: 56, minHeight: 56 }}>
                  {t('discounts:dialog.amount')}
                </ToggleButton>
              </ToggleButtonGroup>
              <TextField
                label={kind === 'percent' ? t('discounts:dialog.percentValue') : t('discounts:dialog.amountValue')}
                value={valueText}
                onChange={(e) => setValueText(e.target.value)}
                error={badValue || tried.over}
                helperText={
                  badValue
                    ? t('discounts:dialog.badValue')
                    : tried.over
                      ? t('discounts:dialog.tooMuch')
                      : newAmount > 0
                        ? t('discounts:dialog.takesOff', { amount: money(newAmount) })
                        : ' '
                }
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Stack>
            <Box role="group" aria-label={t('discounts:dialog.reasons')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {DISCOUNT_REASONS.map((r) => {
                const text = t(`discounts:reason.${r}`);
                return <Chip key={r} label={text} color={reason === text ? 'primary' : 'default'} onClick={() => setReason(text)} sx={{ minHeight: 40 }} />;
              })}
            </Box>
            <TextField
              label={t('discounts:dialog.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            {tried.manualTotal > limit && (
              <Alert severity="info" data-testid="discount-needs-manager">
                {online ? t('discounts:dialog.needsManager', { limit: money(limit) }) : t('discounts:dialog.needsManagerOffline', { limit: money(limit) })}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogButtons back={t('discounts:dialog.done')} onBack={onClose} busy={busy}>
        {tab === 'manual' && (
          <Button variant="contained" size="large" disabled={!ready} onClick={addManual} sx={{ minHeight: 48 }}>
            {t('discounts:dialog.add')}
          </Button>
        )}
      </DialogButtons>
    </Dialog>
  );
}

/** "12.5" or "12,5" -> 1250 hundredths of a percent; null when it is not a number. */
function percentValue(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}
