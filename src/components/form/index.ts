export { fromDraft, saveInDialog, saveRecord, useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
export { FormCard, FormDialog, FieldGrid } from './form-card';
export { DialogButtons } from './dialog-buttons';
export {
  ChipsInput,
  ConvertedInput,
  ImageInput,
  MoneyInput,
  NumberInput,
  PasswordInput,
  PercentInput,
  SelectInput,
  StatusInput,
  SwitchInput,
  TextInput,
  useBoundField,
  useErrorMap,
} from './fields';
export { RowButtons, RowFrame } from './row-frame';
export { RecordPage, type RecordFormProps } from './record-page';
export { CompanyInput, CompanyStoreInputs, initialScope, ScopeInput, ScopeSelectInput } from './scope-input';
export { PERSON_MESSAGES, PersonFields } from './person-fields';
export { useUploadReport } from './form-context';
