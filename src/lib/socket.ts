// The one socket.io client of the PWA: same origin, path /socket.io, websocket first (no sticky
// sessions needed) with polling as the fallback, reconnecting on its own. The token is read from the
// stored session at every (re)connect, so a refreshed or cleared session is picked up. Orders being
// followed are re-followed after a reconnect (rooms live on the server's side of the connection).
import type { Socket } from 'socket.io-client';
import type { FollowAck, KitchenEventPayload, NotificationPayload, OrderEventPayload, PickupEventPayload } from '../../server/contracts/realtime';
import { SOCKET_EVENTS, SOCKET_PATH } from '../../server/contracts/constants/realtime';
import { getTokens } from './auth-session';

// socket.io-client is loaded with the first use of the connection, not with a first screen (issue
// 13). Screens get a handle at once: what they listen to is attached to the socket when it is there.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (...args: any[]) => void;

/** The connection as screens see it: listeners, and whether it is up or was recovered. */
export interface LiveSocket {
  readonly connected: boolean;
  readonly recovered: boolean;
  on(event: string, handler: Handler): void;
  off(event: string, handler: Handler): void;
}

let socket: Socket | null = null;
let loading: Promise<Socket> | null = null;
/** Every listener screens hold, by event: attached to the socket once it is open. */
const listeners = new Map<string, Set<Handler>>();
/** order uuid -> device id (or null for a signed-in owner): what to re-follow after a reconnect. */
const followed = new Map<string, string | null>();
/** Store slugs whose public pickup board this tab watches, re-followed after a reconnect. */
const pickupBoards = new Set<string>();

export type { FollowAck };

/** Asks the server to join a room; answers its ack, or why not (no answer within 10 s). */
function emitJoin(s: Socket, event: string, body: object): Promise<FollowAck> {
  return new Promise((resolve) => {
    s.timeout(10_000).emit(event, body, (err: Error | null, ack?: FollowAck) => {
      resolve(err ? { ok: false, message: err.message } : (ack ?? { ok: false }));
    });
  });
}

const emitFollow = (s: Socket, orderUuid: string, deviceId: string | null) =>
  emitJoin(s, SOCKET_EVENTS.followOrder, { order_uuid: orderUuid, device_id: deviceId ?? undefined });
const emitPickupFollow = (s: Socket, storeSlug: string) => emitJoin(s, SOCKET_EVENTS.followPickup, { store_slug: storeSlug });

/** Joins a room once connected; a failure to connect is answered as a refused ack. */
function joinWhenConnected(emit: (s: Socket) => Promise<FollowAck>): Promise<FollowAck> {
  return connectedSocket().then(emit, (error: unknown) => ({ ok: false, message: error instanceof Error ? error.message : String(error) }));
}

/** The shared connection, opened on first use. */
function openSocket(): Promise<Socket> {
  loading ??= import('socket.io-client').then(
    ({ io }) => {
      const s = io({
        path: SOCKET_PATH,
        transports: ['websocket', 'polling'],
        reconnection: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 10_000,
        auth: (cb) => cb({ token: getTokens()?.token }),
      });
      s.on('connect', () => {
        // A recovered connection keeps its rooms; a fresh one must ask again.
        if (s.recovered) return;
        for (const [orderUuid, deviceId] of followed) void emitFollow(s, orderUuid, deviceId);
        for (const slug of pickupBoards) void emitPickupFollow(s, slug);
      });
      for (const [event, handlers] of listeners) for (const handler of handlers) s.on(event, handler);
      socket = s;
      return s;
    },
    (error: unknown) => {
      // The chunk did not come (offline before the worker cached it): the next use tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const handle: LiveSocket = {
  get connected() {
    return socket?.connected ?? false;
  },
  get recovered() {
    return socket?.recovered ?? false;
  },
  on(event, handler) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(handler);
    socket?.on(event, handler);
    openSocket().catch(() => undefined);
  },
  off(event, handler) {
    listeners.get(event)?.delete(handler);
    socket?.off(event, handler);
  },
};

/** The shared connection (opened on first use). */
export function getSocket(): LiveSocket {
  openSocket().catch(() => undefined);
  return handle;
}

/** The socket once it is connected. */
function connectedSocket(): Promise<Socket> {
  return openSocket().then((s) => (s.connected ? s : new Promise<Socket>((resolve) => s.once('connect', () => resolve(s)))));
}

/** Reconnects with the current token (after a sign-in or sign-out the rooms differ). */
export function reconnectSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}

/**
 * Joins an order's room (the owner by token, a guest with the device id that placed it). The
 * promise answers the server's ack; the order stays followed across reconnects until unfollowed.
 */
export function followOrder(orderUuid: string, deviceId: string | null): Promise<FollowAck> {
  followed.set(orderUuid, deviceId);
  return joinWhenConnected((s) => emitFollow(s, orderUuid, deviceId));
}

export function unfollowOrder(orderUuid: string): void {
  followed.delete(orderUuid);
}

/** Calls `handler` on every `event`; returns the unsubscribe. */
function listen<T>(event: string, handler: (payload: T) => void): () => void {
  const s = getSocket();
  s.on(event, handler);
  return () => {
    s.off(event, handler);
  };
}

/** Calls `handler` on every order status event; returns the unsubscribe. */
export function onOrderStatus(handler: (order: OrderEventPayload) => void): () => void {
  return listen(SOCKET_EVENTS.orderStatus, handler);
}

/** Calls `handler` on every new order of the rooms this user hears (a store's staff: their store); returns the unsubscribe. */
export function onOrderCreated(handler: (order: OrderEventPayload) => void): () => void {
  return listen(SOCKET_EVENTS.orderCreated, handler);
}

/** Joins a store's public pickup room (order numbers and statuses only); kept across reconnects until unfollowed. */
export function followPickup(storeSlug: string): Promise<FollowAck> {
  pickupBoards.add(storeSlug);
  return joinWhenConnected((s) => emitPickupFollow(s, storeSlug));
}

export function unfollowPickup(storeSlug: string): void {
  pickupBoards.delete(storeSlug);
}

export function onPickupUpdate(handler: (entry: PickupEventPayload) => void): () => void {
  return listen(SOCKET_EVENTS.pickupUpdate, handler);
}

/** A kitchen station bumped or recalled lines of the staff's store; returns the unsubscribe. */
export function onKitchenUpdate(handler: (e: KitchenEventPayload) => void): () => void {
  return listen(SOCKET_EVENTS.kitchenUpdate, handler);
}

/** Calls `handler` on every notification for this user; returns the unsubscribe. */
export function onNotification(handler: (n: NotificationPayload) => void): () => void {
  return listen(SOCKET_EVENTS.notification, handler);
}

/** Connection state changes, for an "offline / reconnecting" hint. */
export function onConnectionChange(handler: (connected: boolean) => void): () => void {
  const s = getSocket();
  const up = () => handler(true);
  const down = () => handler(false);
  s.on('connect', up);
  s.on('disconnect', down);
  handler(s.connected);
  return () => {
    s.off('connect', up);
    s.off('disconnect', down);
  };
}
