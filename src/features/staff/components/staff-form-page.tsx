import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../../../server/contracts/auth';
import { cashierCreateSchema, cashierUpdateSchema, companyRoleCreateSchema, companyRoleUpdateSchema, type UserRow } from '../../../../server/contracts/users';
import { RecordFormPage } from '../../../components/forms/record-form-page';
import { PasswordField } from '../../../components/forms/password-field';
import { paths } from '../../../config/paths';
import { useEditedRecord } from '../../../lib/use-edited-record';
import { ApiError } from '../../../lib/api-client';
import { validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { createCashier, createStaffMember, findStaff, updateCashier, updateStaffMember } from '../api/staff-api';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { useScopeOptions } from '../../../lib/use-scope-options';

/** /adduser creates a cashier or manager; /adduser?id=<uuid> edits one. A manager handles cashiers of their store. */
export default function StaffFormPage() {
  const { t } = useTranslation('people');
  const user = useCurrentUser();
  const viaRoles = user?.role !== 'manager';
  const { id, lookup } = useEditedRecord<UserRow>('member', (uuid, signal) => findStaff(uuid, viaRoles, signal));
  const title = id ? t('people:staff.editTitle') : viaRoles ? t('people:staff.createTitle') : t('people:staff.addCashier');
  usePageTitle(title);
  if (!user) return null;
  return (
    <RecordFormPage
      title={title}
      subtitle={t('people:staff.formSubtitle')}
      backTo={paths.backOffice.users}
      backLabel={t('people:staff.backToList')}
      id={id}
      lookup={lookup}
      notFound={t('people:staff.notFound')}
    >
      {(member) => <StaffForm key={member?.uuid ?? 'new'} member={member} user={user} />}
    </RecordFormPage>
  );
}

function StaffForm({ member, user }: { member: UserRow | null; user: AuthUser }) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const isAdmin = user.role === 'admin';
  const isManager = user.role === 'manager';
  const [form, setForm] = useState({
    name: member?.name ?? '',
    email: member?.email ?? '',
    mobile: member?.mobile ?? '',
    password: '',
    role: (member?.role === 'manager' ? 'manager' : 'cashier') as 'cashier' | 'manager',
    company_uuid: member?.company_uuid ?? (isAdmin ? '' : (user.company_uuid ?? '')),
    store_uuid: member?.store_uuid ?? (isManager ? (user.store_uuid ?? '') : ''),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const scope = useScopeOptions(isAdmin, isAdmin ? form.company_uuid || undefined : undefined, !isManager);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const messages = {
      name: t('people:validation.name'),
      email: t('people:validation.email'),
      mobile: t('people:validation.mobile'),
      password: t('people:validation.password'),
      role: t('people:validation.role'),
      store_uuid: t('people:validation.store'),
    };
    const base = {
      name: form.name,
      email: form.email,
      mobile: form.mobile,
      ...(form.password !== '' || !member ? { password: form.password } : {}),
    };
    const values = isManager ? { ...base, ...(member ? {} : { store_uuid: form.store_uuid }) } : { ...base, role: form.role, store_uuid: form.store_uuid };
    const found: FieldErrors = {};
    if (isAdmin && !form.company_uuid) found.company_uuid = t('people:validation.company');
    setBusy(true);
    try {
      if (isManager) {
        if (member) {
          const { data, errors: bad } = validateWith(cashierUpdateSchema, values, messages);
          setErrors(bad);
          if (!data) return;
          await updateCashier(member.uuid, data);
        } else {
          const { data, errors: bad } = validateWith(cashierCreateSchema, values, messages);
          setErrors(bad);
          if (!data) return;
          await createCashier(data);
        }
      } else if (member) {
        const { data, errors: bad } = validateWith(companyRoleUpdateSchema, values, messages);
        setErrors({ ...found, ...bad });
        if (!data || Object.keys(found).length) return;
        await updateStaffMember(member.uuid, data);
      } else {
        const { data, errors: bad } = validateWith(companyRoleCreateSchema, values, messages);
        setErrors({ ...found, ...bad });
        if (!data || Object.keys(found).length) return;
        await createStaffMember(data);
      }
      navigate(paths.backOffice.users);
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
            label={member ? `${t('people:common.password')} (${t('people:common.optional')})` : t('people:common.password')}
            required={!member}
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set({ password: e.target.value })}
            error={Boolean(errors.password)}
            helperText={errors.password || (member ? t('people:common.passwordKeep') : t('people:common.passwordRule'))}
          />
          <TextField
            select
            label={t('people:staff.role')}
            required
            value={isManager ? 'cashier' : form.role}
            disabled={isManager}
            onChange={(e) => set({ role: e.target.value as 'cashier' | 'manager' })}
            error={Boolean(errors.role)}
            helperText={errors.role || (isManager ? t('people:staff.managerAddsCashiers') : ' ')}
          >
            <MenuItem value="cashier">{t('people:staff.roleCashier')}</MenuItem>
            <MenuItem value="manager">{t('people:staff.roleManager')}</MenuItem>
          </TextField>
          {isAdmin && (
            <ScopeSelect
              label={t('people:common.company')}
              required
              value={form.company_uuid}
              options={scope.companies}
              fallback={member?.company_uuid ? { uuid: member.company_uuid, name: member.company_name ?? '' } : null}
              error={errors.company_uuid}
              onChange={(v) => set({ company_uuid: v, store_uuid: '' })}
            />
          )}
          {isManager ? (
            <TextField label={t('people:common.store')} value={user.store_name ?? ''} disabled helperText={t('people:staff.fixedStore')} />
          ) : (
            <ScopeSelect
              label={t('people:common.store')}
              required
              value={form.store_uuid}
              options={scope.stores}
              fallback={member?.store_uuid && member.company_uuid === form.company_uuid ? { uuid: member.store_uuid, name: member.store_name ?? '' } : null}
              disabled={isAdmin && !form.company_uuid}
              error={errors.store_uuid}
              helperText={isAdmin && !form.company_uuid ? t('people:common.pickCompanyFirst') : undefined}
              onChange={(v) => set({ store_uuid: v })}
            />
          )}
        </Box>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.backOffice.users} disabled={busy}>
            {t('people:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<SaveRoundedIcon />}>
            {member ? t('people:common.saveChanges') : t('people:staff.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
