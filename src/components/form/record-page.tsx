// A create-or-edit page: `?id=` names the edited record (handed over by the list in router state, or
// fetched), the page waits for it, says when it cannot be found, and renders the form for it.
// Its texts are `<texts>.createTitle | editTitle | formSubtitle | backToList | notFound`.
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../server/contracts/common';
import { RecordFormPage } from '../forms/record-form-page';
import { useCurrentUser } from '../../lib/use-auth';
import { useEditedRecord } from '../../lib/use-edited-record';
import { usePageTitle } from '../../lib/use-page-title';

interface RecordPageProps<T extends { uuid: string }> {
  /** The i18n prefix of the page's texts, e.g. `catalogue:categories`. */
  texts: string;
  /** The router-state key the list passes the row under. */
  stateKey: string;
  /** Fetches the record; `role` is the signed-in user's (some roles read another list route). */
  find: (uuid: string, signal: AbortSignal, role: Role | undefined) => Promise<T | null>;
  backTo: string;
  /** Overrides the create title. */
  createTitle?: string;
  refused?: (id: string | null) => string | null;
  /** The form, handed the record (null: a new one)… */
  form?: ComponentType<RecordFormProps<T>>;
  /** …or what to render for it. */
  children?: (record: T | null) => ReactNode;
}

/** The props of a record page's `form`. */
export interface RecordFormProps<T> {
  record: T | null;
}

export function RecordPage<T extends { uuid: string }>({ texts, stateKey, find, backTo, createTitle, refused, form: Form, children }: RecordPageProps<T>) {
  const { t } = useTranslation();
  const role = useCurrentUser()?.role;
  const { id, lookup } = useEditedRecord<T>(stateKey, (uuid, signal) => find(uuid, signal, role));
  const title = id ? t(`${texts}.editTitle`) : (createTitle ?? t(`${texts}.createTitle`));
  usePageTitle(title);
  return (
    <RecordFormPage
      title={title}
      subtitle={t(`${texts}.formSubtitle`)}
      backTo={backTo}
      backLabel={t(`${texts}.backToList`)}
      id={id}
      lookup={lookup}
      notFound={t(`${texts}.notFound`)}
      refused={refused?.(id)}
    >
      {(record) => <Keyed key={record?.uuid ?? 'new'}>{children ? children(record) : Form && <Form record={record} />}</Keyed>}
    </RecordFormPage>
  );
}

const Keyed = ({ children }: { children: ReactNode }) => <>{children}</>;
