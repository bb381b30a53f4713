// The consumer app offline on a phone (issue 17), with the service worker: a consumer signs in and
// opens the app online, loses the network, adds two dishes and changes a quantity (shown at once,
// marked waiting to sync), reloads and still sees the cart, their last order with its call number
// and status, and their iCash balance with the time it was read, under the offline banner; back
// online, the server's cart is the one the phone showed, each change applied once. A dish repriced
// on the server meanwhile is shown to the person with the old and the new price. And the whole journey:
// three dishes and a coupon offline, a reload, every page closed, the network back and Background Sync
// fired: the service worker sends the cart (no page open), the reprice is shown when the app opens again,
// and the last order, the balance and the invoice open offline.
// The test registers its own consumer and makes its own dishes (a unique tag) at Globex East.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, fillStaffLogin, PASSWORD, staffLogin } from './helpers';
import { closePagesAndSync } from './worker-sync-helpers';

const MANAGER = 'manager.east@globex.example.com';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
  const res = await request[method](`/api/v1${url}`, {
    headers: { 'x-auth-token': token },
    ...(method === 'get' ? { params: data as Record<string, string> } : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

interface Dish {
  uuid: string;
  name: string;
}

/** Three plain dishes of this test's own at the manager's store (Globex East). */
async function makeDishes(request: APIRequestContext) {
  const manager = await staffLogin(request, MANAGER);
  const tag = `O${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`;
  const categories = await call<{ uuid: string }[]>(request, manager.token, 'get', '/category/lists', { store_slug: manager.user.store_slug });
  const make = (name: string, price: number) =>
    call<Dish>(request, manager.token, 'post', '/product/create', {
      store_uuid: manager.user.store_uuid,
      category_uuid: categories[0].uuid,
      name: `${name} ${tag}`,
      price,
      type: 'veg',
    });
  const soup = await make('Tomato Soup', 8_000);
  const tea = await make('Masala Tea', 2_000);
  const bread = await make('Garlic Bread', 3_000);
  return { tag, soup, tea, bread, manager, storeSlug: manager.user.store_slug, storeUuid: manager.user.store_uuid, companyUuid: manager.user.company_uuid };
}

/** A consumer of this test's own with ₹250.00 of iCash and one order placed (pay at the counter). */
async function consumerWithAnOrder(request: APIRequestContext, dishes: Awaited<ReturnType<typeof makeDishes>>) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `offline.${id}@example.com`;
  const res = await request.post('/api/v1/user/register', { data: { name: 'Olu Offline', email, mobile: `8${id.slice(-9)}`, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const me = await staffLogin(request, email);
  const admin = await staffLogin(request, ADMIN);
  await call(request, admin.token, 'post', '/cash/credit', { user_uuid: me.user.uuid, amount: 25_000, reason: 'Offline test' });
  const line = { company_uuid: dishes.companyUuid, store_uuid: dishes.storeUuid, product_uuid: dishes.bread.uuid, quantity: 1 };
  await call(request, me.token, 'post', '/cart/add', line);
  const placed = await call<{ order: { order_id: string; call_number: string | null } }>(request, me.token, 'post', '/checkout', {
    company_uuid: dishes.companyUuid,
    store_uuid: dishes.storeUuid,
    payment_method: 'counter',
  });
  return { email, token: me.token, order: placed.order };
}

/** Signs in, then opens the store's menu once the service worker controls the page. */
async function openOnline(page: Page, email: string, menuPath: string) {
  await page.goto('/app/login');
  await fillStaffLogin(page, email);
  await expect(page).not.toHaveURL(/\/app\/login$/);
  await page.goto(menuPath);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

type ServerCart = {
  items: { product_uuid: string; quantity: number; unit_price: number }[];
  coupon: { code: string } | null;
  discount_amount: number;
};

/** A flat ₹10.00 coupon of this test's own, good at the manager's store for the next 30 days. */
async function makeCoupon(request: APIRequestContext, dishes: Awaited<ReturnType<typeof makeDishes>>) {
  const code = `OFF-${dishes.tag}`.toUpperCase();
  const day = 24 * 60 * 60 * 1000;
  await call(request, dishes.manager.token, 'post', '/coupon/add', {
    code,
    type: 'flat',
    value: 1_000,
    store_uuid: dishes.storeUuid,
    valid_from: new Date(Date.now() - day).toISOString(),
    valid_to: new Date(Date.now() + 30 * day).toISOString(),
  });
  return code;
}

test.describe('consumer app offline', () => {
  test('a consumer changes the cart offline, sees their last order and balance kept, and the server gets the cart once back online', async ({
    page,
    context,
    request,
  }) => {
    const dishes = await makeDishes(request);
    const me = await consumerWithAnOrder(request, dishes);
    const menu = `/app/consumer/globex/${dishes.storeSlug}`;
    await openOnline(page, me.email, menu);
    // Opened once online: the orders and the wallet are kept on the phone.
    await page.goto('/app/consumer/orders');
    await expect(page.getByTestId('order-row-id')).toHaveText(me.order.order_id);
    await page.goto('/app/consumer/wallet');
    await expect(page.getByTestId('wallet-page-balance')).toHaveText('₹250.00');
    await page.goto(menu);
    await expect(page.getByRole('article', { name: dishes.soup.name })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.getByRole('article', { name: dishes.soup.name }).getByTestId('add-to-cart').click();
    await page.getByRole('article', { name: dishes.tea.name }).getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart, 2 items');
    await page.getByTestId('view-cart').click();
    await expect(page).toHaveURL(/\/app\/consumer\/cart$/);
    await page.getByRole('button', { name: `One more ${dishes.tea.name}` }).click();
    await page.getByRole('button', { name: `One more ${dishes.tea.name}` }).click();
    const tea = page.getByTestId('cart-line').filter({ hasText: dishes.tea.name });
    await expect(tea.getByTestId('quantity-value')).toHaveText('3');
    await expect(tea.getByTestId('waiting-to-sync')).toHaveText('Waiting to sync');
    await expect(page.getByTestId('cart-line').filter({ hasText: dishes.soup.name }).getByTestId('waiting-to-sync')).toBeVisible();
    await expect(page.getByTestId('cart-waiting')).toBeVisible();
    await expect(page.getByTestId('total-subtotal')).toContainText('₹140.00');
    // Checkout says why it cannot go now.
    await expect(page.getByTestId('checkout-offline')).toContainText('Checkout needs the network');
    await expect(page.getByTestId('place-order')).toBeDisabled();

    // A reload offline: the cart, the last order and the balance come from the phone.
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-line').filter({ hasText: dishes.tea.name }).getByTestId('quantity-value')).toHaveText('3');
    await page.goto('/app/consumer/orders');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    const row = page.getByTestId('order-row');
    await expect(row.getByTestId('order-row-id')).toHaveText(me.order.order_id);
    if (me.order.call_number) await expect(row.getByTestId('order-row-call-number')).toHaveText(me.order.call_number);
    await expect(row).toContainText('Placed');
    await expect(page.getByTestId('kept-note')).toContainText('Kept on this phone');
    await page.goto('/app/consumer/wallet');
    await expect(page.getByTestId('wallet-page-balance')).toHaveText('₹250.00');
    await expect(page.getByTestId('wallet-read-at')).toContainText('Balance read');
    await expect(page.getByTestId('offline-banner')).toBeVisible();

    // Nothing reached the server meanwhile.
    const before = await call<ServerCart>(request, me.token, 'get', '/cart/list', { company_uuid: dishes.companyUuid });
    expect(before.items).toEqual([]);

    // The cart shown with its marks first: the marks going away below is then the sync, not a page still loading.
    await page.goto('/app/consumer/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-waiting')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
    await expect(page.getByTestId('cart-waiting')).toBeHidden();
    await expect(page.getByTestId('cart-changes')).toBeHidden();
    const after = await call<ServerCart>(request, me.token, 'get', '/cart/list', { company_uuid: dishes.companyUuid });
    expect(after.items.map((i) => [i.product_uuid, i.quantity])).toEqual([
      [dishes.soup.uuid, 1],
      [dishes.tea.uuid, 3],
    ]);
    await expect(page.getByTestId('total-subtotal')).toContainText('₹140.00');
    await expect(page.getByTestId('place-order')).toBeEnabled();
  });

  test('a dish repriced on the server while the phone was offline is shown with its old and new price', async ({ page, context, request }) => {
    const dishes = await makeDishes(request);
    const me = await consumerWithAnOrder(request, dishes);
    const menu = `/app/consumer/globex/${dishes.storeSlug}`;
    await openOnline(page, me.email, menu);
    await expect(page.getByRole('article', { name: dishes.soup.name })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('article', { name: dishes.soup.name }).getByTestId('add-to-cart').click();
    await page.getByTestId('view-cart').click();
    const soup = page.getByTestId('cart-line').filter({ hasText: dishes.soup.name });
    await expect(soup).toContainText('₹80.00');
    await expect(soup.getByTestId('waiting-to-sync')).toBeVisible();

    await call(request, dishes.manager.token, 'put', `/product/update/${dishes.soup.uuid}`, { price: 9_500 });
    await context.setOffline(false);
    const changes = page.getByTestId('cart-changes');
    await expect(changes).toContainText('Your cart changed while you were offline');
    await expect(changes.getByTestId('cart-change')).toHaveText([`${dishes.soup.name}: the price changed from ₹80.00 to ₹95.00`]);
    await expect(page.getByTestId('cart-line').filter({ hasText: dishes.soup.name })).toContainText('₹95.00');
    await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
    const server = await call<ServerCart>(request, me.token, 'get', '/cart/list', { company_uuid: dishes.companyUuid });
    expect(server.items.map((i) => [i.product_uuid, i.quantity, i.unit_price])).toEqual([[dishes.soup.uuid, 1, 9_500]]);
    // Seen: the note goes.
    await page.getByTestId('cart-changes-ok').click();
    await expect(changes).toBeHidden();
  });

  // Issue 17's journey: the cart leaves from the service worker with the app closed; the order, balance and invoice open offline.
  test('three dishes and a coupon offline, reloaded, the app closed: the worker sends the cart, a reprice is shown', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const dishes = await makeDishes(request);
    const me = await consumerWithAnOrder(request, dishes);
    const code = await makeCoupon(request, dishes);
    const menu = `/app/consumer/globex/${dishes.storeSlug}`;
    await openOnline(page, me.email, menu);
    // Opened once online: the orders, the order with its invoice, and the wallet are kept on the phone.
    await page.goto('/app/consumer/orders');
    await expect(page.getByTestId('order-row-id')).toHaveText(me.order.order_id);
    await page.getByTestId('order-row').click();
    await expect(page).toHaveURL(new RegExp(`/app/consumer/orders/${me.order.order_id}$`));
    await expect(page.getByTestId('order-status')).toContainText('Placed');
    const online = page.waitForEvent('download');
    await page.getByTestId('invoice-download').click();
    expect((await online).suggestedFilename()).toBe(`invoice-${me.order.order_id}.pdf`);
    await expect(page.getByTestId('invoice-kept')).toBeVisible();
    await page.goto('/app/consumer/wallet');
    await expect(page.getByTestId('wallet-page-balance')).toHaveText('₹250.00');
    await page.goto(menu);
    await expect(page.getByRole('article', { name: dishes.bread.name })).toBeVisible();

    // Offline: three different dishes and the coupon, each shown at once and marked waiting.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    for (const dish of [dishes.soup, dishes.tea, dishes.bread]) {
      await page.getByRole('article', { name: dish.name }).getByTestId('add-to-cart').click();
    }
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart, 3 items');
    await page.getByTestId('view-cart').click();
    await expect(page).toHaveURL(/\/app\/consumer\/cart$/);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByText(`${code} · waiting to sync`)).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    for (const dish of [dishes.soup, dishes.tea, dishes.bread]) {
      await expect(page.getByTestId('cart-line').filter({ hasText: dish.name }).getByTestId('waiting-to-sync')).toBeVisible();
    }
    await expect(page.getByTestId('total-subtotal')).toContainText('₹130.00');

    // A reload offline: the cart, its coupon and the marks come from the phone.
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    for (const dish of [dishes.soup, dishes.tea, dishes.bread]) {
      await expect(page.getByTestId('cart-line').filter({ hasText: dish.name }).getByTestId('waiting-to-sync')).toBeVisible();
    }
    await expect(page.getByText(`${code} · waiting to sync`)).toBeVisible();
    await expect(page.getByTestId('cart-waiting')).toBeVisible();
    const before = await call<ServerCart>(request, me.token, 'get', '/cart/list', { company_uuid: dishes.companyUuid });
    expect(before.items).toEqual([]);
    expect(before.coupon).toBeNull();

    // Meanwhile the tea is repriced on the server.
    await call(request, dishes.manager.token, 'put', `/product/update/${dishes.tea.uuid}`, { price: 2_500 });

    // The app closed, the network back, Background Sync: the worker sends the cart, no page open.
    await closePagesAndSync(context, [page]);
    const synced = async () => call<ServerCart>(request, me.token, 'get', '/cart/list', { company_uuid: dishes.companyUuid });
    await expect.poll(async () => (await synced()).coupon?.code ?? null, { timeout: 30_000 }).toBe(code);
    const server = await synced();
    expect(server.items.map((i) => [i.product_uuid, i.quantity, i.unit_price]).sort()).toEqual(
      [
        [dishes.soup.uuid, 1, 8_000],
        [dishes.tea.uuid, 1, 2_500],
        [dishes.bread.uuid, 1, 3_000],
      ].sort(),
    );
    expect(server.discount_amount).toBe(1_000);

    // The consumer opens the app again: the reprice is shown, nothing waits, the server's cart is the one shown.
    const again = await context.newPage();
    await again.goto('/app/consumer/cart');
    const changes = again.getByTestId('cart-changes');
    await expect(changes).toContainText('Your cart changed while you were offline');
    await expect(changes.getByTestId('cart-change')).toHaveText([`${dishes.tea.name}: the price changed from ₹20.00 to ₹25.00`]);
    await expect(again.getByTestId('cart-line')).toHaveCount(3);
    await expect(again.getByTestId('cart-line').filter({ hasText: dishes.tea.name })).toContainText('₹25.00');
    await expect(again.getByTestId('waiting-to-sync')).toHaveCount(0);
    await expect(again.getByTestId('applied-coupon')).toHaveText(code);
    await expect(again.getByTestId('total-subtotal')).toContainText('₹135.00');
    const after = await synced();
    expect(after.items).toHaveLength(3);
    expect(after.coupon?.code).toBe(code);

    // Offline again: the last order with its call number and status, the balance with its time, the invoice.
    await context.setOffline(true);
    await again.goto('/app/consumer/orders');
    await expect(again.getByTestId('offline-banner')).toBeVisible();
    const row = again.getByTestId('order-row');
    await expect(row.getByTestId('order-row-id')).toHaveText(me.order.order_id);
    if (me.order.call_number) await expect(row.getByTestId('order-row-call-number')).toHaveText(me.order.call_number);
    await expect(row).toContainText('Placed');
    await again.goto('/app/consumer/wallet');
    await expect(again.getByTestId('offline-banner')).toBeVisible();
    await expect(again.getByTestId('wallet-page-balance')).toHaveText('₹250.00');
    await expect(again.getByTestId('wallet-read-at')).toContainText('Balance read');
    await again.goto(`/app/consumer/orders/${me.order.order_id}`);
    await expect(again.getByTestId('offline-banner')).toBeVisible();
    await expect(again.getByTestId('order-status')).toContainText('Placed');
    await expect(again.getByTestId('invoice-kept')).toBeVisible();
    const offline = again.waitForEvent('download');
    await again.getByTestId('invoice-download').click();
    const invoice = await offline;
    expect(invoice.suggestedFilename()).toBe(`invoice-${me.order.order_id}.pdf`);
    const path = await invoice.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
