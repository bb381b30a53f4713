import SmsRoundedIcon from '@mui/icons-material/SmsRounded';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { mobileOtpRequestSchema } from '../../../../server/contracts/auth';
import { TextInput, useSchemaForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { requestMobileCode } from '../api/auth-api';
import { AuthFormCard } from './auth-form-card';

const links = [{ to: paths.register, label: 'auth.registerLink', keepOrigin: true }, { to: paths.login, label: 'auth.staffLink', keepOrigin: true }];

/** Consumer sign in, step 1 of 2: ask for a one-time code by mobile number. */
export default function MobileLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state: origin } = useLocation();
  const [params] = useSearchParams();
  const state = useSchemaForm({
    schema: mobileOtpRequestSchema,
    defaultValues: { mobile: params.get('mobile') ?? '' },
    messages: { mobile: 'validation.mobile' },
    save: async (body) => (await requestMobileCode(body), body.mobile),
    done: (mobile) => navigate(`${paths.otpVerification}?mobile=${encodeURIComponent(String(mobile))}`, { state: origin }),
  });
  return (
    <AuthFormCard page="mobile" state={state} submit={['auth.sendCode', <SmsRoundedIcon key="icon" />]} links={links}>
      <TextInput name="mobile" label={t('common.mobile')} type="tel" inputMode="tel" autoComplete="tel" autoFocus />
    </AuthFormCard>
  );
}
