import MailRoundedIcon from '@mui/icons-material/MailRounded';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { forgotPasswordBodySchema } from '../../../../server/contracts/auth';
import { TextInput, useSchemaForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/auth-api';
import { AuthFormCard } from './auth-form-card';

const links = [{ to: paths.login, label: 'auth.backToSignIn' }, { to: paths.resetPassword, label: 'auth.haveCode' }];

/** Password reset, step 1: the server e-mails a 6-digit code; step 2 opens with the address filled in. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useSchemaForm({
    schema: forgotPasswordBodySchema,
    defaultValues: { email: '' },
    messages: { email: 'validation.email' },
    save: async (body) => (await requestPasswordReset(body), body.email),
    done: (email) => navigate(`${paths.resetPassword}?email=${encodeURIComponent(String(email))}`),
  });
  return (
    <AuthFormCard page="forgot" state={state} submit={['auth.sendResetCode', <MailRoundedIcon key="icon" />]} links={links} row>
      <TextInput name="email" label={t('common.email')} type="email" autoComplete="email" autoFocus />
    </AuthFormCard>
  );
}
