// The store's open orders, kept live: a first load of each open status, then socket.io events
// (order:created, order:status) from the store room (server/plugins/realtime.ts). A reconnect that
// could not recover the missed events reloads the lists. New orders are marked for a few seconds so
// the board can highlight them, and `onArrival` lets the screen beep.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderRow, OrderStatus } from '../../../../server/contracts/orders';
import type { OrderEventPayload } from '../../../../server/contracts/realtime';
import { onOrderCreated, onOrderStatus } from '../../../lib/socket';
import { onMissedEvents } from './on-missed-events';
import { fetchFinishedToday, fetchOpenOrders, fetchOrderDetail } from '../api/cashier-api';

export const HIGHLIGHT_MS = 8000;

/** The last board of each store seen in this tab, so switching screens offline keeps the orders on it. */
const lastSeen = new Map<string, Record<string, LiveOrder>>();

export interface LiveOrder {
  uuid: string;
  order_id: string;
  call_number: string | null;
  status: OrderStatus;
  customer_name: string | null;
  channel: string;
  total: number;
  currency: string;
  item_count: number | null;
  payment_method: string | null;
  payment_status: string | null;
  placed_offline: boolean;
  /** Ordered for a pickup slot: its start, and when the kitchen sees it (null: at once). */
  pickup_slot?: string | null;
  fire_at?: string | null;
  created_at: string;
  updated_at: string;
}

const fromRow = (r: OrderRow): LiveOrder => ({
  uuid: r.uuid,
  order_id: r.order_id,
  call_number: r.call_number ?? null,
  status: r.status,
  customer_name: r.customer_name,
  channel: r.channel,
  total: r.total,
  currency: r.currency,
  item_count: r.item_count,
  payment_method: r.payment_method,
  payment_status: r.payment_status,
  placed_offline: r.placed_offline,
  pickup_slot: r.pickup_slot ?? null,
  fire_at: r.fire_at ?? null,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export interface LiveOrders {
  orders: LiveOrder[];
  finished: LiveOrder[];
  loading: boolean;
  error: Error | null;
  reload: () => void;
  /** uuid -> time it arrived, for the highlight. */
  arrivals: Record<string, number>;
  /** Apply an acknowledged change at once (before the socket event arrives). */
  applyRow: (row: Partial<OrderRow> & { uuid: string }) => void;
}

export function useLiveOrders(storeUuid: string, onArrival?: (o: OrderEventPayload) => void): LiveOrders {
  const [byUuid, setByUuid] = useState<Record<string, LiveOrder>>(() => lastSeen.get(storeUuid) ?? {});
  useEffect(() => {
    lastSeen.set(storeUuid, byUuid);
  }, [storeUuid, byUuid]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [tick, setTick] = useState(0);
  const [arrivals, setArrivals] = useState<Record<string, number>>({});
  const arrivalRef = useRef(onArrival);
  arrivalRef.current = onArrival;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    Promise.all([fetchOpenOrders(storeUuid, controller.signal), fetchFinishedToday(storeUuid, today(), controller.signal)])
      .then(([open, finished]) => {
        if (controller.signal.aborted) return;
        // Events that arrived while loading are newer than the lists: keep the later of the two.
        setByUuid((prev) => {
          const next: Record<string, LiveOrder> = {};
          for (const r of [...open, ...finished]) next[r.uuid] = fromRow(r);
          for (const [uuid, o] of Object.entries(prev)) if (!next[uuid] || next[uuid].updated_at < o.updated_at) next[uuid] = o;
          return next;
        });
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e : new Error(String(e)));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [storeUuid, tick]);

  useEffect(() => {
    const upsert = (e: OrderEventPayload, created: boolean) => {
      if (e.store_uuid !== storeUuid) return;
      setByUuid((prev) => {
        const old = prev[e.uuid];
        if (old && old.updated_at > e.updated_at) return prev;
        return {
          ...prev,
          [e.uuid]: {
            uuid: e.uuid,
            order_id: e.order_id,
            call_number: e.call_number ?? old?.call_number ?? null,
            status: e.status as OrderStatus,
            customer_name: old?.customer_name ?? null,
            channel: e.channel,
            total: e.total,
            currency: e.currency,
            item_count: old?.item_count ?? null,
            payment_method: old?.payment_method ?? null,
            payment_status: e.payment_status ?? old?.payment_status ?? null,
            placed_offline: old?.placed_offline ?? false,
            pickup_slot: e.pickup_slot ?? old?.pickup_slot ?? null,
            fire_at: e.fire_at ?? old?.fire_at ?? null,
            created_at: e.created_at,
            updated_at: e.updated_at,
          },
        };
      });
      if (created) {
        setArrivals((a) => ({ ...a, [e.uuid]: Date.now() }));
        arrivalRef.current?.(e);
        // The event carries no customer, payment method or item count: read them once.
        fetchOrderDetail(e.uuid)
          .then((d) =>
            setByUuid((prev) => {
              const cur = prev[e.uuid];
              if (!cur) return prev;
              return {
                ...prev,
                [e.uuid]: {
                  ...cur,
                  customer_name: d.customer_name,
                  payment_method: d.payment_method,
                  payment_status: cur.updated_at > d.updated_at ? cur.payment_status : d.payment_status,
                  item_count: d.item_count ?? d.items.reduce((n, i) => n + i.quantity, 0),
                  placed_offline: d.placed_offline,
                },
              };
            }),
          )
          .catch(() => {
            /* the card shows what the event carried */
          });
      }
    };
    const offCreated = onOrderCreated((e) => upsert(e, true));
    const offStatus = onOrderStatus((e) => upsert(e, false));
    const offMissed = onMissedEvents(() => setTick((n) => n + 1));
    return () => {
      offCreated();
      offStatus();
      offMissed();
    };
  }, [storeUuid]);

  // Highlights fade: drop arrivals older than HIGHLIGHT_MS.
  useEffect(() => {
    if (Object.keys(arrivals).length === 0) return;
    const id = window.setTimeout(() => {
      const cutoff = Date.now() - HIGHLIGHT_MS;
      setArrivals((a) => Object.fromEntries(Object.entries(a).filter(([, t]) => t > cutoff)));
    }, 1000);
    return () => window.clearTimeout(id);
  }, [arrivals]);

  const applyRow = useCallback((row: Partial<OrderRow> & { uuid: string }) => {
    setByUuid((prev) => {
      const old = prev[row.uuid];
      if (!old) return row.order_id && row.status && row.created_at && row.updated_at ? { ...prev, [row.uuid]: fromRow(row as OrderRow) } : prev;
      if (row.updated_at && old.updated_at > row.updated_at) return prev;
      return {
        ...prev,
        [row.uuid]: {
          ...old,
          ...(row.status ? { status: row.status } : {}),
          ...(row.payment_status ? { payment_status: row.payment_status } : {}),
          ...(row.updated_at ? { updated_at: row.updated_at } : {}),
        },
      };
    });
  }, []);

  const all = Object.values(byUuid);
  const open = all
    .filter((o) => o.status === 'placed' || o.status === 'accepted' || o.status === 'preparing' || o.status === 'ready')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const finished = all
    .filter((o) => o.status === 'completed' || o.status === 'cancelled' || o.status === 'refunded')
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { orders: open, finished, loading, error, reload: useCallback(() => setTick((n) => n + 1), []), arrivals, applyRow };
}
