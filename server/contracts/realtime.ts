// Socket.io event names and payloads shared by the server and the PWA. Rooms: one per store,
// company, user and order, and one for admins (see server/plugins/realtime.ts). What a client may
// send is checked with the zod schemas below, as the HTTP routes check their bodies.
import { z } from 'zod';
import { slugSchema, uuidSchema } from './common';
import type { NotificationWords } from './notifications';

export * from './constants/realtime';

export interface OrderEventPayload {
  uuid: string;
  order_id: string;
  /** What the counter calls out (`K-042`); null on orders older than call numbers. */
  call_number: string | null;
  company_uuid: string;
  store_uuid: string;
  user_uuid: string | null;
  status: string;
  previous_status?: string | null;
  /** pending | paid | failed | refunded, when the change concerns the payment. */
  payment_status?: string;
  total: number;
  currency: string;
  channel: string;
  created_at: string;
  updated_at: string;
  /** A new order for a pickup slot: the slot's start and when the kitchen should see it (issue 15). */
  pickup_slot?: string | null;
  fire_at?: string | null;
}

export interface NotificationPayload extends NotificationWords {
  uuid: string;
  audience: 'admin' | 'company' | 'store' | 'user';
  title: string;
  body: string | null;
  link: string | null;
  order_uuid: string | null;
  created_at: string;
}

/** What the public pickup room hears: no names, items or amounts. */
export interface PickupEventPayload {
  order_id: string;
  call_number: string | null;
  status: string;
  updated_at: string;
}

/** A station's bump or recall: boards and the expeditor read the store's kitchen again. */
export interface KitchenEventPayload {
  store_uuid: string;
  station_uuid: string;
  order_uuid: string;
  /** bump | recall */
  action: string;
  at: string;
}

/** Client -> server `order:follow`: the order, and for a guest or kiosk the device id that placed it. */
export const followOrderSchema = z.object({
  order_uuid: uuidSchema,
  device_id: z.string().min(1).max(200).optional(),
});

/** Client -> server `pickup:follow`. */
export const followPickupSchema = z.object({ store_slug: slugSchema });

/**
 * The acknowledgement of a client -> server event. Following an order answers its status as of the
 * moment the socket joined its room, so that a change made just before is not missed.
 */
export interface FollowAck {
  ok: boolean;
  message?: string;
  status?: string;
  updated_at?: string;
}
