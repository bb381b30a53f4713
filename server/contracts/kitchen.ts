// Kitchen display stations (issue 15): a store's stations and what is routed to them, its ageing
// thresholds, a station's board, the expeditor's view, and the bump and recall writes. The PWA
// imports this file too. Words a screen needs without zod are in constants/kitchen.ts.
import { z } from 'zod';
import { uuidSchema } from './common';
import type { OrderItemComboChoice, OrderItemOption } from './menu';
import type { Translations } from './constants/translations';

export * from './constants/kitchen';

const nameSchema = z.string().trim().min(1, 'Name is required').max(60, 'Name is at most 60 characters');
const uuidList = (what: string) =>
  z
    .array(uuidSchema)
    .max(500, `At most 500 ${what}`)
    .refine((a) => new Set(a).size === a.length, `A ${what.replace(/s$/, '')} is named twice`)
    .default([]);

/** A station with what is routed to it: whole categories and single products of its store. */
export const stationBodySchema = z.object({
  store_uuid: uuidSchema,
  name: nameSchema,
  sort_order: z.number().int().min(0).max(1000).default(0),
  category_uuids: uuidList('categories'),
  product_uuids: uuidList('products'),
});
export type StationBody = z.output<typeof stationBodySchema>;
export const stationUpdateSchema = stationBodySchema.omit({ store_uuid: true });
export type StationUpdate = z.output<typeof stationUpdateSchema>;

export const storeQuerySchema = z.object({ store_uuid: uuidSchema.optional() });

export const kitchenSettingsBodySchema = z
  .object({
    store_uuid: uuidSchema,
    warn_minutes: z.number().int().min(1, 'At least 1 minute').max(240, 'At most 240 minutes'),
    late_minutes: z.number().int().min(1, 'At least 1 minute').max(240, 'At most 240 minutes'),
    /** Where lines with no route go; null: to every station. */
    default_station_uuid: uuidSchema.nullable(),
  })
  .refine((b) => b.late_minutes > b.warn_minutes, { message: 'Late must come after warning', path: ['late_minutes'] });
export type KitchenSettingsBody = z.output<typeof kitchenSettingsBodySchema>;

export const boardQuerySchema = z.object({ station_uuid: uuidSchema });

/**
 * Bump: lines of one order done at one station. Without `item_uuids`, every line of the ticket that
 * is still open; with them, those lines only. A line already bumped, or an order no longer in the
 * kitchen, is a 409 and nothing changes.
 */
export const bumpBodySchema = z.object({
  station_uuid: uuidSchema,
  order_uuid: uuidSchema,
  item_uuids: z
    .array(uuidSchema)
    .min(1, 'Name at least one line')
    .max(200)
    .refine((a) => new Set(a).size === a.length, 'A line is named twice')
    .optional(),
});
export type BumpBody = z.output<typeof bumpBodySchema>;

/** Recall: bring the station's last bumped ticket back (or the one named, when it is fully bumped there). */
export const recallBodySchema = z.object({ station_uuid: uuidSchema, order_uuid: uuidSchema.optional() });
export type RecallBody = z.output<typeof recallBodySchema>;

export interface KitchenStation {
  uuid: string;
  company_uuid: string;
  store_uuid: string;
  name: string;
  sort_order: number;
  status: 'active' | 'inactive';
  category_uuids: string[];
  product_uuids: string[];
  created_at: string;
  updated_at: string;
}

export interface KitchenSettings {
  store_uuid: string;
  warn_minutes: number;
  late_minutes: number;
  default_station_uuid: string | null;
}

/** A store's kitchen set-up as the back office edits it and the till's picker reads it. */
export interface KitchenSetup {
  store_uuid: string;
  settings: KitchenSettings;
  stations: KitchenStation[];
}

export interface TicketLine {
  item_uuid: string;
  name: string;
  /** The dish's names in es and de (from the product as it is now); the ticket falls back to `name`, the name ordered. */
  translations?: Translations;
  quantity: number;
  note: string | null;
  options: OrderItemOption[];
  /** A combo's choices that this station makes (all of them on the expeditor's view). */
  combo: OrderItemComboChoice[];
  bumped_at: string | null;
}

export interface KitchenTicket {
  order_uuid: string;
  order_id: string;
  /** The short number people call (issue 15); null until the order has one. */
  call_number: string | null;
  customer_name: string | null;
  channel: string;
  status: string;
  note: string | null;
  /** When the order reached the kitchen (accepted), the board's age and order. */
  fired_at: string;
  lines: TicketLine[];
}

export interface StationBoard {
  station: { uuid: string; name: string; store_uuid: string };
  settings: KitchenSettings;
  /** The server's clock when it answered: ages are counted against it. */
  server_time: string;
  tickets: KitchenTicket[];
  /** The ticket a recall would bring back, if any. */
  recallable: { order_uuid: string; order_id: string; call_number: string | null } | null;
}

export interface StationProgress {
  station_uuid: string;
  name: string;
  lines: number;
  bumped: number;
}

export interface ExpeditorTicket extends KitchenTicket {
  stations: StationProgress[];
  /** Every station that has lines of the order bumped them all. */
  all_done: boolean;
}

export interface ExpeditorBoard {
  store_uuid: string;
  settings: KitchenSettings;
  server_time: string;
  tickets: ExpeditorTicket[];
}

export interface BumpResult {
  order_uuid: string;
  order_id: string;
  station_uuid: string;
  /** Lines bumped (or brought back, for a recall) by this write. */
  item_uuids: string[];
  /** The station has nothing of the order left to make. */
  ticket_done: boolean;
  /** Every station is done with the order. */
  all_done: boolean;
  order_status: string;
}
