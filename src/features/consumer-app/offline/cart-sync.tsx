// The consumer's offline cart meeting the outbox (issue 17), loaded only once a change is made on the
// phone: its writes queued in order and the sync engine started; the watcher that sees them all
// answered; and the reconciliation of the kept cart with the server's.
import { useEffect } from 'react';
import type { CartView } from '../../../../server/contracts/ordering';
import { useOutboxRows } from '../../../lib/offline/live-rows';
import { discardWrite, enqueue, type EnqueueInput, type OutboxRecord } from '../../../lib/offline/outbox';
import { startSync } from '../../../lib/offline/sync';
import { keepCart } from './cart-store';
import { refusalsOf } from './cart-writes';
import { fromServer, reconcile, type LocalCart } from './local-cart';

/** Queues a change's writes (after the changes before it) and keeps the cart that shows it. */
export async function sendChanges(writes: EnqueueInput[], cart: () => LocalCart): Promise<void> {
  startSync();
  for (const w of writes) await enqueue(w);
  await keepCart(cart());
}

/**
 * The server's cart, compared with the one the person made offline: the cart kept next, with what
 * changed. The refusals are then in what the person is shown, so the outbox lets them go.
 */
export async function reconcileKept(id: string, expected: LocalCart, server: CartView, records: OutboxRecord[]): Promise<LocalCart> {
  const changes = reconcile(expected, server, refusalsOf(records));
  const next = fromServer(id, server, Date.now(), [...expected.changes, ...changes]);
  await keepCart(next);
  for (const r of records) if (r.state === 'conflict') await discardWrite(r.id);
  return next;
}

/** Watches the cart's writes in the outbox; once none waits (sent, or refused), the cart is reconciled. */
export default function CartSync(props: { scope: string; paused: boolean; nonce: number; onDrained: (records: OutboxRecord[]) => void }) {
  const { scope, paused, nonce, onDrained } = props;
  const rows = useOutboxRows(scope);
  // `nonce`: back online, the drain is tried again even when the outbox did not change.
  useEffect(() => {
    if (!rows || paused) return;
    if (rows.every((r) => r.state === 'conflict')) onDrained(rows);
  }, [rows, paused, nonce, onDrained]);
  return null;
}
