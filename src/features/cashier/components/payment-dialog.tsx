// Taking the money: cash (tendered -> change due, works offline) or iCash (the consumer looked up by
// name or mobile; the server checks and debits the balance, so it needs the network and says so).
import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import PaymentsRoundedIcon from '@mui/icons-material/PaymentsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../../server/contracts/users';
import type { WalletSummary } from '../../../../server/contracts/wallet';
import { TIMEOUTS } from '../../../config/constants';
import { formatMoney, toMajorText, toMinorUnits } from '../../../lib/money';
import { fetchWallet, lookupConsumers } from '../api/cashier-api';
import { changeDue, quickTenders } from '../till-math';
import { ErrorNote } from '../../../components/error-note';
import { DialogButtons } from '../../../components/dialog-buttons';

/** A look-up of this dialog's: its answer goes to `onData`; its failure, unless the look-up was called off, to `onError`. */
function settle<T>(signal: AbortSignal, request: Promise<T>, onData: (data: T) => void, onError: (message: string) => void) {
  return request.then(onData, (e: unknown) => {
    if (!signal.aborted) onError(e instanceof Error ? e.message : String(e));
  });
}

interface Props {
  open: boolean;
  total: number;
  currency: string;
  online: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onCash: (tendered: number) => void;
  onWallet: (consumer: { uuid: string; name: string }) => void;
}

export function PaymentDialog({ open, total, currency, online, busy, error, onClose, onCash, onWallet }: Props) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const [tab, setTab] = useState<'cash' | 'wallet'>('cash');
  const [tenderedText, setTenderedText] = useState('');
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<UserRow[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<UserRow | null>(null);
  const [wallet, setWallet] = useState<WalletSummary | null>(null);

  useEffect(() => {
    if (!open) return;
    setTab('cash');
    setTenderedText('');
    setSearch('');
    setResults(null);
    setChosen(null);
    setWallet(null);
    setLookupError(null);
  }, [open]);

  // Consumer look-up, debounced; a term counts from 2 characters (spec section 5).
  useEffect(() => {
    if (tab !== 'wallet' || !online || search.trim().length < 2) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSearching(true);
      const found = (rows: UserRow[]) => {
        setResults(rows);
        setLookupError(null);
      };
      void settle(controller.signal, lookupConsumers(search.trim(), controller.signal), found, setLookupError).finally(() => {
        if (!controller.signal.aborted) setSearching(false);
      });
    }, TIMEOUTS.searchDebounce);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search, tab, online]);

  useEffect(() => {
    if (!chosen) return;
    const controller = new AbortController();
    setWallet(null);
    void settle(controller.signal, fetchWallet(chosen.uuid, controller.signal), setWallet, setLookupError);
    return () => controller.abort();
  }, [chosen]);

  const tendered = tenderedText.trim() ? toMinorUnits(tenderedText) : null;
  const badAmount = tenderedText.trim() !== '' && tendered === null;
  const change = changeDue(tendered, total);
  const short = tendered !== null && tendered < total;
  const walletShort = wallet !== null && wallet.balance < total;
  // The dialog's main button: what it does on each tab.
  const take =
    tab === 'cash'
      ? { label: t('cashier:pay.takeCash'), ready: tendered !== null && !short, run: () => tendered !== null && onCash(tendered) }
      : {
          label: busy ? <CircularProgress size={22} color="inherit" /> : t('cashier:pay.chargeWallet'),
          ready: online && chosen !== null && wallet !== null && !walletShort,
          run: () => chosen && onWallet({ uuid: chosen.uuid, name: chosen.name }),
        };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="till-pay-title">
      <DialogTitle id="till-pay-title">{t('cashier:pay.title', { total: money(total) })}</DialogTitle>
      <Tabs value={tab} onChange={(_, v: 'cash' | 'wallet') => setTab(v)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="cash" icon={<PaymentsRoundedIcon />} iconPosition="start" label={t('cashier:pay.cash')} />
        <Tab value="wallet" icon={<AccountBalanceWalletRoundedIcon />} iconPosition="start" label={t('cashier:pay.wallet')} />
      </Tabs>
      <DialogContent sx={{ minHeight: 300 }}>
        <ErrorNote error={error} sx={{ mb: 2 }} />
        {tab === 'cash' ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('cashier:pay.tendered')}
              value={tenderedText}
              onChange={(e) => setTenderedText(e.target.value)}
              autoFocus
              error={badAmount || short}
              helperText={badAmount ? t('cashier:pay.badAmount') : short ? t('cashier:pay.short', { missing: money(total - (tendered ?? 0)) }) : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('cashier:pay.tendered'), style: { fontSize: 28 } } }}
            />
            <Box role="group" aria-label={t('cashier:pay.quick')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {quickTenders(total).map((amount) => (
                <Button key={amount} variant="outlined" size="large" onClick={() => setTenderedText(toMajorText(amount))} sx={{ minWidth: 96, minHeight: 48 }}>
                  {amount === total ? t('cashier:pay.exact') : money(amount)}
                </Button>
              ))}
            </Box>
            <Box
              sx={{
                p: 2,
                borderRadius: 2,
                bgcolor: change !== null ? 'success.light' : 'action.hover',
                color: change !== null ? 'success.contrastText' : 'text.primary',
              }}
              aria-live="polite"
            >
              <Typography variant="overline">{t('cashier:pay.change')}</Typography>
              <Typography variant="h4" component="p" data-testid="change-due">
                {change !== null ? money(change) : '—'}
              </Typography>
            </Box>
            {!online && <Alert severity="info">{t('cashier:pay.offlineCash')}</Alert>}
          </Stack>
        ) : !online ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('cashier:pay.walletOffline')}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('cashier:pay.findConsumer')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              autoFocus
              helperText={t('cashier:pay.findHint')}
              slotProps={{ htmlInput: { type: 'search' } }}
            />
            {lookupError && <Alert severity="error">{lookupError}</Alert>}
            {searching && <CircularProgress size={24} aria-label={t('cashier:pay.searching')} />}
            {results && results.length === 0 && <Typography color="text.secondary">{t('cashier:pay.noConsumer')}</Typography>}
            {results && results.length > 0 && (
              <List
                dense
                aria-label={t('cashier:pay.consumers')}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 220, overflowY: 'auto' }}
              >
                {results.map((c) => (
                  <ListItemButton key={c.uuid} selected={chosen?.uuid === c.uuid} onClick={() => setChosen(c)} disabled={c.status !== 'active'}>
                    <ListItemText primary={c.name} secondary={[c.mobile, c.email, c.employee_code].filter(Boolean).join(' · ')} />
                  </ListItemButton>
                ))}
              </List>
            )}
            {chosen && (
              <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
                <Typography sx={{ fontWeight: 600 }}>{chosen.name}</Typography>
                <Typography color={walletShort ? 'error' : 'text.secondary'}>
                  {wallet
                    ? t('cashier:pay.balance', { balance: formatMoney(wallet.balance, wallet.currency, i18n.language) })
                    : t('cashier:pay.loadingBalance')}
                </Typography>
                {walletShort && <Typography color="error">{t('cashier:pay.walletShort')}</Typography>}
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogButtons back={t('cashier:pay.back')} onBack={onClose} busy={busy}>
        <Button variant="contained" size="large" disabled={busy || !take.ready} onClick={take.run} sx={{ minHeight: 48 }}>
          {take.label}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
