// Kiosk devices on the wire: binding a counter screen to one store, its own look-up by token, and
// unbinding. The token is shown once (the bind answer) and kept by the device; the server keeps its hash.
import { z } from 'zod';
import { pagingQuerySchema, uuidSchema } from './common';

/** The header a bound kiosk sends on its calls (GET /kiosk/device/me, POST /checkout/guest). */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';

export const kioskBindSchema = z.object({
  store_uuid: uuidSchema,
  name: z.string({ message: 'Enter a name for this kiosk' }).trim().min(1, 'Enter a name for this kiosk').max(80, 'A kiosk name is at most 80 characters'),
});

export const kioskUnbindSchema = z.object({ device_uuid: uuidSchema });

export const kioskListQuerySchema = pagingQuerySchema.extend({ store_uuid: uuidSchema.optional(), company_uuid: uuidSchema.optional() });

export interface KioskDeviceInfo {
  device_uuid: string;
  name: string;
  store_uuid: string;
  company_uuid: string;
  store_slug: string;
  company_slug: string;
  store_name: string;
  company_name: string;
  currency: string;
  /** The company's tax rate in basis points: the kiosk totals an order taken offline as the server would. */
  tax_rate_bps: number;
  bound_at: string;
}

/** The bind answer: the device's info and its token (shown only this once). */
export interface KioskBindResult extends KioskDeviceInfo {
  token: string;
}

export interface KioskDeviceListItem extends KioskDeviceInfo {
  bound_by_name: string | null;
  last_seen_at: string | null;
}
