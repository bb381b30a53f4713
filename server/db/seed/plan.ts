// The plan: rows for every table, built in memory, and what the builders know of each other while planning.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DemoImageSpec } from '../demo-images';
import * as s from '../schema';
import type { CategoryKey, GroupKind } from './catalogue-data';
import type { CompanyDef } from './companies-data';

export type Row<T extends PgTable> = T['$inferInsert'];

export type Plan = { -readonly [K in keyof typeof PLAN_TABLES]: Row<(typeof PLAN_TABLES)[K]>[] } & { images: DemoImageSpec[] };

/** Every table of the plan, in the order foreign keys allow them to be written. */
export const PLAN_TABLES = {
  companies: s.companies,
  stores: s.stores,
  users: s.users,
  categories: s.categories,
  products: s.products,
  optionGroups: s.optionGroups,
  options: s.options,
  productOptionGroups: s.productOptionGroups,
  comboSlots: s.comboSlots,
  comboSlotItems: s.comboSlotItems,
  coupons: s.coupons,
  banners: s.banners,
  orders: s.orders,
  orderItems: s.orderItems,
  history: s.orderStatusHistory,
  payments: s.payments,
  redemptions: s.couponRedemptions,
  // In time order, so that seq (a serial) rises with created_at.
  wallet: s.walletEntries,
  feedback: s.feedback,
  reviews: s.productReviews,
  notifications: s.notifications,
} as const;

export const emptyPlan = (): Plan => ({ ...(Object.fromEntries(Object.keys(PLAN_TABLES).map((k) => [k, []])) as unknown as Omit<Plan, 'images'>), images: [] });

export interface StoreCtx {
  uuid: string;
  companyUuid: string;
  slug: string;
  name: string;
  manager: string;
  cashier: string;
  products: ProductCtx[];
  kioskDevice: string;
}
export interface ProductCtx {
  uuid: string;
  name: string;
  price: number;
  category: CategoryKey;
  available: boolean;
  stock: number | null;
  /** Its option groups, in the order the menu shows them. */
  groups: GroupCtx[];
}
export interface GroupCtx {
  uuid: string;
  key: string;
  name: string;
  kind: GroupKind;
  options: { uuid: string; name: string; price: number }[];
}
export interface ConsumerCtx {
  uuid: string;
  name: string;
  mobile: string;
  companyUuid: string | null;
  active: boolean;
}
export interface CompanyCtx {
  uuid: string;
  def: CompanyDef;
  stores: StoreCtx[];
  desk: string;
  owner: string;
  consumers: ConsumerCtx[];
  coupons: CouponCtx[];
  guestDevices: string[];
}
export interface CouponCtx {
  row: Row<typeof s.coupons> & { uuid: string; validFrom: Date; validTo: Date };
  used: number;
  perKey: Map<string, number>;
}

export interface WalletEvent {
  userUuid: string;
  companyUuid: string | null;
  amount: number;
  type: 'credit' | 'debit' | 'refund' | 'payment';
  reason: string;
  orderUuid?: string;
  createdBy?: string | null;
  at: Date;
}
