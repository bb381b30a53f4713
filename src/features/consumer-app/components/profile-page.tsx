import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/forms/password-field';
import { ApiError } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { loadProfile, updateProfile, type ProfileUpdate } from '../api/account-api';
import { isMissingRoute } from '../api/missing-route';
import { NotAvailable } from './not-available';

/** The consumer's own profile: view and edit name, e-mail, mobile; change the password with the current one. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('consumer:profile.title'));
  const userUuid = user?.uuid ?? '';
  const profile = useAsync((signal) => loadProfile(userUuid, signal), [userUuid]);
  const [form, setForm] = useState({ name: '', email: '', mobile: '', password: '', current_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (profile.data) setForm((f) => ({ ...f, name: profile.data!.name, email: profile.data!.email ?? '', mobile: profile.data!.mobile ?? '' }));
  }, [profile.data]);

  if (profile.error && isMissingRoute(profile.error)) return <NotAvailable name={t('consumer:profile.title')} />;
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const field = (k: keyof typeof form) => ({ value: form[k], onChange: set(k), error: Boolean(errors[k]), helperText: errors[k] ?? ' ', fullWidth: true, size: 'small' as const });

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 750, mb: 2 }}>
        {t('consumer:profile.title')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{profile.loading && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>
      {profile.error && <Alert severity="error">{profile.error.message}</Alert>}
      {profile.data && (
        <Card variant="outlined">
          <CardContent
            component="form"
            noValidate
            onSubmit={async (e) => {
              e.preventDefault();
              setSaved(null);
              setFailure(null);
              setErrors({});
              const body: ProfileUpdate = { name: form.name.trim(), email: form.email.trim() || undefined, mobile: form.mobile.trim() || undefined };
              if (form.password) {
                if (!form.current_password) {
                  setErrors({ current_password: t('consumer:profile.currentRequired') });
                  return;
                }
                body.password = form.password;
                body.current_password = form.current_password;
              }
              setBusy(true);
              try {
                const updated = await updateProfile(userUuid, body);
                profile.setData(() => updated);
                setForm((f) => ({ ...f, password: '', current_password: '' }));
                setSaved(t('consumer:profile.saved'));
              } catch (err) {
                if (err instanceof ApiError) setErrors(err.fieldErrors);
                setFailure(err instanceof Error ? err.message : String(err));
              } finally {
                setBusy(false);
              }
            }}
          >
            <Stack spacing={0.5}>
              <TextField label={t('consumer:profile.name')} autoComplete="name" {...field('name')} />
              <TextField label={t('consumer:profile.email')} type="email" autoComplete="email" {...field('email')} />
              <TextField label={t('consumer:profile.mobile')} type="tel" autoComplete="tel" {...field('mobile')} />
              <Typography sx={{ fontWeight: 700, pt: 1 }}>{t('consumer:profile.passwordTitle')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
                {t('consumer:profile.passwordHint')}
              </Typography>
              <PasswordField label={t('consumer:profile.currentPassword')} autoComplete="current-password" {...field('current_password')} />
              <PasswordField label={t('consumer:profile.newPassword')} autoComplete="new-password" {...field('password')} />
            </Stack>
            {saved && <Alert severity="success" sx={{ mt: 1 }}>{saved}</Alert>}
            {failure && <Alert severity="error" sx={{ mt: 1 }}>{failure}</Alert>}
            <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }} fullWidth>
              {t('consumer:profile.save')}
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
