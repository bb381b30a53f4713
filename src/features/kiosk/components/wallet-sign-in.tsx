// iCash at the kiosk: the consumer signs in at the screen, with the 12-digit code their app shows
// (typed, or read by the kiosk's code scanner, which types it and presses Enter) or with their mobile
// number and the code sent to it by SMS. The kiosk then holds a single-use pass for one order.
// This lives inside the payment form, so Enter in these fields never places the order.
import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KioskWalletPass } from '../../../../server/contracts/kiosk';
import { ApiError } from '../../../lib/api-client';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { formatMoney } from '../../../lib/money';
import { useBusy } from '../../../lib/use-busy';
import { sendWalletCode, verifyWallet } from '../api/kiosk-api';
import { ErrorNote } from '../../../components/error-note';

type Way = 'app' | 'mobile';
const digits = (s: string) => s.replace(/\D/g, '');
const big = { style: { fontSize: '1.4rem', letterSpacing: '0.08em' } };
// Full-strength text on both choices (the default grey of an unselected one is at the contrast limit,
// and under a hover tint below it); the chosen one is told by its fill and weight.
const toggleSx = { flex: 1, minHeight: 56, fontSize: '1.05rem', color: 'text.primary', '&.Mui-selected': { color: 'text.primary', fontWeight: 800 } } as const;

/** A code field in large type and the button that acts on it, side by side from a small screen up. */
function CodeRow({ label, helperText, value, onChange, input, busy, action }: {
  label: string;
  helperText?: string;
  value: string;
  onChange(value: string): void;
  input: { inputMode: 'numeric' | 'tel'; maxLength: number; autoComplete: string; autoFocus?: boolean };
  busy: boolean;
  action: { label: string; ready: boolean; run(): void; outlined?: boolean };
}) {
  const { inputMode, maxLength, autoComplete, autoFocus } = input;
  /** Enter acts on this panel (a scanner ends with Enter), never on the surrounding order form. */
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!busy) action.run();
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={label}
        helperText={helperText}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        fullWidth
        autoComplete={autoComplete}
        slotProps={{ htmlInput: { inputMode, maxLength, ...big } }}
      />
      <Button
        variant={action.outlined ? 'outlined' : 'contained'}
        size="large"
        disabled={busy || !action.ready}
        onClick={action.run}
        sx={{ minHeight: 64, minWidth: 160 }}
      >
        {action.label}
      </Button>
    </Stack>
  );
}

export function WalletSignIn(props: {
  binding: KioskBinding;
  wallet: KioskWalletPass | null;
  total: number;
  onSignedIn(pass: KioskWalletPass): void;
  onSignOut(): void;
}) {
  const { binding, wallet, total, onSignedIn, onSignOut } = props;
  const { t, i18n } = useTranslation();
  const [way, setWay] = useState<Way>('app');
  const [payCode, setPayCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const { busy, error, setError, run } = useBusy((e) => (e instanceof ApiError && !e.isNetwork ? e.message : t('kiosk:errors.network')));
  const money = (n: number) => formatMoney(n, binding.currency, i18n.language);

  const verifyPayCode = (code: string) =>
    run(async () => {
      onSignedIn(await verifyWallet(binding, { pay_code: code }));
      setPayCode('');
    });
  const sendCode = () =>
    run(async () => {
      await sendWalletCode(binding, mobile.trim());
      setCodeSent(true);
      setOtp('');
    });
  const verifyOtp = () =>
    run(async () => {
      onSignedIn(await verifyWallet(binding, { mobile: mobile.trim(), otp: otp.trim() }));
      setOtp('');
      setCodeSent(false);
    });

  if (wallet) {
    const short = wallet.balance < total;
    return (
      <Paper variant="outlined" sx={{ p: 2.5, mt: 2 }} data-testid="kiosk-wallet-signed-in">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AccountBalanceWalletRoundedIcon color="primary" sx={{ fontSize: 44 }} aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="p">
              {t('kiosk:wallet.hello', { name: wallet.first_name })}
            </Typography>
            <Typography variant="body1" data-testid="kiosk-wallet-balance">
              {t('kiosk:wallet.balance', { amount: money(wallet.balance) })}
            </Typography>
          </Box>
          <Button variant="outlined" size="large" onClick={onSignOut} sx={{ minHeight: 56 }}>
            {t('kiosk:wallet.notYou')}
          </Button>
        </Stack>
        {short && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="kiosk-wallet-short">
            {t('kiosk:wallet.notEnough', { amount: money(total) })}
          </Alert>
        )}
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2.5, mt: 2 }} data-testid="kiosk-wallet-sign-in">
      <Typography variant="h6" component="h3" id="kiosk-wallet-title">
        {t('kiosk:wallet.title')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={way}
        onChange={(_e, v: Way | null) => {
          if (v) {
            setWay(v);
            setError(null);
          }
        }}
        aria-labelledby="kiosk-wallet-title"
        sx={{ my: 2, display: 'flex' }}
      >
        <ToggleButton value="app" sx={toggleSx}>
          {t('kiosk:wallet.byApp')}
        </ToggleButton>
        <ToggleButton value="mobile" sx={toggleSx}>
          {t('kiosk:wallet.byMobile')}
        </ToggleButton>
      </ToggleButtonGroup>

      {way === 'app' && (
        <CodeRow
          label={t('kiosk:wallet.payCode')}
          helperText={t('kiosk:wallet.payCodeHelp')}
          value={payCode}
          onChange={(next) => {
            setPayCode(next);
            // A scanner (or a person) has given all 12 digits: check them at once.
            if (digits(next).length === 12 && !busy) void verifyPayCode(digits(next));
          }}
          input={{ inputMode: 'numeric', maxLength: 20, autoComplete: 'off', autoFocus: true }}
          busy={busy}
          action={{ label: t('kiosk:wallet.useCode'), ready: digits(payCode).length === 12, run: () => void verifyPayCode(digits(payCode)) }}
        />
      )}

      {way === 'mobile' && (
        <Stack spacing={2}>
          <CodeRow
            label={t('kiosk:wallet.mobile')}
            value={mobile}
            onChange={(next) => {
              setMobile(next);
              setCodeSent(false);
            }}
            input={{ inputMode: 'tel', maxLength: 16, autoComplete: 'off' }}
            busy={busy}
            action={{
              label: codeSent ? t('kiosk:wallet.sendAgain') : t('kiosk:wallet.sendCode'),
              ready: digits(mobile).length >= 7,
              run: () => void sendCode(),
              outlined: codeSent,
            }}
          />
          {codeSent && (
            <>
              <Alert severity="info">{t('kiosk:wallet.codeSent')}</Alert>
              <CodeRow
                label={t('kiosk:wallet.otp')}
                value={otp}
                onChange={(next) => setOtp(digits(next).slice(0, 6))}
                input={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code', autoFocus: true }}
                busy={busy}
                action={{ label: t('kiosk:wallet.confirm'), ready: otp.length === 6, run: () => void verifyOtp() }}
              />
            </>
          )}
        </Stack>
      )}
      <ErrorNote error={error} sx={{ mt: 2 }} testId="kiosk-wallet-error" />
    </Paper>
  );
}
