// The frame of a create-or-edit screen: the header with the way back to the list, a loader while
// the edited record loads, a message when it cannot be found (or the screen is not for this person),
// else the form.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AsyncState } from '../../lib/use-async';
import { PageLoader } from '../feedback/page-loader';
import { PageHeader } from '../layouts/page-header';

interface RecordFormPageProps<T> {
  title: string;
  subtitle: string;
  backTo: string;
  backLabel: string;
  /** The `?id=` of the edited record; null when creating. */
  id: string | null;
  lookup: AsyncState<T | null>;
  notFound: string;
  /** A warning shown instead of the form (e.g. a screen only administrators may use). */
  refused?: string | null;
  children: (record: T | null) => ReactNode;
}

export function RecordFormPage<T>({ title, subtitle, backTo, backLabel, id, lookup, notFound, refused, children }: RecordFormPageProps<T>) {
  const back = (
    <Button component={RouterLink} to={backTo} startIcon={<ArrowBackRoundedIcon />}>
      {backLabel}
    </Button>
  );
  if (refused) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Alert severity="warning">{refused}</Alert>
      </>
    );
  }
  if (id && lookup.loading) return <PageLoader />;
  if (id && !lookup.data) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Alert severity="error">{lookup.error?.message ?? notFound}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={back} />
      {children(lookup.data)}
    </>
  );
}
