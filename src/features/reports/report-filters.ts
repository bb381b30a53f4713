// The filters of a report as they travel: in the address of /report (so a reload, a bookmark or
// the "new report" form open the same report), to the list and export calls, and as the key of
// the rows kept offline. The page, its size and the sort are the list's own (`page`, `limit`,
// `sort`, see src/components/data-list). Pure functions, no React.
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '../../../server/contracts/orders';
import type { Role } from '../../../server/contracts/common';
import { LIMITS } from '../../config/constants';

/** Which report a role reads: admins across companies, company users and executives their company, managers their store. */
export type ReportLevel = 'admin' | 'company' | 'store';
export const reportLevel = (role: Role | undefined): ReportLevel | null =>
  role === 'admin' ? 'admin' : role === 'company' || role === 'executive' ? 'company' : role === 'manager' ? 'store' : null;

export interface ReportFilters {
  company_uuid?: string;
  store_uuid?: string;
  user_uuid?: string;
  order_status?: OrderStatus;
  payment_method?: PaymentMethod;
  start_date?: string;
  end_date?: string;
  search?: string;
}

export interface ReportView {
  filters: ReportFilters;
  /** The consumer's name, shown in the picker; never sent to the server. */
  customer?: string;
}

export const FILTER_KEYS = ['company_uuid', 'store_uuid', 'user_uuid', 'order_status', 'payment_method', 'start_date', 'end_date', 'search'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined => (v && (list as readonly string[]).includes(v) ? (v as T) : undefined);

/** Reads a report from an address; anything malformed is dropped rather than sent to be refused. */
export function viewFromParams(params: URLSearchParams): ReportView {
  const get = (k: string) => params.get(k)?.trim() || null;
  const uuid = (k: string) => (UUID.test(get(k) ?? '') ? (get(k) as string) : undefined);
  const day = (k: string) => (DAY.test(get(k) ?? '') ? (get(k) as string) : undefined);
  const search = get('search') ?? undefined;
  const filters: ReportFilters = {
    company_uuid: uuid('company_uuid'),
    store_uuid: uuid('store_uuid'),
    user_uuid: uuid('user_uuid'),
    order_status: oneOf(ORDER_STATUSES, get('order_status')),
    payment_method: oneOf(PAYMENT_METHODS, get('payment_method')),
    start_date: day('start_date'),
    end_date: day('end_date'),
    search: search && search.length >= LIMITS.searchMinLength ? search.slice(0, 100) : undefined,
  };
  return {
    filters: cleanFilters(filters),
    customer: filters.user_uuid ? (get('customer') ?? undefined) : undefined,
  };
}

/** The address of a report's filters (the first page, in the list's default size and order). */
export function paramsOfView(view: ReportView): URLSearchParams {
  const p = new URLSearchParams();
  for (const k of FILTER_KEYS) {
    const v = view.filters[k];
    if (v) p.set(k, v);
  }
  if (view.filters.user_uuid && view.customer) p.set('customer', view.customer);
  return p;
}

/** The filters without empty values, in a fixed key order. */
export function cleanFilters(filters: ReportFilters): ReportFilters {
  const out: ReportFilters = {};
  for (const k of FILTER_KEYS) {
    const v = filters[k];
    if (v) (out as Record<string, string>)[k] = v;
  }
  return out;
}

/** The filters a level's routes take: a store report has no company; a manager's store is their own. */
export function filtersForLevel(level: ReportLevel, filters: ReportFilters): ReportFilters {
  const out = cleanFilters(filters);
  if (level === 'store') {
    delete out.company_uuid;
    delete out.store_uuid;
  }
  return out;
}

/** What is wrong with a set of filters before it is sent, as i18n keys of the reports namespace by field. */
export function filterProblems(filters: ReportFilters): Partial<Record<'start_date' | 'end_date', string>> {
  if (filters.start_date && filters.end_date && filters.start_date > filters.end_date) return { end_date: 'filters.dateOrder' };
  return {};
}

export const PERIODS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The dates of a named period in local time, both ends included; custom keeps what was typed. */
export function periodDates(period: Exclude<Period, 'custom'>, now = new Date()): { start_date: string; end_date: string } {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  switch (period) {
    case 'today':
      return { start_date: ymd(now), end_date: ymd(now) };
    case 'yesterday': {
      const day = new Date(y, m, d - 1);
      return { start_date: ymd(day), end_date: ymd(day) };
    }
    case 'last7':
      return { start_date: ymd(new Date(y, m, d - 6)), end_date: ymd(now) };
    case 'thisMonth':
      return { start_date: ymd(new Date(y, m, 1)), end_date: ymd(now) };
    case 'lastMonth':
      return { start_date: ymd(new Date(y, m - 1, 1)), end_date: ymd(new Date(y, m, 0)) };
  }
}

/** Which named period a pair of dates is, or custom. */
export function periodOfDates(start: string | undefined, end: string | undefined, now = new Date()): Period {
  for (const p of PERIODS) {
    if (p === 'custom') continue;
    const dates = periodDates(p, now);
    if (dates.start_date === start && dates.end_date === end) return p;
  }
  return 'custom';
}
