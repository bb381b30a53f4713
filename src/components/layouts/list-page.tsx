// The frame of a back-office list screen: the browser tab's title, the page header (title,
// subtitle, the add buttons) and under it the list.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from './page-header';

export function ListPage({ title, subtitle, actions, children }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </>
  );
}
