// The consumer's offline cart meeting the outbox (issue 17), loaded only once a change is made on the
// phone: its writes queued in order and the sync engine started; the watcher that sees them all
// answered; and the reconciliation of the kept cart with the server's.
import { useEffect } from 'react';
import type { CartView } from '../../../../server/contracts/ordering';
import { ApiError } from '../../../lib/api-client';
import { useOutboxRows } from '../../../lib/offline/live-rows';
import { isMissingRoute } from '../api/missing-route';
import { discardWrite, enqueue, type EnqueueInput, type OutboxRecord } from '../../../lib/offline/outbox';
import { startSync } from '../../../lib/offline/sync';
import { keepCart, readKeptCart } from './cart-store';
import { refusalsOf } from './cart-writes';
import { cartId, cartScope, emptyCart, fromServer, reconcile, type LocalCart } from './local-cart';

export { toView } from './local-cart';

/** What the cart provider lends the offline cart: its cart, and its refs and setters. */
export interface KeptCartHost {
  /** Whose cart: the signed-in user's uuid, or `device:<id>` for a guest. */
  owner: string;
  companyUuid: string;
  currency: string;
  userUuid: string | null;
  local: { current: LocalCart | null };
  setLocal: (cart: LocalCart | null) => void;
  /** Counts the changes made on the phone: a reconciliation started before the last one is not applied. */
  revision: { current: number };
  /** Counts the server answers adopted: a read that started before the last one does not overwrite it. */
  adopted: { current: number };
  /** The changes being queued, one after another in the order they were made. */
  queue: { current: Promise<unknown> };
  reconciling: { current: boolean };
  /** Changes being written to the outbox: meanwhile the outbox must not be read as drained. */
  setEnqueuing: (step: (n: number) => number) => void;
  setOffline: (offline: boolean) => void;
  setUnavailable: (unavailable: boolean) => void;
  /** The server's cart (api/cart-api.ts loadCart), and the guest cart's merge on sign-in. */
  load: (signal?: AbortSignal) => Promise<CartView>;
  merge: () => Promise<unknown>;
}

const idOf = (host: KeptCartHost) => cartId(host.owner, host.companyUuid);
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const isOfflineError = (error: unknown) => (error instanceof ApiError ? error.isNetwork : browserOffline());

/**
 * The cart read: the server's answer, kept on the phone; while changes made offline still wait, the
 * kept cart stands until they are answered (CartSync). Without a network, the kept cart (or an empty one).
 */
export async function loadInto(host: KeptCartHost, signal: AbortSignal, justSignedIn: boolean): Promise<void> {
  // An add answered while this read was on its way (or while the kept copy was read) is newer than it.
  const adoptedAt = host.adopted.current;
  const overtaken = () => signal.aborted || host.adopted.current !== adoptedAt;
  try {
    // What the guest put in the cart before signing in joins the user's cart.
    if (justSignedIn) await host.merge().catch(() => undefined);
    const answer = await host.load(signal);
    if (signal.aborted) return;
    host.setUnavailable(false);
    host.setOffline(browserOffline());
    const kept = await readKeptCart(idOf(host)).catch(() => undefined);
    if (overtaken()) return;
    if (kept?.dirty) return host.setLocal(kept);
    const next = fromServer(idOf(host), answer, Date.now(), kept?.changes ?? []);
    host.setLocal(next);
    await keepCart(next);
  } catch (err) {
    if (signal.aborted) return;
    if (!isOfflineError(err)) {
      host.setLocal(null);
      host.setUnavailable(isMissingRoute(err));
      return;
    }
    host.setOffline(true);
    const kept = await readKeptCart(idOf(host)).catch(() => undefined);
    if (!overtaken()) host.setLocal(kept ?? host.local.current ?? emptyCart(idOf(host), host.companyUuid, host.currency));
  }
}

/** A server answer (an online change): the cart shown and kept. */
export function adopt(host: KeptCartHost, view: CartView): void {
  host.adopted.current += 1;
  const next = fromServer(idOf(host), view, Date.now(), host.local.current?.changes ?? []);
  host.setLocal(next);
  void keepCart(next);
}

/** The person has seen what changed. */
export function dismiss(host: KeptCartHost): void {
  const current = host.local.current;
  if (!current || current.changes.length === 0) return;
  const next = { ...current, changes: [] };
  host.setLocal(next);
  void keepCart(next);
}

type Make = (cart: LocalCart) => { cart: LocalCart; writes: EnqueueInput[] } | null;

/** A change made on the phone: shown at once (marked waiting), its writes queued in the outbox. */
export async function changeKept(host: KeptCartHost, make: Make): Promise<boolean> {
  const result = make(host.local.current ?? emptyCart(idOf(host), host.companyUuid, host.currency));
  if (!result) return false;
  host.revision.current += 1;
  host.setLocal(result.cart);
  host.setEnqueuing((n) => n + 1);
  const done = host.queue.current.then(() => sendChanges(result.writes, () => host.local.current ?? result.cart));
  host.queue.current = done.catch((err: unknown) => console.warn('Could not keep a cart change', err));
  try {
    await done;
    return true;
  } catch {
    return false;
  } finally {
    host.setEnqueuing((n) => n - 1);
  }
}

/** Every change answered (sent or refused): the server's cart, compared with the one the person made. */
export async function drainKept(host: KeptCartHost, records: OutboxRecord[]): Promise<void> {
  if (!host.local.current?.dirty || host.reconciling.current) return;
  host.reconciling.current = true;
  const startedAt = host.revision.current;
  try {
    const server = await host.load();
    // A change made meanwhile: the next drain reconciles it.
    if (host.revision.current !== startedAt || !host.local.current?.dirty) return;
    host.setLocal(await reconcileKept(idOf(host), host.local.current, server, records));
    host.setOffline(browserOffline());
  } catch (err) {
    if (isOfflineError(err)) host.setOffline(true);
  } finally {
    host.reconciling.current = false;
  }
}

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
export default function CartSync(props: { companyUuid: string; paused: boolean; nonce: number; onDrained: (records: OutboxRecord[]) => void }) {
  const { companyUuid, paused, nonce, onDrained } = props;
  const rows = useOutboxRows(cartScope(companyUuid));
  // `nonce`: back online, the drain is tried again even when the outbox did not change.
  useEffect(() => {
    if (!rows || paused) return;
    if (rows.every((r) => r.state === 'conflict')) onDrained(rows);
  }, [rows, paused, nonce, onDrained]);
  return null;
}
