// The rich menu at the kiosk: a guest builds "large latte, oat milk, extra shot" in the product sheet
// and takes a combo offered by "Make it a meal?", pays at the counter, and the cart, the receipt and
// the server's order all carry the options; the same order taken offline reaches the server exactly
// once with its options and the option prices it showed; the allergen filter hides what a guest
// cannot eat; "No thanks" keeps a main alone; a manager marks oat milk sold out and the next guest is
// no longer offered it.
//
// Each test makes its own menu through the API (option groups, a latte, a wrap, drinks and a combo,
// all named with a unique tag and sorted last in their categories), so no other spec's data and no
// seeded count matters, and switching its oat milk off disturbs nobody else.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { api, CASHIER, fillStaffLogin } from './helpers';
import { bindByApi, type Binding } from './kiosk-helpers';
import { extrasGroup, milkGroup, sizeGroup } from './menu-fixtures';

interface Menu {
  tag: string;
  latte: string;
  wrap: string;
  combo: string;
  soda: string;
  oat: string;
}

/** A menu of this test's own in the kiosk's store. */
async function makeMenu(request: APIRequestContext, manager: string, binding: Binding): Promise<Menu> {
  const tag = Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);
  const categories = (
    (await (await request.get('/api/v1/category/lists', { params: { store_slug: 'acme-hq' } })).json()) as { data: { uuid: string; name: string }[] }
  ).data;
  const category = (name: string) => categories.find((c) => c.name === name)?.uuid ?? categories[0].uuid;
  const store_uuid = binding.store_uuid;
  type Group = { uuid: string; options: { uuid: string; name: string }[] };
  const group = (body: Record<string, unknown>) => api<Group>(request, manager, 'post', '/option/group/create', { store_uuid, ...body });
  const size = await group(sizeGroup(tag));
  const milk = await group(milkGroup(tag));
  const extras = await group(extrasGroup(tag, 3));
  const product = (body: Record<string, unknown>) =>
    api<{ uuid: string }>(request, manager, 'post', '/product/create', { store_uuid, sort_order: 100_000, ...body });
  const latte = await product({
    category_uuid: category('Beverages'),
    name: `Latte ${tag}`,
    price: 18_000,
    type: 'beverage',
    allergens: ['milk'],
    dietary: ['vegetarian'],
    option_group_uuids: [size.uuid, milk.uuid, extras.uuid],
  });
  const wrap = await product({
    category_uuid: category('Mains'),
    name: `Paneer Wrap ${tag}`,
    price: 12_000,
    type: 'veg',
    allergens: ['gluten', 'milk'],
    may_contain: ['sesame'],
    dietary: ['vegetarian'],
    spicy_level: 2,
  });
  const tea = await product({ category_uuid: category('Beverages'), name: `Iced Tea ${tag}`, price: 6_000, type: 'beverage', dietary: ['vegan'] });
  const soda = await product({ category_uuid: category('Beverages'), name: `Lime Soda ${tag}`, price: 5_000, type: 'beverage', dietary: ['vegan'] });
  const combo = await product({
    category_uuid: category('Mains'),
    name: `Wrap Meal ${tag}`,
    price: 16_000,
    type: 'veg',
    is_combo: true,
    combo_slots: [
      { name: 'Main', min_select: 1, max_select: 1, items: [{ product_uuid: wrap.uuid, upcharge: 0 }] },
      {
        name: 'Drink',
        min_select: 1,
        max_select: 1,
        items: [
          { product_uuid: tea.uuid, upcharge: 0 },
          { product_uuid: soda.uuid, upcharge: 1_000 },
        ],
      },
    ],
  });
  return { tag, latte: latte.uuid, wrap: wrap.uuid, combo: combo.uuid, soda: soda.uuid, oat: milk.options.find((o) => o.name === 'Oat milk')!.uuid };
}

/** A kiosk bound through the API with a menu of the test's own, started on that menu. */
async function kioskWithMenu(page: Page, request: APIRequestContext, name: string): Promise<{ binding: Binding; manager: string; m: Menu }> {
  const { binding, manager } = await bindByApi(page, request, name);
  const m = await makeMenu(request, manager, binding);
  await page.goto('/app/kiosk');
  await page.getByTestId('kiosk-start').click();
  return { binding, manager, m };
}

/** From the menu: a large latte with oat milk and an extra shot, then the wrap as a meal with lime soda. */
async function buildOrder(page: Page, tag: string) {
  const latteCard = page.getByTestId('kiosk-product').filter({ hasText: `Latte ${tag}` });
  await latteCard.getByRole('button', { name: `Choose Latte ${tag}` }).click();
  const sheet = page.getByRole('dialog', { name: `Latte ${tag}` });
  const add = sheet.getByTestId('sheet-add');
  // A size has no default: Add waits for it, and says what is missing.
  await expect(add).toBeDisabled();
  await expect(sheet.getByTestId('sheet-hint')).toHaveText(`Still to choose: Size ${tag}`);
  await sheet.getByRole('radio', { name: /^Large/ }).check();
  await expect(add).toHaveText('Add · ₹220.00');
  await sheet.getByRole('radio', { name: /^Oat milk/ }).check();
  await sheet.getByRole('checkbox', { name: /^Extra shot/ }).check();
  await expect(add).toHaveText('Add · ₹290.00');
  // The line as it stands contains milk (the latte) and gluten (the oat milk).
  await expect(sheet.getByTestId('sheet-allergens')).toContainText('Milk');
  await expect(sheet.getByTestId('sheet-allergens')).toContainText('Gluten');
  await add.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('kiosk-cart-summary')).toContainText('1 item · ₹290.00');

  // The wrap is a plain product: one tap adds it, and since it is a combo's main, "Make it a meal?".
  await page.getByTestId('kiosk-product').filter({ hasText: `Paneer Wrap ${tag}` }).getByRole('button', { name: `Add Paneer Wrap ${tag}` }).click();
  await expect(page.getByTestId('kiosk-cart-summary')).toContainText('2 items · ₹410.00');
  const offer = page.getByRole('region', { name: 'Make it a meal?' });
  await offer.getByRole('button', { name: new RegExp(`^Make it a meal\\s*Wrap Meal ${tag}`) }).click();
  // The meal takes the wrap's place.
  await expect(offer).toBeHidden();
  await expect(page.getByTestId('kiosk-cart-summary')).toContainText('1 item · ₹290.00');
  const meal = page.getByRole('dialog', { name: `Wrap Meal ${tag}` });
  // The wrap is chosen already: the sheet opens on the drink, the last step.
  await expect(meal.getByTestId('sheet-combo-step')).toHaveAttribute('data-step', '2');
  await expect(meal.getByText('Step 2 of 2')).toBeVisible();
  await expect(meal.getByTestId('sheet-add')).toBeDisabled();
  await meal.getByRole('button', { name: 'Back' }).click();
  await expect(meal.getByRole('radio', { name: new RegExp(`^Paneer Wrap ${tag}`) })).toBeChecked();
  await meal.getByTestId('sheet-next').click();
  await meal.getByRole('radio', { name: new RegExp(`^Lime Soda ${tag}`) }).check();
  await expect(meal.getByTestId('sheet-add')).toHaveText('Add · ₹170.00');
  await meal.getByTestId('sheet-add').click();
  await expect(meal).toBeHidden();
  await expect(page.getByTestId('kiosk-cart-summary')).toContainText('2 items · ₹460.00');

  await page.getByRole('button', { name: 'View order' }).click();
  const lines = page.getByTestId('kiosk-cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('line-choices')).toHaveText(/Large\s*Oat milk\s*\+₹30\.00\s*Extra shot\s*\+₹40\.00/);
  await expect(lines.nth(1).getByTestId('line-choices')).toHaveText(new RegExp(`Main: Paneer Wrap ${tag}\\s*Drink: Lime Soda ${tag}\\s*\\+₹10\\.00`));

  // Change opens the line as it is; a quantity of 2 there is the same line, not a second one.
  await lines.nth(0).getByRole('button', { name: `Change Latte ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: `Latte ${tag}` });
  await expect(edit.getByRole('radio', { name: /^Large/ })).toBeChecked();
  await expect(edit.getByRole('radio', { name: /^Oat milk/ })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: /^Extra shot/ })).toBeChecked();
  await edit.getByRole('button', { name: 'One more' }).click();
  await expect(edit.getByTestId('sheet-add')).toHaveText('Update · ₹580.00');
  await edit.getByRole('button', { name: 'One less' }).click();
  await edit.getByTestId('sheet-add').click();
  await expect(edit).toBeHidden();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('kiosk-total')).toContainText('₹483.00');
}

async function payAtCounter(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Place order' }).click();
  const number = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
  expect(number).toMatch(/^ORD-[A-Z0-9]{8}$/);
  return number;
}

async function expectReceiptOptions(page: Page, tag: string) {
  const receipt = page.locator('#kiosk-receipt');
  const latte = receipt.getByTestId('kiosk-receipt-line').filter({ hasText: `Latte ${tag}` });
  await expect(latte).toContainText(`1 × Latte ${tag}`);
  await expect(latte.getByTestId('line-choices')).toHaveText(/Large\s*Oat milk\s*\+₹30\.00\s*Extra shot\s*\+₹40\.00/);
  const meal = receipt.getByTestId('kiosk-receipt-line').filter({ hasText: `Wrap Meal ${tag}` });
  await expect(meal.getByTestId('line-choices')).toHaveText(new RegExp(`Main: Paneer Wrap ${tag}\\s*Drink: Lime Soda ${tag}\\s*\\+₹10\\.00`));
}

interface OrderView {
  order_id: string;
  placed_offline: boolean;
  needs_review?: boolean;
  subtotal: number;
  items: {
    product_uuid: string;
    unit_price: number;
    base_price: number | null;
    quantity: number;
    options: { name: string; price: number; kind: string }[];
    combo: { slot_name: string; name: string; upcharge: number }[];
  }[];
}

/** The server's order: the lines priced by the server with the options and combo snapshot. */
function expectServerOrder(order: OrderView, m: Menu) {
  const latte = order.items.find((i) => i.product_uuid === m.latte);
  expect(latte).toMatchObject({ unit_price: 29_000, base_price: 22_000, quantity: 1 });
  expect(latte?.options.map((o) => [o.name, o.price, o.kind])).toEqual([
    ['Large', 22_000, 'size'],
    ['Oat milk', 3_000, 'single'],
    ['Extra shot', 4_000, 'multiple'],
  ]);
  const meal = order.items.find((i) => i.product_uuid === m.combo);
  expect(meal).toMatchObject({ unit_price: 17_000, quantity: 1, options: [] });
  expect(meal?.combo.map((c) => [c.slot_name, c.name, c.upcharge])).toEqual([
    ['Main', `Paneer Wrap ${m.tag}`, 0],
    ['Drink', `Lime Soda ${m.tag}`, 1_000],
  ]);
  expect(order.subtotal).toBe(46_000);
}

async function ordersTagged(request: APIRequestContext, manager: string, storeUuid: string, tag: string) {
  const res = await request.get('/api/v1/order/list/store', {
    headers: { 'x-auth-token': manager },
    params: { store_uuid: storeUuid, search: tag, limit: 100 },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { total: number; items: { order_id: string }[] } }).data;
}

const viewOrder = async (request: APIRequestContext, manager: string, id: string): Promise<OrderView> =>
  ((await (await request.get(`/api/v1/order/view/${id}`, { headers: { 'x-auth-token': manager } })).json()) as { data: OrderView }).data;

test('a guest builds a large oat latte with an extra shot and a meal, pays at the counter; ' +
  'cart, receipt, the server’s order and the queue carry the options', async ({ page, request, browser }) => {
  const { manager, m } = await kioskWithMenu(page, request, 'Menu kiosk');
  await buildOrder(page, m.tag);
  const number = await payAtCounter(page, `Guest ${m.tag}`);
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible();
  await expectReceiptOptions(page, m.tag);
  // The printed receipt (80 mm) keeps the options.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#kiosk-receipt').getByText('Oat milk')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const order = await viewOrder(request, manager, number);
  expect(order.placed_offline).toBe(false);
  expectServerOrder(order, m);

  // The store's till (a browser of its own: the kiosk keeps its device session) sees the options on
  // the order's queue card.
  const till = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const staff = await till.newPage();
    await staff.goto('/app/login');
    await fillStaffLogin(staff, CASHIER);
    await expect(staff).toHaveURL(/\/app\/welcome$/);
    await staff.getByTestId('mode-cashier').click();
    // (The kitchen's station boards show a line's choices too: tests/e2e/kitchen-stations.spec.ts.)
    for (const [tab, path] of [['Order queue', /\/app\/cashier\/queue$/]] as const) {
      await staff.getByRole('tab', { name: tab }).click();
      await expect(staff).toHaveURL(path);
      const card = staff.locator(`[data-order-id="${number}"]`);
      const latte = card.locator('ul > li').filter({ hasText: `Latte ${m.tag}` }).getByTestId('card-line-choices');
      await expect(latte.getByRole('listitem')).toHaveText(['Large', 'Oat milk', 'Extra shot'].map((o) => new RegExp(o)));
      await expect(card.locator('ul > li').filter({ hasText: `Wrap Meal ${m.tag}` }).getByTestId('card-line-choices')).toContainText(`Lime Soda ${m.tag}`);
    }
  } finally {
    await till.close();
  }
});

test('the same order taken offline keeps its options and reaches the server exactly once, at the prices it showed', async ({ page, context, request }) => {
  const { binding, manager, m } = await kioskWithMenu(page, request, 'Offline menu kiosk');
  await expect(page.getByTestId('kiosk-product').filter({ hasText: `Latte ${m.tag}` })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false', { timeout: 30_000 });
  const sent: { body: unknown } = { body: null };
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/checkout/guest') && r.method() === 'POST') sent.body = r.postDataJSON();
  });
  await buildOrder(page, m.tag);
  const number = await payAtCounter(page, `Offline ${m.tag}`);
  await expect(page.getByTestId('kiosk-receipt-pending')).toBeVisible();
  await expectReceiptOptions(page, m.tag);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '1');
  expect((await ordersTagged(request, manager, binding.store_uuid, m.tag)).total).toBe(0);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible();
  const after = await ordersTagged(request, manager, binding.store_uuid, m.tag);
  expect(after.items.map((o) => o.order_id)).toEqual([number]);

  // What went: each line with its choices, the product prices and the option prices the kiosk showed.
  expect(sent.body).toMatchObject({
    placed_offline: true,
    items: [
      { product_uuid: m.latte, quantity: 1, options: expect.arrayContaining([m.oat]) },
      { product_uuid: m.combo, quantity: 1, combo: expect.arrayContaining([expect.objectContaining({ product_uuid: m.soda })]) },
    ],
    offline_prices: expect.arrayContaining([{ product_uuid: m.latte, unit_price: 18_000 }]),
    offline_option_prices: expect.arrayContaining([{ option_uuid: m.oat, price: 3_000 }]),
  });
  const order = await viewOrder(request, manager, number);
  expect(order.placed_offline).toBe(true);
  // The prices were in force: honoured, nothing for a manager to check.
  expect(order.needs_review ?? false).toBe(false);
  expectServerOrder(order, m);
});

test('the allergen filter hides what a guest cannot eat and warns about an option; ' +
  'oat milk marked sold out is no longer offered to the next guest', async ({ page, request }) => {
  const { manager, m } = await kioskWithMenu(page, request, 'Allergen kiosk');
  const wrap = page.getByTestId('kiosk-product').filter({ hasText: `Paneer Wrap ${m.tag}` });
  const latte = page.getByTestId('kiosk-product').filter({ hasText: `Latte ${m.tag}` });
  await expect(wrap).toHaveCount(1);

  await page.getByTestId('kiosk-allergen-filter').click();
  const filter = page.getByRole('dialog', { name: 'Allergens: hide dishes' });
  await filter.getByRole('button', { name: 'Gluten' }).click();
  await expect(filter.getByRole('button', { name: 'Gluten' })).toHaveAttribute('aria-pressed', 'true');
  await filter.getByTestId('kiosk-allergen-done').click();
  await expect(page.getByTestId('kiosk-filter-strip')).toContainText('Hiding dishes with: Gluten');
  // The wrap contains gluten: hidden. The latte does not (its oat milk does: marked in the sheet).
  await expect(wrap).toHaveCount(0);
  await latte.getByRole('button', { name: `Choose Latte ${m.tag}` }).click();
  const sheet = page.getByRole('dialog', { name: `Latte ${m.tag}` });
  await expect(sheet.getByTestId('sheet-option').filter({ hasText: 'Oat milk' })).toContainText('Contains: Gluten');
  await expect(sheet.getByTestId('sheet-allergen-warning')).toHaveCount(0);
  await sheet.getByRole('radio', { name: /^Oat milk/ }).check();
  await expect(sheet.getByTestId('sheet-allergen-warning')).toContainText('Contains Gluten, which you chose to avoid.');
  await sheet.getByRole('button', { name: 'Close' }).click();

  // The kitchen runs out of oat milk while this guest orders an iced tea (a combo's drink, not its main: no meal offered).
  await api(request, manager, 'put', '/option/change/status', { uuid: m.oat, is_available: false });
  await page.getByTestId('kiosk-product').filter({ hasText: `Iced Tea ${m.tag}` }).getByRole('button', { name: `Add Iced Tea ${m.tag}` }).click();
  await expect(page.getByTestId('kiosk-cart-summary')).toContainText('1 item · ₹60.00');
  await expect(page.getByRole('region', { name: 'Make it a meal?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'View order' }).click();
  await payAtCounter(page, `Tea ${m.tag}`);
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // The next guest: the filter was the last guest's (cleared), and the menu is read again.
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-filter-strip')).toHaveCount(0);
  await expect(wrap).toHaveCount(1);
  // This guest takes the wrap alone: "No thanks" leaves it in the order, and the offer is not repeated.
  await wrap.getByRole('button', { name: `Add Paneer Wrap ${m.tag}` }).click();
  await page.getByRole('region', { name: 'Make it a meal?' }).getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('region', { name: 'Make it a meal?' })).toHaveCount(0);
  await wrap.getByRole('button', { name: `Add Paneer Wrap ${m.tag}` }).click();
  await expect(page.getByRole('region', { name: 'Make it a meal?' })).toHaveCount(0);
  await expect(page.getByTestId('kiosk-cart-summary')).toContainText('2 items · ₹240.00');
  await latte.getByRole('button', { name: `Choose Latte ${m.tag}` }).click();
  const next = page.getByRole('dialog', { name: `Latte ${m.tag}` });
  await expect(next.getByRole('radio', { name: /^Oat milk/ })).toBeDisabled();
  await expect(next.getByTestId('sheet-option').filter({ hasText: 'Oat milk' })).toContainText('Sold out');
  await expect(next.getByRole('radio', { name: /^Whole milk/ })).toBeChecked();
});

/** Visible buttons and choice rows inside `scope` smaller than `min` px high (or wide, for buttons). */
async function smallTargets(page: Page, scope: string, min: number): Promise<string[]> {
  return page.evaluate(
    ([sel, m]) => {
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll(`${sel} button, ${sel} [role=button], ${sel} label`))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || el.closest('.MuiInputBase-root, .MuiFormControl-root > label.MuiInputLabel-root')) continue;
        if (r.height < m || r.width < m) {
          out.push(`${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)} ${Math.round(r.width)}x${Math.round(r.height)}`);
        }
      }
      return out;
    },
    [scope, min] as const,
  );
}

test.describe('at the counter, in portrait', () => {
  test.use({ viewport: { width: 1080, height: 1920 }, bypassCSP: true });

  test('the allergen filter, the meal offer and the product sheet have no WCAG A/AA violations, ' +
    'and the sheet’s targets are 64 px', async ({ page, request }) => {
    const { m } = await kioskWithMenu(page, request, 'Axe menu kiosk');
    await page.getByTestId('kiosk-allergen-filter').click();
    await page.getByRole('dialog', { name: 'Allergens: hide dishes' }).getByRole('button', { name: 'Peanuts' }).click();
    expect(await axeViolations(page), 'allergen filter').toEqual([]);
    await page.getByTestId('kiosk-allergen-done').click();
    await page.getByTestId('kiosk-product').filter({ hasText: `Paneer Wrap ${m.tag}` }).getByRole('button', { name: `Add Paneer Wrap ${m.tag}` }).click();
    await expect(page.getByRole('region', { name: 'Make it a meal?' })).toBeVisible();
    expect(await axeViolations(page), 'menu with the filter strip and the meal offer').toEqual([]);
    expect(await smallTargets(page, '[data-testid="kiosk-meal-offer"]', 64), 'meal offer targets').toEqual([]);

    await page.getByTestId('kiosk-product').filter({ hasText: `Latte ${m.tag}` }).getByRole('button', { name: `Choose Latte ${m.tag}` }).click();
    const sheet = page.getByRole('dialog', { name: `Latte ${m.tag}` });
    await expect(sheet.getByTestId('sheet-hint')).toHaveText(`Still to choose: Size ${m.tag}`);
    expect(await axeViolations(page), 'latte sheet, a size still to choose').toEqual([]);
    await sheet.getByRole('radio', { name: /^Large/ }).check();
    await sheet.getByRole('radio', { name: /^Oat milk/ }).check();
    await expect(sheet.getByTestId('sheet-add')).toBeEnabled();
    expect(await axeViolations(page), 'latte sheet, ready to add').toEqual([]);
    expect(await smallTargets(page, '[data-testid="product-sheet"]', 64), 'latte sheet targets').toEqual([]);
    await sheet.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('region', { name: 'Make it a meal?' }).getByRole('button', { name: new RegExp(`^Make it a meal\\s*Wrap Meal ${m.tag}`) }).click();
    const meal = page.getByRole('dialog', { name: `Wrap Meal ${m.tag}` });
    await expect(meal.getByTestId('sheet-combo-step')).toBeVisible();
    expect(await axeViolations(page), 'combo sheet').toEqual([]);
    expect(await smallTargets(page, '[data-testid="product-sheet"]', 64), 'combo sheet targets').toEqual([]);
  });
});
