// A create-or-edit page: `?id=` names the edited record (handed over by the list in router state, or
// fetched), the page waits for it, says when it cannot be found, and renders the form for it.
// Its texts are `<texts>.createTitle | editTitle | formSubtitle | backToList | notFound`.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFormPage } from '../forms/record-form-page';
import { useEditedRecord } from '../../lib/use-edited-record';
import { usePageTitle } from '../../lib/use-page-title';

interface RecordPageProps<T extends { uuid: string }> {
  /** The i18n prefix of the page's texts, e.g. `catalogue:categories`. */
  texts: string;
  /** The router-state key the list passes the row under. */
  stateKey: string;
  find: (uuid: string, signal: AbortSignal) => Promise<T | null>;
  backTo: string;
  /** Overrides the create title. */
  createTitle?: string;
  refused?: (id: string | null) => string | null;
  children: (record: T | null) => ReactNode;
}

export function RecordPage<T extends { uuid: string }>({ texts, stateKey, find, backTo, createTitle, refused, children }: RecordPageProps<T>) {
  const { t } = useTranslation();
  const { id, lookup } = useEditedRecord<T>(stateKey, find);
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
      {(record) => <Keyed key={record?.uuid ?? 'new'}>{children(record)}</Keyed>}
    </RecordFormPage>
  );
}

const Keyed = ({ children }: { children: ReactNode }) => <>{children}</>;
