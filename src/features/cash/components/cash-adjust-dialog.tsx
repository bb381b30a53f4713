// Credit or debit a consumer's iCash with a reason. The amount is typed in major units (12.50);
// the server keeps the ledger from going below zero and its refusal is shown here, in the dialog.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { currencySymbol, formatMoney, toMinorUnits } from '../../../lib/money';
import { adjustCash } from '../api/cash-api';
import { validateAdjustment } from './cash-adjust-rules';

interface CashAdjustDialogProps {
  open: boolean;
  consumer: { uuid: string; name: string };
  balance: number;
  currency: string;
  initialType: 'credit' | 'debit';
  onClose: () => void;
  onDone: (balance: number) => void;
}

export function CashAdjustDialog({ open, consumer, balance, currency, initialType, onClose, onDone }: CashAdjustDialogProps) {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<'credit' | 'debit'>(initialType);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateAdjustment(amount, reason);
    setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, t(`backoffice:cash.errors.${v}`)])));
    setServerError(null);
    if (!checked.value) return;
    setSaving(true);
    try {
      const result = await adjustCash({ user_uuid: consumer.uuid, type, amount: checked.value.amount, reason: checked.value.reason });
      onDone(result.balance);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) setErrors(err.fieldErrors);
      setServerError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  const minor = toMinorUnits(amount);
  const after = minor === null ? null : type === 'credit' ? balance + minor : balance - minor;
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('backoffice:cash.adjustTitle', { name: consumer.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('backoffice:cash.balanceNow', { balance: formatMoney(balance, currency, i18n.language) })}</Typography>
          <ToggleButtonGroup exclusive fullWidth value={type} onChange={(_e, v: 'credit' | 'debit' | null) => v && setType(v)} aria-label={t('backoffice:cash.type')}>
            <ToggleButton value="credit">{t('backoffice:cash.credit')}</ToggleButton>
            <ToggleButton value="debit">{t('backoffice:cash.debit')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            name="amount"
            label={t('backoffice:cash.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount ?? (after !== null ? t('backoffice:cash.balanceAfter', { balance: formatMoney(after, currency, i18n.language) }) : ' ')}
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">{currencySymbol(currency, i18n.language)}</InputAdornment> } }}
          />
          <TextField
            name="reason"
            label={t('backoffice:cash.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? t('backoffice:cash.reasonHelp')}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {serverError && (
            <Alert severity="error" data-testid="cash-error">
              {serverError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('backoffice:cancel')}
        </Button>
        <Button type="submit" variant="contained" color={type === 'debit' ? 'warning' : 'primary'} disabled={saving}>
          {type === 'credit' ? t('backoffice:cash.doCredit') : t('backoffice:cash.doDebit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
