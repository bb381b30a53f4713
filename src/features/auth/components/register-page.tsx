import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { registerBodySchema } from '../../../../server/contracts/auth';
import { PasswordField } from '../../../components/forms/password-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { emptyToUndefined, focusFirstError, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { registerConsumer } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AuthHeading } from './auth-heading';

/** Consumer registration; the answer signs the new consumer in. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const finishLogin = useFinishLogin();
  const [form, setForm] = useState({ name: '', email: '', mobile: '', password: '', company_slug: params.get('company') ?? '', join_code: '' });
  // The join code goes with a company only; an invitation or a work e-mail needs none.
  const namesCompany = form.company_slug.trim() !== '';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = validateWith(
      registerBodySchema,
      { ...form, company_slug: emptyToUndefined(form.company_slug), join_code: namesCompany ? emptyToUndefined(form.join_code) : undefined },
      {
        name: t('validation.personName'),
        email: t('validation.email'),
        mobile: t('validation.mobile'),
        password: t('validation.password'),
        company_slug: t('validation.companySlug'),
        join_code: t('validation.joinCode'),
      },
    );
    setErrors(found);
    if (!data) {
      focusFirstError(e.currentTarget as HTMLFormElement, found);
      return;
    }
    setBusy(true);
    try {
      finishLogin(await registerConsumer(data));
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setBusy(false);
    }
  };

  const field = (key: keyof typeof form) => ({
    name: key,
    value: form[key],
    onChange: set(key),
    error: Boolean(errors[key]),
    helperText: errors[key] || ' ',
  });

  return (
    <>
      <AuthHeading title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')} />
      <Stack component="form" spacing={1.25} noValidate onSubmit={onSubmit}>
        <TextField label={t('common.name')} autoComplete="name" autoFocus {...field('name')} />
        <TextField label={t('common.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('common.mobile')} type="tel" autoComplete="tel" {...field('mobile')} />
        <PasswordField label={t('common.password')} autoComplete="new-password" {...field('password')} helperText={errors.password || t('auth.passwordHelp')} />
        <TextField
          label={`${t('auth.companySlug')} (${t('common.optional')})`}
          {...field('company_slug')}
          helperText={errors.company_slug || t('auth.companySlugHelp')}
        />
        {namesCompany && (
          <TextField
            label={`${t('auth.joinCode')} (${t('common.optional')})`}
            autoComplete="off"
            {...field('join_code')}
            helperText={errors.join_code || t('auth.joinCodeHelp')}
          />
        )}
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<PersonAddAlt1RoundedIcon />} sx={{ mt: 1 }}>
          {t('auth.createAccount')}
        </Button>
        <Link component={RouterLink} to={paths.loginMobile} state={location.state} variant="body2" underline="hover" sx={{ pt: 1 }}>
          {t('auth.haveAccount')}
        </Link>
      </Stack>
    </>
  );
}
