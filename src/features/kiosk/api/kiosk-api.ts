// The kiosk's calls. Staff calls (sign-in, store list, bind, unbind, sign-out) carry the manager's
// token explicitly and never touch the app's stored session: the kiosk keeps no staff session. Device
// calls carry x-kiosk-token. The menu is read through the public list routes (the service worker
// caches them) and also kept in localStorage so that a start with no network and no worker shows it.
import type { LoginData } from '../../../../server/contracts/auth';
import type { PublicBanner } from '../../../../server/contracts/banners';
import type { CallLetter } from '../../../../server/contracts/call-numbers';
import type { PublicCategory, PublicProduct } from '../../../../server/contracts/catalogue';
import type { Paged } from '../../../../server/contracts/common';
import type { DropdownItem } from '../../../../server/contracts/companies';
import type { ComboChoice } from '../../../../server/contracts/menu';
import type { KioskBindResult, KioskDeviceInfo, KioskWalletPass } from '../../../../server/contracts/kiosk';
import { KIOSK_TOKEN_HEADER } from '../../../../server/contracts/constants/kiosk';
import type { CartView, CheckoutResult } from '../../../../server/contracts/ordering';
import type { OrderDetail } from '../../../../server/contracts/orders';
import { STORAGE_KEYS } from '../../../config/constants';
import { api, unwrap, type LoginEnvelope, type RequestOptions } from '../../../lib/api-client';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { readJson, writeJson } from '../../../lib/storage';

const staff = (token: string, extra: RequestOptions = {}): RequestOptions => ({
  silent: true,
  successToast: false,
  skipAuthRefresh: true,
  headers: { 'x-auth-token': token },
  ...extra,
});
const device = (binding: KioskBinding): RequestOptions => ({
  silent: true,
  successToast: false,
  skipAuthRefresh: true,
  headers: { [KIOSK_TOKEN_HEADER]: binding.token },
});

/** Signs a manager in for one action; the answer's token is used and then signed out. */
export async function staffSignIn(email: string, password: string): Promise<{ token: string; role: string }> {
  const answer = await api.post<LoginData, LoginEnvelope>('/company/login', { email, password }, { silent: true, successToast: false, skipAuthRefresh: true });
  return { token: answer.token, role: answer.data?.user.role ?? '' };
}

/** Ends that one-action session (best effort: an unreachable server lets the token expire). */
export async function staffSignOut(token: string): Promise<void> {
  try {
    await api.post('/company/logout', {}, staff(token));
  } catch {
    /* expired or offline: nothing more to do */
  }
}

export interface StoreChoice extends DropdownItem {
  company_uuid: string;
}

export const storesFor = async (token: string): Promise<StoreChoice[]> =>
  unwrap(await api.get<StoreChoice[]>('/company/store/dropdown/list', undefined, staff(token)));

export const bindKiosk = async (token: string, body: { store_uuid: string; name: string }): Promise<KioskBindResult> =>
  unwrap(await api.post<KioskBindResult>('/kiosk/device/bind', body, staff(token)));

export const unbindKiosk = async (token: string, deviceUuid: string): Promise<void> => {
  await api.post('/kiosk/device/unbind', { device_uuid: deviceUuid }, staff(token));
};

export const kioskMe = async (binding: KioskBinding): Promise<KioskDeviceInfo> =>
  unwrap(await api.get<KioskDeviceInfo>('/kiosk/device/me', undefined, device(binding)));

export interface KioskMenu {
  store_uuid: string;
  categories: PublicCategory[];
  products: PublicProduct[];
  saved_at: string;
}

/** A product of a menu kept before the rich menu (or from an older server): no allergens, groups or combos. */
function withExtras(p: PublicProduct): PublicProduct {
  return {
    ...p,
    allergens: p.allergens ?? [],
    may_contain: p.may_contain ?? [],
    dietary: p.dietary ?? [],
    spicy_level: p.spicy_level ?? 0,
    kcal: p.kcal ?? null,
    is_combo: p.is_combo ?? false,
    option_groups: p.option_groups ?? [],
    combo_slots: p.combo_slots ?? [],
    in_combos: p.in_combos ?? [],
  };
}

/** The menu kept from the last load, when it belongs to this kiosk's store. */
export function cachedMenu(binding: KioskBinding): KioskMenu | null {
  const m = readJson<KioskMenu>(STORAGE_KEYS.kioskMenu);
  return m && m.store_uuid === binding.store_uuid && Array.isArray(m.products) && Array.isArray(m.categories)
    ? { ...m, products: m.products.map(withExtras) }
    : null;
}

/** Loads the whole public menu of the store (every page) and keeps it for starts without network. */
export async function loadMenu(binding: KioskBinding, signal?: AbortSignal): Promise<KioskMenu> {
  const categories = unwrap(await api.get<PublicCategory[]>('/category/lists', { store_slug: binding.store_slug }, { silent: true, signal }));
  const products: PublicProduct[] = [];
  for (let pagenum = 0; pagenum < 20; pagenum += 1) {
    const page = unwrap(
      await api.get<Paged<PublicProduct>>(
        '/product/lists',
        { company_slug: binding.company_slug, store_slug: binding.store_slug, pagenum, limit: 100 },
        { silent: true, signal },
      ),
    );
    products.push(...page.items.map(withExtras));
    if (pagenum + 1 >= page.pageCount) break;
  }
  const menu: KioskMenu = { store_uuid: binding.store_uuid, categories, products, saved_at: new Date().toISOString() };
  writeJson(STORAGE_KEYS.kioskMenu, menu);
  return menu;
}

/** The store's active banners (and its company's), for the attract screen. */
export const kioskBanners = async (binding: KioskBinding, signal?: AbortSignal): Promise<PublicBanner[]> =>
  unwrap(await api.get<PublicBanner[]>('/banner/lists', { company_slug: binding.company_slug, store_slug: binding.store_slug }, { silent: true, signal }));

export interface CouponPreview {
  code: string;
  discount: number;
  tax: number;
  total: number;
  message: string;
}

/**
 * What a coupon takes off these lines. The server's coupon rules work on a cart, so the lines are put
 * in the kiosk's guest cart (ip_address = the device uuid), the code is applied, and the cart is
 * emptied again; the order itself is sent with its items and the code, and checked once more there.
 */
export async function previewCoupon(
  binding: KioskBinding,
  code: string,
  lines: { product_uuid: string; quantity: number; options?: string[]; combo?: ComboChoice[] }[],
): Promise<CouponPreview> {
  const id = binding.device_uuid;
  const quiet = { silent: true, successToast: false } satisfies RequestOptions;
  const clear = () => api.delete<CartView>(`/cart/clear?company_uuid=${encodeURIComponent(binding.company_uuid)}&ip_address=${encodeURIComponent(id)}`, quiet);
  await clear();
  try {
    for (const l of lines) {
      // With its choices, so the cart prices the line as the order will be priced.
      const choices = { ...(l.options ? { options: l.options } : {}), ...(l.combo?.length ? { combo: l.combo } : {}) };
      await api.post<CartView>(
        '/cart/add',
        {
          company_uuid: binding.company_uuid,
          store_uuid: binding.store_uuid,
          product_uuid: l.product_uuid,
          quantity: l.quantity,
          ip_address: id,
          ...choices,
        },
        quiet,
      );
    }
    const answer = await api.post<CartView, Awaited<ReturnType<typeof api.post<CartView>>> & { discount_amount: number }>(
      '/coupon/code',
      { code, company_uuid: binding.company_uuid, store_uuid: binding.store_uuid, ip_address: id },
      quiet,
    );
    const cart = unwrap(answer);
    return { code, discount: answer.discount_amount, tax: cart.tax, total: cart.total, message: answer.message };
  } finally {
    await clear().catch(() => undefined);
  }
}

/**
 * A card or iCash order: needs the network, so it is sent at once (with its Idempotency-Key, so a
 * retry makes one order) rather than queued. A card answer names the gateway's page the payer goes to;
 * an iCash answer is the paid order.
 */
export async function placeOnlineOrder(binding: KioskBinding, idempotencyKey: string, body: unknown): Promise<CheckoutResult> {
  const options = device(binding);
  return unwrap(await api.post<CheckoutResult>('/checkout/guest', body, { ...options, headers: { ...options.headers, 'Idempotency-Key': idempotencyKey } }));
}

/** The kiosk's own order (guest view by the device's id): how a card payment ended. */
export const kioskOrder = async (binding: KioskBinding, orderId: string): Promise<OrderDetail> =>
  unwrap(await api.get<OrderDetail>(`/order/view/${encodeURIComponent(orderId)}`, { ip_address: binding.device_uuid }, device(binding)));

// iCash at the kiosk: the consumer signs in at the screen (SMS code, or the pay code their app shows)
// and the kiosk holds a single-use pass for one order. It is given back on "Not you?" and on reset.

export const sendWalletCode = async (binding: KioskBinding, mobile: string): Promise<void> => {
  await api.post('/kiosk/wallet/code', { mobile }, device(binding));
};

export const verifyWallet = async (binding: KioskBinding, body: { mobile: string; otp: string } | { pay_code: string }): Promise<KioskWalletPass> =>
  unwrap(await api.post<KioskWalletPass>('/kiosk/wallet/verify', body, device(binding)));

/** Best effort: an unreachable server lets the pass expire on its own (10 minutes). */
export async function forgetWallet(binding: KioskBinding, pass: string): Promise<void> {
  try {
    await api.post('/kiosk/wallet/forget', { wallet_pass: pass }, device(binding));
  } catch {
    /* offline: the pass ends by itself */
  }
}

/** This kiosk's letter for numbering the orders it takes offline today (src/lib/offline/call-letter.ts). */
export const kioskCallLetter = async (binding: KioskBinding): Promise<CallLetter> =>
  unwrap(await api.post<CallLetter>('/kiosk/call-letter', {}, device(binding)));
