// The dashboard's "needs attention": products running out (at or below the product's low-stock
// level, else its store's, else LOW_STOCK_THRESHOLD), today's oldest open tickets and slowest
// placed-to-ready times, and today's refunds and discounts, in the caller's scope. "Today" is the
// store's day: the server's time zone (stores keep none of their own), bounded by the database's
// now() so that the figures and the tests read one clock. Discounts count sales only (server/lib/
// sales.ts), as the discounts report does; refunds count by the time they were made. The drawers:
// the open shifts with the cash each should hold now, and the shifts closed today (modules/shifts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderStatusHistory, orders, products, stores } from '../../db/schema';
import type { Attention } from '../../contracts/reports';
import { ATTENTION_LIST_LIMIT, LOW_STOCK_THRESHOLD } from '../../contracts/constants/reports';
import type { OrderStatus } from '../../contracts/orders';
import { isRefunded, isSold, saleState } from '../../lib/sales';
import { where } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { listScope } from '../categories/service';
import { drawerState } from '../shifts/service';
import { serverTimeZone } from './service';

type User = AuthContext['user'];
type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

export async function attention(db: Db, user: User, q: { company_uuid?: string; store_uuid?: string }): Promise<Attention> {
  const { companyUuid, storeUuid } = await listScope(db, user, q);
  const tz = serverTimeZone();
  const orderScope = where(
    companyUuid ? sql`${orders.companyUuid} = ${companyUuid}` : undefined,
    storeUuid ? sql`${orders.storeUuid} = ${storeUuid}` : undefined,
  ) ?? sql`true`;
  const productScope = where(
    companyUuid ? sql`${products.companyUuid} = ${companyUuid}` : undefined,
    storeUuid ? sql`${products.storeUuid} = ${storeUuid}` : undefined,
  ) ?? sql`true`;
  // The store's day around the database's now(), as instants.
  const DAY = sql`(select now() as now, (date_trunc('day', now() at time zone ${tz}) at time zone ${tz}) as day_from) as d`;
  const today = (col: SQL | typeof orders.createdAt) => sql`${col} >= d.day_from and ${col} < d.day_from + interval '1 day'`;

  // Running out: at or below the product's own level, else its store's, else LOW_STOCK_THRESHOLD.
  const level = sql`coalesce(${products.lowStockThreshold}, ${stores.lowStockThreshold}, ${LOW_STOCK_THRESHOLD})`;
  const [day, low, open, slow, refunds, discounts, currencies] = await Promise.all([
    db.execute(sql`select d.now, d.day_from, d.day_from + interval '1 day' as day_to from ${DAY}`),
    db.execute(sql`
      select ${products.uuid} as uuid, ${products.name} as name, ${stores.name} as store_name, ${products.stock} as stock,
        ${level} as threshold, count(*) over () as total
      from ${products} inner join ${stores} on ${stores.uuid} = ${products.storeUuid}
      where ${productScope} and ${products.status} = 'active' and ${products.stock} is not null and ${products.stock} <= ${level}
      order by ${products.stock}, ${products.name}, ${products.uuid}
      limit ${ATTENTION_LIST_LIMIT}`),
    db.execute(sql`
      select ${orders.uuid} as uuid, ${orders.orderId} as order_id, ${stores.name} as store_name, ${orders.status} as status,
        ${orders.createdAt} as created_at, floor(extract(epoch from d.now - ${orders.createdAt}) / 60)::int as minutes, count(*) over () as total
      from ${DAY} cross join ${orders} inner join ${stores} on ${stores.uuid} = ${orders.storeUuid}
      where ${orderScope} and ${saleState} = 'open' and ${today(orders.createdAt)}
      order by ${orders.createdAt}, ${orders.uuid}
      limit ${ATTENTION_LIST_LIMIT}`),
    db.execute(sql`
      select ${orders.uuid} as uuid, ${orders.orderId} as order_id, ${stores.name} as store_name, ${orders.createdAt} as created_at,
        floor(extract(epoch from r.ready_at - ${orders.createdAt}) / 60)::int as minutes
      from ${DAY} cross join ${orders} inner join ${stores} on ${stores.uuid} = ${orders.storeUuid}
      inner join lateral (
        select min(h.created_at) as ready_at from ${orderStatusHistory} as h where h.order_uuid = ${orders.uuid} and h.to_status = 'ready'
      ) as r on r.ready_at is not null
      where ${orderScope} and ${today(orders.createdAt)}
      order by r.ready_at - ${orders.createdAt} desc, ${orders.createdAt}, ${orders.uuid}
      limit ${ATTENTION_LIST_LIMIT}`),
    db.execute(sql`
      select count(*)::int as n, coalesce(sum(${orders.total}), 0)::float8 as amount
      from ${DAY} cross join ${orders}
      where ${orderScope} and ${isRefunded} and exists (
        select 1 from ${orderStatusHistory} as h where h.order_uuid = ${orders.uuid} and h.to_status = 'refunded' and ${today(sql`h.created_at`)})`),
    db.execute(sql`
      select count(*)::int as n, coalesce(sum(${orders.discount}), 0)::float8 as amount
      from ${DAY} cross join ${orders}
      where ${orderScope} and ${isSold} and ${orders.discount} > 0 and ${today(orders.createdAt)}`),
    db.execute(sql`select distinct ${orders.currency} as currency from ${orders} where ${orderScope} limit 2`),
  ]);
  const d = (day.rows as Raw[])[0];
  const storeDay = { from: new Date(d.day_from as string), to: new Date(d.day_to as string) };
  const drawers = await drawerState(db, { companyUuid, storeUuid }, storeDay, ATTENTION_LIST_LIMIT);
  const lowRows = low.rows as Raw[];
  const openRows = open.rows as Raw[];
  const curr = currencies.rows as { currency: string }[];
  return {
    day_from: iso(d.day_from),
    day_to: iso(d.day_to),
    now: iso(d.now),
    time_zone: tz,
    currency: curr.length === 1 ? curr[0].currency : null,
    low_stock_threshold: LOW_STOCK_THRESHOLD,
    low_stock: lowRows.map((r) => ({
      product_uuid: String(r.uuid),
      name: String(r.name),
      store_name: String(r.store_name),
      stock: num(r.stock),
      threshold: num(r.threshold),
    })),
    low_stock_count: num(lowRows[0]?.total),
    open_orders: openRows.map((r) => ({
      uuid: String(r.uuid),
      order_id: String(r.order_id),
      store_name: String(r.store_name),
      status: r.status as OrderStatus,
      created_at: iso(r.created_at),
      minutes_open: Math.max(0, num(r.minutes)),
    })),
    open_count: num(openRows[0]?.total),
    slowest_ready: (slow.rows as Raw[]).map((r) => ({
      uuid: String(r.uuid),
      order_id: String(r.order_id),
      store_name: String(r.store_name),
      created_at: iso(r.created_at),
      minutes_to_ready: Math.max(0, num(r.minutes)),
    })),
    refunds_today: { count: num((refunds.rows as Raw[])[0]?.n), amount: num((refunds.rows as Raw[])[0]?.amount) },
    discounts_today: { count: num((discounts.rows as Raw[])[0]?.n), amount: num((discounts.rows as Raw[])[0]?.amount) },
    drawers,
  };
}
