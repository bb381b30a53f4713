import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { companyBodySchema, companyUpdateSchema, type Company } from '../../../../server/contracts/companies';
import { FieldGrid, FormCard, PercentInput, RecordPage, saveRecord, StatusInput, TextInput, useSchemaForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { createCompany, findCompany, updateCompany } from '../api/companies-api';
import { CompanyInvitationsPanel } from './company-invitations-panel';

const MESSAGES = {
  name: 'validation.name',
  slug: 'validation.slug',
  email: 'validation.email',
  mobile: 'validation.mobile',
  address: 'validation.address',
  currency: 'validation.currency',
  tax_rate_bps: 'validation.tax',
  join_email_domains: 'validation.joinDomains',
  join_code: 'validation.joinCode',
};

/** /addcompany creates (admin); /addcompany?id=<uuid> edits. */
export default function CompanyFormPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Only an administrator creates companies.
  const refused = (id: string | null) => (!id && user?.role !== 'admin' ? t('companies.adminOnly') : null);
  return (
    <RecordPage<Company> texts="companies" stateKey="company" find={findCompany} backTo={paths.backOffice.companies} refused={refused}>
      {(company) => (
        <>
          <CompanyForm company={company} />
          {company && <CompanyInvitationsPanel company={company} />}
        </>
      )}
    </RecordPage>
  );
}

function CompanyForm({ company }: { company: Company | null }) {
  const { t } = useTranslation();
  // Only administrators switch a company on or off (PUT /company/status/update is admin-only).
  const canSetStatus = useCurrentUser()?.role === 'admin';
  const state = useSchemaForm({
    schema: company ? companyUpdateSchema : companyBodySchema,
    defaultValues: {
      name: company?.name ?? '',
      slug: company?.slug,
      email: company?.email ?? null,
      mobile: company?.mobile ?? null,
      address: company?.address ?? null,
      currency: company?.currency ?? 'INR',
      tax_rate_bps: company?.tax_rate_bps ?? 500,
      status: canSetStatus ? ((company?.status ?? 'active') as 'active' | 'inactive') : undefined,
      // Domains as one text with commas; a code left blank keeps the current one, null removes it.
      join_email_domains: (company?.join_email_domains ?? []).join(', '),
      join_code: undefined as string | null | undefined,
    },
    messages: MESSAGES,
    save: saveRecord(company, createCompany, updateCompany),
    done: paths.backOffice.companies,
  });
  const clearCode = state.form.watch('join_code') === null;
  return (
    <FormCard state={state} cancelTo={paths.backOffice.companies} submitLabel={company ? t('companies.saveChanges') : t('companies.createCompany')}>
      <FieldGrid>
        <TextInput name="name" label={t('common.name')} required autoFocus />
        <TextInput name="slug" label={t('companies.slug')} optional blank="undefined" help={t('companies.slugHelp')} />
        <TextInput name="email" label={t('common.email')} type="email" autoComplete="off" blank="null" />
        <TextInput name="mobile" label={t('common.mobile')} type="tel" autoComplete="off" blank="null" />
        <TextInput name="address" label={t('companies.address')} multiline minRows={2} blank="null" className="wide" />
        <TextInput
          name="currency"
          label={t('companies.currency')}
          help={t('companies.currencyHelp')}
          slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
        />
        <PercentInput name="tax_rate_bps" label={t('companies.tax')} help={t('companies.taxHelp')} />
      </FieldGrid>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
        {t('companies.join.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('companies.join.subtitle')}
      </Typography>
      <FieldGrid>
        <TextInput name="join_email_domains" label={t('companies.join.domains')} autoComplete="off" help={t('companies.join.domainsHelp')} />
        <Box>
          <TextInput
            name="join_code"
            label={company?.has_join_code ? t('companies.join.replaceCode') : t('companies.join.newCode')}
            autoComplete="off"
            fullWidth
            blank="undefined"
            disabled={clearCode}
            help={t('companies.join.newCodeHelp')}
          />
          <Typography variant="body2" color="text.secondary" data-testid="join-code-state">
            {company?.has_join_code ? t('companies.join.codeSet') : t('companies.join.codeNone')}
          </Typography>
          {company?.has_join_code && (
            <FormControlLabel
              control={<Checkbox checked={clearCode} onChange={(_e, v) => state.form.setValue('join_code', v ? null : undefined, { shouldDirty: true })} />}
              label={t('companies.join.clearCode')}
            />
          )}
        </Box>
      </FieldGrid>
      {canSetStatus && (
        <StatusInput texts="common" />
      )}
    </FormCard>
  );
}
