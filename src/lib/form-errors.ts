// Client-side validation with the shared zod schemas: the first issue of each field becomes a
// message in the person's language (the schema's own texts are English).
import type { ZodType } from 'zod';

export type FieldErrors = Record<string, string>;

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
