import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { loginBodySchema } from '../../../../server/contracts/auth';
import { emailSchema, mobileSchema } from '../../../../server/contracts/common';
import { PasswordInput, TextInput } from '../../../components/form/text-input';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { paths } from '../../../config/paths';
import { loginWithPassword } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AuthFormCard, AuthLinks, renamingFieldErrors } from './auth-form-card';

const isEmail = (id: string) => id.includes('@');

// One field takes an e-mail address or a mobile number; the body names which it is.
const staffLoginSchema = z
  .object({ identifier: z.string().trim().min(1).pipe(z.union([emailSchema, mobileSchema])), password: loginBodySchema.shape.password })
  .transform(({ identifier, password }): z.input<typeof loginBodySchema> => (isEmail(identifier) ? { email: identifier, password } : { mobile: identifier, password }))
  .pipe(loginBodySchema);

const identifierMessage = (_code: string | undefined, t: (key: string) => string, values: unknown) => {
  const id = (values as { identifier: string }).identifier.trim();
  return t(!id ? 'validation.emailOrMobile' : isEmail(id) ? 'validation.email' : 'validation.mobile');
};

const login = renamingFieldErrors(loginWithPassword, { email: 'identifier', mobile: 'identifier' });

/** Staff sign in with an e-mail address or a mobile number, and a password. */
export default function EmployeeLoginPage() {
  const { t } = useTranslation();
  const messages = { identifier: identifierMessage, password: 'validation.passwordRequired' };
  const state = useSchemaForm({ schema: staffLoginSchema, defaultValues: { identifier: '', password: '' }, messages, save: login, done: useFinishLogin() as (a: unknown) => void });
  const links = [
    { to: paths.loginMobile, label: 'auth.consumerLink', keepOrigin: true },
    { to: paths.register, label: 'auth.registerLink', keepOrigin: true },
  ];
  return (
    <AuthFormCard page="staff" state={state} submit={['auth.signIn', <LoginRoundedIcon key="icon" />]} links={links}>
      <TextInput name="identifier" label={t('auth.identifier')} autoComplete="username" autoFocus />
      <PasswordInput name="password" label={t('common.password')} autoComplete="current-password" />
      <AuthLinks layout="end" links={[{ to: paths.forgotPassword, label: 'auth.forgot' }]} />
    </AuthFormCard>
  );
}
