// The frame every sign-in page shares: the page's one h1 and its line, the form (fields given as
// children, what the server refused that fits no field, the submit button busy while it runs) and the
// page's links. No react-hook-form here: the staff login, counted in the first-load budget, uses it bare.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';

export interface AuthLink {
  to: string;
  /** i18n key of the link's text. */
  label: string;
  /** Hands the remembered origin on (where to go after signing in). */
  keepOrigin?: boolean;
}

export interface AuthFrameProps {
  /** Texts `auth.<page>Title` and `auth.<page>Subtitle` (with `params`). */
  page: string;
  params?: Record<string, string>;
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

export function AuthFrame({
  page,
  params,
  submit: [label, icon],
  dense,
  children,
  links,
  row,
  extra,
  onSubmit,
  busy,
  refused,
}: AuthFrameProps & { onSubmit: FormEventHandler; busy: boolean; refused?: string[] | null }) {
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
      <Stack component="form" spacing={dense ? 1.25 : 2.25} noValidate onSubmit={onSubmit}>
        {children}
        {refused && (
          <Alert severity="error" data-testid="form-error">
            {refused.join(' ')}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={icon} sx={{ mt: dense ? 1 : 0 }}>
          {t(label)}
        </Button>
        <AuthLinks links={links} layout={row ? 'row' : 'column'}>
          {extra}
        </AuthLinks>
      </Stack>
    </>
  );
}

/** A page's links: a column under a divider, a row spread across, or one line at the end. */
export function AuthLinks({ links, layout, children }: { links: AuthLink[]; layout: 'column' | 'row' | 'end'; children?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = links.map(({ to, label, keepOrigin }) => (
    <Link key={to} component={RouterLink} to={to} state={keepOrigin ? location.state : undefined} variant="body2" underline="hover" alignSelf="center">
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
