// Discounts at the till on the wire (issue 16): a manual discount on one line or the whole order (an
// amount or a percent, with a reason), a manager's approval of a discount above the store's limit,
// and what an order keeps of both. Checkout works the amounts out itself (never from a client's
// total) with manualDiscountAmount, which the till also uses to show them before the server answers.
import { z } from 'zod';
import { uuidSchema } from './common';
import { MAX_ORDER_LINES } from './constants/ordering';
import { DISCOUNT_KINDS, type DiscountKind } from './constants/discounts';

export * from './constants/discounts';

/** Manual discounts one order may carry: one per line and one on the whole order. */
export const MAX_MANUAL_DISCOUNTS = MAX_ORDER_LINES + 1;
/** How long a manager's approval may wait for its order (the till sends it at once, or from its outbox). */
export const DISCOUNT_APPROVAL_MINUTES = 30;

const reasonSchema = z
  .string({ message: 'Give a reason for the discount' })
  .trim()
  .min(2, 'Give a reason for the discount')
  .max(120, 'A reason is at most 120 characters');

export const manualDiscountSchema = z
  .object({
    /** The index of the line in `items`; absent or null: the whole order. */
    line: z.number().int('line is the index of a line').min(0, 'line is the index of a line').max(MAX_ORDER_LINES - 1).nullable().optional(),
    kind: z.enum(DISCOUNT_KINDS, { message: 'A discount is an amount or a percent' }),
    /** Minor units for an amount; hundredths of a percent for a percent (1250 = 12.5 %). */
    value: z
      .number({ message: 'The discount must be a number' })
      .int('The discount must be a whole number')
      .min(1, 'The discount must be more than 0')
      .max(1_000_000_000),
    reason: reasonSchema,
  })
  .refine((d) => d.kind !== 'percent' || d.value <= 10_000, { path: ['value'], message: 'A discount is at most 100 %' });
export type ManualDiscountInput = z.output<typeof manualDiscountSchema>;


export const discountApprovalSchema = z.object({
  store_uuid: uuidSchema,
  /** The approving manager's sign-in. */
  email: z.string({ message: 'Enter the manager’s e-mail' }).trim().min(3, 'Enter the manager’s e-mail').max(200),
  password: z.string({ message: 'Enter the manager’s password' }).min(1, 'Enter the manager’s password').max(128),
  /** The most the approval allows (the order's manual discounts together). */
  amount: z.number({ message: 'The amount must be a number' }).int().min(1, 'The amount must be more than 0').max(1_000_000_000),
  reason: reasonSchema,
});
export type DiscountApprovalInput = z.output<typeof discountApprovalSchema>;

export interface DiscountApproval {
  uuid: string;
  store_uuid: string;
  approved_by_uuid: string;
  approved_by_name: string;
  amount: number;
  reason: string;
  created_at: string;
  expires_at: string;
}

export const discountPolicyQuerySchema = z.object({ store_uuid: uuidSchema });
/** The store's manager (or its company) sets the limit. */
export const discountPolicyUpdateSchema = z.object({
  store_uuid: uuidSchema,
  approval_limit: z
    .number({ message: 'The discount limit must be a number' })
    .int('The discount limit must be a whole number of minor units')
    .min(0, 'The discount limit cannot be negative')
    .max(1_000_000_000, 'The discount limit is too large'),
});
export interface DiscountPolicy {
  store_uuid: string;
  /** Manual discounts per order up to this need no manager. */
  approval_limit: number;
  /** The company's currency the limit is in. */
  currency: string;
}

/** A manual discount as an order keeps it (the order's detail, the till's receipt). */
export interface OrderManualDiscount {
  uuid: string;
  /** Null: on the whole order. */
  item_uuid: string | null;
  item_name: string | null;
  kind: DiscountKind;
  value: number;
  amount: number;
  reason: string;
  approval: { uuid: string; approved_by_name: string; approved_at: string; amount: number; reason: string } | null;
}

/** A coupon tried at the till before the sale (checkout claims it again, with every rule). */
export const tillCouponCheckSchema = z.object({
  store_uuid: uuidSchema,
  code: z.string({ message: 'Enter a coupon code' }).trim().toUpperCase().min(1, 'Enter a coupon code').max(40),
  /** The ticket's amount before discounts, minor units. */
  subtotal: z.number().int().min(0).max(1_000_000_000),
  device_id: z.string().trim().min(8).max(100).optional(),
});

export type TillCouponCheckInput = z.output<typeof tillCouponCheckSchema>;

