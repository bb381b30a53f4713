// The till's shift dialogs: open with a float, cash in or out with a reason, and close with the
// counted drawer (expected, over/short, and the block while writes wait to sync, with Sync now).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '../../../../server/contracts/shifts';
import { SHIFT_REASON_MAX } from '../../../../server/contracts/shifts';
import { currencySymbol, toMinorUnits } from '../../../lib/money';
import { syncNow, useSyncStatus } from '../../../lib/offline/sync';
import { closeBlock, overShort } from '../shift-rules';
import type { TillShiftState } from '../hooks/use-till-shift';

interface MoneyFieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  currency: string | null;
  error?: string;
  autoFocus?: boolean;
}

function MoneyField({ label, value, onChange, currency, error, autoFocus }: MoneyFieldProps) {
  const { i18n } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode="decimal"
      autoFocus={autoFocus}
      fullWidth
      error={!!error}
      helperText={error}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: currency ? { startAdornment: <InputAdornment position="start">{currencySymbol(currency, i18n.language)}</InputAdornment> } : undefined,
      }}
    />
  );
}

export function OpenShiftDialog({ state, onClose }: { state: TillShiftState; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = toMinorUnits(text);
    if (amount === null) return setError(t('shifts:errors.amount'));
    await state.open(amount);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="shift-open-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="shift-open-title">{t('shifts:open.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('shifts:open.hint')}
          </Typography>
          <MoneyField label={t('shifts:open.float')} value={text} onChange={setText} currency={state.currency} error={error} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('shifts:cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('shifts:open.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function CashMoveDialog({ state, kind, onClose }: { state: TillShiftState; kind: 'in' | 'out'; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = toMinorUnits(text);
    const next = {
      amount: amount === null || amount <= 0 ? t('shifts:errors.amountPositive') : undefined,
      reason: reason.trim() ? undefined : t('shifts:errors.reason'),
    };
    setErrors(next);
    if (next.amount || next.reason || amount === null) return;
    await state.moveCash(kind, amount, reason.trim());
    onClose();
  };
  const title = kind === 'in' ? t('shifts:move.inTitle') : t('shifts:move.outTitle');
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="shift-move-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="shift-move-title">{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <MoneyField label={t('shifts:move.amount')} value={text} onChange={setText} currency={state.currency} error={errors.amount} autoFocus />
            <TextField
              label={t('shifts:move.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!errors.reason}
              helperText={errors.reason}
              slotProps={{ htmlInput: { maxLength: SHIFT_REASON_MAX } }}
              fullWidth
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('shifts:cancel')}</Button>
          <Button type="submit" variant="contained">
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function CloseShiftDialog({
  state,
  storeUuid,
  onClose,
  onClosed,
}: {
  state: TillShiftState;
  storeUuid: string;
  onClose: () => void;
  onClosed: (z: ShiftReport) => void;
}) {
  const { t } = useTranslation();
  const sync = useSyncStatus(storeUuid);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { refresh } = state;
  // The expected cash from the server's latest X report.
  useEffect(() => void refresh(), [refresh]);
  const block = closeBlock({ pending: sync.pending, conflicts: sync.conflicts, online: sync.online });
  const report = state.report;
  const expected = report ? report.cash_expected + state.waitingMoves.in - state.waitingMoves.out : null;
  const counted = toMinorUnits(text);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (block) return;
    if (counted === null) return setError(t('shifts:errors.amount'));
    setBusy(true);
    setFailure(undefined);
    try {
      onClosed(await state.close(counted, note));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
      void state.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="shift-close-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="shift-close-title">{t('shifts:close.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {block?.reason === 'waiting' && (
              <Alert
                severity="warning"
                data-testid="shift-close-waiting"
                action={
                  <Button color="inherit" onClick={() => void syncNow()}>
                    {t('shifts:close.syncNow')}
                  </Button>
                }
              >
                {t('shifts:close.waiting', { count: block.count })}
              </Alert>
            )}
            {block?.reason === 'refused' && <Alert severity="error">{t('shifts:close.refused', { count: block.count })}</Alert>}
            {block?.reason === 'offline' && <Alert severity="warning">{t('shifts:close.offline')}</Alert>}
            {expected !== null && (
              <Typography data-testid="shift-close-expected">
                {t('shifts:close.expected', { amount: state.money(expected) })}
              </Typography>
            )}
            <MoneyField label={t('shifts:close.counted')} value={text} onChange={setText} currency={state.currency} error={error} autoFocus />
            {counted !== null && expected !== null && (
              <Typography data-testid="shift-close-difference" sx={{ fontWeight: 700 }} color={overShort(counted, expected) < 0 ? 'error' : 'text.primary'}>
                {overShort(counted, expected) >= 0
                  ? t('shifts:close.over', { amount: state.money(overShort(counted, expected)) })
                  : t('shifts:close.short', { amount: state.money(-overShort(counted, expected)) })}
              </Typography>
            )}
            <TextField
              label={t('shifts:close.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              slotProps={{ htmlInput: { maxLength: SHIFT_REASON_MAX } }}
              fullWidth
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('shifts:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!!block || busy}>
            {t('shifts:close.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
