// The consumer's orders: one order (a guest proves it with the device id), the history, the invoice
// PDF, cancelling while placed, and feedback and product reviews once completed.
import type { Paged } from '../../../../server/contracts/common';
import type { OrderDetail, OrderRow } from '../../../../server/contracts/orders';
import { fetchInvoice, saveFile } from '../../../lib/invoice';
import { notifyError } from '../../../lib/notify';
import { keptBlob } from '../offline/kept';
import { api, unwrap } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export const viewOrder = async (orderId: string, guest: boolean, signal?: AbortSignal): Promise<OrderDetail> =>
  unwrap(await api.get<OrderDetail>(`/order/view/${encodeURIComponent(orderId)}`, { ip_address: guest ? getDeviceId() : undefined }, { silent: true, signal }));

export const listMyOrders = async (userUuid: string, pagenum: number, limit: number, search: string, signal?: AbortSignal): Promise<Paged<OrderRow>> =>
  unwrap(await api.get<Paged<OrderRow>>('/order/list/consumer', { pagenum, limit, user_uuid: userUuid, search }, { silent: true, signal }));

export const cancelOrder = (orderUuid: string) =>
  api.put<unknown>('/order/status/update', { order_uuid: orderUuid, status: 'cancelled', expected_status: 'placed' });

/**
 * The invoice as a file; a guest's order is proven by this device's id. Each invoice opened is kept
 * on the phone (`who`: keeperOf), so that without a network the one opened before still opens.
 */
export async function downloadInvoice(orderId: string, guest: boolean, who: string): Promise<void> {
  try {
    saveFile(await keptBlob(who, `invoice|${orderId}`, () => fetchInvoice(orderId, guest ? getDeviceId() : undefined, true)), `invoice-${orderId}.pdf`);
  } catch (err) {
    notifyError(err instanceof Error ? err.message : String(err));
    throw err;
  }
}

export const sendFeedback = (orderUuid: string, rating: number, comment: string) =>
  api.post<unknown>('/feedback/create', { order_uuid: orderUuid, rating, comment: comment || undefined });

export const sendReview = (orderUuid: string, productUuid: string, rating: number, comment: string) =>
  api.post<unknown>('/review/order', { order_uuid: orderUuid, product_uuid: productUuid, rating, comment: comment || undefined });
