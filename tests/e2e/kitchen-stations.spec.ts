// Kitchen display stations (issue 15) on a 1920×1080 kitchen screen: 12 tickets all on screen at
// once, ageing from new to warning to late on a clock the test controls (Playwright's page.clock;
// never the time of day), bump and recall, and the expeditor seeing when every station is done.
// The spec works in a store of its own (made here with its own cashier, menu and stations), so the
// specs running beside it cannot change what it sees.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe';
import { api, choose, COMPANY_OWNER, fillStaffLogin, PASSWORD, signInToBackOffice, staffLogin } from './helpers';

test.use({ viewport: { width: 1920, height: 1080 }, bypassCSP: true });

interface Kitchen {
  tag: string;
  company: string;
  store: string;
  cashier: string;
  grill: string;
  orders: { uuid: string; order_id: string }[];
}

/** A store with a cashier, a grill item and a drink, a Grill and a Drinks station, and `count` orders in the kitchen. */
async function makeKitchen(request: APIRequestContext, count: number): Promise<Kitchen> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await staffLogin(request, COMPANY_OWNER);
  const store = await api<{ uuid: string }>(request, owner.token, 'post', '/company/store/create', {
    company_uuid: owner.user.company_uuid,
    name: `Kitchen ${tag}`,
  });
  const cashier = `kitchen.${tag}@acme.example.com`;
  await api(request, owner.token, 'post', '/company/add/cashier/manager', {
    name: 'Kitchen Cashier',
    email: cashier,
    mobile: `7${String(Date.now()).slice(-9)}`,
    password: PASSWORD,
    store_uuid: store.uuid,
    role: 'cashier',
  });
  const category = async (name: string) =>
    (await api<{ uuid: string }>(request, owner.token, 'post', '/category/create', { store_uuid: store.uuid, name: `${name} ${tag}` })).uuid;
  const mains = await category('Mains');
  const drinks = await category('Drinks');
  const product = async (name: string, category_uuid: string, type: string, extra: Record<string, unknown> = {}) => {
    const body = { store_uuid: store.uuid, category_uuid, name, price: 10_000, type, ...extra };
    return (await api<{ uuid: string }>(request, owner.token, 'post', '/product/create', body)).uuid;
  };
  const extras = await api<{ uuid: string; options: { uuid: string; name: string }[] }>(request, owner.token, 'post', '/option/group/create', {
    store_uuid: store.uuid,
    name: `Extras ${tag}`,
    kind: 'multiple',
    min_select: 0,
    max_select: 2,
    options: [{ name: 'Extra cheese', price: 2_000 }, { name: 'Bacon', price: 3_000 }],
  });
  const cheese = extras.options.find((o) => o.name === 'Extra cheese')!.uuid;
  const burger = await product('Smash Burger', mains, 'non_veg', { option_group_uuids: [extras.uuid] });
  const cola = await product('Lime Soda', drinks, 'beverage');
  const fries = await product('Masala Fries', mains, 'veg');
  const grill = await api<{ uuid: string }>(request, owner.token, 'post', '/kitchen/station/create', {
    store_uuid: store.uuid,
    name: 'Grill',
    category_uuids: [mains],
  });
  await api(request, owner.token, 'post', '/kitchen/station/create', { store_uuid: store.uuid, name: 'Drinks', sort_order: 1, category_uuids: [drinks] });

  const till = await staffLogin(request, cashier);
  const orders: Kitchen['orders'] = [];
  for (let i = 0; i < count; i++) {
    const placed = await api<{ order: { uuid: string; order_id: string } }>(request, till.token, 'post', '/checkout', {
      company_uuid: owner.user.company_uuid,
      store_uuid: store.uuid,
      payment_method: 'counter',
      items: [
        { product_uuid: burger, quantity: 1 + (i % 2), ...(i === 0 ? { note: 'No onions', options: [cheese] } : {}) },
        { product_uuid: cola, quantity: 1 },
        ...(i === 1 ? [{ product_uuid: fries, quantity: 1 }] : []),
      ],
    });
    await api(request, till.token, 'put', '/order/status/update', { order_uuid: placed.order.uuid, status: 'accepted', expected_status: 'placed' });
    orders.push(placed.order);
  }
  return { tag, company: owner.user.company_uuid, store: store.uuid, cashier, grill: grill.uuid, orders };
}

test('a station board fits 12 tickets on 1920×1080, ages them on the store’s thresholds, and bumps and recalls', async ({ page, request }) => {
  const kitchen = await makeKitchen(request, 12);
  const start = Date.now();
  await page.clock.install({ time: start });

  await page.goto('/app/login');
  await fillStaffLogin(page, kitchen.cashier);
  await page.getByTestId('mode-cashier').click();
  await page.getByRole('tab', { name: 'Kitchen' }).click();
  await page.getByRole('button', { name: 'Grill' }).click();
  await expect(page).toHaveURL(new RegExp(`station=${kitchen.grill}`));

  const board = page.getByRole('list', { name: 'Tickets of Grill' });
  const tickets = board.locator(':scope > li');
  await expect(tickets).toHaveCount(12);
  // Every ticket whole on the screen, no scrolling: the dense grid, not two tickets per column.
  for (let i = 0; i < 12; i++) await expect(tickets.nth(i)).toBeInViewport({ ratio: 1 });
  // Oldest fired first; only the grill's lines, with the line's note.
  const first = board.locator(`li[data-order-id="${kitchen.orders[0].order_id}"]`);
  await expect(tickets.first()).toHaveAttribute('data-order-id', kitchen.orders[0].order_id);
  await expect(first).toContainText('1 × Smash Burger');
  await expect(first).toContainText('Note: No onions');
  await expect(first.getByTestId('ticket-choice')).toHaveText(['Extra cheese']);
  await expect(first).not.toContainText('Lime Soda');
  await expect(board.locator('li[data-age="fresh"]')).toHaveCount(12);
  expect(await axeViolations(page), 'station board').toEqual([]);

  // Past the warning threshold (5 min by default), then well past late (10 min): 42 minutes must look late.
  await page.clock.setSystemTime(start + 6 * 60_000);
  await expect(board.locator('li[data-age="warning"]')).toHaveCount(12);
  await page.clock.setSystemTime(start + 42 * 60_000);
  await expect(board.locator('li[data-age="late"]')).toHaveCount(12);
  await expect(first.getByTestId('ticket-elapsed')).toHaveText('42 min');
  await expect(first.getByTestId('ticket-header')).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  await expect(first).toContainText('Late');

  // Bump the oldest ticket: it leaves the board; recall brings it back.
  await first.getByRole('button', { name: /^Bump ticket / }).click();
  await expect(first).toHaveCount(0);
  await expect(tickets).toHaveCount(11);
  await expect(page.getByTestId('ticket-count')).toHaveText('11 tickets');
  // The recall names the ticket it brings back (its call number, or its order id until it has one).
  await page.getByRole('button', { name: /^Recall ./ }).click();
  await expect(first).toBeVisible();
  await expect(tickets).toHaveCount(12);

  // One line bumped: done on the ticket, which stays until its other grill line is done too.
  const second = board.locator(`li[data-order-id="${kitchen.orders[1].order_id}"]`);
  await second.getByRole('button', { name: 'Bump 2 × Smash Burger' }).click();
  await expect(second.getByRole('button', { name: 'Bump 2 × Smash Burger' })).toBeDisabled();
  await expect(tickets).toHaveCount(12);
  await second.getByRole('button', { name: 'Bump 1 × Masala Fries' }).click();
  await expect(second).toHaveCount(0);
  await expect(tickets).toHaveCount(11);
});

test('the expeditor sees each station’s progress and marks an order ready once every station is done', async ({ page, request }) => {
  const kitchen = await makeKitchen(request, 1);
  const till = await staffLogin(request, kitchen.cashier);
  const order = kitchen.orders[0];
  await api(request, till.token, 'post', '/kitchen/bump', { station_uuid: kitchen.grill, order_uuid: order.uuid });

  await page.goto('/app/login');
  await fillStaffLogin(page, kitchen.cashier);
  await page.getByTestId('mode-cashier').click();
  await page.goto('/app/cashier/kitchen');
  await page.getByRole('button', { name: 'Expeditor (all stations)' }).click();
  const ticket = page.getByRole('list', { name: 'Orders in the kitchen' }).locator(`li[data-order-id="${order.order_id}"]`);
  await expect(ticket.locator('[data-station="Grill"]')).toHaveAttribute('data-done', 'true');
  await expect(ticket.locator('[data-station="Drinks"]')).toHaveAttribute('data-done', 'false');
  const ready = ticket.getByTestId('ticket-ready');
  await expect(ready).toBeDisabled();
  await expect(ready).toHaveText('Waiting for stations');
  expect(await axeViolations(page), 'expeditor').toEqual([]);

  // The drinks station finishes (on another screen): the expeditor hears of it live.
  const setup = await api<{ stations: { uuid: string; name: string }[] }>(request, till.token, 'get', '/kitchen/setup');
  const drinks = setup.stations.find((s) => s.name === 'Drinks')!.uuid;
  await api(request, till.token, 'post', '/kitchen/bump', { station_uuid: drinks, order_uuid: order.uuid });
  await expect(ticket.locator('[data-station="Drinks"]')).toHaveAttribute('data-done', 'true');
  await expect(ready).toBeEnabled();
  await expect(ready).toHaveAccessibleName(/^Mark ready: /);
  await ready.click();
  await expect(ticket).toHaveCount(0);
  await expect
    .poll(async () => (await api<{ status: string }>(request, till.token, 'get', `/order/view/${order.uuid}`)).status)
    .toBe('ready');
});

test('bumps wait in the outbox while the network is down; a stale one comes back as a clear error and changes nothing', async ({ page, context, request }) => {
  const kitchen = await makeKitchen(request, 2);
  const till = await staffLogin(request, kitchen.cashier);
  const [stale, fine] = kitchen.orders;

  await page.goto('/app/login');
  await fillStaffLogin(page, kitchen.cashier);
  await page.getByTestId('mode-cashier').click();
  await page.goto(`/app/cashier/kitchen?station=${kitchen.grill}`);
  const board = page.getByRole('list', { name: 'Tickets of Grill' });
  await expect(board.locator(':scope > li')).toHaveCount(2);

  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false', { timeout: 30_000 });
  // Another screen bumps the first ticket meanwhile (the server has it: this one's bump is now stale).
  await api(request, till.token, 'post', '/kitchen/bump', { station_uuid: kitchen.grill, order_uuid: stale.uuid });
  await board.locator(`li[data-order-id="${stale.order_id}"]`).getByRole('button', { name: /^Bump ticket / }).click();
  await board.locator(`li[data-order-id="${fine.order_id}"]`).getByRole('button', { name: /^Bump ticket / }).click();
  // Both leave the board at once and wait in the outbox.
  await expect(board.locator(':scope > li')).toHaveCount(0);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '2');

  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: `Order ${stale.order_id} is already bumped` })).toBeVisible({ timeout: 30_000 });
  // The good one went through after it (its burger and fries); the stale one's line stays bumped once, by the other screen.
  const grillOf = async (uuid: string) => {
    const exp = await api<{ tickets: { order_uuid: string; stations: { name: string; bumped: number; lines: number }[] }[] }>(
      request, till.token, 'get', '/kitchen/expeditor');
    return exp.tickets.find((x) => x.order_uuid === uuid)?.stations.find((st) => st.name === 'Grill');
  };
  await expect.poll(() => grillOf(fine.uuid)).toMatchObject({ bumped: 2, lines: 2 });
  expect(await grillOf(stale.uuid)).toMatchObject({ bumped: 1, lines: 1 });
  await expect(board.locator(':scope > li')).toHaveCount(0);
});

test('the back office sets up a station with its routes, and the ticket timing', async ({ page, request }) => {
  const kitchen = await makeKitchen(request, 0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToBackOffice(page, COMPANY_OWNER);
  await page.getByRole('link', { name: 'Kitchen stations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen stations' })).toBeVisible();
  await page.goto(`/app/kitchen-stations?company=${kitchen.company}&store=${kitchen.store}`);
  const stations = page.getByRole('list', { name: 'Stations' });
  await expect(stations.getByTestId('station-row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Add station' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add station' });
  await dialog.getByLabel('Name').fill('Fryer');
  await choose(page, /products routed here/i, 'Masala Fries', true);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(stations.getByTestId('station-row').filter({ hasText: 'Fryer' })).toContainText('Masala Fries');

  await page.getByLabel('Warning after (minutes)').fill('3');
  await page.getByLabel('Late after (minutes)').fill('7');
  await choose(page, /lines with no route go to/i, 'Fryer');
  await page.getByRole('button', { name: 'Save timing' }).click();
  const owner = await staffLogin(request, COMPANY_OWNER);
  type Setup = {
    settings: { warn_minutes: number; late_minutes: number; default_station_uuid: string };
    stations: { uuid: string; name: string; product_uuids: string[] }[];
  };
  const read = () => api<Setup>(request, owner.token, 'get', '/kitchen/setup', { store_uuid: kitchen.store });
  await expect.poll(async () => (await read()).settings).toMatchObject({ warn_minutes: 3, late_minutes: 7 });
  const setup = await read();
  const fryer = setup.stations.find((st) => st.name === 'Fryer')!;
  expect(fryer.product_uuids).toHaveLength(1);
  expect(setup.settings.default_station_uuid).toBe(fryer.uuid);
});
