// The back-office Orders screen in a real browser: the store manager narrows the list to placed
// orders, opens one in the drawer, accepts it, and the list row shows it as accepted.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signInToBackOffice } from './helpers';

const MANAGER = 'manager.hq@acme.example.com';

/** A guest's pay-at-counter order at the manager's store, placed through the API for this test alone. */
async function placeGuestOrder(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/company/login', { data: { email: MANAGER, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, data } = (await login.json()) as { token: string; data: { user: { company_uuid: string; store_uuid: string } } };
  const menu = await request.get('/api/v1/product/store/order/list', { headers: { 'x-auth-token': token } });
  const dosa = ((await menu.json()) as { data: { uuid: string; name: string }[] }).data.find((p) => p.name === 'Masala Dosa');
  expect(dosa).toBeDefined();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await request.post('/api/v1/checkout/guest', {
    data: {
      company_uuid: data.user.company_uuid,
      store_uuid: data.user.store_uuid,
      payment_method: 'counter',
      items: [{ product_uuid: dosa!.uuid, quantity: 1 }],
      ip_address: `e2e-orders-${tag}`,
      customer_name: `Orders guest ${tag}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { order: { order_id: string } } }).data.order.order_id;
}

test.describe('orders', () => {
  test('the manager accepts a placed order from the drawer and the row shows Accepted', async ({ page, request }) => {
    // Its own order: other tests work through the store's placed orders at the same time.
    const orderId = await placeGuestOrder(request);
    await signInToBackOffice(page, MANAGER);
    await page.goto('/app/NICorders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(page.getByTestId('order-row').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Placed', exact: true }).click();
    const rows = page.getByTestId('order-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.getByTestId('order-status').filter({ hasNotText: 'Placed' })).toHaveCount(0);

    expect(orderId).toMatch(/^ORD-/);
    const row = rows.filter({ hasText: orderId });
    await expect(row).toHaveCount(1);
    // The call number first (a guest's web order counts on A), then the order id.
    await expect(row.getByRole('gridcell').first()).toHaveText(/^A-\d{3}$/);
    expect((await row.getByRole('gridcell').nth(1).locator('p').first().textContent())?.trim()).toBe(orderId);
    await row.click();

    const drawer = page.getByTestId('order-drawer');
    await expect(drawer.getByText(/Status history/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await page.screenshot({ path: '/tmp/orders-drawer.png' });
    await drawer.getByRole('button', { name: 'Accept', exact: true }).click();

    // The drawer reloads the order: now it may start preparing, and its history names the manager's step.
    await expect(drawer.getByRole('button', { name: 'Start preparing' })).toBeVisible();
    await expect(drawer.getByText('Placed → Accepted')).toBeVisible();
    // The confirmation toast covers the drawer's Close button until it fades (about 5 s): dismiss it.
    // (The open drawer marks the rest of the page, toasts included, aria-hidden.)
    const toast = page.getByRole('alert', { includeHidden: true }).filter({ hasText: `Order ${orderId} is now accepted` });
    await toast.getByRole('button', { name: 'close', includeHidden: true }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    const accepted = page.getByTestId('order-row').filter({ hasText: orderId });
    await expect(accepted.getByTestId('order-status')).toHaveText('Accepted');
    await page.screenshot({ path: '/tmp/orders-list.png' });
  });
});
