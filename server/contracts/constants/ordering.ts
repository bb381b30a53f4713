// zod-free values of ../ordering.ts: cart and order limits, payment methods, channels, the order id pattern. The PWA imports them from here, so that a screen
// which needs a limit does not load zod with it; ../ordering.ts re-exports them for the server.

export const MAX_CART_QUANTITY = 99;

export const PAYMENT_METHODS = ['counter', 'wallet', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ORDER_CHANNELS = ['consumer', 'guest', 'kiosk', 'cashier', 'backoffice'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const ORDER_ID_PATTERN = /^ORD-[A-Z0-9]{8}$/;
export const MAX_ORDER_LINES = 100;
