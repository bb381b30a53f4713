// The coupon form's values: the coupon as typed (amounts in major units of the company's currency, a
// percentage, local date and time), its messages, and the body the API takes (basis points, minor units).
import type { Coupon } from '../../../../server/contracts/coupons';
import type { MessageKeys } from '../../../lib/form-errors';
import { bpsToPercent, fromLocalInput, fromMinor, percentToBps, toLocalInput, toMinor } from './money';

const DAY = 24 * 60 * 60 * 1000;
export const MESSAGES: MessageKeys = {
  company_uuid: 'people:validation.company',
  code: 'people:validation.couponCode',
  description: 'people:validation.description',
  value: (_code, t, values) => t((values as Draft).type === 'percentage' ? 'people:validation.percent' : 'people:validation.amount'),
  max_discount: 'people:validation.amount',
  min_order: 'people:validation.minOrder',
  valid_from: 'people:validation.date',
  valid_to: 'people:validation.validTo',
  usage_limit: 'people:validation.count',
  per_user_limit: 'people:validation.perUser',
};

/** The coupon as typed: amounts in major units of the company's currency, a percentage, local date and time. */
export type Draft = ReturnType<typeof draftOf>;
export function draftOf(coupon: Coupon | undefined, company: string, cur: string) {
  return {
    company_uuid: company,
    store_uuid: coupon?.store_uuid ?? null,
    code: coupon?.code ?? '',
    description: coupon?.description ?? null,
    type: (coupon?.type === 'flat' ? 'flat' : 'percentage') as 'percentage' | 'flat',
    offer_type: coupon?.offer_type ?? 'all',
    value: coupon ? (coupon.type === 'percentage' ? bpsToPercent(coupon.value) : fromMinor(coupon.value, cur)) : '',
    max_discount: fromMinor(coupon?.max_discount, cur),
    min_order: coupon && coupon.min_order > 0 ? fromMinor(coupon.min_order, cur) : '',
    valid_from: toLocalInput(coupon?.valid_from ?? new Date().toISOString()),
    valid_to: toLocalInput(coupon?.valid_to ?? new Date(Date.now() + 30 * DAY).toISOString()),
    usage_limit: coupon?.usage_limit ? String(coupon.usage_limit) : '',
    per_user_limit: coupon?.per_user_limit ? String(coupon.per_user_limit) : '',
    status: (coupon?.status ?? 'active') as 'active' | 'inactive',
  };
}

/** Who is saving: a manager's coupons are always their own store's; only an admin picks the company, once. */
export interface Saver {
  isAdmin: boolean;
  isManager: boolean;
  creating: boolean;
}

/** The API body of a typed coupon, in the currency `cur`. */
export function couponBody(d: Draft, cur: string, who: Saver) {
  const count = (s: string) => (s.trim() === '' ? null : Number(s));
  return {
    ...d,
    // A manager's coupons are always their own store's; the server fills it in. The company is fixed once made.
    store_uuid: who.isManager ? undefined : d.store_uuid,
    company_uuid: who.creating && who.isAdmin ? d.company_uuid : undefined,
    value: d.type === 'percentage' ? percentToBps(d.value) : toMinor(d.value, cur),
    max_discount: d.type === 'percentage' && d.max_discount.trim() !== '' ? toMinor(d.max_discount, cur) : null,
    min_order: d.min_order.trim() === '' ? 0 : toMinor(d.min_order, cur),
    valid_from: fromLocalInput(d.valid_from),
    valid_to: fromLocalInput(d.valid_to),
    usage_limit: count(d.usage_limit),
    per_user_limit: count(d.per_user_limit),
  };
}
