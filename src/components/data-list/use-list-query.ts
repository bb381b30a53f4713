// The state of a back-office list in the address bar: its filters, search (`q`), page (`page`, from 1),
// page size (`limit`) and sort (`sort=name` or `sort=-name`), so a reload, a link or the back button
// shows the same list. Any filter change goes back to the first page.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../config/constants';

export type SortDir = 'asc' | 'desc';

export interface ListQuery {
  pagenum: number;
  limit: number;
  search: string;
  sort: { key: string; dir: SortDir } | null;
}

type Patch = Record<string, string | number | boolean | null | undefined>;

const PAGING_KEYS = new Set(['page', 'limit', 'sort']);

export function useListQuery() {
  const [params, setParams] = useSearchParams();
  /** A filter's value ('' when absent). */
  const get = useCallback((key: string): string => params.get(key) ?? '', [params]);
  /** Sets filters ('' / null / false removes one); the page goes back to the first unless it is set too. */
  const set = useCallback(
    (patch: Patch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === null || value === '' || value === false) next.delete(key);
            else next.set(key, String(value));
          }
          if (!Object.keys(patch).some((k) => PAGING_KEYS.has(k))) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const query = useMemo((): ListQuery => {
    const limit = Number(params.get('limit'));
    const page = Number(params.get('page'));
    const sort = params.get('sort') ?? '';
    return {
      pagenum: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      limit: (LIMITS.pageSizes as readonly number[]).includes(limit) ? limit : LIMITS.defaultPageSize,
      search: params.get('q') ?? '',
      sort: sort ? { key: sort.replace(/^-/, ''), dir: sort.startsWith('-') ? 'desc' : 'asc' } : null,
    };
  }, [params]);
  return { get, set, query };
}

export type ListQueryApi = ReturnType<typeof useListQuery>;
