import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import PointOfSaleRoundedIcon from '@mui/icons-material/PointOfSaleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KioskWalletPass } from '../../../../server/contracts/kiosk';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { useCardAvailable } from '../../../lib/payment-methods';
import { useBusy } from '../../../lib/use-busy';
import type { KioskPayMethod } from '../api/kiosk-orders';
import type { CartTotals } from '../kiosk-cart';
import { TotalsTable } from './totals-table';
import { WalletSignIn } from './wallet-sign-in';
import { ErrorNote } from '../../../components/error-note';

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
    <Card variant="outlined" sx={{ borderWidth: selected ? 3 : 1, borderColor: selected ? 'primary.main' : 'divider', opacity: disabled ? 0.75 : 1 }}>
      <CardActionArea
        disabled={disabled}
        onClick={onSelect}
        role="radio"
        aria-checked={selected}
        aria-disabled={disabled}
        data-testid={testId}
        sx={{ p: 2.5, display: 'flex', gap: 2, justifyContent: 'flex-start', minHeight: 96 }}
      >
        <Box sx={{ fontSize: 44, display: 'flex', color: disabled ? 'text.secondary' : 'primary.main' }} aria-hidden>
          {icon}
        </Box>
        <Box>
          <Typography variant="h6" component="span" sx={{ display: 'block' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span">
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

/**
 * Paying: a name to call the order by and the payment. Pay at the counter works with or without the
 * network; card needs it (the gateway's page, then back to the receipt), and so does iCash (the
 * consumer signs in at the screen first, see WalletSignIn).
 */
export function PaymentScreen(props: {
  binding: KioskBinding;
  totals: CartTotals;
  online: boolean;
  couponLost: boolean;
  wallet: KioskWalletPass | null;
  onWallet(pass: KioskWalletPass | null): void;
  onBack(): void;
  onPlace(name: string, method: KioskPayMethod): Promise<void>;
}) {
  const { binding, totals, online, couponLost, wallet, onWallet, onBack, onPlace } = props;
  const currency = binding.currency;
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<KioskPayMethod>(wallet ? 'wallet' : 'counter');
  const { busy, error, run } = useBusy((err) => (err instanceof Error && err.message ? err.message : t('kiosk:errors.network')));
  // Card only where the server runs a card gateway: hidden once the server says it has none.
  const cardAvailable = useCardAvailable(online);
  // Card and iCash need the network: going offline falls back to the counter.
  const method: KioskPayMethod = online && (chosen !== 'card' || cardAvailable !== false) ? chosen : 'counter';
  const walletReady = Boolean(wallet && wallet.balance >= totals.total);

  function place(e: FormEvent) {
    e.preventDefault();
    void run(() => onPlace(name, method));
  }

  return (
    <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 2, md: 4 } }}>
      <Box component="form" onSubmit={place} sx={{ maxWidth: 960, mx: 'auto' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Button onClick={onBack} size="large" startIcon={<ArrowBackRoundedIcon />} sx={{ minHeight: 56 }} disabled={busy}>
            {t('kiosk:cart.back')}
          </Button>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('kiosk:pay.title')}
          </Typography>
        </Stack>
        <Paper sx={{ p: 2 }}>
          <TextField
            label={t('kiosk:pay.name')}
            helperText={t('kiosk:pay.nameHelp')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 120, style: { fontSize: '1.4rem' } } }}
          />
        </Paper>
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }} id="kiosk-pay-methods">
          {t('kiosk:pay.method')}
        </Typography>
        <Stack spacing={2} role="radiogroup" aria-labelledby="kiosk-pay-methods">
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
        </Stack>
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
        {!online && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('kiosk:pay.offlineNote')}
          </Alert>
        )}
        {couponLost && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('kiosk:pay.couponOffline')}
          </Alert>
        )}
        <Paper sx={{ p: 2, mt: 3 }}>
          <TotalsTable totals={totals} currency={currency} />
        </Paper>
        <ErrorNote error={error} sx={{ mt: 2 }} testId="kiosk-pay-error" />
        <Button
          type="submit"
          fullWidth
          variant="contained"
          size="large"
          disabled={busy || !name.trim() || (method === 'wallet' && !walletReady)}
          sx={{ mt: 3, minHeight: 72, fontSize: '1.4rem' }}
        >
          {method === 'card' ? t('kiosk:pay.placeCard') : method === 'wallet' ? t('kiosk:pay.placeWallet') : t('kiosk:pay.place')}
        </Button>
      </Box>
    </Box>
  );
}
