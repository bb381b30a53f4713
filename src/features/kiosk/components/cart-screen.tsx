import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChoices } from '../../../components/product-choices/menu-marks';
import { formatMoney } from '../../../lib/money';
import type { CartTotals, KioskLine } from '../kiosk-cart';
import { KeyboardToggle, OnScreenKeyboard } from './on-screen-keyboard';
import { TotalsTable } from './totals-table';

export interface CouponState {
  code: string;
  discount: number;
  message: string;
}

/** The longest coupon code the field takes. */
const COUPON_MAX = 30;

/** The order so far: each line with its choices indented (and Change to edit them), quantities, a coupon (needs the network), the totals, then on to paying. */
export function CartScreen(props: {
  lines: KioskLine[];
  totals: CartTotals;
  currency: string;
  online: boolean;
  coupon: CouponState | null;
  onQuantity(lineKey: string, quantity: number): void;
  /** Opens the line in the product sheet; absent for a line whose product has no choices. */
  onEdit(line: KioskLine): void;
  canEdit(line: KioskLine): boolean;
  onApplyCoupon(code: string): Promise<string | null>;
  onRemoveCoupon(): void;
  onBack(): void;
  onPay(): void;
}) {
  const { lines, totals, currency, online, coupon, onQuantity, onEdit, canEdit, onApplyCoupon, onRemoveCoupon, onBack, onPay } = props;
  const { t, i18n } = useTranslation();
  const money = (v: number) => formatMoney(v, currency, i18n.language);
  const [code, setCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The on-screen keyboard types the code (a kiosk has no other); a hardware keyboard or scanner still types too.
  const [typing, setTyping] = useState(false);

  async function apply(e: FormEvent) {
    e.preventDefault();
    setTyping(false);
    setBusy(true);
    setCouponError(await onApplyCoupon(code.trim().toUpperCase()));
    setBusy(false);
  }

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: { xs: 2, md: 4 }, pt: { xs: 2, md: 3 } }}>
        <Button onClick={onBack} size="large" startIcon={<ArrowBackRoundedIcon />} sx={{ minHeight: 64, fontSize: '1.2rem' }}>
          {t('kiosk:cart.back')}
        </Button>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.8rem' } }}>
          {t('kiosk:cart.title')}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: { xs: 2, md: 4 } }}>
        <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t('kiosk:cart.title')}>
          {lines.length === 0 && <Typography sx={{ p: 2 }}>{t('kiosk:cart.empty')}</Typography>}
          {lines.map((l, i) => (
            <Box key={l.key}>
              {i > 0 && <Divider />}
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} data-testid="kiosk-cart-line">
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                    {l.name}
                  </Typography>
                  <LineChoices options={l.chosen} combo={l.combo_chosen} note={l.note} currency={currency} density="large" />
                  <Typography color="text.secondary">{money(l.unit_price)}</Typography>
                  {canEdit(l) && (
                    <Button
                      onClick={() => onEdit(l)}
                      startIcon={<EditRoundedIcon />}
                      sx={{ minHeight: 48, mt: 0.5, px: 1.5 }}
                      aria-label={t('kiosk:cart.changeNamed', { name: l.name })}
                    >
                      {t('kiosk:cart.change')}
                    </Button>
                  )}
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={t('kiosk:cart.quantityOf', { name: l.name })}>
                  <IconButton
                    onClick={() => onQuantity(l.key, l.quantity - 1)}
                    aria-label={t('kiosk:cart.less', { name: l.name })}
                    sx={{ width: 72, height: 72, border: 1, borderColor: 'divider' }}
                  >
                    <RemoveRoundedIcon fontSize="large" />
                  </IconButton>
                  <Typography variant="h4" component="span" sx={{ minWidth: 48, textAlign: 'center', fontWeight: 700 }} aria-live="polite">
                    {l.quantity}
                  </Typography>
                  <IconButton
                    onClick={() => onQuantity(l.key, l.quantity + 1)}
                    aria-label={t('kiosk:cart.more', { name: l.name })}
                    sx={{ width: 72, height: 72, border: 1, borderColor: 'divider' }}
                  >
                    <AddRoundedIcon fontSize="large" />
                  </IconButton>
                </Stack>
                <Typography variant="h5" component="span" sx={{ minWidth: 130, textAlign: 'right' }}>
                  {money(l.unit_price * l.quantity)}
                </Typography>
                <IconButton onClick={() => onQuantity(l.key, 0)} aria-label={t('kiosk:cart.remove', { name: l.name })} sx={{ width: 72, height: 72 }}>
                  <DeleteOutlineRoundedIcon fontSize="large" />
                </IconButton>
              </Stack>
            </Box>
          ))}
        </Paper>

        <Paper sx={{ p: { xs: 2, md: 3 }, mt: 3 }} component="section" aria-label={t('kiosk:coupon.title')}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('kiosk:coupon.title')}
          </Typography>
          {coupon ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Alert severity="success" sx={{ flex: 1 }}>
                {t('kiosk:coupon.applied', { code: coupon.code, amount: money(coupon.discount) })}
              </Alert>
              <Button onClick={onRemoveCoupon} size="large">
                {t('kiosk:coupon.remove')}
              </Button>
            </Stack>
          ) : online ? (
            <Stack component="form" direction="row" spacing={2} onSubmit={apply} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('kiosk:coupon.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                onFocus={() => setTyping(true)}
                onClick={() => setTyping(true)}
                error={Boolean(couponError)}
                helperText={couponError ?? ' '}
                sx={{ flex: 1 }}
                slotProps={{
                  inputLabel: { id: 'kiosk-coupon-label' },
                  htmlInput: { maxLength: COUPON_MAX, autoCapitalize: 'characters', inputMode: 'none' },
                  input: {
                    endAdornment: <KeyboardToggle open={typing} onToggle={() => setTyping((v) => !v)} controls="kiosk-coupon-keyboard" />,
                  },
                }}
              />
              <Button type="submit" variant="outlined" size="large" disabled={busy || code.trim().length < 2} sx={{ minHeight: 56, minWidth: 140 }}>
                {t('kiosk:coupon.apply')}
              </Button>
            </Stack>
          ) : null}
          {!coupon && online && typing && (
            <Box id="kiosk-coupon-keyboard" sx={{ mt: 1 }}>
              <OnScreenKeyboard
                kind="code"
                value={code}
                onChange={setCode}
                onDone={() => setTyping(false)}
                maxLength={COUPON_MAX}
                labelledBy="kiosk-coupon-label"
              />
            </Box>
          )}
          {!coupon && !online && <Alert severity="info">{t('kiosk:coupon.offline')}</Alert>}
        </Paper>

      </Box>
      <Paper square elevation={8} sx={{ px: { xs: 2, md: 4 }, py: 2.5, borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ mb: 2, '& .MuiTypography-body1': { fontSize: { md: '1.2rem' } } }}>
          <TotalsTable totals={totals} currency={currency} />
        </Box>
        <Button
          fullWidth
          variant="contained"
          size="large"
          onClick={onPay}
          disabled={lines.length === 0}
          sx={{ minHeight: 96, fontSize: '1.8rem', fontWeight: 800, borderRadius: 4 }}
        >
          {t('kiosk:cart.checkout')}
        </Button>
      </Paper>
    </Box>
  );
}
