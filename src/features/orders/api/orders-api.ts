// Back-office order calls of spec section 7: the staff lists (one route per role), one order's
// view, the status change along ORDER_TRANSITIONS and the invoice PDF.
import type { OrderDetail, OrderRow, OrderStatus, PaymentMethod } from '../../../../server/contracts/orders';
import type { Paged, Role } from '../../../../server/contracts/common';
import { downloadInvoice } from '../../../lib/invoice';
import { api, unwrap } from '../../../lib/api-client';

export interface OrderQuery {
  pagenum: number;
  limit: number;
  search?: string;
  company_uuid?: string;
  store_uuid?: string;
  order_status?: OrderStatus;
  payment_method?: PaymentMethod;
  /** YYYY-MM-DD, both ends inclusive. */
  start_date?: string;
  end_date?: string;
  /** Only orders flagged for a manager's price check (offline prices not honoured). */
  needs_review?: true;
}

/** Each role reads its own list: admin everything, company and executive their company, store roles their store. */
const listRoute = (role: Role | undefined) =>
  role === 'admin' ? '/order/list/admin' : role === 'manager' || role === 'cashier' ? '/order/list/store' : '/order/list/company';

export const listOrders = async (q: OrderQuery, role: Role | undefined, signal?: AbortSignal): Promise<Paged<OrderRow>> => {
  // The store route takes no company filter.
  const params = role === 'manager' || role === 'cashier' ? { ...q, company_uuid: undefined } : { ...q };
  return unwrap(await api.get<Paged<OrderRow>>(listRoute(role), params, { silent: true, signal }));
};

export const viewOrder = async (uuid: string, signal?: AbortSignal): Promise<OrderDetail> =>
  unwrap(await api.get<OrderDetail>(`/order/view/${encodeURIComponent(uuid)}`, undefined, { silent: true, signal }));

/**
 * Moves the order on; `expected` is the status the person saw, so a change made meanwhile is refused
 * (409) instead of overwritten. Refusals come back as an ApiError the drawer shows inline.
 */
export const updateOrderStatus = async (uuid: string, status: OrderStatus, expected: OrderStatus): Promise<OrderRow> =>
  unwrap(await api.put<OrderRow>('/order/status/update', { order_uuid: uuid, status, expected_status: expected }, { silent: true }));

/** Fetches the invoice PDF and lets the browser save it. */
export const downloadOrderInvoice = (orderId: string): Promise<void> => downloadInvoice(orderId);
