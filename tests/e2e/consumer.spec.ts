// The consumer app on a phone against the real server: a guest orders with a coupon and pays at the
// counter, then watches the cashier's status changes arrive live; a signed-in consumer pays with iCash
// and finds the payment in the wallet; history, invoice download and notifications.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CASHIER, PASSWORD, fillStaffLogin } from './helpers';
import { topUpICash } from './kiosk-helpers';

const ALICE = 'alice@example.com';

test.use({ viewport: { width: 390, height: 844 } });

async function openAcmeHqMenu(page: Page): Promise<void> {
  await page.goto('/app/consumer');
  await page.getByTestId('company-card').filter({ hasText: 'Acme Foods' }).click();
  await expect(page).toHaveURL(/\/app\/consumer\/acme$/);
  await page.getByTestId('store-card').filter({ hasText: 'Acme HQ Cafeteria' }).click();
  await expect(page).toHaveURL(/\/app\/consumer\/acme\/acme-hq$/);
  await expect(page.getByRole('heading', { name: 'Acme HQ Cafeteria' })).toBeVisible();
}

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/company/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

test.describe('consumer app', () => {
  test('a guest orders with a coupon, pays at the counter and sees the cashier mark it ready without a reload', async ({ page, request }) => {
    await openAcmeHqMenu(page);
    const dosa = page.getByRole('article', { name: 'Masala Dosa' });
    await expect(dosa.getByTestId('product-price')).toHaveText('₹60.00');
    await dosa.getByTestId('add-to-cart').click();
    await dosa.getByRole('button', { name: 'One more Masala Dosa' }).click();
    await expect(dosa.getByTestId('quantity-value')).toHaveText('2');
    await dosa.getByRole('button', { name: 'One more Masala Dosa' }).click();
    await expect(dosa.getByTestId('quantity-value')).toHaveText('3');
    await expect(page.getByTestId('cart-button')).toContainText('3');

    await page.getByTestId('view-cart').click();
    await expect(page).toHaveURL(/\/app\/consumer\/cart$/);
    await expect(page.getByTestId('total-subtotal')).toContainText('₹180.00');

    // A code the cart does not qualify for is refused with the server's reason...
    await page.getByLabel('Coupon code').fill('NEWYEAR100');
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('coupon-message')).toBeVisible();
    await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
    // ...and one it does is applied: 20% of ₹180.
    await page.getByLabel('Coupon code').fill('LUNCH20');
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('applied-coupon')).toHaveText('LUNCH20');
    await expect(page.getByTestId('total-discount')).toContainText('₹36.00');

    // A guest must give a name.
    await page.getByTestId('place-order').click();
    await expect(page.getByText('Enter your name so the counter can call you')).toBeVisible();
    await page.getByLabel('Your name').fill('Guest Gita');
    await expect(page.getByTestId('pay-counter').getByRole('radio')).toBeChecked();
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/app\/consumer\/orders\/ORD-[A-Z0-9]{8}$/);
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByTestId('order-id')).toHaveText(orderId);
    await expect(page.getByTestId('order-status')).toHaveText('Placed');
    await expect(page.getByTestId('payment-status')).toHaveText('Payment pending');
    await expect(page.getByText('Discount (LUNCH20)')).toBeVisible();
    await expect(page.getByTestId('live-indicator')).toHaveText('Live');
    // The cart was used up by the order. Its name counts the items; the badge, hidden at 0, may still
    // hold the old number in the page (MUI keeps it for the hiding transition).
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart, 0 items');

    // The cashier moves the order on; the guest's page follows without reloading.
    await page.evaluate(() => ((window as unknown as { __stillHere: boolean }).__stillHere = true));
    const token = await staffToken(request, CASHIER);
    for (const status of ['accepted', 'preparing', 'ready']) {
      const res = await request.put('/api/v1/order/status/update', { headers: { 'x-auth-token': token }, data: { order_id: orderId, status } });
      expect(res.status(), status).toBe(200);
    }
    await expect(page.getByTestId('order-status')).toHaveText('Ready');
    await expect(page.getByText('Your order is ready: pick it up at the counter.').first()).toBeVisible();
    await expect(page.getByTestId('step-ready')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('step-completed')).toHaveAttribute('data-state', 'todo');
    expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
  });

  test('a signed-in consumer pays with iCash and finds the payment in the wallet', async ({ page, request }) => {
    // Other tests spend Alice's iCash too: her balance must cover this order whatever ran before.
    await topUpICash(request, ALICE, 'Consumer app test top-up');
    await page.goto('/app/consumer/acme/acme-hq');
    await page.getByTestId('consumer-account').click();
    await page.getByTestId('consumer-sign-in').click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await fillStaffLogin(page, ALICE);
    // Back where she was, signed in.
    await expect(page).toHaveURL(/\/app\/consumer\/acme\/acme-hq$/);

    const vada = page.getByRole('article', { name: 'Medu Vada' });
    await vada.getByTestId('add-to-cart').click();
    await expect(vada.getByTestId('quantity-value')).toHaveText('1');
    await page.getByTestId('view-cart').click();
    await expect(page.getByTestId('checkout-as')).toHaveText('Ordering as Alice Sharma');
    await page.getByTestId('pay-wallet').click();
    await expect(page.getByTestId('wallet-balance')).toContainText(/Balance ₹[\d,]+\.\d\d/);
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/app\/consumer\/orders\/ORD-[A-Z0-9]{8}$/);
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
    await expect(page.getByText('iCash wallet')).toBeVisible();

    await page.goto('/app/consumer/wallet');
    // Found by its order: other tests move Alice's iCash at the same time.
    const entry = page.getByTestId('wallet-entry').filter({ hasText: orderId });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Order payment');
    await expect(entry).toContainText('-₹');
  });

  test('a signed-in consumer finds the order in the history, downloads its invoice and reads notifications', async ({ page }) => {
    await page.goto('/app/consumer/orders');
    await expect(page).toHaveURL(/\/app\/login$/);
    await fillStaffLogin(page, ALICE);
    await expect(page).toHaveURL(/\/app\/consumer\/orders$/);
    const first = page.getByTestId('order-row').first();
    await expect(first).toBeVisible();
    const orderId = (await first.getByTestId('order-row-id').textContent())!.trim();
    expect(orderId).toMatch(/^ORD-/);
    // By its number: other tests place orders for Alice meanwhile.
    await page.getByTestId('order-row').filter({ hasText: orderId }).click();
    await expect(page.getByTestId('order-id')).toHaveText(orderId);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);

    await page.goto('/app/consumer/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText(/\d+ unread/);
    await expect(page.getByTestId('notification').first()).toBeVisible();
  });

  test("a card payment goes through the gateway's page and comes back paid", async ({ page }) => {
    await openAcmeHqMenu(page);
    const poha = page.getByRole('article', { name: 'Poha' });
    await poha.getByTestId('add-to-cart').click();
    await expect(poha.getByTestId('quantity-value')).toHaveText('1');
    await page.getByTestId('view-cart').click();
    await page.getByLabel('Your name').fill('Card Carla');
    await page.getByTestId('pay-card').click();
    await expect(page.getByTestId('place-order')).toContainText('Pay by card');
    await page.getByTestId('place-order').click();

    // The sandbox gateway's hosted page, outside the app.
    await expect(page).toHaveURL(/\/api\/v1\/payment\/sandbox\/checkout\//);
    await page.getByRole('button', { name: /^Pay/ }).click();

    await expect(page).toHaveURL(/\/app\/consumer\/orders\/ORD-[A-Z0-9]{8}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Placed');
    await expect(page.getByTestId('payment-status')).toHaveText('Paid', { timeout: 15_000 });
  });
});
