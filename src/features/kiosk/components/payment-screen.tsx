import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import PointOfSaleRoundedIcon from '@mui/icons-material/PointOfSaleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KioskWalletPass } from '../../../../server/contracts/kiosk';
import { LineChoices } from '../../../components/product-choices/menu-marks';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { formatMoney } from '../../../lib/money';
import { useCardAvailable } from '../../../lib/payment-methods';
import { useBusy } from '../../../lib/use-busy';
import type { KioskPayMethod } from '../api/kiosk-orders';
import type { CartTotals, KioskLine } from '../kiosk-cart';
import { KeyboardToggle, OnScreenKeyboard } from './on-screen-keyboard';
import { TotalsTable } from './totals-table';
import { WalletSignIn } from './wallet-sign-in';
import { ErrorNote } from '../../../components/error-note';

const NAME_MAX = 120;

/** Portrait: a full-width row (icon, name, what it means); in landscape three tiles side by side, the icon on top. */
const TILE_SX = {
  p: 3,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 3,
  minHeight: 160,
  '@media (orientation: landscape)': { flexDirection: 'column', textAlign: 'center', gap: 1.5, minHeight: 220 },
} as const;

/** A way to pay as a large tile: its icon, name and what it means. */
function Method({ icon, title, text, selected, disabled, testId, onSelect }: {
  icon: ReactNode;
  title: string;
  text: string;
  selected: boolean;
  disabled?: boolean;
  testId: string;
  onSelect?: () => void;
}) {
  return (
    <Card
      variant="outlined"
      sx={{
        borderWidth: selected ? 4 : 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        opacity: disabled ? 0.75 : 1,
        display: 'flex',
      }}
    >
      <CardActionArea
        disabled={disabled}
        onClick={onSelect}
        role="radio"
        aria-checked={selected}
        aria-disabled={disabled}
        data-testid={testId}
        sx={TILE_SX}
      >
        <Box sx={{ fontSize: 88, display: 'flex', color: disabled ? 'text.secondary' : 'primary.main' }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="span" sx={{ display: 'block', fontWeight: 800, fontSize: '2rem', mb: 0.5 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" component="span" sx={{ fontSize: '1.25rem', display: 'block' }}>
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The ways to pay, in the order shown; card and iCash need the network. */
const METHODS: { method: KioskPayMethod; Icon: typeof PointOfSaleRoundedIcon; needsNetwork: boolean }[] = [
  { method: 'counter', Icon: PointOfSaleRoundedIcon, needsNetwork: false },
  { method: 'card', Icon: CreditCardRoundedIcon, needsNetwork: true },
  { method: 'wallet', Icon: AccountBalanceWalletRoundedIcon, needsNetwork: true },
];

/** In portrait the order takes at most about 40% of the screen (a long one scrolls in it). */
const SUMMARY_SX = {
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: '42vh',
  // Beside the rest, it stays in view while they scroll: the screen's height less the header, the title and the pay bar.
  '@media (orientation: landscape) and (min-width: 1200px)': { maxHeight: 'calc(100dvh - 360px)', alignSelf: 'start', position: 'sticky', top: 0 },
} as const;

/** The order as the guest pays for it: each line with its choices, and the totals. */
function OrderSummary({ lines, totals, currency }: { lines: KioskLine[]; totals: CartTotals; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (v: number) => formatMoney(v, currency, i18n.language);
  return (
    <Paper component="section" aria-labelledby="kiosk-pay-summary" sx={SUMMARY_SX}>
      <Typography variant="h4" component="h2" id="kiosk-pay-summary" sx={{ fontWeight: 800, mb: 2, fontSize: '2rem' }}>
        {t('kiosk:pay.summary', { count: totals.items })}
      </Typography>
      {/* A long order scrolls here: focusable, so that it scrolls from a keyboard too. */}
      <Stack
        spacing={1.5}
        divider={<Divider flexItem />}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', pr: 1 }}
        data-testid="kiosk-pay-lines"
        tabIndex={0}
        role="group"
        aria-labelledby="kiosk-pay-summary"
      >
        {lines.map((l) => (
          <Box key={l.key}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.5rem' }}>
                {l.quantity} × {l.name}
              </Typography>
              <Typography sx={{ fontSize: '1.5rem', whiteSpace: 'nowrap' }}>{money(l.unit_price * l.quantity)}</Typography>
            </Stack>
            <LineChoices options={l.chosen} combo={l.combo_chosen} note={l.note} currency={currency} density="large" />
          </Box>
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ '& .MuiTypography-body1': { fontSize: '1.35rem' }, '& .MuiTypography-h5': { fontSize: '2rem' } }}>
        <TotalsTable totals={totals} currency={currency} />
      </Box>
    </Paper>
  );
}

/**
 * Paying, on the whole screen: the order, an optional name (the call number is enough; typed on the
 * on-screen keyboard), the ways to pay as large tiles, and the button that places the order at the
 * bottom. Pay at the counter works with or without the network; card needs it (the gateway's page,
 * then back to the receipt), and so does iCash (the consumer signs in at the screen first, see
 * WalletSignIn).
 */
export function PaymentScreen(props: {
  binding: KioskBinding;
  lines: KioskLine[];
  totals: CartTotals;
  online: boolean;
  couponLost: boolean;
  wallet: KioskWalletPass | null;
  onWallet(pass: KioskWalletPass | null): void;
  onBack(): void;
  onPlace(name: string, method: KioskPayMethod): Promise<void>;
}) {
  const { binding, lines, totals, online, couponLost, wallet, onWallet, onBack, onPlace } = props;
  const currency = binding.currency;
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [typing, setTyping] = useState(false);
  const [chosen, setChosen] = useState<KioskPayMethod>(wallet ? 'wallet' : 'counter');
  const { busy, error, run } = useBusy((err) => (err instanceof Error && err.message ? err.message : t('kiosk:errors.network')));
  // Card only where the server runs a card gateway: hidden once the server says it has none.
  const cardAvailable = useCardAvailable(online);
  // Card and iCash need the network: going offline falls back to the counter.
  const method: KioskPayMethod = online && (chosen !== 'card' || cardAvailable !== false) ? chosen : 'counter';
  const walletReady = Boolean(wallet && wallet.balance >= totals.total);

  // The keyboard, once open, is scrolled into view whole (the name field sits low on a portrait screen).
  const showWhole = useCallback((el: HTMLElement | null) => el?.scrollIntoView({ block: 'nearest' }), []);

  function place(e: FormEvent) {
    e.preventDefault();
    setTyping(false);
    void run(() => onPlace(name, method));
  }

  return (
    <Box
      component="form"
      onSubmit={place}
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: { xs: 2, md: 4 }, pt: { xs: 2, md: 3 } }}>
        <Button onClick={onBack} size="large" startIcon={<ArrowBackRoundedIcon />} sx={{ minHeight: 64, fontSize: '1.2rem' }} disabled={busy}>
          {t('kiosk:cart.back')}
        </Button>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.8rem' } }}>
          {t('kiosk:pay.title')}
        </Typography>
      </Stack>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          p: { xs: 2, md: 4 },
          display: 'grid',
          gap: 3,
          alignContent: 'start',
          // Portrait: the order on top (a long one scrolls in its card), then the name and the ways to pay;
          // landscape: the order beside them.
          gridTemplateRows: 'minmax(0, auto) auto',
          '@media (orientation: landscape) and (min-width: 1200px)': { gridTemplateRows: 'auto', gridTemplateColumns: '2fr 3fr' },
        }}
      >
        <OrderSummary lines={lines} totals={totals} currency={currency} />
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper sx={{ p: 3 }} component="section" aria-labelledby="kiosk-pay-name-label">
            <TextField
              id="kiosk-pay-name"
              label={t('kiosk:pay.name')}
              helperText={t('kiosk:pay.nameHelp')}
              value={name}
              onChange={(e) => setName(e.target.value.slice(0, NAME_MAX))}
              onFocus={() => setTyping(true)}
              onClick={() => setTyping(true)}
              fullWidth
              autoComplete="off"
              slotProps={{
                inputLabel: { id: 'kiosk-pay-name-label', sx: { fontSize: '1.3rem' } },
                formHelperText: { sx: { fontSize: '1.05rem' } },
                // The on-screen keyboard types here: the device's own keyboard stays down (a hardware one still types).
                htmlInput: { maxLength: NAME_MAX, inputMode: 'none', style: { fontSize: '1.8rem', height: '2.4rem' } },
                input: {
                  endAdornment: <KeyboardToggle open={typing} onToggle={() => setTyping((v) => !v)} controls="kiosk-pay-keyboard" large />,
                },
              }}
            />
            {typing && (
              <Box id="kiosk-pay-keyboard" sx={{ mt: 2 }} ref={showWhole}>
                <OnScreenKeyboard value={name} onChange={setName} onDone={() => setTyping(false)} maxLength={NAME_MAX} labelledBy="kiosk-pay-name-label" />
              </Box>
            )}
          </Paper>
          <Box component="section" aria-labelledby="kiosk-pay-methods">
            <Typography variant="h4" component="h2" sx={{ mb: 2, fontWeight: 800, fontSize: '2rem' }} id="kiosk-pay-methods">
              {t('kiosk:pay.method')}
            </Typography>
            <Box
              role="radiogroup"
              aria-labelledby="kiosk-pay-methods"
              sx={{ display: 'grid', gap: 2, '@media (orientation: landscape)': { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' } }}
            >
              {METHODS.filter((m) => m.method !== 'card' || cardAvailable !== false).map(({ method: m, Icon, needsNetwork }) => (
                <Method
                  key={m}
                  icon={<Icon fontSize="inherit" />}
                  title={t(`kiosk:pay.${m}`)}
                  text={needsNetwork && !online ? t('kiosk:pay.needsNetwork') : t(`kiosk:pay.${m}Text`)}
                  selected={method === m}
                  disabled={needsNetwork && !online}
                  onSelect={() => setChosen(m)}
                  testId={`kiosk-pay-${m}`}
                />
              ))}
            </Box>
            {method === 'wallet' && (
              <WalletSignIn
                binding={binding}
                wallet={wallet}
                total={totals.total}
                onSignedIn={(pass) => {
                  onWallet(pass);
                  // The order is called by the consumer's first name unless a name was typed.
                  if (!name.trim()) setName(pass.first_name);
                }}
                onSignOut={() => onWallet(null)}
              />
            )}
          </Box>
          {!online && <Alert severity="info">{t('kiosk:pay.offlineNote')}</Alert>}
          {couponLost && <Alert severity="warning">{t('kiosk:pay.couponOffline')}</Alert>}
        </Stack>
      </Box>
      <Paper square elevation={8} sx={{ px: { xs: 2, md: 4 }, py: 2.5, borderTop: 1, borderColor: 'divider' }}>
        <ErrorNote error={error} sx={{ mb: 2 }} testId="kiosk-pay-error" />
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography color="text.secondary" component="p" sx={{ fontSize: '1.3rem' }}>
              {t('kiosk:totals.total')}
            </Typography>
            <Typography component="p" sx={{ fontSize: '2.4rem', fontWeight: 900, lineHeight: 1.1, whiteSpace: 'nowrap' }}>
              {formatMoney(totals.total, currency, i18n.language)}
            </Typography>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || (method === 'wallet' && !walletReady)}
            sx={{ flex: 1, minHeight: 96, fontSize: '1.8rem', fontWeight: 800, borderRadius: 4 }}
          >
            {method === 'card' ? t('kiosk:pay.placeCard') : method === 'wallet' ? t('kiosk:pay.placeWallet') : t('kiosk:pay.place')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
