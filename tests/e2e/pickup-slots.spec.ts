// Ordering ahead on a phone (issue 15): a guest picks a pickup slot at checkout and the order page
// shows it. The test's store (Acme Plant, which no other spec changes) is opened for slots 00:00-24:00
// through its own settings first, so the slots offered never depend on the time of day.
import { expect, test } from '@playwright/test';
import { api, staffLogin } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

interface MenuItem {
  name: string;
  is_combo: boolean;
  option_groups?: unknown[];
}

test('a guest picks a pickup slot at checkout and the order page shows it', async ({ page, request }) => {
  const manager = await staffLogin(request, 'manager.plant@acme.example.com');
  await api(request, manager.token, 'put', `/pickup-slots/settings/${manager.user.store_uuid}`, {
    enabled: true,
    slot_minutes: 15,
    orders_per_slot: 500,
    items_per_slot: null,
    ahead_hours: 48,
    cutoff_minutes: 15,
    opens_at: '00:00',
    closes_at: '24:00',
    prep_lead_minutes: 10,
    minutes_per_order: 3,
  });
  const menu = await request.get('/api/v1/product/lists?company_slug=acme&store_slug=acme-plant&limit=100');
  const dish = ((await menu.json()).data.items as MenuItem[]).find((p) => !p.is_combo && !p.option_groups?.length)!;

  await page.goto('/app/consumer/acme/acme-plant');
  await page.getByRole('article', { name: dish.name }).getByTestId('add-to-cart').click();
  await page.getByTestId('view-cart').click();
  await expect(page).toHaveURL(/\/app\/consumer\/cart$/);
  await page.getByLabel('Your name').fill('Early Ela');

  // As soon as possible is the default; picking a time asks for a slot before the order can go.
  const picker = page.getByTestId('pickup-slot-picker');
  await expect(picker.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  await picker.getByRole('radio', { name: 'Pick a pickup time' }).check();
  await expect(page.getByTestId('place-order')).toBeDisabled();
  const slot = picker.locator('[data-testid="pickup-slot"]:not(.Mui-disabled)').nth(2);
  const start = (await slot.getAttribute('data-start'))!;
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
  const time = await page.evaluate((iso) => new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso)), start);
  await expect(page.getByTestId('pickup-chosen')).toContainText(time);
  await page.getByTestId('place-order').click();

  await expect(page).toHaveURL(/\/app\/consumer\/orders\/ORD-[A-Z0-9]{8}$/);
  await expect(page.getByTestId('order-pickup-slot')).toContainText(`Pickup`);
  await expect(page.getByTestId('order-pickup-slot')).toContainText(time);
  // The server holds the same slot for the order.
  const orderId = page.url().split('/').pop()!;
  const view = await api<{ pickup_slot: string }>(request, manager.token, 'get', `/order/view/${orderId}`);
  expect(view.pickup_slot).toBe(start);
});
