// Calls of the back-office order screen: the store's orderable products, the consumer's iCash
// balance, and POST /checkout on the consumer's behalf with the attempt's Idempotency-Key.
import type { OrderableProduct } from '../../../../server/contracts/catalogue';
import type { CheckoutInput, CheckoutResult } from '../../../../server/contracts/ordering';
import type { WalletSummary } from '../../../../server/contracts/wallet';
import { api, unwrap } from '../../../lib/api-client';

export const listStoreProducts = async (storeUuid: string, search: string | undefined, signal?: AbortSignal): Promise<OrderableProduct[]> =>
  unwrap(await api.get<OrderableProduct[]>('/product/store/order/list', { store_uuid: storeUuid, search }, { silent: true, signal }));

export const consumerWallet = async (userUuid: string, signal?: AbortSignal): Promise<WalletSummary> =>
  unwrap(await api.get<WalletSummary>(`/user/consumer/wallet/${encodeURIComponent(userUuid)}`, undefined, { silent: true, signal }));

/** A retry with the same key answers the order already placed instead of making a second one. */
export const placeOrder = async (body: CheckoutInput, idempotencyKey: string): Promise<CheckoutResult> =>
  unwrap(await api.post<CheckoutResult>('/checkout', body, { silent: true, headers: { 'Idempotency-Key': idempotencyKey } }));
