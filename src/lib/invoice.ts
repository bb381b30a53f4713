// The invoice PDF of an order, fetched through the one API client and saved by the browser. Staff
// and signed-in consumers are known by their token; a guest proves the order with its device id.
import { api, type RequestOptions } from './api-client';

/** The invoice as a file (`silent`: no toast when it fails; the caller says it, or uses a kept copy). */
export async function fetchInvoice(orderId: string, guestDeviceId?: string, silent = false): Promise<Blob> {
  const options = { responseType: 'blob', successToast: false, silent } satisfies RequestOptions;
  const params = guestDeviceId ? { ip_address: guestDeviceId } : undefined;
  return (await api.get<never>(`/order/invoice/${encodeURIComponent(orderId)}`, params, options)) as unknown as Blob;
}

/** Hands a file to the browser to save. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export async function downloadInvoice(orderId: string, guestDeviceId?: string): Promise<void> {
  saveFile(await fetchInvoice(orderId, guestDeviceId), `invoice-${orderId}.pdf`);
}
