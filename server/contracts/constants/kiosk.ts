// zod-free values of ../kiosk.ts: the header a bound kiosk sends. The PWA imports them from here, so that a screen
// which needs it does not load zod with it; ../kiosk.ts re-exports them for the server.

/** The header a bound kiosk sends on its calls (GET /kiosk/device/me, POST /checkout/guest). */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';
