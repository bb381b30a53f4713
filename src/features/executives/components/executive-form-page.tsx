import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { executiveCreateSchema, executiveUpdateSchema, type UserRow } from '../../../../server/contracts/users';
import { RecordFormPage } from '../../../components/forms/record-form-page';
import { PasswordField } from '../../../components/forms/password-field';
import { paths } from '../../../config/paths';
import { useEditedRecord } from '../../../lib/use-edited-record';
import { ApiError } from '../../../lib/api-client';
import { validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { createExecutive, findExecutive, updateExecutive } from '../api/executives-api';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { useScopeOptions } from '../../../lib/use-scope-options';

/** /addexecutive creates a front desk executive; /addexecutive?id=<uuid> edits one. */
export default function ExecutiveFormPage() {
  const { t } = useTranslation('people');
  const { id, lookup } = useEditedRecord<UserRow>('executive', (uuid, signal) => findExecutive(uuid, signal));
  const title = id ? t('people:executives.editTitle') : t('people:executives.createTitle');
  usePageTitle(title);
  return (
    <RecordFormPage
      title={title}
      subtitle={t('people:executives.formSubtitle')}
      backTo={paths.backOffice.executives}
      backLabel={t('people:executives.backToList')}
      id={id}
      lookup={lookup}
      notFound={t('people:executives.notFound')}
    >
      {(executive) => <ExecutiveForm key={executive?.uuid ?? 'new'} executive={executive} />}
    </RecordFormPage>
  );
}

function ExecutiveForm({ executive }: { executive: UserRow | null }) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [form, setForm] = useState({
    name: executive?.name ?? '',
    email: executive?.email ?? '',
    mobile: executive?.mobile ?? '',
    password: '',
    company_uuid: executive?.company_uuid ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const scope = useScopeOptions(isAdmin, undefined, false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const messages = {
      name: t('people:validation.name'),
      email: t('people:validation.email'),
      mobile: t('people:validation.mobile'),
      password: t('people:validation.password'),
      company_uuid: t('people:validation.company'),
    };
    const base = { name: form.name, email: form.email, mobile: form.mobile, ...(form.password !== '' || !executive ? { password: form.password } : {}) };
    setBusy(true);
    try {
      if (executive) {
        const { data, errors: bad } = validateWith(executiveUpdateSchema, base, messages);
        setErrors(bad);
        if (!data) return;
        await updateExecutive(executive.uuid, data);
      } else {
        const { data, errors: bad } = validateWith(executiveCreateSchema, { ...base, company_uuid: isAdmin ? form.company_uuid || undefined : undefined }, messages);
        if (isAdmin && !form.company_uuid) bad.company_uuid = messages.company_uuid;
        setErrors(bad);
        if (!data || bad.company_uuid) return;
        await createExecutive(data);
      }
      navigate(paths.backOffice.executives);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'name' | 'email' | 'mobile') => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
    error: Boolean(errors[key]),
    helperText: errors[key] || ' ',
  });

  return (
    <Card component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField label={t('people:common.name')} required autoFocus autoComplete="off" {...field('name')} />
          <TextField label={t('people:common.email')} required type="email" autoComplete="off" {...field('email')} />
          <TextField label={t('people:common.mobile')} required type="tel" autoComplete="off" {...field('mobile')} />
          <PasswordField
            label={executive ? `${t('people:common.password')} (${t('people:common.optional')})` : t('people:common.password')}
            required={!executive}
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set({ password: e.target.value })}
            error={Boolean(errors.password)}
            helperText={errors.password || (executive ? t('people:common.passwordKeep') : t('people:common.passwordRule'))}
          />
          {isAdmin && (
            <ScopeSelect
              label={t('people:common.company')}
              required
              value={form.company_uuid}
              options={scope.companies}
              fallback={executive?.company_uuid ? { uuid: executive.company_uuid, name: executive.company_name ?? '' } : null}
              disabled={Boolean(executive)}
              error={errors.company_uuid}
              helperText={executive ? t('people:executives.companyFixed') : undefined}
              onChange={(v) => set({ company_uuid: v })}
            />
          )}
        </Box>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.backOffice.executives} disabled={busy}>
            {t('people:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<SaveRoundedIcon />}>
            {executive ? t('people:common.saveChanges') : t('people:executives.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
