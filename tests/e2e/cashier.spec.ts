// Cashier mode in the browser: a cash order with change and its receipt; the live queue (an order
// placed elsewhere arrives without a reload, and moves through the statuses); the public pickup
// screen updating live; iCash (online only); and the offline cases: two tabs of one till offline then
// online send each write once, an offline status change to an order cancelled meanwhile becomes a
// conflict, and a till with its service worker reloads with no network and still takes orders.
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { CASHIER, openTill, staffLogin } from './helpers';

const MANAGER = 'manager.hq@acme.example.com';
const CONSUMER = 'alice@example.com';
// A till at a store whose menu no test changes (the offline test counts the whole menu).
const QUIET_CASHIER = 'cashier.plant@acme.example.com';

/** A consumer's order at Acme HQ, placed through the API (as the consumer app would). */
async function placeConsumerOrder(request: APIRequestContext): Promise<{ uuid: string; order_id: string; call_number: string }> {
  const cashier = await staffLogin(request, CASHIER);
  const menu = await request.get('/api/v1/product/store/order/list', { headers: { 'x-auth-token': cashier.token } });
  const products = ((await menu.json()) as { data: { uuid: string }[] }).data;
  const alice = await staffLogin(request, CONSUMER);
  const res = await request.post('/api/v1/checkout', {
    headers: { 'x-auth-token': alice.token },
    data: {
      company_uuid: cashier.user.company_uuid,
      store_uuid: cashier.user.store_uuid,
      items: [{ product_uuid: products[1].uuid, quantity: 2 }],
      payment_method: 'counter',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { order: { uuid: string; order_id: string; call_number: string } } }).data.order;
}

async function setStatus(request: APIRequestContext, token: string, orderUuid: string, status: string) {
  const res = await request.put('/api/v1/order/status/update', { headers: { 'x-auth-token': token }, data: { order_uuid: orderUuid, status } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Rings up the first two products and pays cash with the "exact amount" button; answers the order id on the receipt. */
async function takeExactCashOrder(page: Page): Promise<string> {
  const products = page.getByRole('list', { name: 'Products' }).getByRole('button');
  await products.nth(0).click();
  await products.nth(1).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Exact amount' }).click();
  await page.getByRole('button', { name: 'Take cash and place order' }).click();
  const id = page.getByTestId('receipt-order-id');
  await expect(id).toHaveText(/^ORD-[A-Z0-9]{8}$/);
  return (await id.textContent()) ?? '';
}

test.describe('cashier mode', () => {
  test('a cashier takes a cash order with tendered and change, and sees the receipt', async ({ page, request }) => {
    await openTill(page);
    const products = page.getByRole('list', { name: 'Products' }).getByRole('button');
    await products.nth(0).click();
    await products.nth(0).click();
    await products.nth(2).click();
    // A note on a line and a quantity change on the ticket.
    const ticket = page.getByRole('region', { name: 'Ticket' });
    await ticket.getByRole('button', { name: /^Note for / }).first().click();
    await ticket.getByRole('textbox', { name: /^Note for / }).first().fill('no onion');
    const total = (await page.getByTestId('ticket-total').textContent()) ?? '';
    expect(total).toMatch(/\d/);
    // A reload (or a restart of the tablet) keeps the open ticket, note included.
    await page.reload();
    await expect(page.getByTestId('ticket-total')).toHaveText(total);

    await page.getByRole('button', { name: /^Pay / }).click();
    const dialog = page.getByRole('dialog', { name: /^Payment/ });
    await dialog.getByLabel('Cash received').fill('1');
    await expect(dialog.getByText(/short of the total/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Take cash and place order' })).toBeDisabled();
    await dialog.getByLabel('Cash received').fill('5000');
    await expect(dialog.getByTestId('change-due')).not.toHaveText('—');
    const change = (await dialog.getByTestId('change-due').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Take cash and place order' }).click();

    const receipt = page.getByRole('dialog', { name: /^(ORD-|Call number [A-Z]-\d{3})/ });
    await expect(receipt.getByTestId('receipt-order-id')).toHaveText(/^ORD-[A-Z0-9]{8}$/);
    await expect(receipt.getByText('Confirmed')).toBeVisible();
    // The server's call number, large, once it has the order (the order id stays as the reference).
    await expect(receipt.getByTestId('receipt-call-number')).toHaveText(/^C-\d{3}$/);
    await expect(receipt.getByText('no onion')).toBeVisible();
    await expect(receipt.getByTestId('receipt-change')).toContainText(change);
    await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
    const orderId = (await receipt.getByTestId('receipt-order-id').textContent()) ?? '';

    // The server has it once, paid at the counter, with the change the till showed.
    const cashier = await staffLogin(request, CASHIER);
    const view = await request.get(`/api/v1/order/view/${orderId}`, { headers: { 'x-auth-token': cashier.token } });
    type Order = { channel: string; payment_status: string; total: number; payments: { tendered: number | null; amount: number }[] };
    const order = ((await view.json()) as { data: Order }).data;
    expect(order).toMatchObject({ channel: 'cashier', payment_status: 'paid' });
    expect(order.payments[0].tendered).toBe(500000);
    await receipt.getByRole('button', { name: 'Next order' }).click();
    await expect(page.getByText('Tap a product to add it.')).toBeVisible();
  });

  test('iCash needs the network; online the cashier finds the consumer and charges their iCash', async ({ page, context, request }) => {
    await openTill(page);
    await page.getByRole('list', { name: 'Products' }).getByRole('button').nth(1).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    const dialog = page.getByRole('dialog', { name: /^Payment/ });
    await dialog.getByRole('tab', { name: 'iCash' }).click();

    await context.setOffline(true);
    await expect(dialog.getByText(/iCash needs the network/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Charge iCash' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'true', { timeout: 20_000 });

    await dialog.getByLabel('Find the consumer').fill('9000000001');
    await dialog.getByRole('button', { name: /Alice/ }).click();
    await expect(dialog.getByText(/^iCash balance: /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Charge iCash' }).click();

    const receipt = page.getByRole('dialog', { name: /^(ORD-|Call number [A-Z]-\d{3})/ });
    await expect(receipt.getByText('Confirmed')).toBeVisible();
    await expect(receipt.getByText(/^iCash \(Alice/)).toBeVisible();
    const orderId = (await receipt.getByTestId('receipt-order-id').textContent()) ?? '';
    const cashier = await staffLogin(request, CASHIER);
    const alice = await staffLogin(request, CONSUMER);
    const view = await request.get(`/api/v1/order/view/${orderId}`, { headers: { 'x-auth-token': cashier.token } });
    expect(((await view.json()) as { data: object }).data).toMatchObject({
      payment_method: 'wallet',
      payment_status: 'paid',
      user_uuid: alice.user.uuid,
      channel: 'cashier',
    });
  });

  test('a new consumer order appears on the queue without a reload and moves through the statuses', async ({ page, request }) => {
    // The order must come over the socket (its card says "New"), so it is placed only once the till's
    // socket is connected: an order placed before would come with the queue's first list instead.
    const sockets: { connected: boolean; closed: boolean }[] = [];
    page.on('websocket', (ws) => {
      const s = { connected: false, closed: false };
      sockets.push(s);
      ws.on('framereceived', (f) => {
        if (typeof f.payload === 'string' && f.payload.startsWith('40')) s.connected = true;
      });
      ws.on('close', () => (s.closed = true));
    });
    await openTill(page);
    await page.getByRole('tab', { name: 'Order queue' }).click();
    await expect(page.getByRole('heading', { name: 'Order queue', level: 1 })).toBeVisible();
    await expect.poll(() => sockets.some((s) => s.connected && !s.closed)).toBe(true);
    const order = await placeConsumerOrder(request);
    const card = page.locator(`[data-order-id="${order.order_id}"]`);
    await expect(page.locator(`[data-column="placed"] [data-order-id="${order.order_id}"]`)).toBeVisible();
    await expect(card.getByText('New')).toBeVisible();
    // Pay-at-counter order: the till takes the cash from the card.
    await expect(card.getByText('Not paid')).toBeVisible();
    await card.getByRole('button', { name: 'Cash received' }).click();
    await expect(card.getByText('Not paid')).toHaveCount(0);

    for (const [button, column] of [
      ['Accept', 'accepted'],
      ['Start preparing', 'preparing'],
      ['Mark ready', 'ready'],
    ] as const) {
      await card.getByRole('button', { name: button }).click();
      await expect(page.locator(`[data-column="${column}"] [data-order-id="${order.order_id}"]`)).toBeVisible();
    }
    await card.getByRole('button', { name: 'Complete' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
    const cashier = await staffLogin(request, CASHIER);
    const view = await request.get(`/api/v1/order/view/${order.uuid}`, { headers: { 'x-auth-token': cashier.token } });
    expect(((await view.json()) as { data: { status: string; payment_status: string } }).data).toMatchObject({ status: 'completed', payment_status: 'paid' });
  });

  test('the public pickup screen updates live when an order becomes ready', async ({ browser, request }) => {
    const screen = await (await browser.newContext()).newPage();
    await screen.goto('/app/pickup/acme-hq');
    await expect(screen.getByRole('region', { name: 'Ready for pickup' })).toBeVisible();
    const order = await placeConsumerOrder(request);
    // The screen calls the order by its call number.
    const number = order.call_number;
    expect(number).toMatch(/^A-\d{3}$/);
    await expect(screen.getByRole('region', { name: 'Being prepared' }).getByText(number, { exact: true })).toBeVisible();
    const manager = await staffLogin(request, MANAGER);
    for (const s of ['accepted', 'preparing', 'ready']) await setStatus(request, manager.token, order.uuid, s);
    await expect(screen.getByRole('region', { name: 'Ready for pickup' }).getByText(number, { exact: true })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Being prepared' }).getByText(number, { exact: true })).toHaveCount(0);
    await setStatus(request, manager.token, order.uuid, 'completed');
    await expect(screen.getByText(number, { exact: true })).toHaveCount(0);
    await screen.context().close();
  });

  test('two tabs of the same till offline then online: no write sent twice', async ({ page, context, request }) => {
    await openTill(page);
    const second = await context.newPage();
    await second.goto('/app/cashier');
    await expect(second.getByRole('list', { name: 'Products' })).toBeVisible();
    // Load the queue screen once so the tab can switch to it without the network.
    await second.getByRole('tab', { name: 'Order queue' }).click();
    await expect(second.getByRole('heading', { name: 'Order queue', level: 1 })).toBeVisible();
    await second.getByRole('tab', { name: 'New order' }).click();
    await expect(second.getByRole('list', { name: 'Products' })).toBeVisible();

    const checkoutPosts: { key: string | null; page: string }[] = [];
    const watch = (p: Page, name: string) =>
      p.on('request', (r: Request) => {
        if (r.method() !== 'POST') return;
        const path = new URL(r.url()).pathname;
        if (path === '/api/v1/checkout') checkoutPosts.push({ key: r.headers()['idempotency-key'] ?? null, page: name });
        // Waiting writes may go together in one batch: each checkout in it counts as a send.
        if (path === '/api/v1/outbox/batch') {
          const { items } = r.postDataJSON() as { items: { path: string; idempotency_key: string }[] };
          for (const item of items) if (item.path === '/checkout') checkoutPosts.push({ key: item.idempotency_key, page: name });
        }
      });
    watch(page, 'first');
    watch(second, 'second');

    await context.setOffline(true);
    for (const p of [page, second]) await expect(p.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
    // A person works in the tab in front (in a tab behind the other, each action took about 2 s).
    await page.bringToFront();
    const firstId = await takeExactCashOrder(page);
    await expect(page.getByText('Waiting to sync')).toBeVisible();
    await page.getByRole('button', { name: 'Next order' }).click();
    await second.bringToFront();
    const secondId = await takeExactCashOrder(second);
    await second.getByRole('button', { name: 'Next order' }).click();
    expect(firstId).not.toBe(secondId);
    // Both tabs see both writes waiting (one outbox per device), and the queue shows them as pending.
    for (const p of [page, second]) await expect(p.getByTestId('sync-status')).toHaveAttribute('data-pending', '2');
    await second.getByRole('tab', { name: 'Order queue' }).click();
    for (const id of [firstId, secondId]) {
      // Paid in cash as they were taken: straight to the kitchen (accepted), no one has to accept them.
      await expect(second.locator(`[data-column="accepted"] [data-order-id="${id}"]`).getByText('Waiting to sync')).toBeVisible();
    }
    expect(checkoutPosts).toEqual([]);

    await context.setOffline(false);
    for (const p of [page, second]) await expect(p.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 20_000 });
    // Once acknowledged the cards are the server's orders (no "waiting" mark).
    for (const id of [firstId, secondId]) await expect(second.locator(`[data-order-id="${id}"]`).getByText('Waiting to sync')).toHaveCount(0);

    expect(checkoutPosts).toHaveLength(2);
    expect(new Set(checkoutPosts.map((c) => c.key)).size).toBe(2);
    const cashier = await staffLogin(request, CASHIER);
    for (const id of [firstId, secondId]) {
      const res = await request.get('/api/v1/order/list/store', { headers: { 'x-auth-token': cashier.token }, params: { search: id, pagenum: 0, limit: 10 } });
      const list = ((await res.json()) as { data: { items: { order_id: string; placed_offline: boolean }[] } }).data.items;
      expect(list.filter((o) => o.order_id === id)).toHaveLength(1);
      expect(list[0].placed_offline).toBe(true);
    }
  });

  test('an offline status change to an order that was cancelled meanwhile shows a conflict', async ({ page, context, request }) => {
    await openTill(page);
    await page.getByRole('tab', { name: 'Order queue' }).click();
    const order = await placeConsumerOrder(request);
    const card = page.locator(`[data-order-id="${order.order_id}"]`);
    await expect(page.locator(`[data-column="placed"] [data-order-id="${order.order_id}"]`)).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator(`[data-column="accepted"] [data-order-id="${order.order_id}"]`).getByText('Change waiting to sync')).toBeVisible();

    // Meanwhile the manager cancels it from another device.
    const manager = await staffLogin(request, MANAGER);
    await setStatus(request, manager.token, order.uuid, 'cancelled');

    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-conflicts', '1', { timeout: 20_000 });
    await page.getByTestId('open-conflicts').click();
    const item = page.getByTestId('conflict-item').filter({ hasText: order.order_id });
    await expect(item).toContainText('The order changed meanwhile: it is now cancelled');
    await expect(item.getByRole('button', { name: 'Send again' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Apply to the current status' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Discard' })).toBeVisible();
    // Nothing was applied behind the person's back.
    const view = await request.get(`/api/v1/order/view/${order.uuid}`, { headers: { 'x-auth-token': manager.token } });
    expect(((await view.json()) as { data: { status: string } }).data.status).toBe('cancelled');
  });
});

test.describe('a till with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('reloads with no network, shows the whole menu and takes a cash order that reaches the server once', async ({ page, context, request }) => {
    await openTill(page, QUIET_CASHIER);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker claims the page; a reload makes it the controller, and the menu calls go through it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(products.first()).toBeVisible();
    const online = await products.count();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
    await expect(products).toHaveCount(online);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');

    const orderId = await takeExactCashOrder(page);
    await expect(page.getByText('Waiting to sync')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Confirmed')).toBeVisible({ timeout: 20_000 });

    const cashier = await staffLogin(request, QUIET_CASHIER);
    const res = await request.get('/api/v1/order/list/store', {
      headers: { 'x-auth-token': cashier.token },
      params: { search: orderId, pagenum: 0, limit: 10 },
    });
    const items = ((await res.json()) as { data: { items: { order_id: string; placed_offline: boolean }[] } }).data.items;
    expect(items.filter((o) => o.order_id === orderId)).toHaveLength(1);
    expect(items[0].placed_offline).toBe(true);
  });
});
