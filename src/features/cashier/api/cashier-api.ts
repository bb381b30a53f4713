// The till's calls. Menu loads are plain GETs of the routes the service worker caches
// (/product/store/order/list, /company/get/stores), and the last answers are also kept in
// localStorage (STORAGE_KEYS.tillMenu / tillPricing) so a till whose worker is blocked still has a
// menu and prices after a reload without network. Writes (orders, status changes) go through the
// outbox (src/lib/offline/outbox.ts), never from here.
import type { OrderableProduct, ProductType } from '../../../../server/contracts/catalogue';
import type { Paged } from '../../../../server/contracts/common';
import type { OrderDetail, OrderRow, OrderStatus } from '../../../../server/contracts/orders';
import type { PickupBoard } from '../../../../server/contracts/pickup';
import type { UserRow } from '../../../../server/contracts/users';
import type { WalletSummary } from '../../../../server/contracts/wallet';
import { STORAGE_KEYS } from '../../../config/constants';
import { api, unwrap } from '../../../lib/api-client';

export interface TillPricing {
  currency: string;
  tax_rate_bps: number;
}

function remember(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the worker's cache is still there */
  }
}

function recall<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export interface TillMenu {
  products: OrderableProduct[];
  /** False when the list came from this device's copy because the server could not be reached. */
  fresh: boolean;
}

/** The whole orderable menu of the store (search and type filtering happen on the till: it must work offline). */
export async function fetchTillMenu(storeUuid: string, signal?: AbortSignal): Promise<TillMenu> {
  const key = `${STORAGE_KEYS.tillMenu}:${storeUuid}`;
  try {
    const products = unwrap(await api.get<OrderableProduct[]>('/product/store/order/list', { store_uuid: storeUuid }, { silent: true, signal }));
    remember(key, products);
    return { products, fresh: true };
  } catch (error) {
    const kept = recall<OrderableProduct[]>(key);
    if (kept && !signal?.aborted) return { products: kept, fresh: false };
    throw error;
  }
}

/** Currency and tax rate of the till's company (public store list), kept for offline totals. */
export async function fetchTillPricing(companySlug: string, signal?: AbortSignal): Promise<TillPricing> {
  const key = `${STORAGE_KEYS.tillPricing}:${companySlug}`;
  try {
    const answer = (await api.get<unknown>('/company/get/stores', { company_slug: companySlug }, { silent: true, signal })) as { company?: TillPricing };
    if (!answer.company) throw new Error('no company in the answer');
    const pricing = { currency: answer.company.currency, tax_rate_bps: answer.company.tax_rate_bps };
    remember(key, pricing);
    return pricing;
  } catch (error) {
    const kept = recall<TillPricing>(key);
    if (kept) return kept;
    throw error;
  }
}

/** Consumer look-up for an iCash payment: by name, mobile, e-mail or employee code. */
export const lookupConsumers = async (search: string, signal?: AbortSignal): Promise<UserRow[]> =>
  unwrap(await api.get<Paged<UserRow>>('/user/cashier/consumer/list', { pagenum: 0, limit: 8, search }, { silent: true, signal })).items;

export const fetchWallet = async (consumerUuid: string, signal?: AbortSignal): Promise<WalletSummary> =>
  unwrap(await api.get<WalletSummary>(`/user/consumer/wallet/${encodeURIComponent(consumerUuid)}`, undefined, { silent: true, signal }));

/** Open statuses, loaded one list each so that old open orders are not pushed out by today's completed ones. */
export const OPEN_STATUSES = ['placed', 'accepted', 'preparing', 'ready'] as const satisfies readonly OrderStatus[];

/**
 * The open orders the kitchen should see now (scheduled=false: no pickup slot, or its fire time has
 * come), one list per status, and the orders still scheduled for a later pickup slot (issue 15):
 * the board moves those to its columns itself when their fire time comes.
 */
export async function fetchOpenOrders(storeUuid: string, signal?: AbortSignal): Promise<OrderRow[]> {
  const lists = await Promise.all([
    ...OPEN_STATUSES.map(async (status) =>
      unwrap(
        await api.get<Paged<OrderRow>>(
          '/order/list/store',
          { store_uuid: storeUuid, order_status: status, scheduled: 'false', pagenum: 0, limit: 100 },
          { silent: true, signal },
        ),
      ).items,
    ),
    api
      .get<Paged<OrderRow>>('/order/list/store', { store_uuid: storeUuid, scheduled: 'true', pagenum: 0, limit: 100 }, { silent: true, signal })
      .then((e) => unwrap(e).items),
  ]);
  return lists.flat();
}

/** Today's finished orders (completed or cancelled), newest first, for the collapsed column. */
export async function fetchFinishedToday(storeUuid: string, today: string, signal?: AbortSignal): Promise<OrderRow[]> {
  const lists = await Promise.all(
    (['completed', 'cancelled'] as const).map(async (status) =>
      unwrap(
        await api.get<Paged<OrderRow>>(
          '/order/list/store',
          { store_uuid: storeUuid, order_status: status, start_date: today, end_date: today, pagenum: 0, limit: 25 },
          { silent: true, signal },
        ),
      ).items,
    ),
  );
  return lists.flat().sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

export const fetchOrderDetail = async (orderUuid: string, signal?: AbortSignal): Promise<OrderDetail> =>
  unwrap(await api.get<OrderDetail>(`/order/view/${encodeURIComponent(orderUuid)}`, undefined, { silent: true, signal }));

export const fetchPickupBoard = async (storeSlug: string, signal?: AbortSignal): Promise<PickupBoard> =>
  unwrap(await api.get<PickupBoard>('/order/pickup/board', { store_slug: storeSlug }, { silent: true, signal }));

export type { ProductType };
