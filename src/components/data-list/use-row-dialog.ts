// The add/edit dialog of a list whose rows are edited in place: which row is open ('new' for a new
// one), and after a save the edited row replaced or, for a new one, the list asked again.
import { useState } from 'react';
import type { DataListState } from './use-data-list';

export function useRowDialog<R extends { uuid: string }>(list: Pick<DataListState<R>, 'replace' | 'reload'>) {
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  return {
    editing,
    /** The row being edited, undefined for a new one. */
    row: editing === 'new' || editing === null ? undefined : editing,
    open: (row: R | 'new') => setEditing(row),
    close: () => setEditing(null),
    saved: (row?: R | null) => {
      if (row && editing !== 'new') list.replace(row);
      else list.reload();
      setEditing(null);
    },
  };
}
