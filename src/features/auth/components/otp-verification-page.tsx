import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { requestMobileCode, verifyMobileCode } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AuthHeading } from './auth-heading';

/** Consumer sign in, step 2 of 2: enter the 6-digit code sent to the mobile number. */
export default function OtpVerificationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const finishLogin = useFinishLogin();
  const mobile = params.get('mobile')?.trim() ?? '';
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  if (!mobile) return <Navigate to={paths.loginMobile} replace state={location.state} />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^[0-9]{6}$/.test(code.trim())) {
      setError(t('validation.otp'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      finishLogin(await verifyMobileCode({ mobile, otp: code.trim() }));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.otp) setError(err.fieldErrors.otp);
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await requestMobileCode({ mobile });
    } catch {
      /* the toast already told the person */
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('auth.otpTitle')} subtitle={t('auth.otpSubtitle', { mobile })} />
      <Stack component="form" spacing={2.25} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('auth.code')}
          name="otp"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={Boolean(error)}
          helperText={error || ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, style: { letterSpacing: '0.5em', fontSize: '1.25rem' } } }}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<VerifiedUserRoundedIcon />}>
          {t('auth.verify')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="text" size="small" onClick={resend} loading={resending}>
            {t('auth.resend')}
          </Button>
          <Link
            component={RouterLink}
            to={`${paths.loginMobile}?mobile=${encodeURIComponent(mobile)}`}
            state={location.state}
            variant="body2"
            underline="hover"
            sx={{ alignSelf: 'center' }}
          >
            {t('auth.changeNumber')}
          </Link>
        </Stack>
      </Stack>
    </>
  );
}
