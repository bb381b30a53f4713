// The till with a rich menu: a cashier builds a latte on the modifier pad (defaults already chosen,
// oat milk and an extra shot one tap each, the running price), keeps a plain latte as its own line,
// changes the first line's milk after adding it, and pays cash. The receipt, the server's order, the
// live queue card all show the line's options (the kitchen's boards: kitchen-stations.spec.ts). The test makes its own option
// groups and products (a unique tag) at Globex East, so it depends on no seeded menu.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { api, openTill, staffLogin } from './helpers';
import { extrasGroup, milkGroup, sizeGroup } from './menu-fixtures';

const MANAGER = 'manager.east@globex.example.com';
const CASHIER = 'cashier.east@globex.example.com';

/** A latte of this test's own: size (Regular by default), milk (whole by default), extras. */
async function makeLatte(request: APIRequestContext): Promise<{ tag: string; name: string }> {
  const manager = await staffLogin(request, MANAGER);
  const store_uuid = manager.user.store_uuid;
  const tag = `T${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`;
  const categories = await api<{ uuid: string }[]>(request, manager.token, 'get', '/category/lists', { store_slug: manager.user.store_slug });
  const group = (body: Record<string, unknown>) => api<{ uuid: string }>(request, manager.token, 'post', '/option/group/create', { store_uuid, ...body });
  // The extras come first on the product: the pad still shows the required groups first.
  const extras = await group(extrasGroup(tag, 2));
  const milk = await group(milkGroup(tag));
  const size = await group(sizeGroup(tag, 'Regular'));
  const name = `Latte ${tag}`;
  await api(request, manager.token, 'post', '/product/create', {
    store_uuid,
    category_uuid: categories[0].uuid,
    name,
    price: 18_000,
    type: 'beverage',
    allergens: ['milk'],
    option_group_uuids: [extras.uuid, milk.uuid, size.uuid],
  });
  return { tag, name };
}

const option = (pad: ReturnType<Page['getByTestId']>, name: string) => pad.getByRole('button', { name: new RegExp(`^${name}\\b`) });

// The app's CSP allows only its own scripts; axe is injected by the test, not by the app.
test.use({ bypassCSP: true });

test.describe('the till with options', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a latte with oat milk and an extra shot on the pad, ' +
    'its milk changed on the ticket, paid in cash; the queue shows the options', async ({ page, request }) => {
    const latte = await makeLatte(request);
    await openTill(page, CASHIER);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill(latte.tag);
    const tile = page.getByRole('list', { name: 'Products' }).getByRole('button', { name: new RegExp(latte.name) });
    await expect(tile).toContainText('Options');

    // The pad: required groups first, defaults chosen, so Add is ready at once.
    await tile.click();
    const pad = page.getByTestId('modifier-pad');
    await expect(pad.getByRole('heading', { name: latte.name })).toBeVisible();
    const groups = pad.getByRole('group');
    await expect(groups.nth(0)).toHaveAccessibleName(`Size ${latte.tag}`);
    await expect(groups.nth(1)).toHaveAccessibleName(`Milk ${latte.tag}`);
    await expect(groups.nth(2)).toHaveAccessibleName(`Extras ${latte.tag}`);
    await expect(option(pad, 'Regular')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(pad, 'Whole milk')).toHaveAttribute('aria-pressed', 'true');
    await expect(pad.getByTestId('pad-price')).toHaveText('₹180.00');

    // One tap each; a second tap takes an extra off again.
    await option(pad, 'Oat milk').click();
    await expect(option(pad, 'Whole milk')).toHaveAttribute('aria-pressed', 'false');
    await option(pad, 'Extra shot').click();
    await expect(pad.getByTestId('pad-price')).toHaveText('₹250.00');
    await option(pad, 'Extra shot').click();
    await expect(pad.getByTestId('pad-price')).toHaveText('₹210.00');
    await option(pad, 'Extra shot').click();
    await option(pad, 'Large').click();
    await expect(pad.getByTestId('pad-add')).toHaveText('Add · ₹290.00');
    expect(await axeViolations(page), 'modifier pad').toEqual([]);
    await pad.getByTestId('pad-add').click();
    await expect(pad).toBeHidden();

    // A plain latte (the defaults) is a line of its own.
    await tile.click();
    await page.getByTestId('modifier-pad').getByTestId('pad-add').click();
    const lines = page.getByRole('region', { name: 'Ticket' }).getByTestId('ticket-line');
    await expect(lines).toHaveCount(2);
    const choicesOf = (i: number) => lines.nth(i).getByTestId('ticket-line-choices').getByRole('listitem');
    await expect(choicesOf(0)).toHaveText(['Extra shot+₹40.00', 'Oat milk+₹30.00', 'Large']);
    await expect(choicesOf(1)).toHaveText(['Whole milk', 'Regular']);
    expect(await axeViolations(page), 'ticket with options').toEqual([]);

    // Tapping the line opens the pad on its choices: soy instead of oat.
    await lines.nth(0).getByRole('button', { name: new RegExp(`^Change ${latte.name}`) }).click();
    const edit = page.getByTestId('modifier-pad');
    await expect(edit.getByText('Changing a line on the ticket')).toBeVisible();
    await expect(option(edit, 'Oat milk')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(edit, 'Extra shot')).toHaveAttribute('aria-pressed', 'true');
    await option(edit, 'Soy milk').click();
    await edit.getByRole('button', { name: `One more ${latte.name}` }).click();
    await expect(edit.getByTestId('pad-add')).toHaveText('Update · ₹560.00');
    await edit.getByTestId('pad-add').click();
    await expect(lines).toHaveCount(2);
    await expect(choicesOf(0)).toHaveText(['Extra shot+₹40.00', 'Soy milk+₹20.00', 'Large']);
    await expect(lines.nth(0).getByLabel(`Quantity of ${latte.name}`)).toHaveText('2');

    // Cash; the receipt lists the options under their line.
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Exact amount' }).click();
    await page.getByRole('button', { name: 'Take cash and place order' }).click();
    const orderId = (await page.getByTestId('receipt-order-id').textContent()) ?? '';
    expect(orderId).toMatch(/^ORD-[A-Z0-9]{8}$/);
    const receiptLines = page.getByTestId('receipt-line');
    await expect(receiptLines.nth(0)).toContainText(`2 × ${latte.name}`);
    await expect(receiptLines.nth(0)).toContainText('Soy milk');
    await expect(receiptLines.nth(0)).toContainText('Extra shot');
    await expect(receiptLines.nth(1)).toContainText('Whole milk');
    await expect(page.getByText('Confirmed')).toBeVisible();
    await page.getByRole('button', { name: 'Next order' }).click();

    // The server priced the lines the same way and kept what was chosen.
    const cashier = await staffLogin(request, CASHIER);
    const list = await api<{ items: { uuid: string; order_id: string }[] }>(request, cashier.token, 'get', '/order/list/store', {
      store_uuid: cashier.user.store_uuid,
      search: orderId,
    });
    const order = await api<{ items: { name: string; unit_price: number; quantity: number; options: { name: string }[] }[] }>(
      request,
      cashier.token,
      'get',
      `/order/view/${list.items[0].uuid}`,
    );
    const sold = order.items
      .map((i) => ({ quantity: i.quantity, unit_price: i.unit_price, options: i.options.map((o) => o.name).sort() }))
      .sort((a, b) => b.unit_price - a.unit_price);
    expect(sold).toEqual([
      { quantity: 2, unit_price: 28_000, options: ['Extra shot', 'Large', 'Soy milk'] },
      { quantity: 1, unit_price: 18_000, options: ['Regular', 'Whole milk'] },
    ]);

    // The live queue shows the options under each line (in whatever order the lines come).
    const lineOn = (orderCard: ReturnType<Page['locator']>, text: string) =>
      orderCard.locator('ul > li').filter({ hasText: text }).filter({ has: page.getByTestId('card-line-choices') });
    await page.getByRole('tab', { name: 'Order queue' }).click();
    const card = page.locator(`[data-order-id="${orderId}"]`);
    await expect(lineOn(card, `2 × ${latte.name}`).getByTestId('card-line-choices').getByRole('listitem')).toHaveText(['Extra shot', 'Soy milk', 'Large']);
    await expect(lineOn(card, `1 × ${latte.name}`).getByTestId('card-line-choices').getByRole('listitem')).toHaveText(['Whole milk', 'Regular']);
    expect(await axeViolations(page), 'queue').toEqual([]);
    // The kitchen's station boards (fired orders only) show a line's choices too: tests/e2e/kitchen-stations.spec.ts.
  });
});
