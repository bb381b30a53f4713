import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/forms/password-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { loginWithPassword } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AuthFrame, AuthLinks } from './auth-frame';

const links = [
  { to: paths.loginMobile, label: 'auth.consumerLink', keepOrigin: true },
  { to: paths.register, label: 'auth.registerLink', keepOrigin: true },
];

/**
 * Staff sign in with an e-mail address or a mobile number, and a password. The first screen of the
 * back office, within its first-load budget: the same frame as the other sign-in pages, its fields
 * held in plain state rather than react-hook-form (about 16 KiB gzip), its rules loaded on submit.
 */
export default function EmployeeLoginPage() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [values, setValues] = useState({ identifier: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { isEmail, staffLoginSchema } = await import('./staff-login-schema');
    const parsed = staffLoginSchema.safeParse(values);
    const failed = new Set(parsed.error?.issues.map((issue) => issue.path[0]));
    const id = values.identifier.trim();
    setErrors({
      identifier: failed.has('identifier')
        ? t(!id ? 'validation.emailOrMobile' : isEmail(id) ? 'validation.email' : 'validation.mobile')
        : '',
      password: failed.has('password') ? t('validation.passwordRequired') : '',
    });
    if (!parsed.success) return;
    setBusy(true);
    try {
      finishLogin(await loginWithPassword(parsed.data));
    } catch (error) {
      const fe = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({ identifier: fe.email ?? fe.mobile ?? '', password: fe.password ?? '' });
      setBusy(false);
    }
  };
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] || ' ',
  });

  return (
    <AuthFrame page="staff" submit={['auth.signIn', <LoginRoundedIcon key="icon" />]} links={links} onSubmit={onSubmit} busy={busy}>
      <TextField label={t('auth.identifier')} autoComplete="username" autoFocus {...bind('identifier')} />
      <PasswordField label={t('common.password')} autoComplete="current-password" {...bind('password')} />
      <AuthLinks layout="end" links={[{ to: paths.forgotPassword, label: 'auth.forgot' }]} />
    </AuthFrame>
  );
}
