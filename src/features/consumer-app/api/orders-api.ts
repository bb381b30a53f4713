// The consumer's orders: one order (a guest proves it with the device id), the history, the invoice
// PDF, cancelling while placed, and feedback and product reviews once completed.
import type { Paged } from '../../../../server/contracts/common';
import type { OrderDetail, OrderRow } from '../../../../server/contracts/orders';
import { downloadInvoice as saveInvoice } from '../../../lib/invoice';
import { api, unwrap } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export const viewOrder = async (orderId: string, guest: boolean, signal?: AbortSignal): Promise<OrderDetail> =>
  unwrap(await api.get<OrderDetail>(`/order/view/${encodeURIComponent(orderId)}`, { ip_address: guest ? getDeviceId() : undefined }, { silent: true, signal }));

export const listMyOrders = async (userUuid: string, pagenum: number, limit: number, search: string, signal?: AbortSignal): Promise<Paged<OrderRow>> =>
  unwrap(await api.get<Paged<OrderRow>>('/order/list/consumer', { pagenum, limit, user_uuid: userUuid, search }, { silent: true, signal }));

export const cancelOrder = (orderUuid: string) =>
  api.put<unknown>('/order/status/update', { order_uuid: orderUuid, status: 'cancelled', expected_status: 'placed' });

/** The invoice as a file; a guest's order is proven by this device's id. */
export const downloadInvoice = (orderId: string, guest: boolean): Promise<void> => saveInvoice(orderId, guest ? getDeviceId() : undefined);

export const sendFeedback = (orderUuid: string, rating: number, comment: string) =>
  api.post<unknown>('/feedback/create', { order_uuid: orderUuid, rating, comment: comment || undefined });

export const sendReview = (orderUuid: string, productUuid: string, rating: number, comment: string) =>
  api.post<unknown>('/review/order', { order_uuid: orderUuid, product_uuid: productUuid, rating, comment: comment || undefined });
