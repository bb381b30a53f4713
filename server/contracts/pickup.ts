// The customer-facing pickup board: which order numbers of one store are being prepared and which
// are ready. Public on purpose (a screen over the counter needs no login), so it carries the order
// number and its status only: no mobiles, items or amounts, and the customer's first name only where
// the store turned that on (stores.pickup_show_names; off by default).
import { z } from 'zod';
import { slugSchema } from './common';

/** Orders on the board: placed, accepted and preparing show as "being prepared"; ready as "ready". */
export const PICKUP_STATUSES = ['placed', 'accepted', 'preparing', 'ready'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];
/** Older orders still open are not shown: the board is about today's counter, not a backlog. */
export const PICKUP_WINDOW_HOURS = 12;

export const pickupBoardQuerySchema = z.object({ store_slug: slugSchema });

export interface PickupEntry {
  order_id: string;
  /** What the screen shows large (`K-042`); null on orders older than call numbers (the order id stands in). */
  call_number: string | null;
  status: string;
  /** The customer's first name, only where the store shows names; otherwise absent. */
  name?: string | null;
  updated_at: string;
}

export interface PickupBoard {
  /** show_names: whether the store shows customers' first names on its pickup screen. */
  store: { name: string; slug: string; show_names: boolean };
  orders: PickupEntry[];
}
