// The frame every sign-in page shares: the page's one h1 and its line, the form over the shared form
// layer (fields given as children, what the server refused that fits no field, the submit button busy
// while it runs) and the page's links. A page declares only its fields, schema, submit and links.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { TextInput } from '../../../components/form/text-input';
import { type SchemaForm } from '../../../components/form/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';

export interface AuthLink {
  to: string;
  /** i18n key of the link's text. */
  label: string;
  /** Hands the remembered origin on (where to go after signing in). */
  keepOrigin?: boolean;
}

interface AuthFormCardProps<In extends FieldValues, Out> {
  /** Texts `auth.<page>Title` and `auth.<page>Subtitle` (with `params`). */
  page: string;
  params?: Record<string, string>;
  state: SchemaForm<In, Out>;
  /** i18n key of the submit button and its icon. */
  submit: [string, ReactNode];
  /** Long forms sit closer together. */
  dense?: boolean;
  children: ReactNode;
  /** The links under the button: a column under a divider, or a row spread across (with `extra` first). */
  links: AuthLink[];
  row?: boolean;
  extra?: ReactNode;
}

export function AuthFormCard<In extends FieldValues, Out>({ page, params, state, submit: [label, icon], dense, children, links, row, extra }: AuthFormCardProps<In, Out>) {
  const { t } = useTranslation();
  const title = t(`auth.${page}Title`);
  usePageTitle(title);
  return (
    <>
      <Stack spacing={0.75} sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 750 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t(`auth.${page}Subtitle`, params ?? {})}
        </Typography>
      </Stack>
      <FormProvider {...state.form}>
        <Stack component="form" spacing={dense ? 1.25 : 2.25} noValidate onSubmit={state.onSubmit}>
          {children}
          {state.leftOver && (
            <Alert severity="error" data-testid="form-error">
              {state.leftOver.join(' ')}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" loading={state.form.formState.isSubmitting} startIcon={icon} sx={{ mt: dense ? 1 : 0 }}>
            {t(label)}
          </Button>
          <AuthLinks links={links} layout={row ? 'row' : 'column'}>
            {extra}
          </AuthLinks>
        </Stack>
      </FormProvider>
    </>
  );
}

/** A page's links: a column under a divider, a row spread across, or one line at the end. */
export function AuthLinks({ links, layout, children }: { links: AuthLink[]; layout: 'column' | 'row' | 'end'; children?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = links.map(({ to, label, keepOrigin }) => (
    <Link key={to} component={RouterLink} to={to} state={keepOrigin ? location.state : undefined} variant="body2" underline="hover" sx={{ alignSelf: 'center' }}>
      {t(label)}
    </Link>
  ));
  if (layout === 'column') {
    return (
      <>
        <Divider />
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {items}
        </Stack>
      </>
    );
  }
  const justify = layout === 'end' ? 'flex-end' : 'space-between';
  return (
    <Stack direction="row" sx={{ justifyContent: justify, flexWrap: 'wrap', gap: 1, mt: layout === 'end' ? -1 : 0 }}>
      {children}
      {items}
    </Stack>
  );
}

/** A call whose server field errors name fields the form calls otherwise (`email` → `identifier`). */
export const renamingFieldErrors =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>, names: Record<string, string>) =>
  async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = Object.fromEntries(Object.entries(err.fieldErrors).map(([path, message]) => [names[path] ?? path, message]));
      throw new ApiError(err.message, err.status, fields);
    }
  };

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
