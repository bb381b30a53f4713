import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { registerBodySchema } from '../../../../server/contracts/auth';
import { PasswordInput, TextInput, useSchemaForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { registerConsumer } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AuthFormCard } from './auth-form-card';

// The join code goes with a company only; an invitation or a work e-mail needs none.
const registerFormSchema = registerBodySchema.transform((body) => (body.company_slug ? body : { ...body, join_code: undefined }));

const links = [{ to: paths.loginMobile, label: 'auth.haveAccount', keepOrigin: true }];

const noCode: string | undefined = undefined;

/** Consumer registration; the answer signs the new consumer in. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useSchemaForm({
    schema: registerFormSchema,
    defaultValues: { name: '', email: '', mobile: '', password: '', company_slug: params.get('company') || undefined, join_code: noCode },
    messages: {
      name: 'validation.personName',
      email: 'validation.email',
      mobile: 'validation.mobile',
      password: 'validation.password',
      company_slug: 'validation.companySlug',
      join_code: 'validation.joinCode',
    },
    save: registerConsumer,
    done: useFinishLogin() as (answer: unknown) => void,
  });
  const namesCompany = Boolean(useWatch({ control: state.form.control, name: 'company_slug' })?.trim());
  return (
    <AuthFormCard page="register" state={state} submit={['auth.createAccount', <PersonAddAlt1RoundedIcon key="icon" />]} links={links} row dense>
      <TextInput name="name" label={t('common.name')} autoComplete="name" autoFocus />
      <TextInput name="email" label={t('common.email')} type="email" autoComplete="email" />
      <TextInput name="mobile" label={t('common.mobile')} type="tel" autoComplete="tel" />
      <PasswordInput name="password" label={t('common.password')} autoComplete="new-password" help={t('auth.passwordHelp')} />
      <TextInput name="company_slug" label={t('auth.companySlug')} optional blank="undefined" help={t('auth.companySlugHelp')} />
      {namesCompany && <TextInput name="join_code" label={t('auth.joinCode')} optional blank="undefined" autoComplete="off" help={t('auth.joinCodeHelp')} />}
    </AuthFormCard>
  );
}
