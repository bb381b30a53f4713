// The state of one form: react-hook-form over a shared contract schema (its rules, the form's own
// messages), the save call with the server's field errors put back on the fields, and whether an
// upload still runs. Render it with <FormCard> (a page) or <FormDialog>.
import { useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z, type ZodType } from 'zod';
import { schemaResolver, serverFieldErrors, type MessageKeys } from '../../lib/form-errors';
import { useCurrentUser } from '../../lib/use-auth';
import { initialScope } from './scope-input';

export interface SchemaFormOptions<In extends FieldValues, Out> {
  /** The contract schema of what is sent (derive with .pick/.extend where the form differs), or one chosen by the values. */
  schema: ZodType<Out, unknown> | ((values: In) => ZodType<Out, unknown>);
  /** The form's values: the schema's input, plus what only the form holds (a draft's row keys, the company of a scope). */
  defaultValues: In;
  /** i18n key of each field's message, by path (`combo_slots.*.name` for every row). */
  messages?: MessageKeys;
  save: (body: Out) => Promise<unknown>;
  /** After saving: the path to go to, or what to do (a dialog closes). */
  done: string | ((saved: unknown) => void);
  /** Server error paths with no field of that name here (`store_uuid` of a scope picker counts). */
  extraFields?: readonly string[];
  /**
   * The form edits a record of a store (with <ScopeInput>): the record, or null for a new one. Its
   * `company_uuid`/`store_uuid` join the values (a new one: a manager's own store) and `store_uuid` errors reach the picker.
   */
  inStore?: { company_uuid: string; store_uuid: string } | null;
  /** Also show a refusal that names no field (its message), e.g. when the call is silent (no toast). */
  showFailure?: boolean;
}

export interface SchemaForm<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  /** Server errors that name no field of the form. */
  leftOver: string[] | null;
  saved: React.RefObject<boolean>;
  uploads: number;
  setUploading: (busy: boolean) => void;
  /** Applies a change of the whole values (a draft's rule such as "one default only"), marking what changed as dirty. */
  apply: (change: (values: In) => In) => void;
}

/** The save of a create-or-edit form: `update(record.uuid, body)` for an edited record, else `create(body)`. */
export const saveRecord =
  <C, U>(record: { uuid: string } | null | undefined, create: (body: C) => Promise<unknown>, update: (id: string, body: U) => Promise<unknown>) =>
  (body: unknown) =>
    record ? update(record.uuid, body as U) : create(body as C);

/** A dialog's save and done: create or update the record, then hand the list the record as saved (null when none came back). */
export const saveInDialog = <R extends { uuid: string }, C, U>(
  record: R | null | undefined,
  create: (body: C) => Promise<unknown>,
  update: (id: string, body: U) => Promise<unknown>,
  onSaved: (saved: R | null) => void,
) => ({ save: saveRecord(record, create, update), done: (saved: unknown) => onSaved((saved as R | undefined) ?? null) });

/** A form whose values are a draft (texts as typed, rows with keys): the contract schema checks what the draft becomes. */
export const fromDraft = <D, Out>(toBody: (draft: D) => unknown, schema: ZodType<Out, unknown>): ZodType<Out, unknown> =>
  z.custom<D>().transform(toBody).pipe(schema) as unknown as ZodType<Out, unknown>;

const schemaOf = <In, Out>(schema: ZodType<Out, unknown> | ((values: In) => ZodType<Out, unknown>), values: In) =>
  typeof schema === 'function' ? schema(values) : schema;

export function useSchemaForm<In extends FieldValues, Out>(options: SchemaFormOptions<In, Out>): SchemaForm<In, Out> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  // The schema may change with the form's state (a consumer with or without a company): read it at submit.
  const current = useRef({ ...options, t });
  current.current = { ...options, t };
  const resolver = useMemo<Resolver<In, unknown, Out>>(
    () => (values, context, opts) => {
      const { schema, messages = {}, t: translate } = current.current;
      return schemaResolver<In, Out>(schemaOf(schema, values), messages, (key, params) => translate(key, params ?? {}))(values, context, opts);
    },
    [],
  );
  const { inStore } = options;
  const defaultValues = (inStore === undefined ? options.defaultValues : { ...initialScope(inStore, user), ...options.defaultValues }) as DefaultValues<In>;
  const form = useForm<In, unknown, Out>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const saved = useRef(false);
  const [leftOver, setLeftOver] = useState<string[] | null>(null);
  const [uploads, setUploads] = useState(0);

  const onSubmit = form.handleSubmit(async (body) => {
    setLeftOver(null);
    try {
      const answer = await current.current.save(body);
      saved.current = true;
      const { done } = current.current;
      if (typeof done === 'string') navigate(done);
      else done(answer);
    } catch (err) {
      const values = form.getValues() as Record<string, unknown>;
      const extra = [...(current.current.extraFields ?? []), ...(current.current.inStore === undefined ? [] : ['store_uuid'])];
      const known = (path: string) => path.split('.')[0] in values || extra.includes(path.split('.')[0]);
      let placed = false;
      const rest = serverFieldErrors(err, (path, message) => {
        placed = true;
        form.setError(path as Path<In>, { type: 'server', message }, { shouldFocus: true });
      }, known);
      const failure = current.current.showFailure && !placed && !rest && err instanceof Error ? [err.message] : null;
      setLeftOver(rest ?? failure);
    }
  });
  const apply = (change: (values: In) => In) => {
    const before = form.getValues();
    const after = change(before);
    for (const key of Object.keys(after) as Path<In>[]) {
      if (after[key as keyof In] !== before[key as keyof In]) {
        form.setValue(key, after[key as keyof In] as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }
    }
  };
  return { form, onSubmit, leftOver, saved, uploads, setUploading: (busy) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1))), apply };
}
