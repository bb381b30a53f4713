// A manager approves the ticket's manual discounts above the store's limit (issue 16), lazy-loaded:
// they sign in on the till with their e-mail and password; the server checks that they manage this
// store and keeps the approval for this cashier's next order. It needs the network: offline the
// till says so (discounts within the limit still sell offline).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountApproval } from '../../../../server/contracts/discounts';
import { DialogButtons } from '../../../components/dialog-buttons';
import { ErrorNote } from '../../../components/error-note';
import { formatMoney } from '../../../lib/money';
import { approveDiscount } from '../api/discounts-api';

interface Props {
  /** The manual discounts' total to approve; null: closed. */
  amount: number | null;
  reason: string;
  limit: number;
  currency: string;
  storeUuid: string;
  online: boolean;
  onApproved: (a: DiscountApproval) => void;
  onClose: () => void;
}

export function ApprovalDialog({ amount, reason, limit, currency, storeUuid, online, onApproved, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = amount !== null;

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setPassword('');
    setError(null);
  }, [open]);

  const submit = async () => {
    if (amount === null) return;
    setBusy(true);
    setError(null);
    try {
      onApproved(await approveDiscount({ store_uuid: storeUuid, email: email.trim(), password, amount, reason: reason.slice(0, 120) }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="till-approval-title">
      <DialogTitle id="till-approval-title">{t('discounts:approval.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('discounts:approval.why', { amount: money(amount ?? 0), limit: money(limit) })}</Typography>
        <ErrorNote error={error} sx={{ mb: 2 }} testId="approval-error" />
        {online ? (
          <Stack
            component="form"
            spacing={2}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <TextField
              label={t('discounts:approval.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
              autoComplete="off"
              type="email"
            />
            <TextField
              label={t('discounts:approval.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              type="password"
              autoComplete="off"
            />
            <button type="submit" hidden />
          </Stack>
        ) : (
          <Alert severity="warning">{t('discounts:approval.offline', { limit: money(limit) })}</Alert>
        )}
      </DialogContent>
      <DialogButtons back={t('discounts:approval.back')} onBack={onClose} busy={busy}>
        <Button variant="contained" size="large" disabled={!online || busy || !email.trim() || !password} onClick={() => void submit()} sx={{ minHeight: 48 }}>
          {busy ? <CircularProgress size={22} color="inherit" /> : t('discounts:approval.approve')}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
