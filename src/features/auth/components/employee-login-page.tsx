import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PasswordField } from '../../../components/forms/password-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { loginWithPassword } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AuthHeading } from './auth-heading';

/** Staff sign in with an e-mail address or a mobile number, and a password. */
export default function EmployeeLoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const finishLogin = useFinishLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const id = identifier.trim();
    const isEmail = id.includes('@');
    // The server's own rules, loaded on submit: zod is no part of the sign-in screen's first load.
    const { emailSchema, mobileSchema } = await import('../../../../server/contracts/common');
    const next: FieldErrors = {};
    if (!id) next.identifier = t('validation.emailOrMobile');
    else if (isEmail && !emailSchema.safeParse(id).success) next.identifier = t('validation.email');
    else if (!isEmail && !mobileSchema.safeParse(id).success) next.identifier = t('validation.mobile');
    if (!password) next.password = t('validation.passwordRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const answer = await loginWithPassword(isEmail ? { email: id, password } : { mobile: id, password });
      finishLogin(answer);
    } catch (error) {
      if (error instanceof ApiError) {
        const fe = error.fieldErrors;
        setErrors({ identifier: fe.email ?? fe.mobile ?? '', password: fe.password ?? '' });
      }
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('auth.staffTitle')} subtitle={t('auth.staffSubtitle')} />
      <Stack component="form" spacing={2.25} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('auth.identifier')}
          name="identifier"
          autoComplete="username"
          autoFocus
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          error={Boolean(errors.identifier)}
          helperText={errors.identifier || ' '}
        />
        <PasswordField
          label={t('common.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password || ' '}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -1 }}>
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2" underline="hover">
            {t('auth.forgot')}
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<LoginRoundedIcon />}>
          {t('auth.signIn')}
        </Button>
        <Divider />
        <Stack spacing={1}>
          <Link component={RouterLink} to={paths.loginMobile} state={location.state} variant="body2" underline="hover">
            {t('auth.consumerLink')}
          </Link>
          <Link component={RouterLink} to={paths.register} state={location.state} variant="body2" underline="hover">
            {t('auth.registerLink')}
          </Link>
        </Stack>
      </Stack>
    </>
  );
}
