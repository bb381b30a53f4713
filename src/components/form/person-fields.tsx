// The fields every person form has (staff, executives, consumers): name, e-mail, mobile, password,
// with the messages of the shared person rules.
import { useTranslation } from 'react-i18next';
import { PasswordInput, TextInput } from './fields';

export const PERSON_MESSAGES = {
  name: 'people:validation.name',
  email: 'people:validation.email',
  mobile: 'people:validation.mobile',
  password: 'people:validation.password',
  company_uuid: 'people:validation.company',
  store_uuid: 'people:validation.store',
  role: 'people:validation.role',
  employee_code: 'people:validation.employeeCode',
};

interface PersonFieldsProps {
  /** A consumer: the mobile is what they sign in with, the e-mail may stay empty. */
  consumer?: boolean;
  /** The password may be left empty (editing, or a consumer who signs in by code). */
  passwordOptional: boolean;
  passwordHelp: string;
}

export function PersonFields({ consumer = false, passwordOptional, passwordHelp }: PersonFieldsProps) {
  const { t } = useTranslation('people');
  const email = (
    <TextInput
      name="email"
      label={t('people:common.email')}
      required={!consumer}
      optional={consumer}
      blank={consumer ? 'null' : 'keep'}
      type="email"
      autoComplete="off"
    />
  );
  return (
    <>
      <TextInput name="name" label={t('people:common.name')} required autoFocus autoComplete="off" />
      {!consumer && email}
      <TextInput name="mobile" label={t('people:common.mobile')} required type="tel" autoComplete="off" />
      {consumer && email}
      <PasswordInput
        name="password"
        label={t('people:common.password')}
        optional={passwordOptional}
        required={!passwordOptional}
        autoComplete="new-password"
        help={passwordHelp}
      />
    </>
  );
}
