import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { loginBodySchema } from '../../../../server/contracts/auth';
import { emailSchema, mobileSchema } from '../../../../server/contracts/common';
import { PasswordInput, TextInput, useSchemaForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { loginWithPassword } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AuthFormCard, AuthLinks, renamingFieldErrors } from './auth-form-card';

const isEmail = (id: string) => id.includes('@');

// One field takes an e-mail address or a mobile number; the body names which it is.
const staffLoginSchema = z
  .object({
    identifier: z.string().trim().min(1).pipe(z.union([emailSchema, mobileSchema])),
    password: loginBodySchema.shape.password,
  })
  .transform(({ identifier, password }): z.input<typeof loginBodySchema> => (isEmail(identifier) ? { email: identifier, password } : { mobile: identifier, password }))
  .pipe(loginBodySchema);

const login = renamingFieldErrors(loginWithPassword, { email: 'identifier', mobile: 'identifier' });

/** Staff sign in with an e-mail address or a mobile number, and a password. */
export default function EmployeeLoginPage() {
  const { t } = useTranslation();
  const state = useSchemaForm({
    schema: staffLoginSchema,
    defaultValues: { identifier: '', password: '' },
    messages: {
      identifier: (_code, tr, values) => {
        const id = (values as { identifier: string }).identifier.trim();
        return tr(!id ? 'validation.emailOrMobile' : isEmail(id) ? 'validation.email' : 'validation.mobile');
      },
      password: 'validation.passwordRequired',
    },
    save: login,
    done: useFinishLogin() as (answer: unknown) => void,
  });
  return (
    <AuthFormCard
      title={t('auth.staffTitle')}
      subtitle={t('auth.staffSubtitle')}
      state={state}
      submitLabel={t('auth.signIn')}
      icon={<LoginRoundedIcon />}
      after={
        <AuthLinks
          links={[
            { to: paths.loginMobile, label: t('auth.consumerLink'), keepOrigin: true },
            { to: paths.register, label: t('auth.registerLink'), keepOrigin: true },
          ]}
        />
      }
    >
      <TextInput name="identifier" label={t('auth.identifier')} autoComplete="username" autoFocus />
      <PasswordInput name="password" label={t('common.password')} autoComplete="current-password" />
      <AuthLinks layout="end" links={[{ to: paths.forgotPassword, label: t('auth.forgot') }]} />
    </AuthFormCard>
  );
}
