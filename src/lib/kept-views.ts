// Kept views: the last dashboards and report pages each back-office user loaded, kept in IndexedDB
// (database 'cafeteria-kept', apart from the sync database) with the time they were loaded, so
// that without a network the screens still show them and say how old they are. A dashboard is
// kept per (user, scope, period); a report page per (user, filters, page). Only the newest
// MAX_KEPT_REPORT_PAGES report pages of a user stay, and signing out clears everything (a shared
// back-office PC must not show one manager's figures to the next person).
import type { default as Dexie, Table } from 'dexie';
import type { Paged } from '../../server/contracts/common';
import type { Dashboard, ReportList, ReportRow } from '../../server/contracts/reports';
import { ApiError } from './api-client';

export const KEPT_DB_NAME = 'cafeteria-kept';
/** Report pages kept per user; the oldest loaded go first. */
export const MAX_KEPT_REPORT_PAGES = 40;

export interface KeptDashboardRecord {
  /** `${user}|${scope}` */
  id: string;
  user: string;
  /** level, company and period, e.g. "store||month" (see dashboardScopeKey). */
  scope: string;
  data: Dashboard;
  loadedAt: number;
}

export interface KeptReportRecord {
  /** `${user}|${filters}|${page}` */
  id: string;
  user: string;
  /** The canonical key of the report's level and filters (keyOf): the same filters give the same key. */
  filters: string;
  /** The filters themselves, to reopen the report from a list of kept ones. */
  params: Record<string, string>;
  /** Page, page size and sort, canonical. */
  page: string;
  data: ReportList;
  loadedAt: number;
}

/** A page of a back-office list (see src/components/data-list), kept per (user, list, query). */
export interface KeptListRecord {
  /** `${user}|${list}|${query}` */
  id: string;
  user: string;
  data: Paged<unknown>;
  loadedAt: number;
}

/** List pages kept per user; the oldest loaded go first. */
export const MAX_KEPT_LIST_PAGES = 60;

type KeptDatabase = Dexie & {
  dashboards: Table<KeptDashboardRecord, string>;
  reports: Table<KeptReportRecord, string>;
  lists: Table<KeptListRecord, string>;
};
/** Dexie's class, once loaded (its minKey and maxKey bound the range queries). */
let DexieClass: typeof Dexie | null = null;

let db: Promise<KeptDatabase> | null = null;
/** The database, opened on first use: Dexie is loaded then, not with a first screen (issue 13). */
const kept = (): Promise<KeptDatabase> =>
  (db ??= import('dexie').then(
    ({ default: LoadedDexie }) => {
      DexieClass = LoadedDexie;
      const d = new LoadedDexie(KEPT_DB_NAME) as KeptDatabase;
      d.version(1).stores({
        dashboards: 'id, user, loadedAt',
        reports: 'id, user, [user+filters], [user+loadedAt]',
      });
      d.version(2).stores({ lists: 'id, user, [user+loadedAt]' });
      return d;
    },
    (error: unknown) => {
      db = null;
      throw error;
    },
  ));

/** Drops a user's oldest kept pages of a table beyond the newest `max` (its [user+loadedAt] index, ascending). */
async function keepNewest(table: Table<{ id: string }, string>, user: string, max: number): Promise<void> {
  const all = await table.where('[user+loadedAt]').between([user, DexieClass!.minKey], [user, DexieClass!.maxKey]).primaryKeys();
  if (all.length > max) await table.bulkDelete(all.slice(0, all.length - max));
}

/** A stable key of a parameter object: keys sorted, empty values dropped, so {a,b} and {b,a} agree. */
export function keyOf(params: Record<string, string | number | boolean | null | undefined>): string {
  return Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(params[k]))}`)
    .join('&');
}

export const dashboardScopeKey = (level: string, type: string, companyUuid?: string): string => keyOf({ level, type, company_uuid: companyUuid });

// ---- dashboards ----

export async function keepDashboard(user: string, scope: string, data: Dashboard, loadedAt = Date.now()): Promise<void> {
  await (await kept()).dashboards.put({ id: `${user}|${scope}`, user, scope, data, loadedAt });
}

export async function keptDashboard(user: string, scope: string): Promise<KeptDashboardRecord | undefined> {
  return (await kept()).dashboards.get(`${user}|${scope}`);
}

// ---- other figures: breakdown reports, the dashboard's needs-attention ----

/**
 * Figures of a scope other than a dashboard (a breakdown report, the needs-attention panel), kept in
 * the dashboards table under their own scope key (`breakdown|…`, `attention|…`), per user.
 */
export async function keepFigures<T>(user: string, scope: string, data: T, loadedAt = Date.now()): Promise<void> {
  await (await kept()).dashboards.put({ id: `${user}|${scope}`, user, scope, data: data as unknown as Dashboard, loadedAt });
}

export async function keptFigures<T>(user: string, scope: string): Promise<{ data: T; loadedAt: number } | undefined> {
  const found = await (await kept()).dashboards.get(`${user}|${scope}`);
  return found ? { data: found.data as unknown as T, loadedAt: found.loadedAt } : undefined;
}

// ---- reports ----

export async function keepReportPage(
  user: string,
  filters: Record<string, string>,
  page: string,
  data: ReportList,
  loadedAt = Date.now(),
): Promise<void> {
  const key = keyOf(filters);
  const k = await kept();
  await k.transaction('rw', k.reports, async () => {
    await k.reports.put({ id: `${user}|${key}|${page}`, user, filters: key, params: filters, page, data, loadedAt });
    await keepNewest(k.reports, user, MAX_KEPT_REPORT_PAGES);
  });
}

export async function keptReportPage(user: string, filters: Record<string, string>, page: string): Promise<KeptReportRecord | undefined> {
  return (await kept()).reports.get(`${user}|${keyOf(filters)}|${page}`);
}

export interface KeptRows {
  /** Every row kept for these filters, from any page, once each, newest first (the export's order). */
  rows: ReportRow[];
  /** How many rows the filtered report had when last loaded. */
  total: number;
  /** The oldest load among the pages the rows come from. */
  loadedAt: number | null;
}

/** The rows kept for one report's filters, gathered from every page loaded: what an offline export can hold. */
export async function keptReportRows(user: string, filters: Record<string, string>): Promise<KeptRows> {
  const pages = await (await kept()).reports.where('[user+filters]').equals([user, keyOf(filters)]).toArray();
  const byUuid = new Map<string, ReportRow>();
  let total = 0;
  let loadedAt: number | null = null;
  // Newer pages win when the same order was kept twice (its status may have moved on).
  for (const p of [...pages].sort((a, b) => a.loadedAt - b.loadedAt)) {
    for (const row of p.data.items) byUuid.set(row.uuid, row);
    total = p.data.total;
    loadedAt = loadedAt === null ? p.loadedAt : Math.min(loadedAt, p.loadedAt);
  }
  const rows = [...byUuid.values()].sort((a, b) => (a.date === b.date ? (a.uuid < b.uuid ? 1 : -1) : a.date < b.date ? 1 : -1));
  return { rows, total, loadedAt };
}

export interface KeptReportSummary {
  filters: Record<string, string>;
  loadedAt: number;
  total: number;
}

/** The reports a user has kept on this device (one entry per set of filters), newest first. */
export async function listKeptReports(user: string): Promise<KeptReportSummary[]> {
  const pages = await (await kept()).reports.where('user').equals(user).toArray();
  const byFilters = new Map<string, KeptReportSummary>();
  for (const p of pages) {
    const seen = byFilters.get(p.filters);
    if (!seen || seen.loadedAt < p.loadedAt) byFilters.set(p.filters, { filters: p.params, loadedAt: p.loadedAt, total: p.data.total });
  }
  return [...byFilters.values()].sort((a, b) => b.loadedAt - a.loadedAt);
}

// ---- list pages ----

export async function keepListPage(user: string, list: string, query: string, data: Paged<unknown>, loadedAt = Date.now()): Promise<void> {
  const k = await kept();
  await k.transaction('rw', k.lists, async () => {
    await k.lists.put({ id: `${user}|${list}|${query}`, user, data, loadedAt });
    await keepNewest(k.lists, user, MAX_KEPT_LIST_PAGES);
  });
}

export async function keptListPage(user: string, list: string, query: string): Promise<KeptListRecord | undefined> {
  return (await kept()).lists.get(`${user}|${list}|${query}`);
}

// ---- clearing ----

/** Forgets everything kept on this device (sign-out), or everything but one user's views. */
export async function clearKeptViews(exceptUser?: string): Promise<void> {
  const k = await kept();
  await k.transaction('rw', k.dashboards, k.reports, k.lists, async () => {
    if (!exceptUser) {
      await Promise.all([k.dashboards.clear(), k.reports.clear(), k.lists.clear()]);
      return;
    }
    await Promise.all([
      k.dashboards.where('user').notEqual(exceptUser).delete(),
      k.reports.where('user').notEqual(exceptUser).delete(),
      k.lists.where('user').notEqual(exceptUser).delete(),
    ]);
  });
}

// ---- loading with a kept fallback ----

/** True when a failure means "no network", not "the server said no": only then is kept data shown. */
export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError ? error.isNetwork : typeof navigator !== 'undefined' && navigator.onLine === false;
}

export interface KeptResult<T> {
  data: T;
  /** When the data shown was loaded if it comes from the device (offline); null when it is fresh. */
  keptAt: number | null;
}

/**
 * Loads fresh data and keeps it; when the load fails for lack of network answers what was kept, with
 * its time. A refusal (4xx) or a server error is thrown as it is: stale figures must not hide it.
 * Keeping is best effort: a full or blocked IndexedDB never fails the screen.
 */
export async function loadKeeping<T>(
  load: () => Promise<T>,
  keep: (data: T, loadedAt: number) => Promise<void>,
  read: () => Promise<{ data: T; loadedAt: number } | undefined>,
): Promise<KeptResult<T>> {
  try {
    const data = await load();
    await keep(data, Date.now()).catch((err: unknown) => console.warn('Could not keep the view for offline use', err));
    return { data, keptAt: null };
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    const found = await read().catch(() => undefined);
    if (!found) throw error;
    return { data: found.data, keptAt: found.loadedAt };
  }
}
