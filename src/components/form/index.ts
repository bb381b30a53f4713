export { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
export { FormCard, FormDialog, FieldGrid } from './form-card';
export { ChipsInput, ConvertedInput, ImageInput, MoneyInput, NumberInput, PasswordInput, PercentInput, SelectInput, SwitchInput, TextInput, useBoundField } from './fields';
export { RecordPage } from './record-page';
export { initialScope, ScopeInput, ScopeSelectInput } from './scope-input';
