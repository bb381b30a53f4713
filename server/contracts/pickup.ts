// The customer-facing pickup board: which order numbers of one store are being prepared and which
// are ready. Public on purpose (a screen over the counter needs no login), so it carries the order
// number and its status only: no names, mobiles, items or amounts.
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
  status: string;
  updated_at: string;
}

export interface PickupBoard {
  store: { name: string; slug: string };
  orders: PickupEntry[];
}
