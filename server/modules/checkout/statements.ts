// The statements of a checkout's transaction, written out by hand so that an order costs few round
// trips and no query building (a checkout is the hottest write of a rush hour):
// - readLineProducts: the lines' products with everything checkLine needs (options, combo slots),
//   one statement, no lock;
// - lockTracked + takeStock: only products that track stock are locked (in uuid order, so concurrent
//   checkouts cannot deadlock), read again under the lock, and their stock taken in one update;
// - lockPayer: an iCash payer's account, locked before the order names it;
// - writeOrder: the order, its lines, its first history row, its notifications and a counter payment
//   in one statement (data-modifying CTEs), so the notifications commit with the order, never lost.
// Each is a prepared statement (lib/statement.ts); collections go as one JSON parameter each, which
// both drivers (node-postgres, PGlite) pass alike.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { Allergen, MenuComboSlot, MenuOptionGroup } from '../../contracts/menu';
import type { PlacedOrderItem } from '../../contracts/ordering';
import { statement } from '../../lib/statement';
import { CALL_NUMBER_SLOT, type CreatedNotification, type NotificationInput } from '../notifications/service';
import type { CheckedProduct } from './lines';

export interface LineProductRow {
  uuid: string;
  name: string;
  price: number;
  /** Null: not tracked. */
  stock: number | null;
  orderable: boolean;
  product: CheckedProduct;
}

const json = (v: unknown) => JSON.stringify(v);
/** Ordered now: active, available, in an active category. */
const ORDERABLE = `(p.status = 'active' and p.is_available and c.status = 'active')`;

const READ_LINE_PRODUCTS = statement<{
  uuid: string;
  name: string;
  price: number;
  stock: number | null;
  is_combo: boolean;
  orderable: boolean;
  allergens: Allergen[];
  may_contain: Allergen[];
  option_groups: MenuOptionGroup[];
  combo_slots: MenuComboSlot[];
}>(
  'checkout_line_products',
  `select p.uuid, p.name, p.price, p.stock, p.is_combo, ${ORDERABLE} as orderable, to_json(p.allergens) as allergens, to_json(p.may_contain) as may_contain,
    coalesce((
      select json_agg(json_build_object('uuid', g.uuid, 'name', g.name, 'kind', g.kind, 'min_select', g.min_select, 'max_select', g.max_select,
        'required', g.min_select > 0, 'options', (
          select json_agg(json_build_object('uuid', o.uuid, 'name', o.name, 'price', o.price, 'is_default', o.is_default, 'available', o.is_available,
            'allergens', o.allergens, 'may_contain', o.may_contain) order by o.sort_order, o.name)
          from options o where o.group_uuid = g.uuid and o.status = 'active'))
        order by pog.sort_order, g.sort_order, g.uuid)
      from product_option_groups pog join option_groups g on g.uuid = pog.group_uuid and g.status = 'active'
      where pog.product_uuid = p.uuid and exists (select 1 from options o where o.group_uuid = g.uuid and o.status = 'active')
    ), '[]'::json) as option_groups,
    case when p.is_combo then coalesce((
      select json_agg(json_build_object('uuid', s.uuid, 'name', s.name, 'min_select', s.min_select, 'max_select', s.max_select, 'items', (
          select json_agg(json_build_object('product_uuid', cp.uuid, 'name', cp.name, 'image', cp.image, 'upcharge', i.upcharge,
            'available', (cp.status = 'active' and cp.is_available and (cp.stock is null or cp.stock > 0)),
            'allergens', cp.allergens, 'may_contain', cp.may_contain) order by i.sort_order, cp.name)
          from combo_slot_items i join products cp on cp.uuid = i.product_uuid where i.slot_uuid = s.uuid))
        order by s.sort_order, s.uuid)
      from combo_slots s where s.combo_uuid = p.uuid and exists (select 1 from combo_slot_items i where i.slot_uuid = s.uuid)
    ), '[]'::json) else '[]'::json end as combo_slots
  from products p join categories c on c.uuid = p.category_uuid
  where p.uuid in (select value::uuid from json_array_elements_text($1::json)) and p.store_uuid = $2 and p.company_uuid = $3`,
);

/**
 * The products of a store among `ids`, each with its active option groups (with their active
 * options) and, for a combo, its slots and their products, in the menu's order (as loadMenuExtras
 * reads them for the menu).
 */
export async function readLineProducts(tx: DbOrTx, ids: string[], storeUuid: string, companyUuid: string): Promise<Map<string, LineProductRow>> {
  const rows = await READ_LINE_PRODUCTS.run(tx, [json(ids), storeUuid, companyUuid]);
  return new Map(
    rows.map((r) => [
      r.uuid,
      {
        uuid: r.uuid,
        name: r.name,
        price: r.price,
        stock: r.stock,
        orderable: r.orderable,
        product: {
          name: r.name,
          price: r.price,
          option_groups: r.option_groups,
          combo_slots: r.combo_slots,
          is_combo: r.is_combo,
          allergens: r.allergens,
          may_contain: r.may_contain,
        },
      },
    ]),
  );
}

const LOCK_TRACKED = statement<{ uuid: string; name: string; price: number; stock: number | null; orderable: boolean }>(
  'checkout_lock_tracked',
  `select p.uuid, p.name, p.price, p.stock, ${ORDERABLE} as orderable
  from products p join categories c on c.uuid = p.category_uuid
  where p.uuid in (select value::uuid from json_array_elements_text($1::json))
  order by p.uuid for update of p`,
);

/**
 * Locks the products that track stock, in uuid order, and reads their name, price, stock and
 * whether they may be ordered again under the lock (a concurrent checkout may just have changed them).
 */
export const lockTracked = (tx: DbOrTx, ids: string[]) => LOCK_TRACKED.run(tx, [json(ids)]);

const TAKE_STOCK = statement<{ uuid: string }>(
  'checkout_take_stock',
  `update products p set stock = case when $2::boolean then greatest(p.stock - x.n, 0) else p.stock - x.n end
  from json_to_recordset($1::json) as x(uuid uuid, n int)
  where p.uuid = x.uuid and p.stock is not null and ($2::boolean or p.stock >= x.n)
  returning p.uuid`,
);

/**
 * Takes `n` of each product's stock in one update, only where that many are left (an order taken
 * offline takes what is left instead). Answers the products that were taken.
 */
export async function takeStock(tx: DbOrTx, need: { uuid: string; n: number }[], offline: boolean): Promise<Set<string>> {
  const rows = await TAKE_STOCK.run(tx, [json(need), offline]);
  return new Set(rows.map((r) => r.uuid));
}

const LOCK_PAYER = statement<{ uuid: string }>('checkout_lock_payer', 'select uuid from users where uuid = $1 for update');

/**
 * Locks the account whose iCash pays, before the order names it: the order's foreign key takes a
 * share lock on that account, and the ledger's update lock taken after it would make two concurrent
 * iCash checkouts of one consumer wait for each other (a deadlock). Taken first, they queue.
 */
export async function lockPayer(tx: DbOrTx, userUuid: string): Promise<void> {
  await LOCK_PAYER.run(tx, [userUuid]);
}

export interface OrderValues {
  uuid: string;
  orderId: string;
  companyUuid: string;
  storeUuid: string;
  userUuid: string | null;
  deviceId: string | null;
  customerName: string | null;
  customerMobile: string | null;
  channel: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  currency: string;
  couponUuid: string | null;
  paymentMethod: string;
  note: string | null;
  placedOffline: boolean;
  offlineTakenAt: Date | null;
  needsReview: boolean;
  review: unknown;
  createdByUuid: string | null;
}

/** An order line as written, which is also how the answer carries it. */
export type ItemValues = PlacedOrderItem;

// The call number ($29 business day): the next of letter $30's count (upserted here, so that it
// commits or rolls back with the order), or $31 as given (an offline device's own).
const WRITE_ORDER = statement<{ created_at: Date | string; updated_at: Date | string; call_number: string }>(
  'checkout_write_order',
  `with c as (
    insert into call_number_counters (store_uuid, business_day, letter, last_number)
    select $4, $29::date, $30::text, 1 where $30::text is not null
    on conflict (store_uuid, business_day, letter) do update set last_number = call_number_counters.last_number + 1
    returning last_number
  ), k as (
    select coalesce($31::text,
      (select $30::text || '-' || case when last_number < 1000 then lpad(last_number::text, 3, '0') else last_number::text end from c)) as call_number
  ), o as (
    insert into orders (uuid, order_id, company_uuid, store_uuid, user_uuid, device_id, customer_name, customer_mobile, channel, status,
      subtotal, discount, tax, total,
      currency, coupon_uuid, payment_method, payment_status, note, placed_offline, offline_taken_at, needs_review, review, created_by_uuid,
      call_number, call_day)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $32, $10, $11, $12, $13, $14, $15, $16, $27, $17, $18, $19::timestamptz, $20, $21::jsonb, $22,
      (select call_number from k), $29::date)
    returning created_at, updated_at, call_number
  ), i as (
    insert into order_items (uuid, order_uuid, product_uuid, name, unit_price, base_price, quantity, line_total, note, options, combo)
    select x.uuid, $1, x.product_uuid, x.name, x.unit_price, x.base_price, x.quantity, x.line_total, x.note, x.options, x.combo
    from jsonb_to_recordset($23::jsonb) as x(uuid uuid, product_uuid uuid, name text, unit_price int, base_price int, quantity int, line_total int,
      note text, options jsonb, combo jsonb)
  ), h as (
    insert into order_status_history (order_uuid, from_status, to_status, changed_by_uuid, note) values ($1, null, $32, $24, $25)
  ), n as (
    insert into notifications (uuid, audience, company_uuid, store_uuid, user_uuid, order_uuid, title, body, link)
    select x.uuid, x.audience, x.company_uuid, x.store_uuid, x.user_uuid, x.order_uuid,
      replace(x.title, '${CALL_NUMBER_SLOT}', (select call_number from o)), x.body, x.link
    from jsonb_to_recordset($26::jsonb) as x(uuid uuid, audience text, company_uuid uuid, store_uuid uuid, user_uuid uuid, order_uuid uuid,
      title text, body text, link text)
  ), p as (
    insert into payments (uuid, order_uuid, method, provider, amount, status, tendered)
    select x.uuid, $1, x.method, x.provider, x.amount, x.status, x.tendered
    from jsonb_to_recordset($28::jsonb) as x(uuid uuid, method text, provider text, amount int, status text, tendered int)
  )
  select created_at, updated_at, call_number from o`,
);

/** A payment written with its order: one that calls no provider (the counter's). */
export interface PaymentValues {
  uuid: string;
  method: string;
  provider: string;
  amount: number;
  status: 'pending' | 'paid';
  tendered: number | null;
}

/** How the order's call number is found (modules/call-numbers planCallNumber). */
export interface CallNumberValues {
  day: string;
  /** Number the order on this letter's count… */
  letter: string | null;
  /** …or give it this number. */
  given: string | null;
}

/**
 * Inserts the order (in `status`: placed, or accepted when paid at a till or kiosk), its items, its first history row, its notifications and, when given,
 * its payment (the order's payment status is then that payment's; otherwise pending until its
 * provider starts it) in one statement; answers the order's timestamps and the notifications as
 * created (their created_at is the transaction's now(), the order's).
 */
export async function writeOrder(
  tx: DbOrTx,
  o: OrderValues,
  items: ItemValues[],
  history: { changedByUuid: string | null; note: string | null },
  notes: NotificationInput[],
  payment: PaymentValues | null,
  call: CallNumberValues,
  status: 'placed' | 'accepted',
): Promise<{ createdAt: Date; updatedAt: Date; callNumber: string; notifications: CreatedNotification[] }> {
  const made = notes.map((n) => ({
    uuid: randomUUID(),
    audience: n.audience,
    company_uuid: n.companyUuid ?? null,
    store_uuid: n.storeUuid ?? null,
    user_uuid: n.userUuid ?? null,
    order_uuid: n.orderUuid ?? null,
    title: n.title,
    body: n.body ?? null,
    link: n.link ?? null,
  }));
  const [row] = await WRITE_ORDER.run(tx, [
    o.uuid,
    o.orderId,
    o.companyUuid,
    o.storeUuid,
    o.userUuid,
    o.deviceId,
    o.customerName,
    o.customerMobile,
    o.channel,
    o.subtotal,
    o.discount,
    o.tax,
    o.total,
    o.currency,
    o.couponUuid,
    o.paymentMethod,
    o.note,
    o.placedOffline,
    o.offlineTakenAt?.toISOString() ?? null,
    o.needsReview,
    o.review === null ? null : json(o.review),
    o.createdByUuid,
    json(items),
    history.changedByUuid,
    history.note,
    json(made),
    payment?.status ?? 'pending',
    json(payment ? [payment] : []),
    call.day,
    call.letter,
    call.given,
    status,
  ]);
  const createdAt = new Date(row.created_at);
  const updatedAt = new Date(row.updated_at);
  const callNumber = row.call_number;
  return {
    createdAt,
    updatedAt,
    callNumber,
    notifications: made.map((n) => ({
      ...n,
      title: n.title.replaceAll(CALL_NUMBER_SLOT, callNumber),
      audience: n.audience as CreatedNotification['audience'],
      created_at: createdAt.toISOString(),
    })),
  };
}
