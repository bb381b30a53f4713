// Ordering on the wire (consumer side): cart, coupon apply, checkout and payments. Shared by the API
// server and the PWA. Money is integer minor units; a guest is known by the device id the PWA makes
// and keeps, sent in the spec's `ip_address` field (never a network address: a shared office IP
// would mix strangers' carts).
import { z } from 'zod';
import { callNumberSchema } from './call-numbers';
import { uuidSchema } from './common';
import { couponCodeSchema } from './coupons';
import { MAX_MANUAL_DISCOUNTS, manualDiscountSchema, type OrderManualDiscount } from './discounts';
import type { OrderItem } from './orders';
import { choiceKey, lineChoicesFields, offlineOptionPriceSchema, type Allergen, type OrderItemComboChoice, type OrderItemOption } from './menu';
import { MAX_CART_QUANTITY, MAX_ORDER_LINES, ORDER_CHANNELS, ORDER_ID_PATTERN, PAYMENT_METHODS } from './constants/ordering';
import { pickupSlotFieldSchema } from './pickup-slots';

export * from './constants/ordering';

export const DEVICE_ID_MESSAGE = 'A device id is required (ip_address holds the id this app made for the device, not an IP address)';
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** 8-100 characters of letters, digits, `_` and `-`; anything shaped like an IPv4/IPv6 address is refused. */
export const deviceIdSchema = z
  .string({ message: DEVICE_ID_MESSAGE })
  .trim()
  .refine((s) => /^[A-Za-z0-9_-]{8,100}$/.test(s) && !IPV4.test(s) && !s.includes(':'), { message: DEVICE_ID_MESSAGE });

const quantity = (min: number) =>
  z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(min, `Quantity must be at least ${min}`)
    .max(MAX_CART_QUANTITY, `Quantity is at most ${MAX_CART_QUANTITY}`);
const noteSchema = z.string().trim().max(200, 'A note is at most 200 characters').optional().nullable();

// ---- cart ------------------------------------------------------------------------------------

export const cartListQuerySchema = z.object({
  company_uuid: uuidSchema,
  /** Guests: the device id. Ignored when a token comes along. */
  ip_address: deviceIdSchema.optional(),
  /** Logged in: must be the caller (staff in scope may look at a consumer's cart). */
  user_uuid: uuidSchema.optional(),
});

/**
 * Adds a product with its choices (contracts/menu.ts lineChoicesFields: `options` absent = the
 * product's defaults). The choices are checked now (400 / 409 like checkout) and kept resolved, so
 * the same product with the same choices raises that line's quantity and other choices make a new line.
 */
export const cartAddSchema = z.object({
  company_uuid: uuidSchema,
  store_uuid: uuidSchema,
  product_uuid: uuidSchema,
  quantity: quantity(1).default(1),
  note: noteSchema,
  ip_address: deviceIdSchema.optional(),
  ...lineChoicesFields,
});

export const cartQuantitySchema = z.object({
  cart_item_uuid: uuidSchema,
  /** 0 removes the item. */
  quantity: quantity(0),
  ip_address: deviceIdSchema.optional(),
});

/**
 * PUT /cart/line: sets one line (a product with its resolved choices) to a quantity, 0 removing it.
 * What an offline phone sends for each change it made (src/features/consumer-app/offline): the
 * quantity is the line's whole quantity, not a step, so a write sent twice or after another changes
 * nothing more. `replace_store`: the person agreed to empty a cart of another store for this line.
 */
export const cartLineSchema = z.object({
  company_uuid: uuidSchema,
  store_uuid: uuidSchema,
  product_uuid: uuidSchema,
  quantity: quantity(0),
  note: noteSchema,
  ip_address: deviceIdSchema.optional(),
  replace_store: z.boolean().optional(),
  ...lineChoicesFields,
});

export const cartDeviceQuerySchema = z.object({ ip_address: deviceIdSchema.optional() });
export const cartClearQuerySchema = z.object({ company_uuid: uuidSchema, ip_address: deviceIdSchema.optional() });
export const cartMergeSchema = z.object({ ip_address: deviceIdSchema, company_uuid: uuidSchema });

export interface CartItemView {
  uuid: string;
  product_uuid: string;
  name: string;
  image: string | null;
  /** The line's price now: the size's price or the product's, plus option deltas and combo upcharges (checkLine). */
  unit_price: number;
  /** The price before options and upcharges (the chosen size's price when the product has sizes). */
  base_price: number;
  quantity: number;
  line_total: number;
  note: string | null;
  /** The chosen options at today's prices (defaults resolved when the line was added), in the product's group order. */
  options: OrderItemOption[];
  /** A combo's chosen products, slot by slot, with their upcharges. */
  combo: OrderItemComboChoice[];
  /** What the line contains: the product's, its options' and its combo choices' allergens. */
  allergens: Allergen[];
  /** Traces only (not in `allergens`). */
  may_contain: Allergen[];
  /**
   * False when the product was switched off, deactivated or sold out since it was added, or when
   * its choices no longer check (an option sold out or removed since): see `problem`.
   */
  available: boolean;
  /** Why the line cannot be ordered as it is (checkLine's sentence, e.g. "Oat milk is sold out"); null when it can. */
  problem: string | null;
  /** Units left, null when not tracked. */
  stock: number | null;
}

export interface CartView {
  /** Null while the caller has no cart for this company. */
  uuid: string | null;
  company_uuid: string;
  store_uuid: string | null;
  store_name: string | null;
  currency: string;
  items: CartItemView[];
  subtotal: number;
  coupon: { code: string; type: string; value: number } | null;
  discount_amount: number;
  tax: number;
  total: number;
  item_count: number;
  /** Set when the cart dropped its coupon because it no longer qualifies. */
  coupon_message?: string;
}

// ---- coupons (consumer side) ---------------------------------------------------------------

export const consumerCouponQuerySchema = z.object({
  company_uuid: uuidSchema,
  store_uuid: uuidSchema.optional(),
  user_uuid: uuidSchema.optional(),
  ip_address: deviceIdSchema.optional(),
});

export const couponApplySchema = z.object({
  code: couponCodeSchema,
  company_uuid: uuidSchema,
  store_uuid: uuidSchema.optional(),
  ip_address: deviceIdSchema.optional(),
});

export const couponClearSchema = z.object({ company_uuid: uuidSchema, ip_address: deviceIdSchema.optional() });

export interface ConsumerCoupon {
  uuid: string;
  code: string;
  type: string;
  offer_type: string;
  value: number;
  max_discount: number | null;
  min_order: number;
  store_uuid: string | null;
  valid_to: string;
  /** The coupon's own description, or else its terms. */
  description: string;
  /** A sentence made from the rules: "10% off, up to ₹50, on orders of ₹100 or more". */
  terms: string;
}

// ---- checkout --------------------------------------------------------------------------------

/**
 * How long a device may work offline and still have its prices honoured: an order taken offline is
 * charged the price the device showed only when it was taken at most this long before it reaches
 * the server, and the price was in force at some moment of the same span before it was taken (the
 * device's menu may be that old). Otherwise the order is charged today's price and flagged for a
 * manager (OfflinePriceReview).
 */
export const OFFLINE_PRICE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A device clock this far ahead of the server's still counts as now. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60 * 1000;
/**
 * Why an offline order's prices were not honoured: a price the server never had in force within the
 * device's offline window, or no usable window at all (offline_taken_at missing, in the future, or
 * older than OFFLINE_PRICE_WINDOW_MS).
 */
export const OFFLINE_REVIEW_REASONS = ['offline_price_not_published', 'offline_window_exceeded'] as const;
export type OfflineReviewReason = (typeof OFFLINE_REVIEW_REASONS)[number];

/**
 * What a manager checks on an order flagged needs_review: each line charged otherwise than the device
 * showed. `difference` is (charged − offline) × quantity in minor units: positive when the order
 * costs more than the device asked for. `total_difference` sums the lines, before discount and tax.
 */
export interface OfflinePriceReview {
  reason: OfflineReviewReason;
  /**
   * One entry per price that was not honoured. A product's own price: `offline_unit_price` and
   * `charged_unit_price` are that price. An option's (size price or delta; issue 12): the entry also
   * names the option (`option_uuid`, `option_name`) and the two prices are the option's; `name` stays
   * the product's. `quantity` is the order line's either way, so the differences add up to the order's.
   */
  lines: {
    product_uuid: string;
    name: string;
    option_uuid?: string;
    option_name?: string;
    offline_unit_price: number;
    charged_unit_price: number;
    quantity: number;
    difference: number;
  }[];
  total_difference: number;
}

const minorAmount = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000, `${label} is too large`);

/** A line: a product with its choices (contracts/menu.ts lineChoicesFields; `options` absent = the product's defaults). */
export const checkoutItemSchema = z.object({ product_uuid: uuidSchema, quantity: quantity(1), note: noteSchema, ...lineChoicesFields });
/** Option prices an offline device may name: a few per line. */
export const MAX_OFFLINE_OPTION_PRICES = MAX_ORDER_LINES * 10;

const checkoutFields = z.object({
  company_uuid: uuidSchema,
  store_uuid: uuidSchema,
  payment_method: z.enum(PAYMENT_METHODS, { message: 'Payment method must be counter, wallet or card' }),
  coupon_code: couponCodeSchema.optional().nullable(),
  note: z.string().trim().max(500, 'A note is at most 500 characters').optional().nullable(),
  customer_name: z.string().trim().min(1, 'Enter a name').max(120, 'A name is at most 120 characters').optional().nullable(),
  customer_mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{7,15}$/, 'Enter a valid mobile number (7 to 15 digits)')
    .optional()
    .nullable(),
  /** Client-proposed id (offline tills); kept when unique. */
  order_id: z.string().trim().toUpperCase().regex(ORDER_ID_PATTERN, 'An order id is ORD- and 8 letters or digits').optional(),
  /** Given (kiosk, till, offline): the cart is not used. */
  items: z.array(checkoutItemSchema).min(1, 'Add at least one item').max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines`).optional(),
  channel: z.enum(ORDER_CHANNELS, { message: 'Channel must be consumer, guest, kiosk, cashier or backoffice' }).optional(),
  /** Staff ordering for a consumer (front desk, wallet by scan/mobile at the till): whose order and iCash. */
  consumer_uuid: uuidSchema.optional(),
  placed_offline: z.boolean().optional(),
  /** With placed_offline: the call number the device printed, of the letter it reserved for the day (contracts/call-numbers.ts). */
  call_number: callNumberSchema.optional(),
  offline_taken_at: z.iso.datetime({ offset: true, message: 'offline_taken_at must be an ISO date and time' }).optional(),
  /**
   * With placed_offline: the unit prices the till showed. Honoured only when the server published
   * them within the device's offline window (OFFLINE_PRICE_WINDOW_MS); otherwise today's price.
   */
  /**
   * `unit_price` is the product's own menu price as the device showed it (before options; for a
   * plain product that is the line's price). Online orders' prices are ignored.
   */
  offline_prices: z.array(z.object({ product_uuid: uuidSchema, unit_price: minorAmount('Unit price') })).max(MAX_ORDER_LINES).optional(),
  /**
   * With placed_offline: the option prices the device showed (a size's price or a delta), honoured
   * like offline_prices against the options' price history. Combo upcharges are always today's.
   */
  offline_option_prices: z.array(offlineOptionPriceSchema).max(MAX_OFFLINE_OPTION_PRICES, `At most ${MAX_OFFLINE_OPTION_PRICES} option prices`).optional(),
  /** Cash handed over at the till for a counter payment; the answer carries change_due. */
  tendered: minorAmount('Tendered').optional(),
  ip_address: deviceIdSchema.optional(),
  /** Order ahead: the start of one of the store's pickup slots (GET /pickup-slots/available); absent = as soon as possible. */
  pickup_slot: pickupSlotFieldSchema,
  /** Staff at a till: manual discounts on lines of `items` or the whole order (contracts/discounts.ts). */
  manual_discounts: z.array(manualDiscountSchema).max(MAX_MANUAL_DISCOUNTS, `At most ${MAX_MANUAL_DISCOUNTS} discounts`).optional(),
  /** A manager's approval (POST /discount/approve) of manual discounts above the store's limit. */
  discount_approval_uuid: uuidSchema.optional(),
});

const checkoutRules = <T extends z.ZodType<z.output<typeof checkoutFields>>>(schema: T) =>
  schema.superRefine((b, ctx) => {
    if (b.offline_taken_at && !b.placed_offline) {
      ctx.addIssue({ code: 'custom', path: ['offline_taken_at'], message: 'offline_taken_at goes only with placed_offline' });
    }
    if (b.offline_prices && !b.placed_offline) {
      ctx.addIssue({ code: 'custom', path: ['offline_prices'], message: 'offline_prices go only with placed_offline' });
    }
    if (b.offline_option_prices && !b.placed_offline) {
      ctx.addIssue({ code: 'custom', path: ['offline_option_prices'], message: 'offline_option_prices go only with placed_offline' });
    }
    if (b.call_number && !b.placed_offline) {
      ctx.addIssue({ code: 'custom', path: ['call_number'], message: 'A call number is sent only with an order taken offline' });
    }
    if (b.placed_offline && !b.items) ctx.addIssue({ code: 'custom', path: ['items'], message: 'An order taken offline lists its items' });
    if (b.tendered !== undefined && b.payment_method !== 'counter') {
      ctx.addIssue({ code: 'custom', path: ['tendered'], message: 'Cash tendered goes only with a counter payment' });
    }
    if (b.manual_discounts?.length) {
      if (!b.items) ctx.addIssue({ code: 'custom', path: ['manual_discounts'], message: 'A manual discount goes with an order that lists its items' });
      const seenLines = new Set<number | null>();
      b.manual_discounts.forEach((d, i) => {
        const line = d.line ?? null;
        if (b.items && line !== null && line >= b.items.length) {
          ctx.addIssue({ code: 'custom', path: ['manual_discounts', i, 'line'], message: 'The discount names a line the order does not have' });
        }
        if (seenLines.has(line)) ctx.addIssue({ code: 'custom', path: ['manual_discounts', i, 'line'], message: 'One discount per line and one on the order' });
        seenLines.add(line);
      });
    }
    if (b.items) {
      // The same product with other choices is another line; with the same choices, raise the quantity.
      const seen = new Set<string>();
      b.items.forEach((it, i) => {
        const key = `${it.product_uuid}#${it.options === undefined ? 'defaults' : ''}#${choiceKey(it.options, it.combo)}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', i, 'product_uuid'],
            message: 'Each product with the same choices appears once; raise its quantity instead',
          });
        }
        seen.add(key);
      });
    }
  });

export const checkoutSchema = checkoutRules(checkoutFields);
export const guestCheckoutSchema = checkoutRules(
  checkoutFields.extend({
    ip_address: deviceIdSchema,
    /**
     * The name the order is called by. A guest on the web gives one (the route's rule, see
     * checkout/service.ts); a bound kiosk may leave it out or blank: its call number is enough.
     */
    customer_name: z
      .string({ message: 'Enter your name' })
      .trim()
      .max(120, 'A name is at most 120 characters')
      .transform((s) => s || null)
      .optional()
      .nullable(),
    /** A bound kiosk paying with iCash: the pass from POST /kiosk/wallet/verify (single use, this kiosk only). */
    wallet_pass: z.string().min(20, 'The iCash sign-in is not valid').max(100, 'The iCash sign-in is not valid').optional(),
  }),
);
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** A placed order's line: the same snapshot as the order views show (what one unit was charged, its options and combo). */
export type PlacedOrderItem = OrderItem;

export interface PlacedOrder {
  uuid: string;
  order_id: string;
  /** What the counter calls out (`K-042`); null on orders older than call numbers. */
  call_number: string | null;
  company_uuid: string;
  store_uuid: string;
  store_name: string;
  user_uuid: string | null;
  customer_name: string | null;
  customer_mobile: string | null;
  channel: string;
  status: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  currency: string;
  coupon_code: string | null;
  payment_method: string;
  payment_status: string;
  note: string | null;
  placed_offline: boolean;
  offline_taken_at: string | null;
  /** An offline order charged otherwise than the device showed: a manager should look (see `review`). */
  needs_review: boolean;
  review: OfflinePriceReview | null;
  created_at: string;
  updated_at: string;
  items: PlacedOrderItem[];
  /** The pickup slot's start when ordered ahead; null = as soon as possible. */
  pickup_slot?: string | null;
  /** Manual discounts given at the till (contracts/discounts.ts); absent when there are none. */
  manual_discounts?: OrderManualDiscount[];
}

export interface CheckoutResult {
  order: PlacedOrder;
  payment: { method: string; status: string; redirect_url?: string; change_due?: number };
}

// ---- payments --------------------------------------------------------------------------------

export const paymentUpdateSchema = z.object({ order_uuid: uuidSchema, tendered: minorAmount('Tendered').optional() });

/** GET /payment/methods: what this server takes; card only where a card gateway runs (PAYMENT_SANDBOX). */
export interface PaymentMethodsAnswer {
  counter: boolean;
  wallet: boolean;
  card_available: boolean;
  card_gateway: 'sandbox' | null;
}

export const sandboxSessionParamSchema = z.object({ session: uuidSchema });
export const sandboxCompleteSchema = z.object({
  session: uuidSchema,
  outcome: z.enum(['paid', 'declined'], { message: 'Outcome must be paid or declined' }),
});

export const SANDBOX_EVENTS = ['payment.succeeded', 'payment.failed'] as const;
export const sandboxWebhookSchema = z.object({
  event: z.enum(SANDBOX_EVENTS, { message: 'Unknown event' }),
  session: uuidSchema,
  order_uuid: uuidSchema,
  amount: z.number().int().min(0),
  provider_ref: z.string().min(1).max(200),
});
export type SandboxWebhookEvent = z.output<typeof sandboxWebhookSchema>;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A signed webhook older than this is refused (replayed captures). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
