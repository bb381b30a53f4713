import MailRoundedIcon from '@mui/icons-material/MailRounded';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { forgotPasswordBodySchema } from '../../../../server/contracts/auth';
import { TextInput, useSchemaForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/auth-api';
import { AuthFormCard, AuthLinks } from './auth-form-card';

/** Password reset, step 1: the server e-mails a 6-digit code. */
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
    <AuthFormCard
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      state={state}
      submitLabel={t('auth.sendResetCode')}
      icon={<MailRoundedIcon />}
      after={
        <AuthLinks
          layout="row"
          links={[
            { to: paths.login, label: t('auth.backToSignIn') },
            { to: paths.resetPassword, label: t('auth.haveCode') },
          ]}
        />
      }
    >
      <TextInput name="email" label={t('common.email')} type="email" autoComplete="email" autoFocus />
    </AuthFormCard>
  );
}
