// Kiosk mode in the browser: binding by a manager (kept across reloads, unbound through the Staff
// dialog), the idle reset, the receipt of a pay-at-counter order, and the offline promises: a bound
// kiosk reloads with no network and shows its whole menu, takes orders offline, and they reach the
// server exactly once when the network is back, also when an answer is lost mid-sync.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CASHIER, fillStaffLogin, PASSWORD } from './helpers';
import { BINDING_KEY, bindByApi, KIOSK_MANAGER as MANAGER, openKioskUnderWorker, toPayment } from './kiosk-helpers';

/** The store's placed orders (the cashier's queue) whose customer name holds `tag`: other specs' orders never count. */
async function storeOrders(request: APIRequestContext, manager: string, storeUuid: string, tag: string) {
  const res = await request.get('/api/v1/order/list/store', {
    headers: { 'x-auth-token': manager },
    params: { store_uuid: storeUuid, order_status: 'placed', search: tag, limit: 100 },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { total: number; items: { order_id: string }[] } }).data;
}

/** One order as the server shows it to the manager. */
async function viewOrder<T>(request: APIRequestContext, manager: string, orderId: string): Promise<T> {
  return ((await (await request.get(`/api/v1/order/view/${orderId}`, { headers: { 'x-auth-token': manager } })).json()) as { data: T }).data;
}

async function orderOne(page: Page, name: string, from: 'attract' | 'menu' = 'attract'): Promise<string> {
  await toPayment(page, from);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Place order' }).click();
  const number = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
  expect(number).toMatch(/^ORD-[A-Z0-9]{8}$/);
  return number;
}

test('a manager binds the kiosk; it stays bound after a reload; the Staff dialog unbinds it with a manager login', async ({ page, request }) => {
  // The page's clock (running as usual until the logo is held).
  await page.clock.install();
  await page.goto('/app/kiosk');
  await expect(page.getByRole('heading', { name: 'Set up this kiosk' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(MANAGER);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A manager has one store: it is chosen already.
  await expect(page.getByRole('combobox', { name: 'Store' })).toHaveText('Acme HQ Cafeteria');
  await page.getByRole('textbox', { name: 'Kiosk name' }).fill('Front counter');
  await page.getByRole('button', { name: 'Bind this kiosk' }).click();

  await expect(page.getByTestId('kiosk-start')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme HQ Cafeteria' })).toBeVisible();
  // No staff session stays on the kiosk.
  expect(await page.evaluate(() => window.localStorage.getItem('cafeteria:auth'))).toBeNull();
  const token = await page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { token?: string }).token, BINDING_KEY);
  expect(token).toBeTruthy();

  await page.reload();
  await expect(page.getByTestId('kiosk-start')).toBeVisible();
  await expect(page.getByText('Front counter')).toBeVisible();

  // The Staff button is hidden from guests: holding the logo for 3 seconds shows it.
  await expect(page.getByRole('button', { name: 'Staff' })).toHaveCount(0);
  await page.getByTestId('kiosk-logo').hover();
  await page.mouse.down();
  await page.clock.runFor(3_000);
  await page.mouse.up();
  await page.getByRole('button', { name: 'Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Staff: unbind this kiosk' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(MANAGER);
  await dialog.locator('input[type=password]').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Unbind kiosk' }).click();
  await expect(page.getByRole('heading', { name: 'Set up this kiosk' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), BINDING_KEY)).toBeNull();
  expect((await request.get('/api/v1/kiosk/device/me', { headers: { 'x-kiosk-token': token! } })).status()).toBe(401);
  expect(await page.evaluate(() => window.localStorage.getItem('cafeteria:auth'))).toBeNull();
});

test('idle reset: after 90 s without a touch a 10-second countdown, then the cart is cleared and the attract screen returns', async ({ page, request }) => {
  await page.clock.install();
  await bindByApi(page, request, 'Idle kiosk');
  await page.goto('/app/kiosk');
  await expect(page.getByTestId('kiosk-start')).toBeVisible();
  // From here the kiosk's time moves only when the test says so.
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-product').first().getByRole('button', { name: /^Add / }).click();
  await expect(page.getByTestId('kiosk-cart-summary')).toContainText('1 item');

  // "I'm still here" keeps the guest's order.
  await page.clock.runFor(90_000);
  const dialog = page.getByRole('dialog', { name: 'Still there?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('kiosk-idle-countdown')).toHaveText('10');
  await page.clock.runFor(3_000);
  await expect(dialog.getByTestId('kiosk-idle-countdown')).toHaveText('7');
  await dialog.getByRole('button', { name: "I'm still here" }).click();
  // The dialog's closing transition runs on the (paused) clock too.
  await page.clock.runFor(1_000);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('kiosk-cart-summary')).toContainText('1 item');

  // Unanswered, the kiosk starts over.
  await page.clock.runFor(90_000);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(11_000);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('kiosk-start')).toBeVisible();
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-cart-summary')).toHaveText('Your order is empty');
});

test('a pay-at-counter order shows the receipt: the number large, ' +
  'the items, the total, confirmed by the server; it prints on 80 mm', async ({ page, request }) => {
  const { binding, manager } = await bindByApi(page, request, 'Receipt kiosk');
  await page.goto('/app/kiosk');
  const number = await orderOne(page, 'Mara');
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible();
  await expect(page.getByText('Name: Mara')).toBeVisible();
  const view = await request.get(`/api/v1/order/view/${number}`, { headers: { 'x-auth-token': manager } });
  expect(view.status()).toBe(200);
  const order = ((await view.json()) as { data: { channel: string; placed_offline: boolean; total: number; store_uuid: string; currency: string } }).data;
  expect(order).toMatchObject({ channel: 'kiosk', placed_offline: false, store_uuid: binding.store_uuid });
  const shownTotal = await page.getByTestId('kiosk-total').textContent();
  expect(shownTotal).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: order.currency, minimumFractionDigits: 2 }).format(order.total / 100));

  // In print, only the receipt shows.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByTestId('kiosk-order-number')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('kiosk-start')).toBeVisible();
});

test('a coupon is checked by the server: a wrong code says why, a good one takes its discount, and the order keeps it', async ({ page, request }) => {
  const { manager } = await bindByApi(page, request, 'Coupon kiosk');
  await page.goto('/app/kiosk');
  await page.getByTestId('kiosk-start').click();
  const card = page.getByTestId('kiosk-product').filter({ hasText: 'Masala Dosa' });
  for (let i = 0; i < 5; i++) await card.getByRole('button', { name: /^Add / }).click();
  await page.getByRole('button', { name: 'View order' }).click();
  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/not valid|no coupon|not found|unknown/i)).toBeVisible();
  // A guest has only the screen: the field opens the on-screen keyboard, which types the code.
  await code.fill('');
  await code.click();
  const keyboard = page.getByRole('group', { name: 'On-screen keyboard' });
  for (const key of 'FLAT50') await keyboard.getByRole('button', { name: key, exact: true }).click();
  await expect(code).toHaveValue('FLAT50');
  await keyboard.getByRole('button', { name: 'Done' }).click();
  await expect(keyboard).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon FLAT50: ₹50.00 off')).toBeVisible();
  // 5 x ₹60 = ₹300, less ₹50, plus 5% tax on ₹250 (₹12.50).
  await expect(page.getByTestId('kiosk-total')).toHaveText('₹262.50');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Coupon guest');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible();
  await expect(page.getByTestId('kiosk-total')).toHaveText('₹262.50');
  const number = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
  const order = await viewOrder<{ discount: number; total: number }>(request, manager, number);
  expect(order).toMatchObject({ discount: 5000, total: 26250 });
});

test('an order the store refuses is shown as refused with the reason, and waits for staff as a conflict', async ({ page, request }) => {
  const { binding, manager } = await bindByApi(page, request, 'Refusal kiosk');
  // A product of this test's own, so that switching it off disturbs no other test; last in its
  // category, so that tills and kiosks open meanwhile do not show it first.
  const categories = (await (await request.get('/api/v1/category/lists', { params: { store_slug: 'acme-hq' } })).json()) as { data: { uuid: string }[] };
  const name = `Kiosk special ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/product/create', {
    headers: { 'x-auth-token': manager },
    data: { store_uuid: binding.store_uuid, category_uuid: categories.data[0].uuid, name, price: 9900, type: 'veg', sort_order: 100_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { data: { uuid: string } }).data;

  await page.goto('/app/kiosk');
  await page.getByTestId('kiosk-start').click();
  const card = page.getByTestId('kiosk-product').filter({ hasText: name });
  await card.getByRole('button', { name: /^Add / }).click();
  // Meanwhile the kitchen runs out of it.
  const hidden = await request.put('/api/v1/product/change/status', {
    headers: { 'x-auth-token': manager },
    data: { uuid: product.uuid, is_available: false },
  });
  expect(hidden.status()).toBe(200);
  await page.getByRole('button', { name: 'View order' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Refused guest');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `The store could not accept this order: ${name} is not available right now` })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-conflicts', '1');
});

test('an answer lost mid-sync: the request reached the server, the engine retries with the same key, exactly one order', async ({ page, request }) => {
  const { binding, manager } = await bindByApi(page, request, 'Flaky kiosk');
  const tag = `lost${Date.now().toString(36)}`;
  let attempts = 0;
  const keys: string[] = [];
  await page.route('**/api/v1/checkout/guest', async (route) => {
    attempts += 1;
    keys.push(route.request().headers()['idempotency-key']);
    if (attempts === 1) {
      // The server takes the order; its answer never reaches the kiosk.
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/app/kiosk');
  const number = await orderOne(page, `Guest ${tag}`);
  await expect(page.getByTestId('kiosk-receipt-pending')).toBeVisible();
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible({ timeout: 30_000 });
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  const after = await storeOrders(request, manager, binding.store_uuid, tag);
  expect(after.total).toBe(1);
  expect(after.items.map((o) => o.order_id)).toEqual([number]);
});

test('card at the kiosk: the gateway page and back to a paid receipt; a declined card cancels the order and says so', async ({ page, request }) => {
  const { manager } = await bindByApi(page, request, 'Card kiosk');
  const payByCard = async (name: string) => {
    await page.goto('/app/kiosk');
    await toPayment(page);
    await page.getByRole('textbox', { name: 'Your name' }).fill(name);
    await page.getByTestId('kiosk-pay-card').click();
    await expect(page.getByTestId('kiosk-pay-card')).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    // The sandbox gateway's hosted page, outside the app.
    await expect(page).toHaveURL(/\/api\/v1\/payment\/sandbox\/checkout\//);
  };
  const view = async (orderId: string) =>
    viewOrder<{ channel: string; status: string; payment_method: string; payment_status: string }>(request, manager, orderId);

  await payByCard('Card payer');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/app\/kiosk$/);
  // Confirmed, or already its live status: the gateway's "paid" sends the order to the kitchen
  // (placed -> accepted), and the receipt may hear that before this line looks.
  await expect(page.getByTestId('kiosk-receipt-confirmed').or(page.getByTestId('kiosk-receipt-status'))).toBeVisible();
  await expect(page.getByTestId('kiosk-receipt-card-paid')).toHaveText('Paid by card');
  const paid = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
  expect(paid).toMatch(/^ORD-[A-Z0-9]{8}$/);
  // Paid by card: straight to the kitchen, no one has to accept it.
  expect(await view(paid)).toMatchObject({ channel: 'kiosk', payment_method: 'card', payment_status: 'paid', status: 'accepted' });

  await page.getByRole('button', { name: 'Done' }).click();
  await payByCard('Card decliner');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/app\/kiosk$/);
  await expect(page.getByTestId('kiosk-card-declined')).toBeVisible();
  const declined = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
  expect(declined).not.toBe(paid);
  expect(await view(declined)).toMatchObject({ channel: 'kiosk', payment_method: 'card', status: 'cancelled' });
});

test('without the service worker, the kiosk still shows its last menu when the menu calls fail', async ({ page, request }) => {
  await bindByApi(page, request, 'Kept menu kiosk');
  await page.goto('/app/kiosk');
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-product').first()).toBeVisible();
  const count = await page.getByTestId('kiosk-product').count();
  await page.route(/\/api\/v1\/(category|product)\/lists/, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-product')).toHaveCount(count);
  await expect(page.getByRole('tab', { name: 'Beverages' })).toBeVisible();
});

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a bound kiosk reloads with no network, shows the whole menu, takes three orders; ' +
    'back online they reach the server exactly once and the cashier’s queue', async ({ browser, page, context, request }) => {
    test.setTimeout(240_000);
    const { binding, manager } = await bindByApi(page, request, 'Offline kiosk');
    const onlineCount = await openKioskUnderWorker(page);
    const tag = `off${Date.now().toString(36)}`;

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
    await page.getByTestId('kiosk-start').click();
    await expect(page.getByTestId('kiosk-product')).toHaveCount(onlineCount);

    const numbers: string[] = [];
    for (const name of ['Ana', 'Ben', 'Cleo']) {
      // The first order starts from the menu just counted; the others from the attract screen.
      numbers.push(await orderOne(page, `${name} ${tag}`, numbers.length === 0 ? 'menu' : 'attract'));
      await expect(page.getByTestId('kiosk-receipt-pending')).toBeVisible();
      await page.getByRole('button', { name: 'Done' }).click();
    }
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '3');
    expect((await storeOrders(request, manager, binding.store_uuid, tag)).total).toBe(0);

    // The store's cashier has the live queue open on the till (another device, online).
    const till = await browser.newContext();
    const queue = await till.newPage();
    await queue.goto('/app/login');
    await fillStaffLogin(queue, CASHIER);
    await expect(queue).toHaveURL(/\/app\/welcome$/);
    await queue.getByTestId('mode-cashier').click();
    await queue.getByRole('tab', { name: 'Order queue' }).click();
    await expect(queue.getByRole('heading', { name: 'Order queue', level: 1 })).toBeVisible();
    for (const number of numbers) await expect(queue.locator(`[data-order-id="${number}"]`)).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
    const after = await storeOrders(request, manager, binding.store_uuid, tag);
    expect(after.total).toBe(3);
    expect(after.items.map((o) => o.order_id).sort()).toEqual([...numbers].sort());
    // Each once, on the store's queue of placed orders, marked as taken offline at this kiosk.
    for (const number of numbers) {
      expect(after.items.filter((o) => o.order_id === number)).toHaveLength(1);
      const order = await viewOrder<{ channel: string; placed_offline: boolean; offline_taken_at: string | null }>(request, manager, number);
      expect(order).toMatchObject({ channel: 'kiosk', placed_offline: true, offline_taken_at: expect.any(String) });
    }
    // They reach the cashier's queue live, in the placed column, each once.
    for (const number of numbers) await expect(queue.locator(`[data-column="placed"] [data-order-id="${number}"]`)).toHaveCount(1);
    await till.close();
  });
});
