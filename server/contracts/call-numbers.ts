// Call numbers (`K-042`): what the counter calls out, per store and business day
// (server/modules/call-numbers). An offline till or kiosk reserves a letter of its own for the day
// while online, numbers its offline orders with it and sends the number with the order.
import { z } from 'zod';
import { uuidSchema } from './common';

/** A letter, a dash and at least three digits. */
export const CALL_NUMBER_PATTERN = /^[A-Z]-\d{3,6}$/;
export const callNumberSchema = z.string().trim().toUpperCase().regex(CALL_NUMBER_PATTERN, 'A call number is a letter, a dash and three digits, like D-007');

/** A till asks for its offline letter: its store and its device id (the one its orders carry as ip_address). */
export const tillCallLetterSchema = z.object({
  store_uuid: uuidSchema,
  device_id: z.string().trim().min(8, 'Not a device id').max(100, 'Not a device id'),
});

/** The letter a device numbers its offline orders with on one business day. */
export interface CallLetter {
  business_day: string;
  letter: string;
  /** The highest of this letter's numbers the server already has that day (0: none). */
  last_number: number;
  /** The time zone business days are counted in (the device counts its day the same way). */
  time_zone: string;
}
