// The lines (items and notes) of the orders on a board, for the kitchen: loaded once per order from
// GET /order/view/:id and kept for the page's life (an order's lines never change after it is placed).
// The cache is shared by every board of the tab; each board re-renders when any order's lines arrive.
// A failed load leaves the card with its item count; the next change of the board asks again.
import { useEffect } from 'react';
import type { OrderItem } from '../../../../server/contracts/orders';
import { tabCache, useTabCache } from '../../../lib/tab-cache';
import { fetchOrderDetail } from '../api/cashier-api';

const lines = tabCache((uuid) => fetchOrderDetail(uuid).then((o) => o.items));

export function useOrderLines(uuids: readonly string[]): Record<string, OrderItem[]> {
  useTabCache(lines);
  const key = uuids.join(',');
  useEffect(() => {
    for (const uuid of key ? key.split(',') : []) lines.load(uuid);
  }, [key]);
  return Object.fromEntries(uuids.filter((u) => lines.has(u)).map((u) => [u, lines.get(u) ?? []]));
}
