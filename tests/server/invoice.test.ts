import { describe, expect, it } from 'vitest';
import { ACCOUNTS, useTestApp, useTokens } from './helpers';
import { makeOrder } from './order-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['acmeCashier', 'globexOwner', 'alice', 'bob']);

/** The text a reader sees: pdfkit writes each line as a TJ array of hex strings (with kerning numbers between them). */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    lines.push([...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

const invoice = (id: string, opts: { token?: string; query?: string } = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/order/invoice/${id}${opts.query ?? ''}`, headers: opts.token ? { 'x-auth-token': opts.token } : {} });

describe('GET /order/invoice/{orderId}', () => {
  it('answers a printable PDF with the order id, totals and the coupon', async () => {
    const order = await makeOrder(t.database.db, {
      user: ACCOUNTS.alice,
      status: 'completed',
      paymentMethod: 'wallet',
      couponCode: 'FLAT50',
      discount: 5000,
      quantities: [3, 2],
    });
    const res = await invoice(order.orderId, { token: tok.alice });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderId}.pdf"`);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(order.orderId);
    expect(text).toContain('FLAT50');
    expect(text).toContain(`INR ${(order.total / 100).toFixed(2)}`);
    expect(text).toContain('iCash wallet');
    // The same by uuid, for the store's cashier.
    expect((await invoice(order.uuid, { token: tok.acmeCashier })).statusCode).toBe(200);
  });

  it("is 404 for another consumer, another tenant and a stranger; a guest opens theirs by device id", async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    expect((await invoice(order.orderId, { token: tok.bob })).statusCode).toBe(404);
    expect((await invoice(order.orderId, { token: tok.globexOwner })).statusCode).toBe(404);
    expect((await invoice(order.orderId)).statusCode).toBe(404);
    const guest = await makeOrder(t.database.db, { deviceId: 'device-kiosk-guest-42', customerName: 'Guest' });
    expect((await invoice(guest.orderId, { query: '?ip_address=device-kiosk-guest-42' })).statusCode).toBe(200);
    expect((await invoice(guest.orderId, { query: '?ip_address=device-kiosk-guest-43' })).statusCode).toBe(404);
  });
});
