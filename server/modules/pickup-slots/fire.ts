// When the kitchen sees an order: an order placed for a pickup slot is "scheduled" until its fire
// time (the slot's start less the store's prep lead time, order_pickup_slots.fire_at); every other
// order is fired when placed. These conditions are the one definition for every query that builds a
// kitchen or queue view (the order lists' `scheduled` filter, the wait estimate, and the kitchen
// stations' boards): an order is on the board only when fired. `at` is the clock to read against —
// the database's now() unless a caller (a test, a preview) names its own instant.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const clock = (at?: Date) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/** True for an order (by its uuid column) whose kitchen time has come: no slot still held, or its fire_at is at or before `at`. */
export const firedCondition = (orderUuid: AnyColumn | SQL, at?: Date): SQL =>
  sql`not exists (select 1 from order_pickup_slots ps where ps.order_uuid = ${orderUuid} and ps.released_at is null and ps.fire_at > ${clock(at)})`;

/** True for an order still scheduled: held in a slot whose fire time is after `at`. */
export const scheduledCondition = (orderUuid: AnyColumn | SQL, at?: Date): SQL =>
  sql`exists (select 1 from order_pickup_slots ps where ps.order_uuid = ${orderUuid} and ps.released_at is null and ps.fire_at > ${clock(at)})`;

/**
 * The same test as SQL text for hand-written statements (lib/statement.ts): `alias` is the orders
 * table's alias in that statement; compared with the database's now().
 */
export const firedSqlText = (alias: string) =>
  `not exists (select 1 from order_pickup_slots ps where ps.order_uuid = ${alias}.uuid and ps.released_at is null and ps.fire_at > now())`;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** An order's pickup slot start as ISO text (UTC), for selects beside an order row; null without a slot. */
export const pickupSlotColumn = (orderUuid: AnyColumn | SQL) =>
  sql<string | null>`(select to_char(ps.slot_start at time zone 'UTC', ${sql.raw(ISO)}) from order_pickup_slots ps where ps.order_uuid = ${orderUuid})`;
/** An order's fire time as ISO text (UTC); null without a slot. */
export const fireAtColumn = (orderUuid: AnyColumn | SQL) =>
  sql<string | null>`(select to_char(ps.fire_at at time zone 'UTC', ${sql.raw(ISO)}) from order_pickup_slots ps where ps.order_uuid = ${orderUuid})`;
