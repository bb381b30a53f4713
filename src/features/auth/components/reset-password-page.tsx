import LockResetRoundedIcon from '@mui/icons-material/LockResetRounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordBodySchema } from '../../../../server/contracts/auth';
import { PasswordField } from '../../../components/forms/password-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { validateWith, type FieldErrors } from '../../../lib/form-errors';
import { resetPassword } from '../api/auth-api';
import { AuthHeading } from './auth-heading';

/** Password reset, step 2: e-mail, the 6-digit code and the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState({ email: params.get('email') ?? '', otp: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = validateWith(resetPasswordBodySchema, form, {
      email: t('validation.email'),
      otp: t('validation.otp'),
      newPassword: t('validation.password'),
    });
    setErrors(found);
    if (!data) return;
    setBusy(true);
    try {
      await resetPassword(data);
      navigate(paths.login, { replace: true });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')} />
      <Stack component="form" spacing={1.25} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
          error={Boolean(errors.email)}
          helperText={errors.email || ' '}
        />
        <TextField
          label={t('auth.code')}
          name="otp"
          autoComplete="one-time-code"
          autoFocus={Boolean(form.email)}
          value={form.otp}
          onChange={(e) => setForm((f) => ({ ...f, otp: e.target.value.replace(/\D/g, '').slice(0, 6) }))}
          error={Boolean(errors.otp)}
          helperText={errors.otp || ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.4em' } } }}
        />
        <PasswordField
          label={t('auth.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(e) => setForm((f) => ({ ...f, newPassword: e.target.value }))}
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword || t('auth.passwordHelp')}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<LockResetRoundedIcon />} sx={{ mt: 1 }}>
          {t('auth.setPassword')}
        </Button>
        <Link component={RouterLink} to={paths.login} variant="body2" underline="hover" sx={{ pt: 1 }}>
          {t('auth.backToSignIn')}
        </Link>
      </Stack>
    </>
  );
}
