// What the live board shows: the server's open orders, plus what this device's outbox holds for the
// store: orders taken here that the server has not acknowledged yet (pending cards), status changes
// waiting to be sent (the card shows the status it is moving to), cash taken for a counter order
// waiting to be sent (the card shows it paid) and refused writes (conflicts).
// Pure, so it is unit-tested without a browser.
import type { OrderStatus } from '../../../server/contracts/orders';
import type { OutboxRecord } from '../../lib/offline/outbox';
import type { LiveOrder } from './hooks/use-live-orders';
import type { PaymentMeta, StatusMeta, TillOrderMeta } from './hooks/use-till-writes';

/** One card on the board: a server order, or an order this till took that the server has not acknowledged yet. */
export interface BoardCard {
  key: string;
  uuid: string | null;
  order_id: string;
  /** What the card shows large; null until known (the order id stands in). */
  call_number: string | null;
  /** The status the board shows (a pending change shows its target). */
  status: OrderStatus;
  /** The status the server last told us; a move is sent with this as expected_status. */
  serverStatus: OrderStatus;
  created_at: string;
  total: number;
  currency: string;
  customer_name: string | null;
  channel: string;
  item_count: number | null;
  payment_method: string | null;
  payment_status: string | null;
  pendingOrder: boolean;
  pendingMove: boolean;
  /** "Cash received" waits in the outbox: the card shows it paid meanwhile. */
  pendingPayment?: boolean;
  conflict: string | null;
  lines: TillOrderMeta['lines'] | null;
  /** Ordered for a pickup slot: its start, and when the kitchen sees it (issue 15). */
  pickup_slot?: string | null;
  fire_at?: string | null;
}

export function buildBoard(live: LiveOrder[], pending: OutboxRecord[], conflicts: OutboxRecord[]): BoardCard[] {
  const cards = new Map<string, BoardCard>();
  for (const o of live) {
    cards.set(o.order_id, {
      key: o.uuid,
      uuid: o.uuid,
      order_id: o.order_id,
      call_number: o.call_number,
      status: o.status,
      serverStatus: o.status,
      created_at: o.created_at,
      total: o.total,
      currency: o.currency,
      customer_name: o.customer_name,
      channel: o.channel,
      item_count: o.item_count,
      payment_method: o.payment_method,
      payment_status: o.payment_status,
      pendingOrder: false,
      pendingMove: false,
      conflict: null,
      lines: null,
      pickup_slot: o.pickup_slot ?? null,
      fire_at: o.fire_at ?? null,
    });
  }
  for (const r of pending) {
    if (r.kind === 'order') {
      const m = r.meta as TillOrderMeta | undefined;
      // Only orders this till made carry their lines; another kind of order record is left to its own screen.
      if (!m?.order_id || !Array.isArray(m.lines) || cards.has(m.order_id)) continue;
      cards.set(m.order_id, {
        key: r.id,
        uuid: null,
        order_id: m.order_id,
        call_number: m.call_number ?? null,
        // Paid in cash as it was taken: the server sends it straight to the kitchen.
        status: m.tendered !== null ? 'accepted' : 'placed',
        serverStatus: m.tendered !== null ? 'accepted' : 'placed',
        created_at: m.taken_at,
        total: m.total,
        currency: m.currency,
        customer_name: m.consumer_name,
        channel: 'cashier',
        item_count: m.lines.reduce((n, l) => n + l.quantity, 0),
        payment_method: m.payment_method,
        payment_status: m.tendered !== null ? 'paid' : 'pending',
        pendingOrder: true,
        pendingMove: false,
        conflict: null,
        lines: m.lines,
      });
    }
  }
  // Status changes waiting in the outbox, in the order they will be sent: the last one wins.
  for (const r of pending) {
    if (r.kind !== 'order-status') continue;
    const m = r.meta as StatusMeta | undefined;
    const card = m && cards.get(m.order_id);
    if (card) Object.assign(card, { status: m.to, pendingMove: true });
  }
  // Payments taken at the counter, waiting to be sent: the card shows the order paid.
  for (const r of pending) {
    if (r.kind !== 'order-payment') continue;
    const m = r.meta as PaymentMeta | undefined;
    const card = m && cards.get(m.order_id);
    if (card) Object.assign(card, { payment_status: 'paid', pendingPayment: true });
  }
  for (const r of conflicts) {
    const m = r.meta as { order_id?: string } | undefined;
    const card = m?.order_id ? cards.get(m.order_id) : undefined;
    if (card) card.conflict = r.error?.message ?? r.label;
  }
  return [...cards.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
}

