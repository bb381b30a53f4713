// Field errors in the person's language. A form names the message of each field it knows (an i18n
// key by field path; `combo_slots.*.name` stands for every row); any other failing rule of the
// shared zod schema gets a message by its issue code. Server field errors (the envelope's `errors`)
// are put on the field they name.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Record<string, string>;
type Translate = (key: string, params?: Record<string, unknown>) => string;
/** A field's message: an i18n key, or one chosen by the issue's code and the form's values (already translated). */
export type Message = string | ((code: string | undefined, t: Translate, values: unknown) => string);
/** The message of each field, by its path (`name`, `combo_slots.*.items`). */
export type MessageKeys = Record<string, Message>;

/** Validates `values`; failing fields get `messages[field]` (or the schema message if none given). */
export function validateWith<T>(schema: ZodType<T>, values: unknown, messages: Record<string, string>): { data: T | null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors[field]) errors[field] = messages[field] ?? issue.message;
  }
  return { data: null, errors };
}

/** Form text fields send null/undefined instead of '' for optional values. */
export const emptyToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());
export const emptyToUndefined = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());

/** Moves focus to the first field that failed, so the message is seen (and read out) on small screens. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors, fieldNames: Record<string, string> = {}): void {
  const first = Object.keys(errors).find((k) => errors[k]);
  if (!form || !first) return;
  const name = fieldNames[first] ?? first;
  form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}

// ---- zod issues → message keys ------------------------------------------------------------------

const CODE_KEYS: Record<string, string> = {
  invalid_type: 'form:errors.invalidType',
  too_small: 'form:errors.tooSmall',
  too_big: 'form:errors.tooBig',
  invalid_format: 'form:errors.invalidFormat',
  invalid_value: 'form:errors.invalidValue',
  not_multiple_of: 'form:errors.invalidType',
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'string' && value.trim() === '');

/** The key of a failing rule the form gave no message for: an empty value is "required", else the issue's kind. */
export function issueKey(code: string | undefined, value: unknown): string {
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0 && code === 'too_small')) return 'form:errors.required';
  return CODE_KEYS[code ?? ''] ?? 'form:errors.invalid';
}

/** `combo_slots.2.items` → `combo_slots.*.items`. */
export const pathPattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), values);

/** The message of a failing field: the form's own (exact path, path pattern, top field), else by issue code. */
export function messageFor(path: string, code: string | undefined, values: unknown, messages: MessageKeys, t: Translate): string {
  const own = messages[path] ?? messages[pathPattern(path)] ?? messages[path.split('.')[0]];
  if (typeof own === 'function') return own(code, t, values);
  return t(own ?? issueKey(code, valueAt(values, path)));
}

const OWN_KEYS = new Set(['type', 'message', 'ref', 'types', 'root']);

/** Every error of a nested react-hook-form error tree with its dotted path (an array's own error may sit at `root`). */
export function errorLeaves(tree: unknown, prefix = ''): [string, FieldError][] {
  if (!tree || typeof tree !== 'object') return [];
  const node = tree as Record<string, unknown>;
  const isError = typeof node.type === 'string';
  const own: [string, FieldError][] = isError ? [[prefix, node as unknown as FieldError]] : [];
  // An error's own keys are not fields; elsewhere a field may be called `type` or `message` (a product's type).
  const nested = Object.entries(node)
    .filter(([k]) => (isError ? !OWN_KEYS.has(k) : k !== 'root'))
    .flatMap(([k, v]) => errorLeaves(v, prefix ? `${prefix}.${k}` : k));
  return [...own, ...errorLeaves(node.root, prefix), ...nested];
}

/** The same as a flat map, path → message. */
export const errorMap = (tree: unknown): FieldErrors => Object.fromEntries(errorLeaves(tree).map(([path, e]) => [path, e.message ?? '']));

/** zodResolver over a shared contract schema, with every message replaced by the form's own or the issue's, translated. */
export function schemaResolver<In extends FieldValues, Out>(schema: ZodType<Out, unknown>, messages: MessageKeys, t: Translate): Resolver<In, unknown, Out> {
  const base = zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    for (const [path, error] of errorLeaves(result.errors)) error.message = messageFor(path, error.type, values, messages, t);
    return result;
  };
}

/**
 * Puts a failed save's field errors on the fields they name (`known(path)` says whether the form has
 * it); returns what fits no field, to be shown above the buttons (null: nothing left over).
 */
export function serverFieldErrors(err: unknown, setError: (path: string, message: string) => void, known: (path: string) => boolean): string[] | null {
  if (!(err instanceof ApiError)) return null;
  const rest: string[] = [];
  for (const [path, message] of Object.entries(err.fieldErrors)) {
    if (known(path)) setError(path, message);
    else rest.push(message);
  }
  return rest.length ? rest : null;
}
