// The lines (items and notes) of the orders on a board, for the kitchen: loaded once per order from
// GET /order/view/:id and kept for the page's life (an order's lines never change after it is placed).
// The cache is shared by every board of the tab; each board re-renders when any order's lines arrive.
import { useEffect, useState } from 'react';
import type { OrderItem } from '../../../../server/contracts/orders';
import { fetchOrderDetail } from '../api/cashier-api';

const cache = new Map<string, OrderItem[]>();
const inFlight = new Set<string>();
const listeners = new Set<() => void>();

function load(uuid: string): void {
  if (cache.has(uuid) || inFlight.has(uuid)) return;
  inFlight.add(uuid);
  fetchOrderDetail(uuid)
    .then((o) => {
      cache.set(uuid, o.items);
      for (const l of listeners) l();
    })
    .catch(() => {
      /* the card keeps its item count; the next change of the board asks again */
    })
    .finally(() => inFlight.delete(uuid));
}

export function useOrderLines(uuids: readonly string[]): Record<string, OrderItem[]> {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    listeners.add(bump);
    return () => {
      listeners.delete(bump);
    };
  }, []);
  const key = uuids.join(',');
  useEffect(() => {
    for (const uuid of key ? key.split(',') : []) load(uuid);
  }, [key]);
  return Object.fromEntries(uuids.filter((u) => cache.has(u)).map((u) => [u, cache.get(u) ?? []]));
}
