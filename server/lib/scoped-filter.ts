// The filters that tenant-scoped lists and look-ups repeat: a row's company and store against the
// caller's scope, and the text search over a list's columns.
import { eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { likeTerm } from './http';
import { where } from './sql';

/** The uuids a query is limited to; one left out (an administrator, or no filter asked) limits nothing. */
export interface TenantScope {
  companyUuid?: string;
  storeUuid?: string;
}

/** The columns that place a row in a company and a store: a scoped table itself names them so. */
export interface TenantColumns {
  companyUuid?: AnyColumn;
  storeUuid?: AnyColumn;
}

/** The row's company and store equal to the scope's (undefined when the scope limits neither). */
export function inTenant(columns: TenantColumns, scope: TenantScope): SQL | undefined {
  return where(
    columns.companyUuid && scope.companyUuid ? eq(columns.companyUuid, scope.companyUuid) : undefined,
    columns.storeUuid && scope.storeUuid ? eq(columns.storeUuid, scope.storeUuid) : undefined,
  );
}

/** A page of a list as the services take it: `offset` rows skipped, `limit` rows, an optional search text. */
export interface ListPage {
  pagenum: number;
  limit: number;
  offset: number;
  search?: string;
}

/**
 * Rows where any of the columns contains the search text (case-insensitive, LIKE wildcards taken
 * literally); `extra` adds conditions built from the same escaped term. No text: no filter.
 */
export function textSearch(search: string | undefined, columns: (AnyColumn | SQL)[], ...extra: ((term: string) => SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const term = likeTerm(search);
  return or(...columns.map((c) => ilike(c, term)), ...extra.map((e) => e(term)));
}
