// Web Push on the wire (modules/push): the server's VAPID public key, a browser's push subscription
// as PushSubscription.toJSON() gives it, and what the service worker receives in a push. Shared by
// the API server and the PWA (service worker included).
import { z } from 'zod';
import { deviceIdSchema } from './ordering';

/** How many push subscriptions (browsers, phones) one account or guest device keeps; a new one past it replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The statuses a consumer hears of by push: the order moves on, is ready, or ends without food. */
export const PUSHED_STATUSES = ['accepted', 'preparing', 'ready', 'cancelled', 'refunded'] as const;

export const PUSH_LANGUAGES = ['en', 'es', 'de'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
/** The bytes of URL-safe base64 (atob: in browsers and Node alike), or null when it is not base64. */
function decode(s: string): string | null {
  if (!base64url.test(s)) return null;
  try {
    return atob(s.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

/** A key of the subscription: URL-safe base64 of a given decoded length (and for p256dh an uncompressed P-256 point). */
const keySchema = (name: string, bytes: number, firstByte?: number) =>
  z
    .string({ message: `keys.${name} is required` })
    .max(200, `keys.${name} is too long`)
    .refine((s) => {
      const raw = decode(s);
      return raw !== null && raw.length === bytes && (firstByte === undefined || raw.charCodeAt(0) === firstByte);
    }, {
      message: `keys.${name} must be the URL-safe base64 ${name === 'p256dh' ? 'P-256 public key' : 'authentication secret'} the browser gave (${bytes} bytes)`,
    });

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ message: 'endpoint is required' })
    .max(2048, 'endpoint is at most 2048 characters')
    .refine((s) => URL.canParse(s), { message: 'endpoint must be the push service URL the browser gave' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: keySchema('p256dh', 65, 0x04),
      auth: keySchema('auth', 16),
    },
    { message: 'keys (p256dh and auth) are required' },
  ),
});

/** The app's language ('de-DE', 'es', 'en-US'…) mapped onto the three the notifications are written in. */
export const pushLanguageSchema = z
  .string()
  .max(35)
  .transform((s) => {
    const l = s.slice(0, 2).toLowerCase();
    return ((PUSH_LANGUAGES as readonly string[]).includes(l) ? l : 'en') as PushLanguage;
  });

export const pushSubscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  language: pushLanguageSchema.optional(),
  /** A guest (no token): the device id that placed `order_id`, a guest order. Ignored when logged in. */
  ip_address: deviceIdSchema.optional(),
  order_id: z.string().trim().min(1).max(64).optional(),
});
export type PushSubscribeBody = z.output<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ message: 'endpoint is required' }).max(2048, 'endpoint is at most 2048 characters'),
  /** A guest: the device id the subscription was made with. */
  ip_address: deviceIdSchema.optional(),
});
export type PushUnsubscribeBody = z.output<typeof pushUnsubscribeSchema>;

export interface PushPublicKey {
  public_key: string;
}

export interface PushSubscribed {
  uuid: string;
  endpoint: string;
  language: PushLanguage;
}

/** The JSON inside a push: what the service worker shows. `tag` is per order, so a newer status replaces the older notification. */
export interface PushMessage {
  title: string;
  body: string;
  /** The order page in the app (same origin). */
  url: string;
  tag: string;
  order_id: string;
  status: string;
}
