import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../lib/offline/outbox';
import { buildBoard } from './board';
import type { LiveOrder } from './hooks/use-live-orders';

const live = (id: string, status: LiveOrder['status'], created = '2026-01-01T10:00:00Z'): LiveOrder => ({
  uuid: `uuid-${id}`,
  order_id: id,
  call_number: null,
  status,
  customer_name: null,
  channel: 'kiosk',
  total: 1000,
  currency: 'INR',
  item_count: 2,
  payment_method: 'counter',
  payment_status: 'pending',
  placed_offline: false,
  created_at: created,
  updated_at: created,
});

let seq = 0;
const record = (r: Partial<OutboxRecord>): OutboxRecord => ({
  seq: ++seq,
  id: `rec-${seq}`,
  key: `rec-${seq}`,
  kind: 'order',
  method: 'POST',
  url: '/checkout',
  body: {},
  label: 'x',
  scope: 'store',
  auth: 'user',
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
  ...r,
} as OutboxRecord);

const tillOrder = (orderId: string, takenAt: string) =>
  record({
    kind: 'order',
    meta: {
      order_id: orderId,
      call_number: 'D-004',
      lines: [{ product_uuid: 'p1', name: 'Tea', unit_price: 500, quantity: 3, note: 'hot' }],
      subtotal: 1500,
      tax: 75,
      total: 1575,
      currency: 'INR',
      payment_method: 'counter',
      tendered: 2000,
      change_due: 425,
      consumer_name: null,
      placed_offline: true,
      taken_at: takenAt,
    },
  });

const move = (orderId: string, from: string, to: string, state: OutboxRecord['state'] = 'pending', message?: string) =>
  record({
    kind: 'order-status',
    method: 'PUT',
    url: '/order/status/update',
    state,
    meta: { order_uuid: `uuid-${orderId}`, order_id: orderId, from, to },
    ...(message ? { error: { status: 409, message } } : {}),
  });

describe('buildBoard', () => {
  it('shows orders taken on this till and not yet acknowledged as pending cards (paid in cash: accepted, as on the server), oldest first', () => {
    const cards = buildBoard([live('ORD-AAAAAAAA', 'accepted', '2026-01-01T10:05:00Z')], [tillOrder('ORD-BBBBBBBB', '2026-01-01T10:01:00Z')], []);
    expect(cards.map((c) => [c.order_id, c.status, c.pendingOrder])).toEqual([
      ['ORD-BBBBBBBB', 'accepted', true],
      ['ORD-AAAAAAAA', 'accepted', false],
    ]);
    expect(cards[0]).toMatchObject({ uuid: null, call_number: 'D-004', item_count: 3, payment_status: 'paid', total: 1575 });
    expect(cards[0].lines).toMatchObject([{ name: 'Tea', note: 'hot' }]);
  });

  it('drops the pending card once the server has the order (same order id)', () => {
    const cards = buildBoard([live('ORD-BBBBBBBB', 'placed')], [tillOrder('ORD-BBBBBBBB', '2026-01-01T10:01:00Z')], []);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ uuid: 'uuid-ORD-BBBBBBBB', pendingOrder: false });
  });

  it('shows a waiting status change at its target, the last one winning, and keeps the server status', () => {
    const cards = buildBoard([live('ORD-AAAAAAAA', 'placed')], [move('ORD-AAAAAAAA', 'placed', 'accepted'), move('ORD-AAAAAAAA', 'accepted', 'preparing')], []);
    expect(cards[0]).toMatchObject({ status: 'preparing', serverStatus: 'placed', pendingMove: true });
  });

  it('marks a card whose write was refused with the server reason', () => {
    const cards = buildBoard(
      [live('ORD-AAAAAAAA', 'cancelled')],
      [],
      [move('ORD-AAAAAAAA', 'placed', 'accepted', 'conflict', 'The order changed meanwhile: it is now cancelled')],
    );
    expect(cards[0].conflict).toBe('The order changed meanwhile: it is now cancelled');
  });

  it('ignores order records that are not the till’s (no lines) and moves for orders it does not know', () => {
    const foreign = record({ kind: 'order', meta: { order_id: 'ORD-KKKKKKKK' } });
    const cards = buildBoard([], [foreign, move('ORD-ZZZZZZZZ', 'placed', 'accepted')], []);
    expect(cards).toEqual([]);
  });

  it('shows a counter order paid while its "Cash received" waits in the outbox, and only that order', () => {
    const board = buildBoard(
      [live('ORD-PAY00001', 'placed'), live('ORD-PAY00002', 'placed')],
      [record({ kind: 'order-payment', method: 'PUT', url: '/order/payment/update', meta: { order_uuid: 'uuid-ORD-PAY00001', order_id: 'ORD-PAY00001' } })],
      [],
    );
    const paid = board.find((c) => c.order_id === 'ORD-PAY00001')!;
    expect(paid).toMatchObject({ payment_status: 'paid', pendingPayment: true, status: 'placed', pendingMove: false });
    expect(board.find((c) => c.order_id === 'ORD-PAY00002')).toMatchObject({ payment_status: 'pending' });
    expect(board.find((c) => c.order_id === 'ORD-PAY00002')?.pendingPayment).toBeFalsy();
  });
});
