// zod-free values of ../coupons.ts: coupon and offer types, the percentage cap. The PWA imports them from here, so that a screen
// which needs them does not load zod with it; ../coupons.ts re-exports them for the server.

export const COUPON_TYPES = ['percentage', 'flat'] as const;
export const OFFER_TYPES = ['all', 'first_order', 'wallet'] as const;
export const MAX_PERCENTAGE_BPS = 10_000;
