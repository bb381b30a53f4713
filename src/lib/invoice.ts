// The invoice PDF of an order, fetched through the one API client and saved by the browser. Staff
// and signed-in consumers are known by their token; a guest proves the order with its device id.
import { api, type RequestOptions } from './api-client';

export async function downloadInvoice(orderId: string, guestDeviceId?: string): Promise<void> {
  const options = { responseType: 'blob', successToast: false } satisfies RequestOptions;
  const params = guestDeviceId ? { ip_address: guestDeviceId } : undefined;
  const blob = (await api.get<never>(`/order/invoice/${encodeURIComponent(orderId)}`, params, options)) as unknown as Blob;
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `invoice-${orderId}.pdf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
