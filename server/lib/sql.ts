// Query helpers the services share: optional filters and the wire format of timestamps.
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The AND of the conditions given; `undefined` (no filter) when every one is left out. */
export function where(...parts: (SQL | undefined)[]) {
  const defined = parts.filter((p): p is SQL => p !== undefined);
  return defined.length ? and(...defined) : undefined;
}

/** A row with its `created_at`/`updated_at` as ISO text, as the contracts carry them. */
export const iso = <T extends { created_at: Date; updated_at: Date }>(row: T) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * The ORDER BY list of a sortable list: the chosen column first (empty values last either way),
 * then the list's default order, which ends in a unique column so pages never overlap or skip rows.
 */
export function orderByFor<K extends string>(map: Record<K, AnyColumn | SQL>, sortBy: K | undefined, dir: 'asc' | 'desc', fallback: SQL[]): SQL[] {
  if (sortBy === undefined) return fallback;
  const column = map[sortBy];
  const chosen = dir === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return [chosen, ...fallback];
}

/** The `sort_by`/`sort_dir` of a list query, as a service takes them. */
export interface ListSort<K extends string> {
  sort_by?: K;
  sort_dir?: 'asc' | 'desc';
}
