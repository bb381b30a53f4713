// A kitchen board kept live: a first load, then a fresh read whenever the store's socket room says
// something moved (a new order, a status change, another station's bump or recall), when this
// device's outbox has sent a kitchen write, after a reconnect that lost events, and every
// REFRESH_MS as a safety net. A failed read keeps the last board on screen, marked as not fresh, so
// a kitchen that lost its network still sees its tickets.
import { useCallback, useEffect, useRef, useState } from 'react';
import { onOrderCreated, onOrderStatus, onKitchenUpdate, getSocket } from '../../../lib/socket';
import { onSynced } from '../../../lib/offline/sync';

const REFRESH_MS = 30_000;
/** Events close together (a bump moves an order too) make one read. */
const SETTLE_MS = 150;

/** The last answer of each board seen in this tab, so switching screens offline keeps its tickets. */
const lastSeen = new Map<string, unknown>();

export interface Live<T> {
  data: T | null;
  /** The last read failed: `data` is what an earlier one answered. */
  stale: boolean;
  error: Error | null;
  /** When `data` arrived (this device's clock). */
  receivedAt: number;
  reload: () => void;
}

export function useKitchenLive<T extends { server_time: string }>(key: string, storeUuid: string, load: (signal: AbortSignal) => Promise<T>): Live<T> {
  const [state, setState] = useState<{ data: T | null; stale: boolean; error: Error | null; receivedAt: number }>(() => ({
    data: (lastSeen.get(key) as T | undefined) ?? null,
    stale: false,
    error: null,
    receivedAt: Date.now(),
  }));
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const timer = useRef<number | null>(null);
  const reload = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setTick((n) => n + 1);
    }, SETTLE_MS);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    loadRef
      .current(controller.signal)
      .then((data) => {
        if (controller.signal.aborted) return;
        lastSeen.set(key, data);
        setState({ data, stale: false, error: null, receivedAt: Date.now() });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, stale: s.data !== null, error: e instanceof Error ? e : new Error(String(e)) }));
      });
    return () => controller.abort();
  }, [key, tick]);

  useEffect(() => {
    const mine = (e: { store_uuid: string }) => e.store_uuid === storeUuid && reload();
    const offs = [
      onOrderCreated(mine),
      onOrderStatus(mine),
      onKitchenUpdate(mine),
      onSynced((record) => {
        if (record.scope === storeUuid && (record.kind === 'kitchen-bump' || record.kind === 'order-status')) reload();
      }),
    ];
    const socket = getSocket();
    const onConnect = () => {
      if (!socket.recovered) reload();
    };
    socket.on('connect', onConnect);
    const id = window.setInterval(reload, REFRESH_MS);
    return () => {
      for (const off of offs) off();
      socket.off('connect', onConnect);
      window.clearInterval(id);
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, [storeUuid, reload]);

  return { ...state, reload };
}
