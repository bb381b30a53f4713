// The sort of a back-office list, sent to its list route as `sort_by`/`sort_dir`: the server orders
// the whole list, so a header click asks for the list again from its first page.
import { useState } from 'react';

export type SortDir = 'asc' | 'desc';

export interface SortState<K extends string = string> {
  key: K;
  dir: SortDir;
}

interface Options {
  /** A third click on the same column goes back to the list's own order. */
  clearable?: boolean;
  /** Called on every change, e.g. to go back to the first page. */
  onChange?: () => void;
}

export function useListSort<K extends string>(initial: SortState<K> | null = null, { clearable = false, onChange }: Options = {}) {
  const [sort, setSort] = useState<SortState<K> | null>(initial);
  const toggle = (key: K) => {
    setSort((s) => {
      if (s?.key !== key) return { key, dir: 'asc' };
      if (s.dir === 'asc') return { key, dir: 'desc' };
      return clearable ? null : { key, dir: 'asc' };
    });
    onChange?.();
  };
  /** The query parameters of the list call; none while the list keeps its own order. */
  const params: { sort_by?: K; sort_dir?: SortDir } = sort ? { sort_by: sort.key, sort_dir: sort.dir } : {};
  return { sort, toggle, params };
}
