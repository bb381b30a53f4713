// Ordering ahead on a phone (issue 15): a guest picks a pickup slot at checkout and the order page
// shows it. The test's store (Acme Plant, which no other spec changes) is opened for slots 00:00-24:00
// through its own settings first, so the slots offered never depend on the time of day.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, fillStaffLogin, staffLogin, type StaffLogin } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

interface MenuItem {
  uuid: string;
  name: string;
  is_combo: boolean;
  option_groups?: unknown[];
}

const SETTINGS = {
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
};

async function openAllDay(request: APIRequestContext): Promise<StaffLogin> {
  const manager = await staffLogin(request, 'manager.plant@acme.example.com');
  await api(request, manager.token, 'put', `/pickup-slots/settings/${manager.user.store_uuid}`, SETTINGS);
  return manager;
}

async function plainDish(request: APIRequestContext): Promise<MenuItem> {
  const menu = await request.get('/api/v1/product/lists?company_slug=acme&store_slug=acme-plant&limit=100');
  return ((await menu.json()).data.items as MenuItem[]).find((p) => !p.is_combo && !p.option_groups?.length)!;
}

test('a guest picks a pickup slot at checkout and the order page shows it', async ({ page, request }) => {
  const manager = await openAllDay(request);
  const dish = await plainDish(request);

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

test('the till keeps an order for a later slot in Later, off the columns, and shows the current wait', async ({ page, request }) => {
  const manager = await openAllDay(request);
  const dish = await plainDish(request);
  // A slot two hours ahead: its fire time (less the 10-minute prep lead) is well after now.
  const slots = await api<{ slots: { start: string; full: boolean }[] }>(request, manager.token, 'get', '/pickup-slots/available', {
    store_uuid: manager.user.store_uuid,
  });
  const later = slots.slots.find((s) => !s.full && Date.parse(s.start) > Date.now() + 2 * 3600_000)!;
  const placed = await api<{ order: { order_id: string } }>(request, manager.token, 'post', '/checkout', {
    company_uuid: manager.user.company_uuid,
    store_uuid: manager.user.store_uuid,
    payment_method: 'counter',
    customer_name: 'Later Lou',
    items: [{ product_uuid: dish.uuid, quantity: 1 }],
    pickup_slot: later.start,
  });
  const id = placed.order.order_id;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/login');
  await fillStaffLogin(page, 'cashier.plant@acme.example.com');
  await page.getByTestId('mode-cashier').click();
  await expect(page.getByTestId('wait-badge')).toHaveAccessibleName(/^Current wait: about \d+ minutes?$/);
  await page.goto('/app/cashier/queue');
  await expect(page.getByTestId('queue-later').locator(`[data-order-id="${id}"]`)).toContainText('Later Lou');
  await expect(page.locator(`[data-column] [data-order-id="${id}"]`)).toHaveCount(0);
});
