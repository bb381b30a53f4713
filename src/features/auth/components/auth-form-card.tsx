// A sign-in page on the shared form layer: react-hook-form over the contract schema (src/components/form),
// inside the shared auth frame. A page declares only its fields, schema, submit and links.
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput, type SchemaForm } from '../../../components/form';
import { AuthFrame, type AuthFrameProps } from './auth-frame';

export function AuthFormCard<In extends FieldValues, Out>({ state, ...frame }: AuthFrameProps & { state: SchemaForm<In, Out>; children: ReactNode }) {
  return (
    <FormProvider {...state.form}>
      <AuthFrame {...frame} onSubmit={state.onSubmit} busy={state.form.formState.isSubmitting} refused={state.leftOver} />
    </FormProvider>
  );
}

const sixDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** The 6-digit code field (`otp`): digits only, spaced out. */
export function CodeInput({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextInput
      name="otp"
      label={t('auth.code')}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      clean={sixDigits}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, style: { letterSpacing: '0.5em', fontSize: '1.25rem' } } }}
    />
  );
}
