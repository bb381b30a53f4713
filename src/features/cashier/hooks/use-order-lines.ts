// The lines (items and notes) of the orders on a board, for the kitchen: loaded once per order from
// GET /order/view/:id and kept for the page's life (an order's lines never change after it is placed).
import { useEffect, useState } from 'react';
import type { OrderItem } from '../../../../server/contracts/orders';
import { fetchOrderDetail } from '../api/cashier-api';

const cache = new Map<string, OrderItem[]>();
const inFlight = new Set<string>();

export function useOrderLines(uuids: readonly string[]): Record<string, OrderItem[]> {
  const [, setVersion] = useState(0);
  const key = uuids.join(',');
  useEffect(() => {
    let alive = true;
    for (const uuid of key ? key.split(',') : []) {
      if (cache.has(uuid) || inFlight.has(uuid)) continue;
      inFlight.add(uuid);
      fetchOrderDetail(uuid)
        .then((o) => {
          cache.set(uuid, o.items);
          if (alive) setVersion((v) => v + 1);
        })
        .catch(() => {
          /* the card keeps its item count; the next render asks again */
        })
        .finally(() => inFlight.delete(uuid));
    }
    return () => {
      alive = false;
    };
  }, [key]);
  return Object.fromEntries(uuids.filter((u) => cache.has(u)).map((u) => [u, cache.get(u) ?? []]));
}
