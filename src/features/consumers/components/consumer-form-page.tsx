import { useTranslation } from 'react-i18next';
import {
  companyConsumerCreateSchema,
  companyConsumerUpdateSchema,
  consumerCreateSchema,
  consumerUpdateSchema,
  type UserRow,
} from '../../../../server/contracts/users';
import { FieldGrid, FormCard, PERSON_MESSAGES, PersonFields, RecordPage, ScopeSelectInput, TextInput, useSchemaForm } from '../../../components/form';
import type { RecordFormProps } from '../../../components/form';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { useScopeOptions } from '../../../lib/use-scope-options';
import { createCompanyConsumer, createPlainConsumer, findConsumer, updateCompanyConsumer, updatePlainConsumer } from '../api/consumers-api';

type Body = Parameters<typeof createCompanyConsumer>[0] & Parameters<typeof createPlainConsumer>[0];

function ConsumerForm({ record: consumer }: RecordFormProps<UserRow>) {
  const { t } = useTranslation('people');
  const isAdmin = useCurrentUser()?.role === 'admin';
  const scope = useScopeOptions(isAdmin, undefined, false);
  // Only an administrator can make a consumer who belongs to no company; such a one has no employee code.
  const isPlain = (company: string | undefined) => (consumer ? consumer.role === 'consumer' : isAdmin && company === '');
  const state = useSchemaForm({
    schema: ({ company_uuid }) =>
      isPlain(company_uuid) ? (consumer ? consumerUpdateSchema : consumerCreateSchema) : consumer ? companyConsumerUpdateSchema : companyConsumerCreateSchema,
    defaultValues: {
      name: consumer?.name ?? '',
      email: consumer?.email ?? null,
      mobile: consumer?.mobile ?? '',
      password: undefined,
      employee_code: consumer?.employee_code ?? null,
      company_uuid: isAdmin ? (consumer?.company_uuid ?? '') : undefined,
    },
    messages: PERSON_MESSAGES,
    save: (body) => {
      const b = body as Body;
      if (consumer) return plain ? updatePlainConsumer(consumer.uuid, b) : updateCompanyConsumer(consumer.uuid, b);
      return plain ? createPlainConsumer(b) : createCompanyConsumer(b);
    },
    done: paths.backOffice.consumers,
  });
  const plain = isPlain(state.form.watch('company_uuid'));
  return (
    <FormCard state={state} cancelTo={paths.backOffice.consumers} submitLabel={consumer ? t('people:common.saveChanges') : t('people:consumers.create')}>
      <FieldGrid>
        <PersonFields consumer passwordOptional passwordHelp={consumer?.has_password ? t('people:common.passwordKeep') : t('people:consumers.passwordHelp')} />
        {isAdmin && (
          <ScopeSelectInput
            name="company_uuid"
            record={consumer}
            options={scope.companies}
            emptyLabel={t('people:consumers.noCompany')}
            disabled={Boolean(consumer)}
            helperText={consumer ? t('people:consumers.companyFixed') : t('people:consumers.companyHelp')}
          />
        )}
        {!plain && <TextInput name="employee_code" label={t('people:consumers.employeeCode')} optional blank="null" autoComplete="off" />}
      </FieldGrid>
    </FormCard>
  );
}

/** /addconsumer creates a consumer; /addconsumer?id=<uuid> edits one. */
export default function ConsumerFormPage() {
  return <RecordPage<UserRow> texts="people:consumers" stateKey="consumer" find={findConsumer} backTo={paths.backOffice.consumers} form={ConsumerForm} />;
}
