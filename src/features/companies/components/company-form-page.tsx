import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Company } from '../../../../server/contracts/companies';
import { companyBodySchema, companyUpdateSchema } from '../../../../server/contracts/companies';
import { RecordFormPage } from '../../../components/forms/record-form-page';
import { paths } from '../../../config/paths';
import { useEditedRecord } from '../../../lib/use-edited-record';
import { ApiError } from '../../../lib/api-client';
import { emptyToNull, emptyToUndefined, focusFirstError, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { createCompany, findCompany, updateCompany } from '../api/companies-api';
import { CompanyInvitationsPanel } from './company-invitations-panel';

interface FormState {
  name: string;
  slug: string;
  email: string;
  mobile: string;
  address: string;
  currency: string;
  taxPercent: string;
  active: boolean;
  /** Who may join: work e-mail domains, comma separated ... */
  joinDomains: string;
  /** ... a new join code (blank: keep the current one) ... */
  joinCode: string;
  /** ... or remove the current code. */
  clearJoinCode: boolean;
}

const toForm = (c?: Company | null): FormState => ({
  name: c?.name ?? '',
  slug: c?.slug ?? '',
  email: c?.email ?? '',
  mobile: c?.mobile ?? '',
  address: c?.address ?? '',
  currency: c?.currency ?? 'INR',
  taxPercent: c ? String(c.tax_rate_bps / 100) : '5',
  active: (c?.status ?? 'active') === 'active',
  joinDomains: (c?.join_email_domains ?? []).join(', '),
  joinCode: '',
  clearJoinCode: false,
});

/** /addcompany creates (admin); /addcompany?id=<uuid> edits. */
export default function CompanyFormPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { id, lookup } = useEditedRecord<Company>('company', (uuid, signal) => findCompany(uuid, signal));
  const title = id ? t('companies.editTitle') : t('companies.createTitle');
  usePageTitle(title);
  return (
    <RecordFormPage
      title={title}
      subtitle={t('companies.formSubtitle')}
      backTo={paths.backOffice.companies}
      backLabel={t('companies.backToList')}
      id={id}
      lookup={lookup}
      notFound={t('companies.notFound')}
      refused={!id && user?.role !== 'admin' ? t('companies.adminOnly') : null}
    >
      {(company) => (
        <>
          <CompanyForm key={company?.uuid ?? 'new'} company={company} />
          {company && <CompanyInvitationsPanel company={company} />}
        </>
      )}
    </RecordFormPage>
  );
}

function CompanyForm({ company }: { company: Company | null }) {
  const { t } = useTranslation();
  // Only administrators switch a company on or off (PUT /company/status/update is admin-only).
  const canSetStatus = useCurrentUser()?.role === 'admin';
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(() => toForm(company));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const formEl = e.currentTarget as HTMLFormElement;
    const tax = form.taxPercent.trim() === '' ? NaN : Number(form.taxPercent.replace(',', '.'));
    const values = {
      name: form.name,
      slug: emptyToUndefined(form.slug),
      email: emptyToNull(form.email),
      mobile: emptyToNull(form.mobile),
      address: emptyToNull(form.address),
      currency: form.currency,
      tax_rate_bps: Number.isFinite(tax) ? Math.round(tax * 100) : form.taxPercent,
      status: canSetStatus ? (form.active ? 'active' : 'inactive') : undefined,
      join_email_domains: form.joinDomains,
      // Blank keeps the code the company has; a ticked box removes it.
      join_code: form.clearJoinCode ? null : emptyToUndefined(form.joinCode),
    };
    const messages = {
      name: t('validation.name'),
      slug: t('validation.slug'),
      email: t('validation.email'),
      mobile: t('validation.mobile'),
      address: t('validation.address'),
      currency: t('validation.currency'),
      tax_rate_bps: t('validation.tax'),
      join_email_domains: t('validation.joinDomains'),
      join_code: t('validation.joinCode'),
    };
    const schema = company ? companyUpdateSchema : companyBodySchema;
    const { data, errors: found } = validateWith(schema, values, messages);
    setErrors(found);
    if (!data) {
      focusFirstError(formEl, found, { tax_rate_bps: 'taxPercent', join_email_domains: 'joinDomains', join_code: 'joinCode' });
      return;
    }
    setBusy(true);
    try {
      if (company) await updateCompany(company.uuid, data);
      else await createCompany(data as Parameters<typeof createCompany>[0]);
      navigate(paths.backOffice.companies);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setBusy(false);
    }
  };

  const field = (key: Exclude<keyof FormState, 'active' | 'clearJoinCode'>, errorKey: string = key, help?: string) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: Boolean(errors[errorKey]),
    helperText: errors[errorKey] || help || ' ',
  });

  return (
    <Card component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField label={t('common.name')} required autoFocus {...field('name')} />
          <TextField label={`${t('companies.slug')} (${t('common.optional')})`} {...field('slug', 'slug', t('companies.slugHelp'))} />
          <TextField label={t('common.email')} type="email" autoComplete="off" {...field('email')} />
          <TextField label={t('common.mobile')} type="tel" autoComplete="off" {...field('mobile')} />
          <TextField label={t('companies.address')} multiline minRows={2} sx={{ gridColumn: { md: '1 / -1' } }} {...field('address')} />
          <TextField
            label={t('companies.currency')}
            {...field('currency', 'currency', t('companies.currencyHelp'))}
            onChange={(e) => setForm((f) => ({ ...f, currency: e.target.value.toUpperCase().slice(0, 3) }))}
          />
          <TextField
            label={t('companies.tax')}
            inputMode="decimal"
            {...field('taxPercent', 'tax_rate_bps', t('companies.taxHelp'))}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
          />
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
          {t('companies.join.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('companies.join.subtitle')}
        </Typography>
        <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField label={t('companies.join.domains')} autoComplete="off" {...field('joinDomains', 'join_email_domains', t('companies.join.domainsHelp'))} />
          <Box>
            <TextField
              label={company?.has_join_code ? t('companies.join.replaceCode') : t('companies.join.newCode')}
              autoComplete="off"
              fullWidth
              disabled={form.clearJoinCode}
              {...field('joinCode', 'join_code', t('companies.join.newCodeHelp'))}
            />
            <Typography variant="body2" color="text.secondary" data-testid="join-code-state">
              {company?.has_join_code ? t('companies.join.codeSet') : t('companies.join.codeNone')}
            </Typography>
            {company?.has_join_code && (
              <FormControlLabel
                control={<Checkbox checked={form.clearJoinCode} onChange={(_e, v) => setForm((f) => ({ ...f, clearJoinCode: v, joinCode: v ? '' : f.joinCode }))} />}
                label={t('companies.join.clearCode')}
              />
            )}
          </Box>
        </Box>
        {canSetStatus && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Switch checked={form.active} color="success" onChange={(_e, v) => setForm((f) => ({ ...f, active: v }))} />}
            label={`${t('common.status')}: ${form.active ? t('common.active') : t('common.inactive')}`}
          />
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.backOffice.companies} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<SaveRoundedIcon />}>
            {company ? t('companies.saveChanges') : t('companies.createCompany')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
