// The remaining back-office screens in a real browser: iCash credit (and a refused debit) by a
// front desk executive, a notification arriving live in the header badge, an order placed for a
// consumer at /addNICorder that shows up in /NICorders, the consumer's cart as staff see it, and
// the demo feedback and review lists.
//
// Other spec files run at the same time against the same server: the iCash, order and cart tests use
// a consumer of this file's own, and the live-count test a company (Globex) no other spec orders at.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMPANY_OWNER, PASSWORD, signInToBackOffice } from './helpers';

const DESK = 'desk@acme.example.com';
const GLOBEX_OWNER = 'owner@globex.example.com';
const BOB = 'bob@example.com';

interface Login {
  token: string;
  data: { user: { uuid: string; company_uuid: string } };
}

async function login(request: APIRequestContext, email: string, password = PASSWORD): Promise<Login> {
  const res = await request.post('/api/v1/company/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Login;
}

async function menuProduct(request: APIRequestContext, company: string, store: string, name?: string): Promise<{ uuid: string; store_uuid: string }> {
  const res = await request.get(
    `/api/v1/product/lists?company_slug=${company}&store_slug=${store}&limit=100${name ? `&search=${encodeURIComponent(name)}` : ''}`,
  );
  const items = (await res.json()).data.items as { uuid: string; name: string; store_uuid: string }[];
  const hit = name ? items.find((p) => p.name === name) : items[0];
  if (!hit) throw new Error(`${name ?? 'No product'} is not on the ${store} menu`);
  return hit;
}

const acmeHqProduct = (request: APIRequestContext, name: string) => menuProduct(request, 'acme', 'acme-hq', name);

interface OwnConsumer {
  uuid: string;
  name: string;
  email: string;
  mobile: string;
  password: string;
}

let own: OwnConsumer | undefined;

/** An Acme consumer made for this file (once per worker), with an opening iCash balance of ₹500. */
async function ownConsumer(request: APIRequestContext): Promise<OwnConsumer> {
  if (own) return own;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const consumer = {
    name: `Tara Iyer ${tag}`,
    email: `tara.${tag}@example.com`,
    mobile: `9${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`,
    password: 'Lunch2024pass',
  };
  const desk = await login(request, DESK);
  const created = await request.post('/api/v1/user/create/company/consumer', { headers: { 'x-auth-token': desk.token }, data: consumer });
  expect(created.status(), await created.text()).toBe(201);
  const uuid = (await created.json()).data.uuid as string;
  const credit = await request.post('/api/v1/cash/credit', {
    headers: { 'x-auth-token': desk.token },
    data: { user_uuid: uuid, amount: 50_000, type: 'credit', reason: 'Opening balance' },
  });
  expect(credit.status(), await credit.text()).toBe(201);
  own = { uuid, ...consumer };
  return own;
}

async function consumerOrderCount(request: APIRequestContext, name: string): Promise<number> {
  const owner = await login(request, COMPANY_OWNER);
  const res = await request.get(`/api/v1/order/list/company?search=${encodeURIComponent(name)}&limit=1`, { headers: { 'x-auth-token': owner.token } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.total as number;
}

async function pickConsumer(page: Page, term: string, option: RegExp) {
  await page.getByTestId('consumer-picker').fill(term);
  await page.getByRole('option', { name: option }).click();
}

test.describe('back office: feedback, notifications, iCash, orders for consumers', () => {
  test('an executive credits a consumer iCash and the list shows the new balance; a debit beyond it shows the server refusal', async ({ page, request }) => {
    const consumer = await ownConsumer(request);
    await signInToBackOffice(page, DESK);
    await page.getByRole('link', { name: 'iCash' }).first().click();
    await expect(page).toHaveURL(/\/app\/cash$/);
    await expect(page.getByTestId('cash-row').first()).toBeVisible();

    await pickConsumer(page, consumer.name, new RegExp(consumer.name));
    const balance = page.getByTestId('cash-balance');
    await expect(balance).toHaveText(/₹/);
    const before = Number((await balance.textContent())!.replace(/[^0-9.]/g, ''));

    await page.getByRole('button', { name: 'Credit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('25');
    await dialog.getByLabel('Reason').fill('Top-up paid in cash at the front desk');
    await dialog.getByRole('button', { name: 'Credit iCash' }).click();
    await expect(dialog).toBeHidden();

    const after = (before + 25).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(balance).toHaveText(`₹${after}`);
    const newest = page.getByTestId('cash-row').first();
    await expect(newest).toContainText('Top-up paid in cash at the front desk');
    await expect(newest).toContainText('+₹25.00');
    await expect(newest.getByTestId('cash-balance-after')).toHaveText(`₹${after}`);
    await page.screenshot({ path: '/tmp/bo-cash.png' });

    // Taking more than she has: the server refuses and the dialog says why; nothing changes.
    await page.getByRole('button', { name: 'Debit', exact: true }).click();
    await dialog.getByLabel('Amount').fill('99999');
    await dialog.getByLabel('Reason').fill('Correction of a wrong top-up');
    await dialog.getByRole('button', { name: 'Debit iCash' }).click();
    await expect(dialog.getByTestId('cash-error')).toContainText(/balance|insufficient|enough|below/i);
    await page.screenshot({ path: '/tmp/bo-cash-refused.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(balance).toHaveText(`₹${after}`);
  });

  test('a new order reaches the company owner live: the unread count in the header goes up without a reload', async ({ page, request }) => {
    await signInToBackOffice(page, GLOBEX_OWNER);
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('aria-label', /Notifications/);
    await bell.click();
    await expect(page).toHaveURL(/\/app\/notifications$/);
    await expect(page.getByTestId('notification-row').first()).toBeVisible();
    // Start from nothing unread so the count the test expects is exact.
    const markAll = page.getByRole('button', { name: 'Mark all as read' });
    if (await markAll.isEnabled()) await markAll.click();
    await expect(page.getByTestId('unread-count')).toHaveText('0 unread');
    await expect(bell).toHaveAttribute('aria-label', 'Notifications');

    const bob = await login(request, BOB);
    const dish = await menuProduct(request, 'globex', 'globex-east');
    const res = await request.post('/api/v1/checkout', {
      headers: { 'x-auth-token': bob.token },
      data: {
        company_uuid: bob.data.user.company_uuid,
        store_uuid: dish.store_uuid,
        payment_method: 'counter',
        items: [{ product_uuid: dish.uuid, quantity: 1 }],
      },
    });
    expect(res.status()).toBe(201);
    const { order_id: orderId, call_number: callNumber } = (await res.json()).data.order as { order_id: string; call_number: string };

    await expect(bell).toHaveAttribute('aria-label', 'Notifications, 1 unread');
    await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
    // Called by its call number; the order id is in the text as the reference.
    const row = page.getByTestId('notification-row').filter({ hasText: `New order ${callNumber}` }).filter({ hasText: orderId });
    await expect(row).toHaveAttribute('data-read', 'false');
    await page.screenshot({ path: '/tmp/bo-notifications.png' });

    await row.getByRole('button', { name: 'Mark as read' }).click();
    await expect(bell).toHaveAttribute('aria-label', 'Notifications');
    await expect(row).toHaveAttribute('data-read', 'true');
  });

  test('the front desk places an order for a consumer at /addNICorder (a double click makes one order) and it is in /NICorders', async ({ page, request }) => {
    const consumer = await ownConsumer(request);
    const ordersBefore = await consumerOrderCount(request, consumer.name);
    await signInToBackOffice(page, DESK);
    await page.goto('/app/addNICorder');
    await expect(page.getByRole('heading', { level: 1, name: 'New order for a consumer' })).toBeVisible();

    await page.getByTestId('scope-store').click();
    await page.getByRole('option', { name: 'Acme HQ Cafeteria' }).click();
    await pickConsumer(page, consumer.mobile, new RegExp(consumer.name));
    await expect(page.getByTestId('order-product').first()).toBeVisible();
    await page.getByRole('button', { name: 'One Masala Dosa more' }).click();
    await page.getByRole('button', { name: 'One Masala Dosa more' }).click();
    await expect(page.getByTestId('order-lines')).toContainText('2 × Masala Dosa');
    await expect(page.getByTestId('order-subtotal')).toHaveText('₹120.00');
    await page.getByLabel('Note for the kitchen').fill('Less spicy, please');
    await page.getByLabel(/Consumer's iCash/).check();
    await page.screenshot({ path: '/tmp/bo-add-order.png', fullPage: true });

    await page.getByTestId('place-order').dblclick();
    const placed = page.getByTestId('order-placed');
    await expect(placed).toBeVisible();
    const heading = (await placed.getByRole('heading').textContent()) ?? '';
    const orderId = /ORD-[A-Z0-9]{8}/.exec(heading)?.[0];
    expect(orderId).toBeTruthy();
    await expect(placed).toContainText('Paid with iCash');
    await page.screenshot({ path: '/tmp/bo-order-placed.png' });
    expect(await consumerOrderCount(request, consumer.name)).toBe(ordersBefore + 1);

    await placed.getByRole('link', { name: 'Open in Orders' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/NICorders\\?order=${orderId}$`));
    const row = page.getByTestId('order-row').filter({ hasText: orderId! });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(consumer.name);
  });

  test('staff see the cart a consumer left in the app at /Cardcart', async ({ page, request }) => {
    const consumer = await ownConsumer(request);
    const session = await login(request, consumer.email, consumer.password);
    const tea = await acmeHqProduct(request, 'Masala Chai');
    const headers = { 'x-auth-token': session.token };
    await request.delete(`/api/v1/cart/clear?company_uuid=${session.data.user.company_uuid}`, { headers });
    const add = await request.post('/api/v1/cart/add', {
      headers,
      data: {
        company_uuid: session.data.user.company_uuid,
        store_uuid: tea.store_uuid,
        product_uuid: tea.uuid,
        quantity: 3,
        note: 'One without sugar',
      },
    });
    expect(add.ok()).toBeTruthy();

    await signInToBackOffice(page, DESK);
    await page.goto('/app/Cardcart');
    await expect(page.getByRole('heading', { level: 1, name: "Consumer's cart" })).toBeVisible();
    await pickConsumer(page, consumer.name, new RegExp(consumer.name));
    const cart = page.getByTestId('consumer-cart');
    await expect(cart).toContainText(`${consumer.name}'s cart at Acme HQ Cafeteria`);
    const line = cart.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Masala Chai');
    await expect(line).toContainText('Note: One without sugar');
    await expect(line.locator('td').nth(1)).toHaveText('3');
    await page.screenshot({ path: '/tmp/bo-cardcart.png' });
  });

  test('the feedback and product review lists show the demo data with ratings and order links', async ({ page }) => {
    await signInToBackOffice(page, COMPANY_OWNER);
    await page.getByRole('link', { name: 'Feedback' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const rows = page.getByTestId('feedback-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByRole('img', { name: /stars? out of 5/ })).toBeVisible();
    const link = rows.first().getByRole('link', { name: /^ORD-/ });
    const orderId = (await link.textContent())!.trim();
    await page.screenshot({ path: '/tmp/bo-feedback.png' });

    await page.goto('/app/reviews');
    await expect(page.getByTestId('review-row').first()).toBeVisible();
    await expect(page.getByTestId('review-row').first()).toContainText(/Average \d/);
    await page.screenshot({ path: '/tmp/bo-reviews.png' });

    await page.goto('/app/feedback');
    await page.getByTestId('feedback-row').getByRole('link', { name: orderId }).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/NICorders\\?order=${orderId}$`));
    await expect(page.getByTestId('order-row').filter({ hasText: orderId })).toHaveCount(1);

    // On a phone the list keeps what matters: the order link and the stars.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/feedback');
    const first = page.getByTestId('feedback-row').first();
    await expect(first.getByRole('link', { name: /^ORD-/ })).toBeVisible();
    await expect(first.getByRole('img', { name: /stars? out of 5/ })).toBeVisible();
    await page.screenshot({ path: '/tmp/bo-feedback-phone.png' });
    await page.goto('/app/addNICorder');
    await expect(page.getByTestId('place-order')).toBeVisible();
    await page.screenshot({ path: '/tmp/bo-add-order-phone.png', fullPage: true });
  });
});
