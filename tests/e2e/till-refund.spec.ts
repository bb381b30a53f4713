// A refund at the till (issue 16): a consumer's order at Acme HQ, placed and paid at the counter
// through the API by this spec (its own data), is refunded one line at a time from its card on the
// till's queue — with a reason — and the cashier sees the amount given back; the order's view then
// shows the refund and the order is still paid.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CASHIER, openTill, staffLogin } from './helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** Alice's counter order at Acme HQ (2 of one product, 1 of another), paid in cash at the till. */
async function paidOrder(request: APIRequestContext) {
  const cashier = await staffLogin(request, CASHIER);
  const menu = await request.get('/api/v1/product/store/order/list', { headers: { 'x-auth-token': cashier.token } });
  const products = ((await menu.json()) as { data: { uuid: string; name: string }[] }).data;
  const alice = await staffLogin(request, 'alice@example.com');
  const res = await request.post('/api/v1/checkout', {
    headers: { 'x-auth-token': alice.token },
    data: {
      company_uuid: cashier.user.company_uuid,
      store_uuid: cashier.user.store_uuid,
      items: [{ product_uuid: products[1].uuid, quantity: 2 }, { product_uuid: products[2].uuid, quantity: 1 }],
      payment_method: 'counter',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = ((await res.json()) as { data: { order: { uuid: string; order_id: string } } }).data.order;
  const paid = await request.put('/api/v1/order/payment/update', { headers: { 'x-auth-token': cashier.token }, data: { order_uuid: order.uuid } });
  expect(paid.status(), await paid.text()).toBe(200);
  return { ...order, cashier, product: products[1].name };
}

test('a cashier refunds one line of a paid order from the queue with a reason and sees the refunded amount', async ({ page, request }) => {
  const order = await paidOrder(request);
  await openTill(page);
  await page.getByRole('tab', { name: 'Order queue' }).click();
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  await card.getByRole('button', { name: `Refund order ${order.order_id}` }).click();

  const dialog = page.getByRole('dialog', { name: `Refund order ${order.order_id}` });
  await dialog.getByRole('button', { name: `One more ${order.product}` }).click();
  // Without a reason nothing is sent.
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(dialog.getByText('Give a reason (at least 3 characters)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Dropped on the floor');
  const shown = (await dialog.getByTestId('refund-amount').textContent()) ?? '';
  const amount = shown.replace(/^To refund: /, '').replace(/ to cash from the drawer$/, '');
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(dialog.getByTestId('refund-done')).toHaveText(new RegExp(`Refunded ${amount.replace(/[.$₹]/g, '\\$&')} to cash from the drawer`));

  const view = await request.get(`/api/v1/order/view/${order.uuid}`, { headers: { 'x-auth-token': order.cashier.token } });
  const data = ((await view.json()) as { data: { payment_status: string; refunds: { reason: string; method: string; lines: { quantity: number }[] }[] } }).data;
  expect(data.payment_status).toBe('paid');
  expect(data.refunds).toHaveLength(1);
  expect(data.refunds[0]).toMatchObject({ reason: 'Dropped on the floor', method: 'counter', lines: [{ quantity: 1 }] });
});
