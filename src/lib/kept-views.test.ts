import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard, ReportList, ReportRow } from '../../server/contracts/reports';
import { ApiError } from './api-client';
import {
  clearKeptViews,
  dashboardScopeKey,
  keepDashboard,
  keepListPage,
  keepReportPage,
  keptDashboard,
  keptListPage,
  keptReportPage,
  keptReportRows,
  keyOf,
  listKeptReports,
  loadKeeping,
  MAX_KEPT_LIST_PAGES,
  MAX_KEPT_REPORT_PAGES,
} from './kept-views';

const dashboard = (orders: number): Dashboard => ({
  type: 'month',
  from: '2026-10-24T00:00:00.000Z',
  to: '2026-11-23T00:00:00.000Z',
  currency: 'INR',
  order_count: orders,
  revenue: orders * 1000,
  average_ticket: 1000,
  orders_by_status: { completed: orders },
  revenue_over_time: [],
  top_products: [],
  payment_mix: [],
  new_consumers: 0,
});

const row = (n: number, date: string, status: ReportRow['status'] = 'completed'): ReportRow => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  order_id: `ORD-${String(n).padStart(8, '0')}`,
  date,
  company_uuid: 'c',
  company_name: 'Acme Foods',
  store_uuid: 's',
  store_name: 'Acme HQ',
  user_uuid: null,
  customer_name: 'Walk In',
  customer_mobile: null,
  item_count: 1,
  subtotal: 1000,
  discount: 0,
  tax: 50,
  total: 1050,
  currency: 'INR',
  payment_method: 'counter',
  payment_status: 'paid',
  status,
});

const list = (items: ReportRow[], total: number): ReportList => ({
  items,
  total,
  pagenum: 0,
  limit: 10,
  pageCount: Math.ceil(total / 10),
  summary: { count: total, subtotal: 0, discount: 0, tax: 0, total: 0 },
});

beforeEach(async () => {
  await clearKeptViews();
});

describe('keyOf', () => {
  it('gives the same key whatever the order of the filters, and ignores empty ones', () => {
    expect(keyOf({ b: '2', a: '1', c: '' })).toBe(keyOf({ a: '1', b: '2', d: undefined }));
    expect(keyOf({ a: '1' })).not.toBe(keyOf({ a: '2' }));
    expect(keyOf({ search: 'a&b=c' })).toBe('search=a%26b%3Dc');
  });
});

describe('kept dashboards', () => {
  it('keeps the last dashboard per user, scope and period, with its time', async () => {
    const month = dashboardScopeKey('store', 'month');
    await keepDashboard('u1', month, dashboard(5), 1000);
    await keepDashboard('u1', month, dashboard(7), 2000);
    await keepDashboard('u1', dashboardScopeKey('store', 'year'), dashboard(70), 3000);
    await keepDashboard('u2', month, dashboard(99), 4000);
    expect(await keptDashboard('u1', month)).toMatchObject({ loadedAt: 2000, data: { order_count: 7 } });
    expect((await keptDashboard('u1', dashboardScopeKey('store', 'year')))?.data.order_count).toBe(70);
    expect((await keptDashboard('u2', month))?.data.order_count).toBe(99);
    expect(await keptDashboard('u1', dashboardScopeKey('admin', 'month', 'acme'))).toBeUndefined();
  });
});

describe('kept reports', () => {
  const filters = { level: 'store', start_date: '2026-11-01' };

  it('keeps each page of a report and gathers the rows of all pages once each, newest first', async () => {
    const r1 = row(1, '2026-11-20T10:00:00.000Z');
    const r2 = row(2, '2026-11-19T10:00:00.000Z');
    const r3 = row(3, '2026-11-18T10:00:00.000Z');
    await keepReportPage('u1', filters, 'p=1', list([r3], 3), 1000);
    await keepReportPage('u1', filters, 'p=0', list([r1, r2], 3), 2000);
    // The same order kept again later, its status moved on: the newer copy wins.
    await keepReportPage('u1', filters, 'p=0&sort=total', list([{ ...r2, status: 'refunded' }, r1], 3), 3000);
    await keepReportPage('u1', { level: 'store' }, 'p=0', list([row(9, '2026-11-21T10:00:00.000Z')], 1), 4000);

    expect((await keptReportPage('u1', { start_date: '2026-11-01', level: 'store' }, 'p=1'))?.data.items).toEqual([r3]);
    const kept = await keptReportRows('u1', filters);
    expect(kept.rows.map((r) => r.order_id)).toEqual([r1.order_id, r2.order_id, r3.order_id]);
    expect(kept.rows[1].status).toBe('refunded');
    expect(kept).toMatchObject({ total: 3, loadedAt: 1000 });
    expect((await keptReportRows('u2', filters)).rows).toEqual([]);

    const listed = await listKeptReports('u1');
    expect(listed).toEqual([
      { filters: { level: 'store' }, loadedAt: 4000, total: 1 },
      { filters, loadedAt: 3000, total: 3 },
    ]);
  });

  it(`keeps only the newest ${MAX_KEPT_REPORT_PAGES} pages of a user`, async () => {
    for (let i = 0; i < MAX_KEPT_REPORT_PAGES + 3; i++) await keepReportPage('u1', filters, `p=${i}`, list([row(i, '2026-11-20T10:00:00.000Z')], 50), 1000 + i);
    await keepReportPage('u2', filters, 'p=0', list([], 0), 1);
    expect(await keptReportPage('u1', filters, 'p=0')).toBeUndefined();
    expect(await keptReportPage('u1', filters, 'p=2')).toBeUndefined();
    expect(await keptReportPage('u1', filters, 'p=3')).toBeDefined();
    expect((await keptReportRows('u1', filters)).rows).toHaveLength(MAX_KEPT_REPORT_PAGES);
    // Another user's pages are not counted against this one.
    expect(await keptReportPage('u2', filters, 'p=0')).toBeDefined();
  });

  it('forgets other users, or everyone', async () => {
    await keepDashboard('u1', 'd', dashboard(1));
    await keepDashboard('u2', 'd', dashboard(2));
    await keepReportPage('u1', filters, 'p=0', list([], 0));
    await keepReportPage('u2', filters, 'p=0', list([], 0));
    await clearKeptViews('u1');
    expect(await keptDashboard('u1', 'd')).toBeDefined();
    expect(await keptDashboard('u2', 'd')).toBeUndefined();
    expect(await keptReportPage('u2', filters, 'p=0')).toBeUndefined();
    await clearKeptViews();
    expect(await keptDashboard('u1', 'd')).toBeUndefined();
    expect(await listKeptReports('u1')).toEqual([]);
  });
});

describe('kept list pages', () => {
  const page = (name: string) => ({ items: [{ uuid: name, name }], total: 1, pagenum: 0, limit: 10, pageCount: 1 });

  it('keeps a page per user, list and query, only the newest of a user, and forgets them on sign-out', async () => {
    await clearKeptViews();
    await keepListPage('u1', 'categories', 'limit=10&pagenum=0', page('a'), 5);
    await keepListPage('u2', 'categories', 'limit=10&pagenum=0', page('b'), 6);
    expect(await keptListPage('u1', 'categories', 'limit=10&pagenum=0')).toMatchObject({ data: page('a'), loadedAt: 5 });
    expect(await keptListPage('u1', 'products', 'limit=10&pagenum=0')).toBeUndefined();
    for (let i = 0; i < MAX_KEPT_LIST_PAGES; i++) await keepListPage('u1', 'orders', `pagenum=${i}`, page(`o${i}`), 100 + i);
    expect(await keptListPage('u1', 'categories', 'limit=10&pagenum=0')).toBeUndefined();
    expect(await keptListPage('u1', 'orders', 'pagenum=0')).toBeDefined();
    expect(await keptListPage('u2', 'categories', 'limit=10&pagenum=0')).toBeDefined();
    await clearKeptViews('u1');
    expect(await keptListPage('u2', 'categories', 'limit=10&pagenum=0')).toBeUndefined();
    await clearKeptViews();
    expect(await keptListPage('u1', 'orders', 'pagenum=0')).toBeUndefined();
  });
});

describe('loadKeeping', () => {
  const scope = dashboardScopeKey('store', 'today');
  const keep = (d: Dashboard, at: number) => keepDashboard('u1', scope, d, at);
  const read = () => keptDashboard('u1', scope);

  it('keeps what it loads and answers it as fresh', async () => {
    const res = await loadKeeping(async () => dashboard(3), keep, read);
    expect(res).toEqual({ data: dashboard(3), keptAt: null });
    expect((await read())?.data.order_count).toBe(3);
  });

  it('answers the kept data with its time when the network is gone', async () => {
    await keepDashboard('u1', scope, dashboard(4), 1234);
    const res = await loadKeeping(
      () => Promise.reject(new ApiError('Network Error', null)),
      keep,
      read,
    );
    expect(res).toEqual({ data: dashboard(4), keptAt: 1234 });
  });

  it('throws a refusal or a server error as it is, and a network failure when nothing was kept', async () => {
    await keepDashboard('u1', scope, dashboard(4), 1234);
    await expect(loadKeeping(() => Promise.reject(new ApiError('Forbidden', 403)), keep, read)).rejects.toThrow('Forbidden');
    await expect(loadKeeping(() => Promise.reject(new ApiError('Boom', 500)), keep, read)).rejects.toThrow('Boom');
    await clearKeptViews();
    await expect(loadKeeping(() => Promise.reject(new ApiError('Network Error', null)), keep, read)).rejects.toThrow('Network Error');
  });
});
