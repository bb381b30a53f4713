// Coupons (management side): request bodies, list query and the row the list answers. Money is
// integer minor units; a percentage is in basis points (1000 = 10%).
import { z } from 'zod';
import { ENTITY_STATUSES, pagingQuerySchema, sortQuery, uuidSchema, uuidStatusBodySchema } from './common';
import { COUPON_TYPES, MAX_PERCENTAGE_BPS, OFFER_TYPES } from './constants/coupons';

export * from './constants/coupons';

/** A flat amount or cap beyond this (10,000,000.00) is a typo, not a discount. */
const MAX_MINOR = 1_000_000_000;

const minor = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units (cents, paise)`)
    .min(min, `${label} must be at least ${min}`)
    .max(MAX_MINOR, `${label} is too large`);

const count = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`);

const isoDateTime = (label: string) => z.iso.datetime({ offset: true, message: `${label} must be an ISO date and time, e.g. 2025-01-31T09:00:00Z` });

export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,30}$/, 'Code is 3 to 30 letters, digits or hyphens');

const couponFields = z.object({
  /** Required for an administrator; the caller's own company otherwise. */
  company_uuid: uuidSchema.optional(),
  /** Null or absent: valid in every store of the company (a manager's coupons are always their store's). */
  store_uuid: uuidSchema.optional().nullable(),
  code: couponCodeSchema,
  description: z.string().trim().max(500, 'Description is at most 500 characters').optional().nullable(),
  type: z.enum(COUPON_TYPES, { message: 'Type must be percentage or flat' }),
  offer_type: z.enum(OFFER_TYPES, { message: 'Offer type must be all, first_order or wallet' }).default('all'),
  /** percentage: basis points 1..10000 (1000 = 10%); flat: minor units. */
  value: minor('Value', 1),
  /** The most a percentage coupon takes off, in minor units; ignored (stored empty) for flat coupons. */
  max_discount: minor('Max discount', 1).optional().nullable(),
  min_order: minor('Minimum order', 0).default(0),
  valid_from: isoDateTime('Valid from'),
  valid_to: isoDateTime('Valid to'),
  usage_limit: count('Usage limit').optional().nullable(),
  per_user_limit: count('Per-user limit').optional().nullable(),
  status: z.enum(ENTITY_STATUSES).default('active'),
});

export interface CouponRules {
  type?: 'percentage' | 'flat';
  value?: number;
  valid_from?: string | Date;
  valid_to?: string | Date;
  usage_limit?: number | null;
  per_user_limit?: number | null;
}

/** The rules across fields; the service runs them again on an update merged with the stored coupon. */
export function couponRuleIssues(c: CouponRules): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (c.type === 'percentage' && c.value !== undefined && c.value > MAX_PERCENTAGE_BPS) {
    issues.push({ path: 'value', message: 'A percentage is at most 100% (10000 basis points)' });
  }
  if (c.valid_from !== undefined && c.valid_to !== undefined && new Date(c.valid_to).getTime() <= new Date(c.valid_from).getTime()) {
    issues.push({ path: 'valid_to', message: 'Valid to must be after valid from' });
  }
  if (c.usage_limit != null && c.per_user_limit != null && c.per_user_limit > c.usage_limit) {
    issues.push({ path: 'per_user_limit', message: 'The per-user limit cannot exceed the total usage limit' });
  }
  return issues;
}

const withRules = <T extends z.ZodType<CouponRules>>(schema: T) =>
  schema.superRefine((c, ctx) => {
    for (const issue of couponRuleIssues(c)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

export const couponCreateSchema = withRules(couponFields);
/** Any field; the company is fixed once made. The rules are checked against the stored coupon too. */
export const couponUpdateSchema = withRules(
  couponFields
    .omit({ company_uuid: true })
    .extend({ offer_type: couponFields.shape.offer_type.unwrap(), min_order: couponFields.shape.min_order.unwrap(), status: z.enum(ENTITY_STATUSES) })
    .partial(),
);

export const COUPON_SORT_KEYS = ['code', 'value', 'valid_to', 'used', 'status'] as const;
export const couponListQuerySchema = pagingQuerySchema.extend({
  ...sortQuery(COUPON_SORT_KEYS).shape,
  type: z.enum(COUPON_TYPES, { message: 'Type must be percentage or flat' }).optional(),
  offer_type: z.enum(OFFER_TYPES, { message: 'Offer type must be all, first_order or wallet' }).optional(),
  company_uuid: uuidSchema.optional(),
  store_uuid: uuidSchema.optional(),
});

export const couponStatusBodySchema = uuidStatusBodySchema;

export interface Coupon {
  uuid: string;
  company_uuid: string;
  company_name: string | null;
  store_uuid: string | null;
  store_name: string | null;
  code: string;
  description: string | null;
  type: string;
  offer_type: string;
  value: number;
  max_discount: number | null;
  min_order: number;
  valid_from: string;
  valid_to: string;
  usage_limit: number | null;
  per_user_limit: number | null;
  used_count: number;
  status: string;
  created_at: string;
  updated_at: string;
}
