// The back-office Orders screen in a real browser: the store manager narrows the list to placed
// orders, opens one in the drawer, accepts it, and the list row shows it as accepted.
import { expect, test } from '@playwright/test';
import { signInToBackOffice } from './helpers';

const MANAGER = 'manager.hq@acme.example.com';

test.describe('orders', () => {
  test('the manager accepts a placed order from the drawer and the row shows Accepted', async ({ page }) => {
    await signInToBackOffice(page, MANAGER);
    await page.goto('/app/NICorders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(page.getByTestId('order-row').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Placed', exact: true }).click();
    const rows = page.getByTestId('order-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.getByTestId('order-status').filter({ hasNotText: 'Placed' })).toHaveCount(0);

    const row = rows.first();
    const orderId = (await row.locator('td').first().locator('p').first().textContent())?.trim() ?? '';
    expect(orderId).toMatch(/^ORD-/);
    await row.click();

    const drawer = page.getByTestId('order-drawer');
    await expect(drawer.getByText(/Status history/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await page.screenshot({ path: '/tmp/orders-drawer.png' });
    await drawer.getByRole('button', { name: 'Accept', exact: true }).click();

    // The drawer reloads the order: now it may start preparing, and its history names the manager's step.
    await expect(drawer.getByRole('button', { name: 'Start preparing' })).toBeVisible();
    await expect(drawer.getByText('Placed → Accepted')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    const accepted = page.getByTestId('order-row').filter({ hasText: orderId });
    await expect(accepted.getByTestId('order-status')).toHaveText('Accepted');
    await page.screenshot({ path: '/tmp/orders-list.png' });
  });
});
