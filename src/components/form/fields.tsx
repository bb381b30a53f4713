// MUI fields bound to the form by name: each shows its rule's message (or its help) under it.
// Values are kept in the shape the schema checks: `blank` says what an empty text is sent as;
// number, money and percent fields keep what is typed and hand the schema a number (NaN if not one).
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMap, type FieldErrors } from '../../lib/form-errors';
import { toMajorText, toMinorUnits } from '../../lib/money';
import { ImageField } from '../forms/image-field';
import { MultiChoiceSelect } from '../forms/multi-choice-select';
import { PasswordField } from '../forms/password-field';
import { useUploadReport } from './form-context';

/** Every message of the form by path, for editors that show a draft's rows (`combo_slots.0.name`). */
export function useErrorMap(): FieldErrors {
  const { formState } = useFormContext();
  return errorMap(formState.errors);
}

/** The form field of `name` and its message. */
export function useBoundField(name: string) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ name: name as Path<FieldValues>, control });
  return { field, error: fieldState.error?.message };
}

type Blank = 'null' | 'undefined' | 'keep';
const blankValue = (text: string, blank: Blank) => (blank === 'keep' || text.trim() !== '' ? text : blank === 'null' ? null : undefined);

type BaseProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Shown under the field while it has no error. */
  help?: ReactNode;
};

/** The props every text-like field shares: its label ("(optional)" added), name, ref for focus, message or help. */
function useTextBinding({ name, label, optional, help }: Pick<BaseProps, 'name' | 'label' | 'optional' | 'help'>) {
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

interface Conversion {
  parse: (text: string) => unknown;
  format: (value: unknown) => string;
}

/** A text typed by the person, held as a value of another kind (a number, minor units). */
export function ConvertedInput({ name, label, optional, help, parse, format, ...rest }: BaseProps & Conversion) {
  const { field, props } = useTextBinding({ name, label, optional, help });
  const [text, setText] = useState(() => format(field.value));
  // A value set from outside (a reset) shows; one the text already stands for keeps the text as typed.
  useEffect(() => {
    if (!Object.is(parse(text), field.value)) setText(format(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);
  return (
    <TextField
      {...rest}
      {...props}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(parse(e.target.value));
      }}
    />
  );
}

const blankOr = (blank: unknown, read: (text: string) => number) => (text: string) => (text.trim() === '' ? blank : read(text.trim()));
const show = (value: unknown) => (value === null || value === undefined || Number.isNaN(value) ? '' : String(value));

/** A whole number; empty is `blank` (null: not tracked, undefined: the schema's default). */
export function NumberInput({ blank = undefined, ...props }: BaseProps & { blank?: null | undefined | number }) {
  return <ConvertedInput inputMode="numeric" {...props} parse={blankOr(blank, (v) => (/^-?\d+$/.test(v) ? Number(v) : NaN))} format={show} />;
}

/** An amount typed in major units (45.50), held in minor units. */
export function MoneyInput({ symbol, ...props }: BaseProps & { symbol?: string }) {
  const comma = useDecimalComma();
  return (
    <ConvertedInput
      inputMode="decimal"
      placeholder={comma('45.50')}
      {...props}
      parse={blankOr(undefined, (v) => toMinorUnits(v) ?? NaN)}
      format={(v) => (typeof v === 'number' && Number.isFinite(v) ? comma(toMajorText(v)) : '')}
      slotProps={{ input: { startAdornment: symbol ? <InputAdornment position="start">{symbol}</InputAdornment> : undefined } }}
    />
  );
}

/** A percentage typed as 12.5, held in basis points (1250). */
export function PercentInput(props: BaseProps) {
  const comma = useDecimalComma();
  return (
    <ConvertedInput
      inputMode="decimal"
      {...props}
      parse={blankOr(NaN, (v) => (/^\d+([.,]\d+)?$/.test(v) ? Math.round(Number(v.replace(',', '.')) * 100) : NaN))}
      format={(v) => (typeof v === 'number' && Number.isFinite(v) ? comma(String(v / 100)) : '')}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}

/** Writes a number shown in a field with the language's decimal mark (45,50 in German and Spanish); both marks are read back. */
function useDecimalComma(): (text: string) => string {
  const { i18n } = useTranslation();
  const mark = new Intl.NumberFormat(i18n.language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return (text) => (mark === '.' ? text : text.replace('.', mark));
}

/** One of a list. */
export function SelectInput({
  name,
  label,
  optional,
  help,
  options,
  onChange,
  ...rest
}: BaseProps & { options: readonly { value: string; label: ReactNode }[]; onChange?: TextFieldProps['onChange'] }) {
  const { field, props } = useTextBinding({ name, label, optional, help });
  const value = options.some((o) => o.value === field.value) ? field.value : '';
  return (
    <TextField {...rest} {...props} select value={value} onChange={onChange ?? field.onChange}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** On or off; `on`/`off` are the values held (e.g. 'active'/'inactive'). */
export function SwitchInput<V = boolean>({
  name,
  label,
  on = true as V,
  off = false as V,
  ...rest
}: { name: string; label: (checked: boolean) => ReactNode; on?: V; off?: V } & Omit<SwitchProps, 'name' | 'checked' | 'onChange'>) {
  const { field } = useBoundField(name);
  const checked = field.value === on;
  return (
    <FormControlLabel
      control={<Switch {...rest} name={name} checked={checked} onChange={(_e, v) => field.onChange(v ? on : off)} />}
      label={label(checked)}
    />
  );
}

interface StatusInputProps<V> {
  texts: string;
  name?: string;
  on?: V;
  off?: V;
}

/**
 * A record's status switch, "Status: Active" / "Status: Inactive". `texts` is the i18n prefix of
 * `status`, `active` and `inactive` (e.g. `catalogue:common`); a record that holds a boolean names its field and values.
 */
export function StatusInput<V = string>({ texts, name = 'status', on = 'active' as V, off = 'inactive' as V }: StatusInputProps<V>) {
  const { t } = useTranslation();
  const label = (checked: boolean) => `${t(`${texts}.status`)}: ${t(checked ? `${texts}.active` : `${texts}.inactive`)}`;
  return <SwitchInput name={name} on={on} off={off} color="success" label={label} />;
}

/** Several of a fixed list, as chips. */
type ChipsProps<T extends string> = Omit<ComponentProps<typeof MultiChoiceSelect<T>>, 'value' | 'onChange' | 'helperText'> & { name: string; help?: string };
export function ChipsInput<T extends string>({ name, label, choices, labelOf, help, ...rest }: ChipsProps<T>) {
  const { field, error } = useBoundField(name);
  return (
    <MultiChoiceSelect
      {...rest}
      label={label}
      value={(field.value ?? []) as T[]}
      choices={choices}
      labelOf={labelOf}
      onChange={field.onChange}
      helperText={error || help || ' '}
    />
  );
}

/** A picture uploaded at once; the form holds the path the server answers. */
export function ImageInput({ name, label, upload }: { name: string; label: string; upload: (file: File) => Promise<string> }) {
  const { field, error } = useBoundField(name);
  return <ImageField label={label} value={field.value ?? null} onChange={field.onChange} upload={upload} error={error} onBusyChange={useUploadReport()} />;
}
