// zod-free values of ../orders.ts: order and payment statuses, payment methods, the status machine. The PWA imports them from here, so that a screen
// which needs them does not load zod with it; ../orders.ts re-exports them for the server.

export const ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['counter', 'wallet', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The state machine: which statuses each status may move to. Cancelled and refunded are final. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['accepted', 'cancelled'],
  accepted: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: string, to: string): boolean {
  return (ORDER_TRANSITIONS as Record<string, readonly string[] | undefined>)[from]?.includes(to) ?? false;
}
