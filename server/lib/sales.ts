// What counts as a sale: ONE definition for the dashboards, the order report's totals and every
// breakdown report (product mix, hours, cashiers, payment methods, tax, discounts), so that their
// figures cannot drift apart. An order is
//   sold       once it is completed (handed over): its total counts;
//   open       while it is placed, accepted, preparing or ready: shown apart, not yet a sale;
//   cancelled  never a sale: shown apart;
//   refunded   given back in full (status and payment_status 'refunded'): shown apart.
// Partial refunds (the till's per-line refunds, table `refunds`) are subtracted in `soldAmount`
// below (total minus what was given back), and nowhere else.
import { sql, type SQL } from 'drizzle-orm';
import { orders, refunds } from '../db/schema';
import type { SaleState, SalesBreakdown } from '../contracts/constants/reports';

/** An order that is a sale. */
export const isSold: SQL = sql`${orders.status} = 'completed'`;

/** An order given back in full. */
export const isRefunded: SQL = sql`${orders.status} = 'refunded'`;

/** Which of SALE_STATES an order is in. */
export const saleState: SQL<SaleState> = sql<SaleState>`case when ${isSold} then 'sold' when ${isRefunded} then 'refunded'
  when ${orders.status} = 'cancelled' then 'cancelled' else 'open' end`;

/** What a sold order's partial refunds gave back (minor units). */
const partlyRefunded: SQL<number> = sql<number>`(select coalesce(sum(r.amount), 0) from ${refunds} r where r.order_uuid = ${orders.uuid})`;

/** What an order adds to sales (minor units): its total less what partial refunds gave back when sold, else 0. */
export const soldAmount: SQL<number> = sql<number>`case when ${isSold} then ${orders.total} - ${partlyRefunded} else 0 end`;

/** Every state at zero: what a breakdown starts from. */
export const emptySales = (): SalesBreakdown => ({
  sold: { count: 0, amount: 0 },
  open: { count: 0, amount: 0 },
  cancelled: { count: 0, amount: 0 },
  refunded: { count: 0, amount: 0 },
});
