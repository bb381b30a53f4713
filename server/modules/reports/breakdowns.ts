// The breakdown reports (contracts BREAKDOWN_KINDS): the sales of a report's filters grouped by
// product, option, hour of the day, cashier, payment method, day (tax) and coupon, and the orders
// refunded. Every kind reads the same WHERE as the order report (reportFilter: scope, period and
// filters, 403 outside the caller's scope) and the one definition of a sale (server/lib/sales.ts),
// so a breakdown's total is the order report's total and the dashboard's revenue. Each answer is one
// aggregate query (GROUP BY in SQL); a breakdown is small (a row per product, hour, method…), so it
// is answered whole and exported from memory.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, orderItems, orderStatusHistory, orders, stores, users } from '../../db/schema';
import type { Breakdown, BreakdownQuery, BreakdownRow, BreakdownTotals } from '../../contracts/reports';
import type { BreakdownKind } from '../../contracts/constants/reports';
import { isRefunded, isSold, soldAmount } from '../../lib/sales';
import type { AuthContext } from '../../plugins/auth';
import { reportFilter, serverTimeZone, type ReportFilters } from './service';

type User = AuthContext['user'];
type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The orders of the report (its filter) joined as the order report joins them (the search reads the account). */
const FROM = sql`${orders} left join ${users} on ${users.uuid} = ${orders.userUuid}`;

/** The money of a group of orders: net before tax, discount, tax and the sales amount. */
const ORDER_SUMS = sql`count(*)::int as orders, 0 as quantity,
  coalesce(sum(${orders.subtotal} - ${orders.discount}), 0)::float8 as net,
  coalesce(sum(${orders.discount}), 0)::float8 as discount,
  coalesce(sum(${orders.tax}), 0)::float8 as tax,
  coalesce(sum(${soldAmount}), 0)::float8 as amount`;

/** Sold orders grouped by a key (with its label and group), biggest sales first. */
const ordersBy = (filter: SQL, key: SQL, label: SQL, group: SQL = sql`null`) => sql`
  select ${key} as key, ${label} as label, ${group} as grp, ${ORDER_SUMS}, null as at
  from ${FROM} where ${filter} and ${isSold}
  group by 1, 2, 3 order by amount desc, orders desc, 2, 1`;

function kindQuery(kind: BreakdownKind, filter: SQL, tz: string): SQL {
  const sold = sql`${filter} and ${isSold}`;
  switch (kind) {
    case 'products':
      // Per product (each store's own), named as sold, with its store; a deleted product keeps its sold name as its key.
      return sql`
        select coalesce(${orderItems.productUuid}::text, 'name:' || ${orderItems.name}) as key, min(${orderItems.name}) as label, min(${stores.name}) as grp,
          count(distinct ${orders.uuid})::int as orders, coalesce(sum(${orderItems.quantity}), 0)::float8 as quantity,
          coalesce(sum(${orderItems.lineTotal}), 0)::float8 as net, 0 as discount, 0 as tax,
          coalesce(sum(${orderItems.lineTotal}), 0)::float8 as amount, null as at
        from ${orderItems} inner join (${FROM}) on ${orders.uuid} = ${orderItems.orderUuid}
        inner join ${stores} on ${stores.uuid} = ${orders.storeUuid}
        where ${sold}
        group by 1 order by amount desc, quantity desc, 2, 1`;
    case 'options':
      // Each chosen option (and combo choice) from the lines' snapshots, counted by its line's quantity.
      return sql`
        select x.kind || '|' || x.grp || '|' || x.name as key, x.name as label, x.grp as grp,
          count(distinct x.order_uuid)::int as orders, sum(x.quantity)::float8 as quantity,
          sum(x.quantity * x.price)::float8 as net, 0 as discount, 0 as tax, sum(x.quantity * x.price)::float8 as amount, null as at
        from (
          select 'option' as kind, o.value->>'group_name' as grp, o.value->>'name' as name, ${orders.uuid} as order_uuid,
            ${orderItems.quantity} as quantity, coalesce((o.value->>'price')::int, 0) as price
          from ${orderItems} inner join (${FROM}) on ${orders.uuid} = ${orderItems.orderUuid}
          cross join lateral jsonb_array_elements(${orderItems.options}) as o(value)
          where ${sold}
          union all
          select 'combo' as kind, c.value->>'slot_name' as grp, c.value->>'name' as name, ${orders.uuid} as order_uuid,
            ${orderItems.quantity} as quantity, coalesce((c.value->>'upcharge')::int, 0) as price
          from ${orderItems} inner join (${FROM}) on ${orders.uuid} = ${orderItems.orderUuid}
          cross join lateral jsonb_array_elements(${orderItems.combo}) as c(value)
          where ${sold}
        ) as x
        group by x.kind, x.grp, x.name order by quantity desc, amount desc, 3, 2`;
    case 'hours': {
      const hour = sql`lpad(extract(hour from ${orders.createdAt} at time zone ${tz})::int::text, 2, '0')`;
      return ordersBy(filter, hour, hour);
    }
    case 'cashiers':
      // Who took the order; orders nobody took at a till (app, kiosk) grouped by their channel.
      return sql`
        select coalesce(${orders.createdByUuid}::text, 'channel:' || ${orders.channel}) as key, min(cashier.name) as label,
          case when ${orders.createdByUuid} is null then ${orders.channel} end as grp, ${ORDER_SUMS}, null as at
        from ${FROM} left join ${users} as cashier on cashier.uuid = ${orders.createdByUuid}
        where ${sold}
        group by 1, 3 order by amount desc, orders desc, 2, 1`;
    case 'payments':
      return ordersBy(filter, sql`${orders.paymentMethod}`, sql`${orders.paymentMethod}`);
    case 'tax': {
      const day = sql`to_char(${orders.createdAt} at time zone ${tz}, 'YYYY-MM-DD')`;
      return sql`
        select ${day} as key, ${day} as label, null as grp, ${ORDER_SUMS}, null as at
        from ${FROM} where ${sold} group by 1, 2 order by 1`;
    }
    case 'discounts':
      return sql`
        select coalesce(${orders.couponUuid}::text, 'manual') as key, min(${coupons.code}) as label, null as grp, ${ORDER_SUMS}, null as at
        from ${FROM} left join ${coupons} on ${coupons.uuid} = ${orders.couponUuid}
        where ${sold} and ${orders.discount} > 0
        group by 1 order by discount desc, orders desc, 2, 1`;
    case 'refunds':
      // Orders given back in full; when, from their history. Per-line refunds will join here.
      return sql`
        select ${orders.uuid}::text as key, ${orders.orderId} as label, ${orders.paymentMethod} as grp,
          1 as orders, 0 as quantity, (${orders.subtotal} - ${orders.discount})::float8 as net, ${orders.discount}::float8 as discount,
          ${orders.tax}::float8 as tax, ${orders.total}::float8 as amount,
          (select max(h.created_at) from ${orderStatusHistory} as h where h.order_uuid = ${orders.uuid} and h.to_status = 'refunded') as at
        from ${FROM} where ${filter} and ${isRefunded}
        order by at desc nulls last, ${orders.createdAt} desc, 1`;
  }
}

const toRow = (r: Raw): BreakdownRow => ({
  key: String(r.key),
  label: text(r.label),
  group: text(r.grp),
  orders: num(r.orders),
  quantity: num(r.quantity),
  net: num(r.net),
  discount: num(r.discount),
  tax: num(r.tax),
  amount: num(r.amount),
  at: r.at === null || r.at === undefined ? null : new Date(r.at as string | Date).toISOString(),
});

const zeroRow = (key: string): BreakdownRow => ({ key, label: key, group: null, orders: 0, quantity: 0, net: 0, discount: 0, tax: 0, amount: 0, at: null });

export async function breakdown(db: Db, user: User, q: BreakdownQuery): Promise<Breakdown> {
  const { kind, ...filters } = q;
  const filter = (await reportFilter(db, user, filters as ReportFilters)) ?? sql`true`;
  const tz = serverTimeZone();
  const [result, currencies, distinct] = await Promise.all([
    db.execute(kindQuery(kind, filter, tz)),
    db.execute(sql`select distinct ${orders.currency} as currency from ${FROM} where ${filter} limit 2`),
    // The product and option mixes count an order once in their total, not once per product.
    kind === 'products' || kind === 'options'
      ? db.execute(sql`select count(*)::int as n from ${FROM} where ${filter} and ${isSold}
          and exists (select 1 from ${orderItems} where ${orderItems.orderUuid} = ${orders.uuid})`)
      : undefined,
  ]);
  let rows = (result.rows as Raw[]).map(toRow);
  // Every hour of the day, the quiet ones too, in clock order.
  if (kind === 'hours') {
    const byHour = new Map(rows.map((r) => [r.key, r]));
    rows = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')).map((h) => byHour.get(h) ?? zeroRow(h));
  }
  const totals: BreakdownTotals = { orders: 0, quantity: 0, net: 0, discount: 0, tax: 0, amount: 0 };
  for (const r of rows) for (const k of Object.keys(totals) as (keyof BreakdownTotals)[]) totals[k] += r[k];
  if (distinct) totals.orders = num((distinct.rows as Raw[])[0]?.n);
  const curr = currencies.rows as { currency: string }[];
  return { kind, currency: curr.length === 1 ? curr[0].currency : null, time_zone: tz, rows, totals };
}
