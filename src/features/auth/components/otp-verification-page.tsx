import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { mobileOtpVerifySchema } from '../../../../server/contracts/auth';
import { useSchemaForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { requestMobileCode, verifyMobileCode } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AuthFormCard, CodeInput } from './auth-form-card';

/** Consumer sign in, step 2 of 2: enter the 6-digit code sent to the mobile number. */
export default function OtpVerificationPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const mobile = params.get('mobile')?.trim() ?? '';
  if (!mobile) return <Navigate to={paths.loginMobile} replace state={location.state} />;
  return <OtpForm mobile={mobile} />;
}

function OtpForm({ mobile }: { mobile: string }) {
  const { t } = useTranslation();
  const [resending, setResending] = useState(false);
  const state = useSchemaForm({
    schema: mobileOtpVerifySchema,
    defaultValues: { mobile, otp: '' },
    messages: { otp: 'validation.otp' },
    save: verifyMobileCode,
    done: useFinishLogin() as (answer: unknown) => void,
  });

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

  const links = [{ to: `${paths.loginMobile}?mobile=${encodeURIComponent(mobile)}`, label: 'auth.changeNumber', keepOrigin: true }];
  const resendButton = (
    <Button variant="text" size="small" onClick={resend} loading={resending}>
      {t('auth.resend')}
    </Button>
  );
  const submit: [string, ReactNode] = ['auth.verify', <VerifiedUserRoundedIcon key="i" />];
  return (
    <AuthFormCard page="otp" params={{ mobile }} state={state} submit={submit} links={links} row extra={resendButton}>
      <CodeInput autoFocus />
    </AuthFormCard>
  );
}
