// The kitchen's writes, all through the outbox (src/lib/offline/outbox.ts) like the till's: a bump
// or a recall (kind 'kitchen-bump', POST /kitchen/bump or /kitchen/recall) and the expeditor's
// "ready" (kind 'order-status', PUT /order/status/update with the status the screen showed as
// expected_status). Each is in IndexedDB before the screen shows it as done, is sent with its record
// id as the Idempotency-Key, and leaves the outbox only once the server acknowledged it; a stale
// one (already bumped, the order cancelled) comes back as a conflict shown to the person.
import type { TFunction } from 'i18next';
import type { OrderStatus } from '../../../server/contracts/constants/orders';
import { enqueue, type OutboxRecord } from '../../lib/offline/outbox';

export interface KitchenWriteMeta {
  [key: string]: unknown;
  action: 'bump' | 'recall';
  station_uuid: string;
  order_uuid: string | null;
  order_id: string | null;
  /** The lines bumped; null: the whole ticket. */
  item_uuids: string[] | null;
}

export interface TicketRef {
  order_uuid: string;
  order_id: string;
  call_number: string | null;
}

/** What a person reads for an order: its call number when it has one, else its id. */
export const ticketName = (t: TicketRef) => t.call_number ?? t.order_id;

export function bumpWrite(t: TFunction, storeUuid: string, stationUuid: string, ticket: TicketRef, itemUuids?: string[]) {
  const meta: KitchenWriteMeta = {
    action: 'bump',
    station_uuid: stationUuid,
    order_uuid: ticket.order_uuid,
    order_id: ticket.order_id,
    item_uuids: itemUuids ?? null,
  };
  return enqueue({
    kind: 'kitchen-bump',
    method: 'POST',
    url: '/kitchen/bump',
    body: { station_uuid: stationUuid, order_uuid: ticket.order_uuid, ...(itemUuids ? { item_uuids: itemUuids } : {}) },
    label: itemUuids
      ? t('kitchen:outbox.bumpLines', { id: ticketName(ticket), count: itemUuids.length })
      : t('kitchen:outbox.bump', { id: ticketName(ticket) }),
    scope: storeUuid,
    auth: 'user',
    meta,
  });
}

export function recallWrite(t: TFunction, storeUuid: string, stationUuid: string, ticket: TicketRef | null) {
  const meta: KitchenWriteMeta = {
    action: 'recall',
    station_uuid: stationUuid,
    order_uuid: ticket?.order_uuid ?? null,
    order_id: ticket?.order_id ?? null,
    item_uuids: null,
  };
  return enqueue({
    kind: 'kitchen-bump',
    method: 'POST',
    url: '/kitchen/recall',
    body: { station_uuid: stationUuid, ...(ticket ? { order_uuid: ticket.order_uuid } : {}) },
    label: t('kitchen:outbox.recall', { id: ticket ? ticketName(ticket) : '' }),
    scope: storeUuid,
    auth: 'user',
    meta,
  });
}

/** The expeditor's "ready": through the order's own status flow (an accepted order passes preparing first). */
export async function readyWrites(t: TFunction, storeUuid: string, ticket: TicketRef & { status: string }): Promise<void> {
  const steps: [OrderStatus, OrderStatus][] = ticket.status === 'accepted' ? [['accepted', 'preparing'], ['preparing', 'ready']] : [['preparing', 'ready']];
  for (const [from, to] of steps) {
    await enqueue({
      kind: 'order-status',
      method: 'PUT',
      url: '/order/status/update',
      body: { order_uuid: ticket.order_uuid, status: to, expected_status: from },
      label: t('kitchen:outbox.ready', { id: ticketName(ticket), status: t(`orders:status.${to}`) }),
      scope: storeUuid,
      auth: 'user',
      meta: { order_uuid: ticket.order_uuid, order_id: ticket.order_id, from, to },
    });
  }
}

/** What one bump takes off a station's board: its lines (`order:item`), or the whole ticket (`order:*`). */
export function bumpKeys(r: OutboxRecord, stationUuid: string | null): string[] {
  if (r.kind !== 'kitchen-bump') return [];
  const m = r.meta as KitchenWriteMeta | undefined;
  if (!m || m.action !== 'bump' || !m.order_uuid) return [];
  if (stationUuid && m.station_uuid !== stationUuid) return [];
  return m.item_uuids ? m.item_uuids.map((i) => `${m.order_uuid}:${i}`) : [`${m.order_uuid}:*`];
}

/** Lines and whole tickets a station's waiting bumps take off its board. */
export function pendingBumps(pending: readonly OutboxRecord[], stationUuid: string | null): Set<string> {
  return new Set(pending.flatMap((r) => bumpKeys(r, stationUuid)));
}

/** The order a "ready" write is about ([] for any other write). */
export function readyKeys(r: OutboxRecord): string[] {
  const m = r.meta as { order_uuid?: string; to?: string } | undefined;
  return r.kind === 'order-status' && m?.to === 'ready' && m.order_uuid ? [m.order_uuid] : [];
}

/** Orders whose "ready" waits in the outbox. */
export function pendingReady(pending: readonly OutboxRecord[]): Set<string> {
  return new Set(pending.flatMap(readyKeys));
}
