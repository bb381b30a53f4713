// The data of a back-office list: one server page at a time, asked with the list's query from the
// address bar (page, size, sort, search and the declared filters), kept on the device for offline use.
import type { Paged } from '../../../server/contracts/common';
import { isOfflineError, keepListPage, keptListPage, keyOf, loadKeeping } from '../../lib/kept-views';
import { useAsync } from '../../lib/use-async';
import { useCurrentUser } from '../../lib/use-auth';
import { useListQuery, type ListQuery } from './use-list-query';

/** What a list route is asked: the envelope's paging, the sort and search, and the list's filters by name. */
export type LoadQuery<F extends string = never, S extends string = string> = {
  pagenum: number;
  limit: number;
  search?: string;
  sort_by?: S;
  sort_dir?: 'asc' | 'desc';
} & { [K in F]?: string };

type AnyPage = Paged<{ uuid: string }>;

export interface DataListOptions<P extends AnyPage, F extends string, S extends string> {
  /** The list's name: the key of its kept pages and of each user's column choices. */
  id: string;
  /** Filters read from the address bar, by the name the list route takes (`store_uuid`, `type`, …). */
  filters?: readonly F[];
  /** Another address-bar key that seeds the search (`?order=ORD-…` opens Orders on that order). */
  searchFrom?: string;
  /** The keys the list route sorts by (a column sorts when its field is one); an unknown key in the address is ignored. */
  sorts?: readonly S[];
  /** The order while the person has not picked one. */
  defaultSort?: { key: S; dir: 'asc' | 'desc' };
  /** The list route's call; its answer may carry more than the page (an unread count …: `page`). */
  load: (query: LoadQuery<F, S>, signal: AbortSignal) => Promise<P>;
  /** Anything else the load depends on (the role, a picked consumer …). */
  deps?: readonly unknown[];
}

export function useDataList<P extends AnyPage, F extends string = never, S extends string = never>(options: DataListOptions<P, F, S>) {
  type R = P['items'][number];
  const { id, filters = [], searchFrom, sorts = [], defaultSort = null, load, deps = [] } = options;
  const user = useCurrentUser()?.uuid ?? 'anonymous';
  const url = useListQuery();
  const sort = url.query.sort && (sorts as readonly string[]).includes(url.query.sort.key) ? url.query.sort : defaultSort;
  const query = { ...url.query, sort };
  const search = query.search || (searchFrom ? url.get(searchFrom) : '');
  const values = Object.fromEntries(filters.map((f) => [f, url.get(f) || undefined])) as { [K in F]?: string };
  const loadQuery: LoadQuery<F, S> = {
    pagenum: query.pagenum,
    limit: query.limit,
    search: search || undefined,
    ...(sort ? { sort_by: sort.key as S, sort_dir: sort.dir } : {}),
    ...values,
  };
  const key = keyOf({ ...loadQuery, deps: JSON.stringify(deps) });
  const state = useAsync(
    (signal) =>
      loadKeeping(
        () => load(loadQuery, signal),
        (data, at) => keepListPage(user, id, key, data, at),
        async () => (await keptListPage(user, id, key)) as { data: P; loadedAt: number } | undefined,
      ),
    [key, user, id],
  );
  const page = state.data?.data;
  /** Puts a changed row in place (after a switch or an edit) without asking for the page again. */
  const update = (change: (page: P) => P) => state.setData((prev) => (prev ? { ...prev, data: change(prev.data) } : prev));
  const replace = (row: Partial<R> & { uuid: string }) => update((p) => ({ ...p, items: p.items.map((r) => (r.uuid === row.uuid ? { ...r, ...row } : r)) }));
  const filtered = Boolean(search) || Object.values(values).some(Boolean);
  return {
    id,
    user,
    url,
    sorts: sorts as readonly string[],
    query: { ...query, search } as ListQuery,
    /** The whole answer of the last load (with anything the route adds to the page). */
    page,
    rows: (page?.items ?? []) as R[],
    total: page?.total ?? 0,
    loading: state.loading,
    /** A failure that is not "no network with nothing kept" is shown as it is. */
    error: state.error,
    offline: state.error ? isOfflineError(state.error) : false,
    keptAt: state.data?.keptAt ?? null,
    filtered,
    /** A filter's value from the address bar ('' when not set). */
    filter: (name: F | (string & {})) => url.get(name),
    setFilters: (patch: Record<string, string | boolean | null>) => url.set(patch),
    setSearch: (term: string) => url.set(searchFrom ? { q: term, [searchFrom]: null } : { q: term }),
    reload: state.reload,
    /** Back to the first page, asked again (after an upload added rows). */
    firstPage: () => {
      url.set({});
      state.reload();
    },
    replace,
    update,
  };
}

export type DataListState<R extends { uuid: string } = { uuid: string }> = ReturnType<typeof useDataList<Paged<R>, string, string>>;
