// Dashboards and order reports. Every number is aggregated in SQL (GROUP BY, date_trunc) over the
// orders the caller may see: admin all (optionally one company or store), company its company,
// manager its store. Periods and report dates are read in the server's time zone, like the order
// lists (dayRange of the orders service). Exports walk the same filtered set by keyset pages of
// EXPORT_BATCH rows ordered (created_at, uuid) so that memory stays flat whatever the size.
import { and, asc, count, desc, eq, ilike, inArray, lt, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orderItems, orders, stores, users } from '../../db/schema';
import type { ConsumerOption, Dashboard, DashboardType, ReportList, ReportListQuery, ReportRow, ReportSortKey, ReportSummary } from '../../contracts/reports';
import type { OrderStatus, PaymentMethod } from '../../contracts/orders';
import { itemLinesText } from '../../contracts/report-export';
import { badRequest, likeTerm } from '../../lib/http';
import { where } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany } from '../../plugins/scope';
import { listScope, storeInScope } from '../categories/service';
import { consumerInScope, dayRange, itemCount, orderParties, orderScopeFilter, orderSearchColumns, withParties } from '../orders/service';
import { textSearch } from '../../lib/scoped-filter';
import { emptySales, isSold, saleState, soldAmount } from '../../lib/sales';
import type { SaleState } from '../../contracts/constants/reports';

type User = AuthContext['user'];

export const EXPORT_BATCH = 1000;
const CONSUMER_ROLES = ['consumer', 'company_consumer'];
const DROPDOWN_LIMIT = 1000;
/** The server's time zone: the one dayRange reads dates in, so buckets and filters agree. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Orders that are sales (server/lib/sales.ts: the one definition the reports share). */
const counted = isSold;
const num = (v: unknown) => Number(v ?? 0);

// ---- dashboards ----------------------------------------------------------------------------------

interface Period {
  from: Date;
  to: Date;
  unit: 'hour' | 'day' | 'month';
}

/** today: this local day by hour; week / month: the last 7 / 30 days with today, by day; year: the last 12 months with this one, by month. */
export function periodOf(type: DashboardType, now = new Date()): Period {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  switch (type) {
    case 'today':
      return { from: new Date(y, m, d), to: new Date(y, m, d + 1), unit: 'hour' };
    case 'week':
      return { from: new Date(y, m, d - 6), to: new Date(y, m, d + 1), unit: 'day' };
    case 'month':
      return { from: new Date(y, m, d - 29), to: new Date(y, m, d + 1), unit: 'day' };
    case 'year':
      return { from: new Date(y, m - 11, 1), to: new Date(y, m + 1, 1), unit: 'month' };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date as the server's local wall-clock time, for SQL `timestamp without time zone`. */
const localStamp = (t: Date) =>
  `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())} ${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;

interface DashboardScope {
  companyUuid?: string;
  storeUuid?: string;
  withStores: boolean;
}

/** Admin dashboard: everything, or the company / store an admin names. */
export async function adminDashboardScope(db: Db, user: User, q: { company_uuid?: string; store_uuid?: string }): Promise<DashboardScope> {
  const { companyUuid, storeUuid } = await listScope(db, user, q);
  if (storeUuid) await storeInScope(db, user, storeUuid, { companyUuid });
  return { companyUuid, storeUuid, withStores: true };
}

/** Company dashboard: the caller's company; an admin names one. */
export function companyDashboardScope(user: User, q: { company_uuid?: string }): DashboardScope {
  const companyUuid = scopeCompany(user, q.company_uuid);
  if (!companyUuid) throw badRequest('Name the company: company_uuid', [{ path: 'company_uuid', message: 'Required' }]);
  return { companyUuid, withStores: true };
}

/** Store dashboard: a manager's own store; company owners and admins name one of theirs. */
export async function storeDashboardScope(db: Db, user: User, q: { store_uuid?: string }): Promise<DashboardScope> {
  const requested = q.store_uuid ?? (user.role === 'manager' ? (user.storeUuid ?? undefined) : undefined);
  if (!requested) throw badRequest('Name the store: store_uuid', [{ path: 'store_uuid', message: 'Required' }]);
  const store = await storeInScope(db, user, requested);
  return { companyUuid: store.companyUuid, storeUuid: store.uuid, withStores: false };
}

export async function dashboard(db: Db, user: User, type: DashboardType, scope: DashboardScope, now = new Date()): Promise<Dashboard> {
  const { from, to, unit } = periodOf(type, now);
  const filter = where(
    orderScopeFilter(user),
    scope.companyUuid ? eq(orders.companyUuid, scope.companyUuid) : undefined,
    scope.storeUuid ? eq(orders.storeUuid, scope.storeUuid) : undefined,
    gte(orders.createdAt, from),
    lt(orders.createdAt, to),
  );
  const tz = serverTimeZone();
  const step = `1 ${unit}`;
  const format = unit === 'hour' ? 'YYYY-MM-DD"T"HH24:MI' : unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';

  const consumerFilter = where(
    inArray(users.role, CONSUMER_ROLES),
    gte(users.createdAt, from),
    lt(users.createdAt, to),
    scope.storeUuid
      ? sql`exists (select 1 from ${orders} where ${orders.userUuid} = ${users.uuid} and ${orders.storeUuid} = ${scope.storeUuid})`
      : scope.companyUuid
        ? eq(users.companyUuid, scope.companyUuid)
        : undefined,
  );

  // One pass over the period's orders, grouped by (bucket, status, payment method, store): at most a
  // few thousand groups, from which the status counts, the buckets, the payment mix and the top
  // stores are summed here (four scans of the same rows were the cost of a year's dashboard).
  // Grouped by the truncated timestamp and formatted afterwards: grouping on the formatted text made
  // PostgreSQL sort every row (a disk sort on a year) instead of hashing a few thousand groups.
  const CUBE_SQL = sql`
      select to_char(g.b, ${format}) as bucket, g.status, g.method, g.store_uuid, g.state, g.orders, g.total, g.sold
      from (
        select date_trunc(${unit}, ${orders.createdAt} at time zone ${tz}) as b,
               ${orders.status} as status, ${orders.paymentMethod} as method, ${orders.storeUuid} as store_uuid,
               ${saleState} as state, count(*)::int as orders, coalesce(sum(${orders.total}), 0)::float8 as total,
               coalesce(sum(${soldAmount}), 0)::float8 as sold
        from ${orders} where ${filter} group by 1, 2, 3, 4, 5
      ) as g`;
  // The option mix, from the lines' snapshots: each option (and combo choice) counted by its line's
  // quantity, named as it was sold, so renamed or deleted options still count under their old name.
  const TOP_OPTIONS_SQL = sql`
      select x.kind, x.group_name, x.name, sum(x.quantity)::float8 as quantity, sum(x.quantity * x.price)::float8 as revenue
      from (
        select 'option' as kind, o.value->>'group_name' as group_name, o.value->>'name' as name,
          ${orderItems.quantity} as quantity, (o.value->>'price')::int as price
        from ${orderItems} inner join ${orders} on ${eq(orders.uuid, orderItems.orderUuid)}
        cross join lateral jsonb_array_elements(${orderItems.options}) as o(value)
        where ${and(filter, counted)}
        union all
        select 'combo' as kind, c.value->>'slot_name' as group_name, c.value->>'name' as name,
          ${orderItems.quantity} as quantity, (c.value->>'upcharge')::int as price
        from ${orderItems} inner join ${orders} on ${eq(orders.uuid, orderItems.orderUuid)}
        cross join lateral jsonb_array_elements(${orderItems.combo}) as c(value)
        where ${and(filter, counted)}
      ) as x
      group by 1, 2, 3
      order by 4 desc, 5 desc, 2, 3, 1
      limit 10`;
  const [cubeResult, series, topProducts, [consumers], currencies, topOptions] = await Promise.all([
    db.execute(CUBE_SQL),
    db.execute(sql`
      select to_char(s.bucket, ${format}) as bucket
      from generate_series(${localStamp(from)}::timestamp, ${localStamp(to)}::timestamp - ${step}::interval, ${step}::interval) as s(bucket)
      order by s.bucket`),
    db
      .select({
        product_uuid: orderItems.productUuid,
        name: sql<string>`min(${orderItems.name})`,
        quantity: sql<number>`sum(${orderItems.quantity})::float8`,
        revenue: sql<number>`sum(${orderItems.lineTotal})::float8`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.uuid, orderItems.orderUuid))
      .where(and(filter, counted))
      .groupBy(orderItems.productUuid, sql`case when ${orderItems.productUuid} is null then ${orderItems.name} end`)
      .orderBy(desc(sql`4`), desc(sql`3`), sql`2`)
      .limit(10),
    db.select({ n: count() }).from(users).where(consumerFilter),
    db
      .selectDistinct({ currency: companies.currency })
      .from(companies)
      .where(scope.companyUuid ? eq(companies.uuid, scope.companyUuid) : user.role === 'admin' ? undefined : eq(
        companies.uuid,
        user.companyUuid ?? '00000000-0000-0000-0000-000000000000',
      )),
    db.execute(TOP_OPTIONS_SQL),
  ]);

  type CubeRow = { bucket: string; status: string; method: string; store_uuid: string; state: SaleState; orders: unknown; total: unknown; sold: unknown };
  const cube = (cubeResult.rows as CubeRow[]).map((r) => ({
    ...r,
    orders: num(r.orders),
    total: num(r.total),
    // Revenue is sales only (soldAmount of server/lib/sales.ts), as in every report.
    revenue: num(r.sold),
  }));
  const sumBy = <K extends string>(key: (r: (typeof cube)[number]) => K) => {
    const m = new Map<K, { orders: number; revenue: number; counted: number }>();
    for (const r of cube) {
      const k = key(r);
      const acc = m.get(k) ?? { orders: 0, revenue: 0, counted: 0 };
      acc.orders += r.orders;
      acc.revenue += r.revenue;
      if (r.state === 'sold') acc.counted += r.orders;
      m.set(k, acc);
    }
    return m;
  };
  const byStatus = [...sumBy((r) => r.status)].map(([status, v]) => ({ status, ...v }));
  const byBucket = sumBy((r) => r.bucket);
  const buckets = (series.rows as { bucket: string }[]).map(({ bucket }) => ({
    bucket,
    orders: byBucket.get(bucket)?.orders ?? 0,
    revenue: byBucket.get(bucket)?.revenue ?? 0,
  }));
  const mix = [...sumBy((r) => r.method)].map(([method, v]) => ({
    method,
    orders: v.orders,
    revenue: v.revenue,
  })).sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
  let topStores: { store_uuid: string; name: string; orders: number; revenue: number }[] | undefined;
  if (scope.withStores) {
    const perStore = sumBy((r) => r.store_uuid);
    const names = perStore.size
      ? new Map((await db.select({
        uuid: stores.uuid,
        name: stores.name,
      }).from(stores).where(inArray(stores.uuid, [...perStore.keys()]))).map((s) => [s.uuid, s.name]))
      : new Map<string, string>();
    topStores = [...perStore]
      .map(([store_uuid, v]) => ({ store_uuid, name: names.get(store_uuid) ?? '', orders: v.orders, revenue: v.revenue }))
      .sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, 10);
  }

  const orderCount = byStatus.reduce((s, r) => s + r.orders, 0);
  const revenue = byStatus.reduce((s, r) => s + r.revenue, 0);
  const countedOrders = byStatus.reduce((s, r) => s + r.counted, 0);
  const sales = emptySales();
  for (const r of cube) {
    const bucket = sales[r.state];
    bucket.count += r.orders;
    bucket.amount += r.total;
  }
  const result: Dashboard = {
    type,
    from: from.toISOString(),
    to: to.toISOString(),
    currency: currencies.length === 1 ? currencies[0].currency : null,
    order_count: orderCount,
    revenue,
    average_ticket: countedOrders ? Math.round(revenue / countedOrders) : 0,
    orders_by_status: Object.fromEntries(byStatus.map((r) => [r.status as OrderStatus, num(r.orders)])),
    revenue_over_time: buckets,
    top_products: topProducts.map((p) => ({ product_uuid: p.product_uuid, name: p.name, quantity: num(p.quantity), revenue: num(p.revenue) })),
    top_options: (topOptions.rows as { kind: 'option' | 'combo'; group_name: string; name: string; quantity: unknown; revenue: unknown }[]).map((r) => ({
      kind: r.kind,
      group_name: r.group_name,
      name: r.name,
      quantity: num(r.quantity),
      revenue: num(r.revenue),
    })),
    payment_mix: mix.map((r) => ({ method: r.method as PaymentMethod, orders: num(r.orders), revenue: num(r.revenue) })),
    new_consumers: num(consumers?.n),
    sales,
  };
  if (topStores) result.top_stores = topStores.map((s) => ({ store_uuid: s.store_uuid, name: s.name, orders: num(s.orders), revenue: num(s.revenue) }));
  return result;
}

// ---- order reports -------------------------------------------------------------------------------

const reportColumns = {
  uuid: orders.uuid,
  order_id: orders.orderId,
  created_at: orders.createdAt,
  ...orderParties,
  item_count: itemCount,
  subtotal: orders.subtotal,
  discount: orders.discount,
  tax: orders.tax,
  total: orders.total,
  currency: orders.currency,
  payment_method: orders.paymentMethod,
  payment_status: orders.paymentStatus,
  status: orders.status,
  /** The exact timestamp (microseconds) for the keyset cursor; a JS Date would round it to ms. */
  cursor_ts: sql<string>`${orders.createdAt}::text`,
};

type RawReportRow = { [K in keyof typeof reportColumns]: unknown } & { created_at: Date; uuid: string; cursor_ts: string };

const toReportRow = (r: RawReportRow, lines: string): ReportRow => {
  const { created_at, cursor_ts: _c, ...rest } = r;
  return { ...(rest as unknown as Omit<ReportRow, 'date'>), item_count: num(rest.item_count), date: created_at.toISOString(), item_lines: lines };
};

/** Each order's lines with their choices as one text (itemLinesText), for a page or batch of rows: one query. */
async function itemLinesOf(db: Db, orderUuids: string[]): Promise<Map<string, string>> {
  if (orderUuids.length === 0) return new Map();
  const items = await db
    .select({ orderUuid: orderItems.orderUuid, name: orderItems.name, quantity: orderItems.quantity, options: orderItems.options, combo: orderItems.combo })
    .from(orderItems)
    .where(inArray(orderItems.orderUuid, orderUuids));
  const byOrder = new Map<string, typeof items>();
  for (const it of items) byOrder.set(it.orderUuid, [...(byOrder.get(it.orderUuid) ?? []), it]);
  return new Map(orderUuids.map((u) => [u, itemLinesText(byOrder.get(u) ?? [])]));
}

async function withItemLines(db: Db, rows: RawReportRow[]): Promise<ReportRow[]> {
  const lines = await itemLinesOf(db, rows.map((r) => r.uuid));
  return rows.map((r) => toReportRow(r, lines.get(r.uuid) ?? ''));
}

export type ReportFilters = Omit<ReportListQuery, 'pagenum' | 'page' | 'limit' | 'sort_by' | 'sort_dir'>;
export interface ReportSort {
  key: ReportSortKey;
  dir: 'asc' | 'desc';
}

/** The expression each sort key orders by; ties fall back to newest first, so pages never overlap. */
const sortColumn: Record<ReportSortKey, SQL | typeof orders.createdAt> = {
  date: orders.createdAt,
  order_id: sql`${orders.orderId}`,
  store: sql`${stores.name}`,
  customer: sql`lower(coalesce(${orders.customerName}, ${users.name}, ''))`,
  items: itemCount,
  total: sql`${orders.total}`,
  payment: sql`${orders.paymentMethod}`,
  status: sql`${orders.status}`,
};

/** The WHERE of a report: the caller's scope, narrowed by the filters (each checked against the scope: 403 outside it). */
export async function reportFilter(db: Db, user: User, q: ReportFilters): Promise<SQL | undefined> {
  const { companyUuid, storeUuid } = await listScope(db, user, { company_uuid: q.company_uuid, store_uuid: q.store_uuid });
  const { from, to } = dayRange(q.start_date, q.end_date);
  const userUuid = q.user_uuid ? (await consumerInScope(db, user, q.user_uuid)).uuid : undefined;
  return where(
    orderScopeFilter(user),
    companyUuid ? eq(orders.companyUuid, companyUuid) : undefined,
    storeUuid ? eq(orders.storeUuid, storeUuid) : undefined,
    userUuid ? eq(orders.userUuid, userUuid) : undefined,
    q.order_status ? eq(orders.status, q.order_status) : undefined,
    q.payment_method ? eq(orders.paymentMethod, q.payment_method) : undefined,
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, to) : undefined,
    textSearch(q.search, orderSearchColumns),
  );
}

type StateTotals = { state: SaleState; count: unknown; subtotal: unknown; discount: unknown; tax: unknown; total: unknown; sold: unknown };

/** A report's totals from its per-state sums: the money of the sales, the count of every row, each state apart. */
function summaryOf(byState: StateTotals[]): ReportSummary {
  const states = emptySales();
  const summary: ReportSummary = { count: 0, sold_count: 0, subtotal: 0, discount: 0, tax: 0, total: 0, states };
  for (const r of byState) {
    states[r.state] = { count: num(r.count), amount: num(r.total) };
    summary.count += num(r.count);
    if (r.state !== 'sold') continue;
    summary.sold_count = num(r.count);
    summary.subtotal = num(r.subtotal);
    summary.discount = num(r.discount);
    summary.tax = num(r.tax);
    summary.total = num(r.sold);
  }
  return summary;
}

const reportQuery = (db: Db) => withParties(db.select(reportColumns).from(orders).$dynamic());

export async function reportList(
  db: Db,
  user: User,
  page: { pagenum: number; limit: number; offset: number },
  q: ReportFilters,
  sort?: ReportSort,
): Promise<ReportList> {
  const filter = await reportFilter(db, user, q);
  const first = sort ? [sort.dir === 'asc' ? asc(sortColumn[sort.key]) : desc(sortColumn[sort.key])] : [];
  const [rows, byState] = await Promise.all([
    reportQuery(db)
      .where(filter)
      .orderBy(...first, desc(orders.createdAt), desc(orders.uuid))
      .limit(page.limit)
      .offset(page.offset),
    // The totals: subtotal, discount, tax and total of the sales (server/lib/sales.ts) in the filtered
    // set, and every state's count and amount apart, so cancelled and refunded never swell the sales.
    db
      .select({
        state: saleState,
        count: count(),
        subtotal: sql<number>`coalesce(sum(${orders.subtotal}), 0)::float8`,
        discount: sql<number>`coalesce(sum(${orders.discount}), 0)::float8`,
        tax: sql<number>`coalesce(sum(${orders.tax}), 0)::float8`,
        total: sql<number>`coalesce(sum(${orders.total}), 0)::float8`,
        sold: sql<number>`coalesce(sum(${soldAmount}), 0)::float8`,
      })
      .from(orders)
      .leftJoin(users, eq(users.uuid, orders.userUuid))
      .where(filter)
      .groupBy(sql`1`),
  ]);
  const summary = summaryOf(byState);
  return {
    items: await withItemLines(db, rows as RawReportRow[]),
    total: summary.count,
    pagenum: page.pagenum,
    limit: page.limit,
    pageCount: Math.ceil(summary.count / page.limit),
    summary,
  };
}

/** Every row of the filtered report, newest first, EXPORT_BATCH at a time by keyset (never OFFSET). */
export async function* reportBatches(db: Db, filter: SQL | undefined, batchSize = EXPORT_BATCH): AsyncGenerator<ReportRow[]> {
  let cursor: { ts: string; uuid: string } | undefined;
  for (;;) {
    const after = cursor ? sql`(${orders.createdAt}, ${orders.uuid}) < (${cursor.ts}::timestamptz, ${cursor.uuid}::uuid)` : undefined;
    const rows = (await reportQuery(db)
      .where(where(filter, after))
      .orderBy(desc(orders.createdAt), desc(orders.uuid))
      .limit(batchSize)) as RawReportRow[];
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    cursor = { ts: last.cursor_ts, uuid: last.uuid };
    yield await withItemLines(db, rows);
    if (rows.length < batchSize) return;
  }
}

// ---- consumer dropdown ---------------------------------------------------------------------------

/** Consumers for the report's user filter: a company's (the caller's own unless admin), by name. */
export async function consumerDropdown(db: Db, user: User, q: { company_uuid?: string; search?: string }): Promise<ConsumerOption[]> {
  const companyUuid = scopeCompany(user, q.company_uuid);
  const term = q.search ? likeTerm(q.search) : undefined;
  return db
    .select({ uuid: users.uuid, name: users.name, mobile: users.mobile })
    .from(users)
    .where(
      where(
        inArray(users.role, CONSUMER_ROLES),
        companyUuid ? eq(users.companyUuid, companyUuid) : undefined,
        term ? or(ilike(users.name, term), ilike(users.mobile, term), ilike(users.email, term)) : undefined,
      ),
    )
    .orderBy(users.name, users.uuid)
    .limit(DROPDOWN_LIMIT);
}
