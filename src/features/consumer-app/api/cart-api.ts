// Cart, consumer coupons and checkout (server/contracts/ordering.ts). A guest is known by the device
// id (sent as the spec's `ip_address`); a signed-in consumer by the token. Every cart call answers
// the whole cart with the server's prices, coupon and totals.
import type { Envelope } from '../../../../server/contracts/common';
import type { ComboChoice } from '../../../../server/contracts/menu';
import type { CartView, CheckoutResult, ConsumerCoupon, PaymentMethod } from '../../../../server/contracts/ordering';
import { api, unwrap, type RequestOptions } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

/** Who owns the cart: a signed-in user (by token, user_uuid for the list) or this device. */
export interface CartOwner {
  userUuid: string | null;
}

const guestId = (owner: CartOwner) => (owner.userUuid ? undefined : getDeviceId());

export const loadCart = async (owner: CartOwner, companyUuid: string, signal?: AbortSignal): Promise<CartView> =>
  unwrap(
    await api.get<CartView>(
      '/cart/list',
      { company_uuid: companyUuid, user_uuid: owner.userUuid ?? undefined, ip_address: guestId(owner) },
      { silent: true, signal },
    ),
  );

export interface AddToCart {
  company_uuid: string;
  store_uuid: string;
  product_uuid: string;
  quantity: number;
  note?: string | null;
  /** The line's choices (contracts/menu.ts lineChoicesFields): the sheet always sends its options. */
  options?: string[];
  combo?: ComboChoice[];
}

/** Adding is quiet (the cart badge and a short toast of our own say it); a refusal (409 other store) is handled by the caller. */
export const addToCart = async (owner: CartOwner, item: AddToCart): Promise<CartView> =>
  unwrap(await api.post<CartView>('/cart/add', { ...item, ip_address: guestId(owner) }, { silent: true, successToast: false }));

export const setCartQuantity = async (owner: CartOwner, cartItemUuid: string, quantity: number): Promise<CartView> =>
  unwrap(await api.put<CartView>('/cart/quantity/update', { cart_item_uuid: cartItemUuid, quantity, ip_address: guestId(owner) }, { successToast: false }));

export const removeCartItem = async (owner: CartOwner, cartItemUuid: string): Promise<CartView> => {
  const id = guestId(owner);
  return unwrap(
    await api.delete<CartView>(`/cart/delete/${encodeURIComponent(cartItemUuid)}${id ? `?ip_address=${encodeURIComponent(id)}` : ''}`, { successToast: false }),
  );
};

export const clearCart = async (owner: CartOwner, companyUuid: string): Promise<CartView> => {
  const q = new URLSearchParams({ company_uuid: companyUuid });
  const id = guestId(owner);
  if (id) q.set('ip_address', id);
  return unwrap(await api.delete<CartView>(`/cart/clear?${q.toString()}`, { successToast: false }));
};

/** After signing in: the device's guest cart joins the user's (quantities added). */
export const mergeGuestCart = async (companyUuid: string): Promise<CartView> =>
  unwrap(await api.put<CartView>('/cart/update/login/user', { ip_address: getDeviceId(), company_uuid: companyUuid }, { silent: true, successToast: false }));

export const consumerCoupons = async (owner: CartOwner, companyUuid: string, storeUuid: string | null, signal?: AbortSignal): Promise<ConsumerCoupon[]> =>
  unwrap(
    await api.get<ConsumerCoupon[]>(
      '/coupon/list/consumer',
      { company_uuid: companyUuid, store_uuid: storeUuid ?? undefined, user_uuid: owner.userUuid ?? undefined, ip_address: guestId(owner) },
      { silent: true, signal },
    ),
  );

export type CouponAnswer = Envelope<CartView> & { discount_amount: number };

/** Applies a code to the cart; a refusal is an ApiError carrying the server's reason (no toast: the field shows it). */
export const applyCoupon = (owner: CartOwner, code: string, companyUuid: string, storeUuid: string | null): Promise<CouponAnswer> =>
  api.post<CartView, CouponAnswer>(
    '/coupon/code',
    { code, company_uuid: companyUuid, store_uuid: storeUuid ?? undefined, ip_address: guestId(owner) },
    { silent: true },
  );

export const clearCoupon = async (owner: CartOwner, companyUuid: string): Promise<Envelope<CartView>> =>
  api.put<CartView>('/coupon/code/clear', { company_uuid: companyUuid, ip_address: guestId(owner) }, { silent: true });

export interface CheckoutRequest {
  company_uuid: string;
  store_uuid: string;
  payment_method: PaymentMethod;
  coupon_code?: string | null;
  note?: string | null;
  customer_name?: string | null;
  customer_mobile?: string | null;
  /** Order ahead: a pickup slot's start (absent: as soon as possible). */
  pickup_slot?: string;
}

/**
 * Places the order from the cart. `idempotencyKey` is made once per checkout attempt and reused on a
 * retry, so a lost answer never makes a second order. The api client passes its options on to axios,
 * which is how the header travels.
 */
export async function checkout(owner: CartOwner, body: CheckoutRequest, idempotencyKey: string): Promise<CheckoutResult> {
  const options = { silent: true, successToast: false, headers: { 'Idempotency-Key': idempotencyKey } } satisfies RequestOptions;
  const id = guestId(owner);
  const envelope = id
    ? await api.post<CheckoutResult>('/checkout/guest', { ...body, ip_address: id }, options)
    : await api.post<CheckoutResult>('/checkout', body, options);
  return unwrap(envelope);
}
