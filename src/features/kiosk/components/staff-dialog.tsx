// The kiosk's "Staff" dialog: a manager of the store (or its company, or an administrator) signs in
// to unbind the kiosk. The sign-in is used for that one call and signed out at once. While orders
// taken here still wait in the outbox (or were refused and wait for a person), unbinding waits too.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { clearKioskBinding, type KioskBinding } from '../../../lib/kiosk-device';
import { useSyncStatus } from '../../../lib/offline/sync';
import { staffSignIn, staffSignOut, unbindKiosk } from '../api/kiosk-api';
import { BINDER_ROLES } from './bind-screen';
import { StaffSignInFields } from './staff-sign-in-fields';
import { ErrorNote } from '../../../components/error-note';
import { DialogButtons } from '../../../components/dialog-buttons';

export function StaffDialog({ binding, open, onClose }: { binding: KioskBinding; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Orders still in the outbox go with this kiosk's token: unbinding first would strand them.
  const { pending, conflicts } = useSyncStatus(binding.store_uuid);
  const waiting = pending + conflicts;

  const close = () => {
    setEmail('');
    setPassword('');
    setError(null);
    onClose();
  };

  async function unbind(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    let token: string | null = null;
    try {
      const answer = await staffSignIn(email.trim(), password);
      token = answer.token;
      if (!BINDER_ROLES.includes(answer.role)) throw new ApiError(t('kiosk:staff.notAllowed'), 403);
      await unbindKiosk(token, binding.device_uuid);
      await staffSignOut(token);
      token = null;
      clearKioskBinding();
    } catch (err) {
      setError(err instanceof ApiError && !err.isNetwork ? err.message : t('kiosk:errors.network'));
    } finally {
      if (token) await staffSignOut(token);
      setPassword('');
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="kiosk-staff-title">
      <form onSubmit={unbind}>
        <DialogTitle id="kiosk-staff-title">{t('kiosk:staff.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('kiosk:staff.unbindText', { name: binding.name, store: binding.store_name })}</DialogContentText>
          <Stack spacing={2}>
            {waiting > 0 && (
              <Alert severity="warning" data-testid="kiosk-unbind-waiting">
                {t('kiosk:staff.waiting', { count: waiting })}
              </Alert>
            )}
            <ErrorNote error={error} />
            <StaffSignInFields email={email} password={password} onEmail={setEmail} onPassword={setPassword} disabled={busy} />
          </Stack>
        </DialogContent>
        <DialogButtons back={t('kiosk:common.cancel')} onBack={close} busy={busy}>
          <Button type="submit" variant="contained" color="error" size="large" disabled={busy || !email || !password || waiting > 0}>
            {t('kiosk:staff.unbind')}
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
