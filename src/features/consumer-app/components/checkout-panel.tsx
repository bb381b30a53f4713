import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CartView, PaymentMethod } from '../../../../server/contracts/ordering';
import { consumerPath, paths } from '../../../config/paths';
import { useCardAvailable } from '../../../lib/payment-methods';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { walletSummary } from '../api/account-api';
import { checkout } from '../api/cart-api';
import { useCart } from '../hooks/use-cart';
import { useCheckoutKey } from '../hooks/use-checkout-key';
import { formatMoney } from '../../../lib/money';
import { ErrorNote } from '../../../components/error-note';
import { ApiError } from '../../../lib/api-client';
import { PickupSlotPicker, type PickupChoice } from './pickup-slot-picker';

const MOBILE = /^\+?[0-9]{7,15}$/;

/** Who orders (guest name and mobile, or the signed-in consumer), how they pay, and the order button. */
export function CheckoutPanel({ cart, disabled }: { cart: CartView; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const { owner, company, reload, offline, cart: shown } = useCart();
  // Orders from the app need the network (the server takes offline orders only from a staff-run till
  // or kiosk), and the server must have the cart first: the screen says which holds it back.
  const waiting = Boolean(shown?.waiting);
  const needsNetwork = offline || waiting;
  const navigate = useNavigate();
  const location = useLocation();
  const key = useCheckoutKey();
  const [method, setMethod] = useState<PaymentMethod>('counter');
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [note, setNote] = useState('');
  const [pickup, setPickup] = useState<PickupChoice>({ later: false, slot: null });
  const [slotsRead, setSlotsRead] = useState(0);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (n: number) => formatMoney(n, cart.currency, i18n.language);
  const userUuid = user?.uuid ?? null;
  const wallet = useAsync((signal) => (userUuid ? walletSummary(userUuid, signal) : Promise.resolve(null)), [userUuid]);
  const balance = wallet.data?.balance ?? null;

  // What is sent changes: a new attempt, with a new key.
  const { reset } = key;
  useEffect(() => reset(), [reset, method, name, mobile, note, pickup.slot, cart.total, cart.item_count, cart.coupon?.code, userUuid]);
  useEffect(() => {
    if (!user && method === 'wallet') setMethod('counter');
  }, [user, method]);
  // Card only where the server runs a card gateway: hidden once the server says it has none (until
  // it has answered, card stays offered; the server refuses it in words if it has none).
  const cardAvailable = useCardAvailable();
  useEffect(() => {
    if (cardAvailable === false && method === 'card') setMethod('counter');
  }, [cardAvailable, method]);

  const nameError = !user && touched && !name.trim() ? t('consumer:checkout.nameRequired') : '';
  const mobileError = !user && touched && mobile.trim() && !MOBILE.test(mobile.trim()) ? t('consumer:checkout.mobileInvalid') : '';
  const short = method === 'wallet' && balance !== null && balance < cart.total;

  const place = async () => {
    setTouched(true);
    setError(null);
    if (!company || !cart.store_uuid) return;
    if (!user && (!name.trim() || (mobile.trim() && !MOBILE.test(mobile.trim())))) return;
    setBusy(true);
    try {
      const result = await checkout(
        owner,
        {
          company_uuid: company.uuid,
          store_uuid: cart.store_uuid,
          payment_method: method,
          coupon_code: cart.coupon?.code ?? null,
          note: note.trim() || null,
          customer_name: user ? undefined : name.trim(),
          customer_mobile: user ? undefined : mobile.trim() || undefined,
          pickup_slot: pickup.later && pickup.slot ? pickup.slot : undefined,
        },
        key.current(),
      );
      key.settle(null);
      if (result.payment.redirect_url) {
        // The card gateway's hosted page; it sends the person back to the order page.
        window.location.assign(result.payment.redirect_url);
        return;
      }
      reload();
      navigate(consumerPath.order(result.order.order_id), { state: { placed: result.order } });
    } catch (err) {
      key.settle(err);
      setError(err instanceof Error ? err.message : String(err));
      // The slot filled up or closed meanwhile: read the slots again.
      if (err instanceof ApiError && (err.status === 409 || err.status === 422) && pickup.slot) setSlotsRead((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const option = (value: PaymentMethod, icon: ReactNode, label: string, hint: ReactNode, enabled = true) => (
    <FormControlLabel
      value={value}
      disabled={!enabled}
      data-testid={`pay-${value}`}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', mx: 0, py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
      label={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', pt: 0.75 }}>
          <Box sx={{ color: 'text.secondary', display: 'flex' }}>{icon}</Box>
          <Box>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{label}</Typography>
            <Typography variant="body2" color="text.secondary" component="div">
              {hint}
            </Typography>
          </Box>
        </Stack>
      }
    />
  );

  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="checkout-title">
      <CardContent>
        <Typography id="checkout-title" component="h2" variant="body1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('consumer:checkout.title')}
        </Typography>
        {user ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="checkout-as">
            {t('consumer:checkout.as', { name: user.name })}
          </Typography>
        ) : (
          <Stack spacing={1.5} sx={{ mb: 1.5 }}>
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => navigate(paths.login, { state: { from: location.pathname } })}>
                  {t('consumer:nav.signIn')}
                </Button>
              }
            >
              {t('consumer:checkout.guestHint')}
            </Alert>
            <TextField
              label={t('consumer:checkout.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              error={Boolean(nameError)}
              helperText={nameError || ' '}
              autoComplete="name"
              size="small"
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              label={t('consumer:checkout.mobile')}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              error={Boolean(mobileError)}
              helperText={mobileError || t('consumer:checkout.mobileHint')}
              autoComplete="tel"
              type="tel"
              size="small"
            />
          </Stack>
        )}
        {cart.store_uuid && (
          // Read again once back online (the slots could not load offline).
          <PickupSlotPicker storeUuid={cart.store_uuid} choice={pickup} onChange={setPickup} refresh={slotsRead * 2 + (offline ? 1 : 0)} />
        )}
        <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mt: 1 }} id="pay-title">
          {t('consumer:checkout.payment')}
        </Typography>
        <RadioGroup aria-labelledby="pay-title" value={method} onChange={(_e, v) => setMethod(v as PaymentMethod)}>
          {option('counter', <StorefrontRoundedIcon />, t('consumer:pay.counter'), t('consumer:pay.counterHint'))}
          {option(
            'wallet',
            <AccountBalanceWalletRoundedIcon />,
            t('consumer:pay.wallet'),
            user ? (
              <span data-testid="wallet-balance">
                {balance !== null
                  ? t('consumer:pay.walletBalance', { amount: money(balance) })
                  : wallet.loading
                    ? t('consumer:common.loading')
                    : t('consumer:pay.walletBalanceUnknown')}
              </span>
            ) : (
              t('consumer:pay.walletSignIn')
            ),
            Boolean(user),
          )}
          {cardAvailable !== false && option('card', <CreditCardRoundedIcon />, t('consumer:pay.card'), t('consumer:pay.cardHint'))}
        </RadioGroup>
        {short && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('consumer:pay.walletShort')}
          </Alert>
        )}
        <TextField
          label={t('consumer:checkout.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          fullWidth
          size="small"
          multiline
          minRows={1}
          sx={{ mt: 1.5 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <ErrorNote error={error} sx={{ mt: 1.5 }} testId="checkout-error" />
        {needsNetwork && (
          <Alert severity="info" sx={{ mt: 1.5 }} data-testid="checkout-offline">
            {offline ? t('consumerOffline:checkoutOffline') : t('consumerOffline:checkoutWaiting')}
            {offline && method === 'counter' && (
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {t('consumerOffline:counterOffline')}
              </Box>
            )}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2, justifyContent: 'space-between' }}
          disabled={busy || disabled || short || needsNetwork || (pickup.later && !pickup.slot)}
          onClick={() => void place()}
          data-testid="place-order"
        >
          <span>{busy ? t('consumer:checkout.placing') : method === 'card' ? t('consumer:checkout.payCard') : t('consumer:checkout.place')}</span>
          <span>{money(cart.total)}</span>
        </Button>
      </CardContent>
    </Card>
  );
}
