import { useTranslation } from 'react-i18next';
import { executiveCreateSchema, executiveUpdateSchema, type UserRow } from '../../../../server/contracts/users';
import { CompanyInput, FieldGrid, FormCard, PERSON_MESSAGES, PersonFields, RecordPage, saveRecord, useSchemaForm } from '../../../components/form';
import type { RecordFormProps } from '../../../components/form';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { useScopeOptions } from '../../../lib/use-scope-options';
import { createExecutive, findExecutive, updateExecutive } from '../api/executives-api';

function ExecutiveForm({ record: executive }: RecordFormProps<UserRow>) {
  const { t } = useTranslation('people');
  const isAdmin = useCurrentUser()?.role === 'admin';
  const scope = useScopeOptions(isAdmin, undefined, false);
  const state = useSchemaForm({
    // An executive stays in the company they were made for (the update schema has no company).
    schema: executive ? executiveUpdateSchema : executiveCreateSchema,
    defaultValues: {
      name: executive?.name ?? '',
      email: executive?.email ?? '',
      mobile: executive?.mobile ?? '',
      password: undefined,
      company_uuid: executive?.company_uuid ?? (isAdmin ? '' : undefined),
    },
    messages: PERSON_MESSAGES,
    save: saveRecord(executive, createExecutive, updateExecutive),
    done: paths.backOffice.executives,
  });
  return (
    <FormCard state={state} cancelTo={paths.backOffice.executives} submitLabel={executive ? t('people:common.saveChanges') : t('people:executives.create')}>
      <FieldGrid>
        <PersonFields passwordOptional={Boolean(executive)} passwordHelp={executive ? t('people:common.passwordKeep') : t('people:common.passwordRule')} />
        {isAdmin && (
          <CompanyInput record={executive} options={scope.companies} helperText={executive ? t('people:executives.companyFixed') : undefined} />
        )}
      </FieldGrid>
    </FormCard>
  );
}

/** /addexecutive creates a front desk executive; /addexecutive?id=<uuid> edits one. */
export default function ExecutiveFormPage() {
  return <RecordPage<UserRow> texts="people:executives" stateKey="executive" find={findExecutive} backTo={paths.backOffice.executives} form={ExecutiveForm} />;
}
