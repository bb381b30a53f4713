// zod-free values of ../realtime.ts: the socket event names, path and rooms. The PWA imports them from here, so that a screen
// which needs them does not load zod with it; ../realtime.ts re-exports them for the server.

export const SOCKET_EVENTS = {
  /** A new order, to its store's staff, its company and admins. */
  orderCreated: 'order:created',
  /** An order's status changed, to the same audience plus the consumer and the order's room. */
  orderStatus: 'order:status',
  /** A persisted notification, to its audience. */
  notification: 'notification:new',
  /** Client -> server: follow one order (guests prove it with the device id that placed it). */
  followOrder: 'order:follow',
  /** Client -> server: watch a store's public pickup board (anyone, by store slug). */
  followPickup: 'pickup:follow',
  /** An order entered, moved on or left the pickup board: its number and status only. */
  pickupUpdate: 'pickup:update',
  /** A kitchen station bumped or recalled lines of an order, to its store's staff (KitchenEventPayload). */
  kitchenUpdate: 'kitchen:update',
} as const;

export const SOCKET_PATH = '/socket.io';

export const rooms = {
  admin: () => 'admin',
  company: (uuid: string) => `company:${uuid}`,
  store: (uuid: string) => `store:${uuid}`,
  user: (uuid: string) => `user:${uuid}`,
  order: (uuid: string) => `order:${uuid}`,
  /** Public: anyone may join; it hears PickupEventPayload only. */
  pickup: (storeUuid: string) => `pickup:${storeUuid}`,
} as const;
