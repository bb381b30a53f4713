// The text fields of a form (bound by name, message or help under each), apart from the rest of
// fields.tsx so that a small form (sign in) loads no select, switch or upload code.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ComponentType, ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../forms/password-field';

/** The form field of `name` and its message. */
export function useBoundField(name: string) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ name: name as Path<FieldValues>, control });
  return { field, error: fieldState.error?.message };
}

export type Blank = 'null' | 'undefined' | 'keep';
const blankValue = (text: string, blank: Blank) => (blank === 'keep' || text.trim() !== '' ? text : blank === 'null' ? null : undefined);

export type BaseProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Shown under the field while it has no error. */
  help?: ReactNode;
};

/** The props every text-like field shares: its label ("(optional)" added), name, ref for focus, message or help. */
export function useTextBinding({ name, label, optional, help }: Pick<BaseProps, 'name' | 'label' | 'optional' | 'help'>) {
  const { t } = useTranslation();
  const { field, error } = useBoundField(name);
  const props = {
    label: optional ? `${String(label)} (${t('form:optional')})` : label,
    name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: Boolean(error),
    helperText: error || help || ' ',
  };
  return { field, props };
}

/** A text; `blank` is what an empty one is sent as (default: ''); `clean` tidies what is typed. */
export function TextInput({
  name,
  label,
  optional,
  help,
  blank = 'keep',
  clean = (v) => v,
  Field = TextField as ComponentType<TextFieldProps>,
  ...rest
}: BaseProps & { blank?: Blank; clean?: (text: string) => string; Field?: ComponentType<TextFieldProps> }) {
  const { field, props } = useTextBinding({ name, label, optional, help });
  return <Field {...rest} {...props} value={field.value ?? ''} onChange={(e) => field.onChange(blankValue(clean(e.target.value), blank))} />;
}

/** A password: empty is not sent (an edit keeps the current one). */
export const PasswordInput = (props: BaseProps) => <TextInput {...props} blank="undefined" Field={PasswordField} />;
