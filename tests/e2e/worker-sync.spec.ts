// The service worker sends the outbox itself (issue 17): a kiosk and a till take orders offline,
// every page of the app is closed with the writes waiting (the browser context lives on, and with it
// the worker), the network comes back, Background Sync fires (dispatched through the DevTools
// protocol, as the browser would on reconnect), and the server has each order exactly once. And the
// till's "Cash received" on a queue card goes through the same outbox: it works offline.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CASHIER, openTill, staffLogin } from './helpers';
import { bindByApi, openKioskUnderWorker, toPayment } from './kiosk-helpers';
import { closePagesAndSync } from './worker-sync-helpers';

// A till at a store whose menu no test changes.
const QUIET_CASHIER = 'cashier.plant@acme.example.com';

test.use({ serviceWorkers: 'allow' });

/** Orders of a store whose customer name or number matches `search`, as its staff sees them. */
async function ordersMatching(request: APIRequestContext, token: string, search: string, storeUuid?: string) {
  const res = await request.get('/api/v1/order/list/store', {
    headers: { 'x-auth-token': token },
    params: { search, pagenum: 0, limit: 100, ...(storeUuid ? { store_uuid: storeUuid } : {}) },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { items: { order_id: string; placed_offline: boolean }[] } }).data.items;
}

test('a kiosk’s orders taken offline leave from the service worker once the network is back, with every page closed', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { binding, manager } = await bindByApi(page, request, 'Worker sync kiosk');
  await openKioskUnderWorker(page);
  const tag = `wks${Date.now().toString(36)}`;

  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
  const numbers: string[] = [];
  for (const name of ['Dana', 'Eli']) {
    await toPayment(page, numbers.length === 0 ? 'menu' : 'attract');
    await page.getByRole('textbox', { name: 'Your name' }).fill(`${name} ${tag}`);
    await page.getByRole('button', { name: 'Place order' }).click();
    const number = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
    expect(number).toMatch(/^ORD-[A-Z0-9]{8}$/);
    numbers.push(number);
    await expect(page.getByTestId('kiosk-receipt-pending')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
  }
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '2');
  expect(await ordersMatching(request, manager, tag, binding.store_uuid)).toHaveLength(0);

  await closePagesAndSync(context, [page]);

  await expect.poll(async () => (await ordersMatching(request, manager, tag, binding.store_uuid)).length, { timeout: 30_000 }).toBe(2);
  const orders = await ordersMatching(request, manager, tag, binding.store_uuid);
  expect(orders.map((o) => o.order_id).sort()).toEqual([...numbers].sort());
  for (const order of orders) expect(order.placed_offline).toBe(true);

  // A page opened afterwards finds nothing waiting: the worker emptied the outbox.
  const again = await context.newPage();
  await again.goto('/app/kiosk');
  await expect(again.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
  expect(await ordersMatching(request, manager, tag, binding.store_uuid)).toHaveLength(2);
});

test('a till’s cash order taken offline leaves from the service worker with the cashier’s token, every page closed', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await openTill(page, QUIET_CASHIER);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const products = page.getByRole('list', { name: 'Products' }).getByRole('button');
  await expect(products.first()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
  await products.nth(0).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Exact amount' }).click();
  await page.getByRole('button', { name: 'Take cash and place order' }).click();
  const id = page.getByTestId('receipt-order-id');
  await expect(id).toHaveText(/^ORD-[A-Z0-9]{8}$/);
  const orderId = (await id.textContent()) ?? '';
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '1');

  const cashier = await staffLogin(request, QUIET_CASHIER);
  expect(await ordersMatching(request, cashier.token, orderId)).toHaveLength(0);

  await closePagesAndSync(context, [page]);

  await expect.poll(async () => (await ordersMatching(request, cashier.token, orderId)).length, { timeout: 30_000 }).toBe(1);
  const [order] = await ordersMatching(request, cashier.token, orderId);
  expect(order).toMatchObject({ order_id: orderId, placed_offline: true });
});

test('“Cash received” on a queue card works offline: shown paid and waiting, and the server gets it once when back', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const cashier = await staffLogin(request, CASHIER);
  const menu = await request.get('/api/v1/product/store/order/list', { headers: { 'x-auth-token': cashier.token } });
  const products = ((await menu.json()) as { data: { uuid: string }[] }).data;
  const alice = await staffLogin(request, 'alice@example.com');
  const placed = await request.post('/api/v1/checkout', {
    headers: { 'x-auth-token': alice.token },
    data: {
      company_uuid: cashier.user.company_uuid,
      store_uuid: cashier.user.store_uuid,
      items: [{ product_uuid: products[1].uuid, quantity: 1 }],
      payment_method: 'counter',
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { uuid: string; order_id: string } } }).data.order;

  await openTill(page);
  await page.getByRole('tab', { name: 'Order queue' }).click();
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  await expect(card.getByText('Not paid')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
  await card.getByRole('button', { name: 'Cash received' }).click();
  await expect(card.getByText('Payment waiting to sync')).toBeVisible();
  await expect(card.getByText('Not paid')).toHaveCount(0);
  const view = async () => {
    const res = await request.get(`/api/v1/order/view/${order.uuid}`, { headers: { 'x-auth-token': cashier.token } });
    return ((await res.json()) as { data: { payment_status: string } }).data.payment_status;
  };
  expect(await view()).toBe('pending');

  await context.setOffline(false);
  await expect(card.getByText('Payment waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
  expect(await view()).toBe('paid');
});
