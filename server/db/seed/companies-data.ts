// The two demo companies (their stores, staff, consumers and banners), the public consumers and the
// coupons, kept as data in companies.json and checked against the schemas below when the seed loads.
// Acme lets its staff in by their work e-mail (joinDomains); Globex only by invitation (or a code it sets).
import { z } from 'zod';
import { COUPON_TYPES, OFFER_TYPES } from '../../contracts/constants/coupons';
import { DEMO_THEMES } from '../demo-images';
import data from './companies.json';

const text = z.string().min(1);
const count = z.number().int().nonnegative();

const storeSchema = z.strictObject({
  slug: text,
  name: text,
  /** The store's short name, as in its staff's e-mails (manager.hq@…). */
  short: text,
  address: text,
  phone: text,
  openingHours: text,
  /** Scales the menu's base prices. */
  priceFactor: z.number().positive(),
  /** Busy-ness: scales orders per day. */
  volume: z.number().positive(),
});

const personSchema = z.strictObject({ name: text, email: text });

const companySchema = z.strictObject({
  slug: text,
  name: text,
  email: text,
  mobile: text,
  address: text,
  currency: text,
  taxRateBps: count,
  /** Before a consumer's employee code (ACM-1001). */
  codePrefix: text,
  colors: z.tuple([text, text]),
  /** Work e-mail domains whose people may register as its consumers on their own. */
  joinDomains: z.array(text).optional(),
  stores: z.array(storeSchema).min(1),
  owner: personSchema,
  desk: personSchema,
  /** Manager and cashier per store, in store order. */
  storeStaff: z.array(z.tuple([personSchema, personSchema])),
  consumers: z.array(personSchema.extend({ mobile: text.optional(), status: z.literal('inactive').optional() })),
  /** storeIndex: a banner of that store only. */
  banners: z.array(z.strictObject({ title: text, subtitle: text, theme: z.enum(DEMO_THEMES), storeIndex: count.optional() })),
});

const couponSchema = z.strictObject({
  code: text,
  description: text,
  type: z.enum(COUPON_TYPES),
  offerType: z.enum(OFFER_TYPES),
  value: z.number().int().positive(),
  maxDiscount: count.optional(),
  minOrder: count,
  /** Valid from and to, in days from now. */
  from: z.number().int(),
  to: z.number().int(),
  usageLimit: count.optional(),
  perUserLimit: count.optional(),
  /** A coupon of the company's store at this index only (each company has it). */
  storeIndex: count.optional(),
});

const dataSchema = z.strictObject({
  companies: z.array(companySchema),
  /** Consumers of no company: they order anywhere and pay by card or at the counter. */
  publicConsumers: z.array(personSchema),
  /** Every company has each of these. */
  coupons: z.array(couponSchema),
});

export type StoreDef = z.infer<typeof storeSchema>;
export type CompanyDef = z.infer<typeof companySchema>;
export type CouponDef = z.infer<typeof couponSchema>;

export const { companies: COMPANIES, publicConsumers: PUBLIC_CONSUMERS, coupons: COUPONS } = dataSchema.parse(data);
