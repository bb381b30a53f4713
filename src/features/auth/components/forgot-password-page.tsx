import MailRoundedIcon from '@mui/icons-material/MailRounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { emailSchema } from '../../../../server/contracts/common';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/auth-api';
import { AuthHeading } from './auth-heading';

/** Password reset, step 1: the server e-mails a 6-digit code. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(t('validation.email'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await requestPasswordReset({ email: parsed.data });
      navigate(`${paths.resetPassword}?email=${encodeURIComponent(parsed.data)}`);
    } catch {
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')} />
      <Stack component="form" spacing={2.25} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<MailRoundedIcon />}>
          {t('auth.sendResetCode')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to={paths.login} variant="body2" underline="hover">
            {t('auth.backToSignIn')}
          </Link>
          <Link component={RouterLink} to={paths.resetPassword} variant="body2" underline="hover">
            {t('auth.haveCode')}
          </Link>
        </Stack>
      </Stack>
    </>
  );
}
