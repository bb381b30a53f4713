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
import {
  companyConsumerCreateSchema,
  companyConsumerUpdateSchema,
  consumerCreateSchema,
  consumerUpdateSchema,
  type UserRow,
} from '../../../../server/contracts/users';
import { RecordFormPage } from '../../../components/forms/record-form-page';
import { PasswordField } from '../../../components/forms/password-field';
import { paths } from '../../../config/paths';
import { useEditedRecord } from '../../../lib/use-edited-record';
import { ApiError } from '../../../lib/api-client';
import { emptyToNull, emptyToUndefined, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { createCompanyConsumer, createPlainConsumer, findConsumer, updateCompanyConsumer, updatePlainConsumer } from '../api/consumers-api';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { useScopeOptions } from '../../../lib/use-scope-options';

/** /addconsumer creates a consumer; /addconsumer?id=<uuid> edits one. */
export default function ConsumerFormPage() {
  const { t } = useTranslation('people');
  const user = useCurrentUser();
  const { id, lookup } = useEditedRecord<UserRow>('consumer', (uuid, signal) => findConsumer(uuid, user?.role === 'admin', signal));
  const title = id ? t('people:consumers.editTitle') : t('people:consumers.createTitle');
  usePageTitle(title);
  return (
    <RecordFormPage
      title={title}
      subtitle={t('people:consumers.formSubtitle')}
      backTo={paths.backOffice.consumers}
      backLabel={t('people:consumers.backToList')}
      id={id}
      lookup={lookup}
      notFound={t('people:consumers.notFound')}
    >
      {(consumer) => <ConsumerForm key={consumer?.uuid ?? 'new'} consumer={consumer} />}
    </RecordFormPage>
  );
}

function ConsumerForm({ consumer }: { consumer: UserRow | null }) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [form, setForm] = useState({
    name: consumer?.name ?? '',
    email: consumer?.email ?? '',
    mobile: consumer?.mobile ?? '',
    password: '',
    employee_code: consumer?.employee_code ?? '',
    company_uuid: consumer?.company_uuid ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const scope = useScopeOptions(isAdmin, undefined, false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  // Only an administrator can make a consumer who belongs to no company.
  const plain = consumer ? consumer.role === 'consumer' : isAdmin && form.company_uuid === '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const messages = {
      name: t('people:validation.name'),
      email: t('people:validation.email'),
      mobile: t('people:validation.mobile'),
      password: t('people:validation.password'),
      employee_code: t('people:validation.employeeCode'),
    };
    const values = {
      name: form.name,
      email: emptyToNull(form.email),
      mobile: form.mobile,
      password: emptyToUndefined(form.password),
      ...(plain ? {} : { employee_code: emptyToNull(form.employee_code) }),
    };
    setBusy(true);
    try {
      if (consumer) {
        const schema = plain ? consumerUpdateSchema : companyConsumerUpdateSchema;
        const { data, errors: bad } = validateWith(schema, values, messages);
        setErrors(bad);
        if (!data) return;
        if (plain) await updatePlainConsumer(consumer.uuid, data);
        else await updateCompanyConsumer(consumer.uuid, data);
      } else if (plain) {
        const { data, errors: bad } = validateWith(consumerCreateSchema, values, messages);
        setErrors(bad);
        if (!data) return;
        await createPlainConsumer(data);
      } else {
        const { data, errors: bad } = validateWith(companyConsumerCreateSchema, { ...values, company_uuid: isAdmin ? form.company_uuid : undefined }, messages);
        setErrors(bad);
        if (!data) return;
        await createCompanyConsumer(data);
      }
      navigate(paths.backOffice.consumers);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'name' | 'email' | 'mobile' | 'employee_code') => ({
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
          <TextField label={t('people:common.mobile')} required type="tel" autoComplete="off" {...field('mobile')} />
          <TextField label={`${t('people:common.email')} (${t('people:common.optional')})`} type="email" autoComplete="off" {...field('email')} />
          <PasswordField
            label={`${t('people:common.password')} (${t('people:common.optional')})`}
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set({ password: e.target.value })}
            error={Boolean(errors.password)}
            helperText={errors.password || (consumer?.has_password ? t('people:common.passwordKeep') : t('people:consumers.passwordHelp'))}
          />
          {isAdmin && (
            <ScopeSelect
              label={t('people:common.company')}
              value={form.company_uuid}
              options={scope.companies}
              emptyLabel={t('people:consumers.noCompany')}
              fallback={consumer?.company_uuid ? { uuid: consumer.company_uuid, name: consumer.company_name ?? '' } : null}
              disabled={Boolean(consumer)}
              helperText={consumer ? t('people:consumers.companyFixed') : t('people:consumers.companyHelp')}
              onChange={(v) => set({ company_uuid: v })}
            />
          )}
          {!plain && <TextField label={`${t('people:consumers.employeeCode')} (${t('people:common.optional')})`} autoComplete="off" {...field('employee_code')} />}
        </Box>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.backOffice.consumers} disabled={busy}>
            {t('people:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<SaveRoundedIcon />}>
            {consumer ? t('people:common.saveChanges') : t('people:consumers.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
