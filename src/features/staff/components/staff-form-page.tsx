import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../../server/contracts/auth';
import { uuidSchema } from '../../../../server/contracts/common';
import { cashierCreateSchema, cashierUpdateSchema, companyRoleCreateSchema, companyRoleUpdateSchema, type UserRow } from '../../../../server/contracts/users';
import {
  CompanyInput,
  FieldGrid,
  FormCard,
  PERSON_MESSAGES,
  PersonFields,
  RecordPage,
  ScopeSelectInput,
  SelectInput,
  useSchemaForm,
} from '../../../components/form';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { useScopeOptions } from '../../../lib/use-scope-options';
import { createCashier, createStaffMember, findStaff, updateCashier, updateStaffMember } from '../api/staff-api';

// An administrator picks the company first: the store select lists its stores.
const adminCreateSchema = companyRoleCreateSchema.extend({ company_uuid: uuidSchema });
type Body = Parameters<typeof createStaffMember>[0] & Parameters<typeof createCashier>[0];

/** /adduser creates a cashier or manager; /adduser?id=<uuid> edits one. A manager handles cashiers of their store. */
export default function StaffFormPage() {
  const { t } = useTranslation('people');
  const user = useCurrentUser();
  const viaRoles = user?.role !== 'manager';
  if (!user) return null;
  const createTitle = viaRoles ? undefined : t('people:staff.addCashier');
  return (
    <RecordPage<UserRow> texts="people:staff" stateKey="member" find={findStaff} backTo={paths.backOffice.users} createTitle={createTitle}>
      {(member) => <StaffForm member={member} user={user} />}
    </RecordPage>
  );
}

function StaffForm({ member, user }: { member: UserRow | null; user: AuthUser }) {
  const { t } = useTranslation('people');
  const isAdmin = user.role === 'admin';
  const isManager = user.role === 'manager';
  const schema = isManager
    ? (member ? cashierUpdateSchema : cashierCreateSchema)
    : member
      ? companyRoleUpdateSchema
      : isAdmin
        ? adminCreateSchema
        : companyRoleCreateSchema;
  const state = useSchemaForm({
    schema,
    defaultValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      mobile: member?.mobile ?? '',
      password: undefined,
      role: isManager ? undefined : member?.role === 'manager' ? 'manager' : 'cashier',
      company_uuid: member?.company_uuid ?? (isAdmin ? '' : (user.company_uuid ?? '')),
      // A manager's cashiers stay in the manager's store.
      store_uuid: isManager ? (member ? undefined : (user.store_uuid ?? '')) : (member?.store_uuid ?? ''),
    },
    messages: PERSON_MESSAGES,
    save: (body) => {
      const b = body as Body;
      if (isManager) return member ? updateCashier(member.uuid, b) : createCashier(b);
      return member ? updateStaffMember(member.uuid, b) : createStaffMember(b);
    },
    done: paths.backOffice.users,
  });
  const company = state.form.watch('company_uuid');
  const scope = useScopeOptions(isAdmin, isAdmin ? company || undefined : undefined, !isManager);
  const roles = [
    { value: 'cashier', label: t('people:staff.roleCashier') },
    { value: 'manager', label: t('people:staff.roleManager') },
  ];
  return (
    <FormCard state={state} cancelTo={paths.backOffice.users} submitLabel={member ? t('people:common.saveChanges') : t('people:staff.create')}>
      <FieldGrid>
        <PersonFields passwordOptional={Boolean(member)} passwordHelp={member ? t('people:common.passwordKeep') : t('people:common.passwordRule')} />
        {isManager ? (
          <TextField select label={t('people:staff.role')} required value="cashier" disabled helperText={t('people:staff.managerAddsCashiers')} >
            <MenuItem value="cashier">{t('people:staff.roleCashier')}</MenuItem>
          </TextField>
        ) : (
          <SelectInput name="role" label={t('people:staff.role')} required options={roles} />
        )}
        {isAdmin && (
          <CompanyInput record={member} movable options={scope.companies} onPick={() => state.form.setValue('store_uuid', '')} />
        )}
        {isManager ? (
          <TextField label={t('people:common.store')} value={user.store_name ?? ''} disabled helperText={t('people:staff.fixedStore')} />
        ) : (
          <ScopeSelectInput
            name="store_uuid"
            required
            options={scope.stores}
            fallback={member?.store_uuid && member.company_uuid === company ? { uuid: member.store_uuid, name: member.store_name ?? '' } : null}
            disabled={isAdmin && !company}
            helperText={isAdmin && !company ? t('people:common.pickCompanyFirst') : undefined}
          />
        )}
      </FieldGrid>
    </FormCard>
  );
}
