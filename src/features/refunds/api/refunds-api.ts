// Till and back-office refunds (issue 16): one order's view (its lines and what was refunded), the
// refund itself (POST /order/refund, one Idempotency-Key per attempt so a retried tap never refunds
// twice) and a refund's credit note PDF.
import type { OrderDetail } from '../../../../server/contracts/orders';
import type { OrderRefund } from '../../../../server/contracts/refunds';
import { api, unwrap } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import { saveBlob } from '../../../lib/save-file';

export interface RefundRequest {
  order_uuid: string;
  lines?: { item_uuid: string; quantity: number }[];
  reason: string;
}

export const loadOrder = async (uuid: string, signal?: AbortSignal): Promise<OrderDetail> =>
  unwrap(await api.get<OrderDetail>(`/order/view/${encodeURIComponent(uuid)}`, undefined, { silent: true, signal }));

export const sendRefund = async (body: RefundRequest, key: string): Promise<{ refund: OrderRefund; order: OrderDetail }> =>
  unwrap(
    // The device id names the till: its open shift gives the cash back from its drawer, whichever shift sold the order.
    await api.post<{ refund: OrderRefund; order: OrderDetail }>('/order/refund', { ...body, device_id: getDeviceId() }, {
      silent: true,
      successToast: false,
      headers: { 'Idempotency-Key': key },
    }),
  );

/** A fresh key for one refund attempt (kept while the dialog is open, so a retry replays it). */
export const refundKey = (): string => {
  const uuid = typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function';
  const random = uuid ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `refund-${random}`;
};

/** Fetches a refund's credit note and lets the browser save it (a guest proves the order by its device). */
export async function downloadCreditNote(refundUuid: string, name: string, guest = false): Promise<void> {
  const params = guest ? { ip_address: getDeviceId() } : undefined;
  const options = { responseType: 'blob', successToast: false } as const;
  const blob = (await api.get<never>(`/order/credit-note/${encodeURIComponent(refundUuid)}`, params, options)) as unknown as Blob;
  saveBlob(blob, `${name}.pdf`);
}
