import SmsRoundedIcon from '@mui/icons-material/SmsRounded';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { mobileSchema } from '../../../../server/contracts/common';
import { paths } from '../../../config/paths';
import { requestMobileCode } from '../api/auth-api';
import { AuthHeading } from './auth-heading';

/** Consumer sign in, step 1 of 2: ask for a one-time code by mobile number. */
export default function MobileLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [mobile, setMobile] = useState(params.get('mobile') ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const value = mobile.trim();
    if (!mobileSchema.safeParse(value).success) {
      setError(t('validation.mobile'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await requestMobileCode({ mobile: value });
      navigate(`${paths.otpVerification}?mobile=${encodeURIComponent(value)}`, { state: location.state });
    } catch {
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('auth.mobileTitle')} subtitle={t('auth.mobileSubtitle')} />
      <Stack component="form" spacing={2.25} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('common.mobile')}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          autoFocus
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<SmsRoundedIcon />}>
          {t('auth.sendCode')}
        </Button>
        <Divider />
        <Stack spacing={1}>
          <Link component={RouterLink} to={paths.register} state={location.state} variant="body2" underline="hover">
            {t('auth.registerLink')}
          </Link>
          <Link component={RouterLink} to={paths.login} state={location.state} variant="body2" underline="hover">
            {t('auth.staffLink')}
          </Link>
        </Stack>
      </Stack>
    </>
  );
}
