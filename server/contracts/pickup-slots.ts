// Pickup slots (issue 15): a store's settings for orders ahead, the slots a consumer may pick, the
// `pickup_slot` a checkout names, and the wait estimate kiosks and tills show. Times of day are
// "HH:MM" in the server's time zone (the same zone the order lists read their days in); a slot is
// known by its start as an ISO instant. The PWA imports this file too.
import { z } from 'zod';
import { uuidSchema } from './common';

/** A time of day, 00:00 to 24:00 (24:00 = the end of the day). */
export const timeOfDaySchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 07:30 (00:00 to 24:00)');

/** "HH:MM" from minutes after midnight, and back. */
export const minutesToTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const timeToMinutes = (s: string) => {
  const [h, m] = s.split(':').map(Number);
  return h * 60 + m;
};

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is at least ${min}`)
    .max(max, `${label} is at most ${max}`);

export const pickupSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    slot_minutes: whole('Slot length', 5, 240),
    /** Null: no limit on orders per slot. */
    orders_per_slot: whole('Orders per slot', 1, 1000).nullable(),
    /** Null: no limit on items per slot. */
    items_per_slot: whole('Items per slot', 1, 10000).nullable(),
    ahead_hours: whole('How far ahead', 1, 168),
    cutoff_minutes: whole('Cut-off', 0, 1440),
    opens_at: timeOfDaySchema,
    closes_at: timeOfDaySchema,
    prep_lead_minutes: whole('Prep lead time', 0, 480),
    minutes_per_order: whole('Minutes per order', 1, 120),
  })
  .superRefine((b, ctx) => {
    if (timeToMinutes(b.opens_at) >= timeToMinutes(b.closes_at)) {
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'Closes after it opens' });
    } else if (timeToMinutes(b.closes_at) - timeToMinutes(b.opens_at) < b.slot_minutes) {
      ctx.addIssue({ code: 'custom', path: ['slot_minutes'], message: 'At least one slot must fit between opening and closing' });
    }
  });
export type PickupSettingsBody = z.output<typeof pickupSettingsBodySchema>;

export interface PickupSettings extends PickupSettingsBody {
  store_uuid: string;
  /** False: nothing saved yet; these are the defaults (hours from the store's opening hours when they read as one range). */
  saved: boolean;
  updated_at: string | null;
}

export const pickupStoreParamSchema = z.object({ store_uuid: uuidSchema });
export const pickupStoreQuerySchema = z.object({ store_uuid: uuidSchema });

export interface PickupSlot {
  /** The slot's start (ISO, UTC): what checkout's `pickup_slot` names. */
  start: string;
  end: string;
  /** Full: shown, but cannot be picked. */
  full: boolean;
}

export interface PickupSlotList {
  /** False: the store takes no orders ahead (slots is empty). */
  enabled: boolean;
  slot_minutes: number;
  slots: PickupSlot[];
}

/** checkout's optional `pickup_slot`: a slot's start as an ISO date and time. */
export const pickupSlotFieldSchema = z.iso
  .datetime({ offset: true, message: 'pickup_slot must be a slot start as an ISO date and time' })
  .max(40)
  .nullable()
  .optional();

export interface WaitEstimate {
  /** About this many minutes for an order placed now. */
  minutes: number;
  /** Orders in preparation ahead of it. */
  orders_ahead: number;
}
