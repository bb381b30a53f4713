import LockResetRoundedIcon from '@mui/icons-material/LockResetRounded';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { resetPasswordBodySchema } from '../../../../server/contracts/auth';
import { PasswordInput, TextInput, useSchemaForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/auth-api';
import { AuthFormCard, CodeInput } from './auth-form-card';

const backLink = [{ to: paths.login, label: 'auth.backToSignIn' }];

/** Password reset, step 2: e-mail, the 6-digit code and the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const state = useSchemaForm({
    schema: resetPasswordBodySchema,
    defaultValues: { email, otp: '', newPassword: '' },
    messages: { email: 'validation.email', otp: 'validation.otp', newPassword: 'validation.password' },
    save: resetPassword,
    done: paths.login,
  });
  return (
    <AuthFormCard page="reset" state={state} submit={['auth.setPassword', <LockResetRoundedIcon key="icon" />]} links={backLink} row dense>
      <TextInput name="email" label={t('common.email')} type="email" autoComplete="email" />
      <CodeInput autoFocus={Boolean(email)} />
      <PasswordInput name="newPassword" label={t('auth.newPassword')} autoComplete="new-password" help={t('auth.passwordHelp')} />
    </AuthFormCard>
  );
}
