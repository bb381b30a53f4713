// The rich menu in the back office, in a real browser: a manager makes an option group with an
// option that carries its own allergen, offers it on a new product with allergens and dietary marks,
// and the public menu carries all of it; then the day's sold-out switch of that option (the store
// menu screen, also open to the store's cashier) takes it off the public menu's choices.
//
// Everything here is made with a unique tag at Globex West, where no other spec orders or counts a
// menu; no count of seeded data is assumed.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { choose, fillStaffLogin, signInToBackOffice, westPublicMenu } from './helpers';

const MANAGER = 'manager.west@globex.example.com';
const CASHIER = 'cashier.west@globex.example.com';

interface PublicOption {
  name: string;
  price: number;
  available: boolean;
  allergens: string[];
}
interface PublicItem {
  name: string;
  price: number;
  allergens: string[];
  may_contain: string[];
  dietary: string[];
  option_groups: { name: string; kind: string; required: boolean; options: PublicOption[] }[];
}

const publicMenu = (request: APIRequestContext, search: string, extra = '') => westPublicMenu<PublicItem>(request, search, extra);

test.describe('menu in the back office', () => {
  test('a manager makes a Milk group with oat milk, offers it on a new product with allergens, ' +
    'and sells oat milk out for the day', async ({ page, request, browser }) => {
    const tag = Date.now().toString(36);
    const group = `Milk ${tag}`;
    const productName = `Oat Flat White ${tag}`;
    await signInToBackOffice(page, MANAGER);

    // The option group: single choice, whole milk by default, oat milk +0.60 with cereals (gluten).
    await page.getByTestId('side-nav').getByRole('link', { name: 'Options' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Options' })).toBeVisible();
    await page.getByRole('link', { name: 'Add option group' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add option group' })).toBeVisible();
    await page.getByLabel(/^group name/i).fill(group);
    await expect(page.getByRole('combobox', { name: /^kind/i })).toHaveText('Single choice');
    // A single choice allows one: its maximum is fixed.
    await expect(page.getByLabel(/^maximum/i)).toBeDisabled();
    const rows = page.getByTestId('option-row');
    await expect(rows).toHaveCount(2);
    await rows.nth(0).getByLabel(/^option name/i).fill('Whole milk');
    await rows.nth(0).getByLabel('Default').check();
    await rows.nth(1).getByLabel(/^option name/i).fill('Oat milk');
    await rows.nth(1).getByLabel(/^price change/i).fill('0.60');
    await rows.nth(1).getByRole('combobox', { name: /^contains/i }).click();
    await page.getByRole('option', { name: 'Cereals containing gluten' }).click();
    await page.keyboard.press('Escape');
    await expect(rows.nth(1).getByTestId('option-allergens')).toContainText('Cereals containing gluten');
    // A third row that is then removed again.
    await page.getByRole('button', { name: 'Add option' }).click();
    await expect(rows).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove 3' }).click();
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: 'Create option group' }).click();
    await expect(page).toHaveURL(/\/app\/options$/);
    await page.getByLabel('Search groups or options').fill(tag);
    const groupRow = page.getByTestId('option-group-row');
    await expect(groupRow).toHaveCount(1);
    await expect(groupRow).toContainText(group);
    await expect(groupRow).toContainText('Single choice');
    await expect(groupRow.getByTestId('option-group-required')).toHaveText('Optional');
    await expect(groupRow.getByTestId('option-group-count')).toHaveText('2');

    // The product: contains milk, may contain tree nuts, vegetarian, offers the group.
    await page.getByTestId('side-nav').getByRole('link', { name: 'Product Management' }).click();
    await page.getByRole('link', { name: 'Add product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
    await choose(page, /^category/i, 'Beverages');
    await page.getByLabel(/^name/i).fill(productName);
    await page.getByLabel(/^price/i).fill('120.00');
    await choose(page, /^type/i, 'Beverage');
    await choose(page, /^contains \(allergens\)/i, 'Milk', true);
    await choose(page, /^may contain/i, 'Tree nuts', true);
    await page.getByTestId('product-dietary').getByRole('button', { name: 'Vegetarian' }).click();
    await page.getByLabel(/^energy/i).fill('140');
    await choose(page, /^add an option group/i, `${group} · Single choice`);
    const attached = page.getByTestId('product-group');
    await expect(attached).toHaveCount(1);
    await expect(attached).toContainText(group);
    await expect(attached).toContainText('Oat milk +₹0.60');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/app\/product$/);
    await page.getByLabel('Search products').fill(tag);
    const productRow = page.getByTestId('product-row');
    await expect(productRow).toHaveCount(1);
    await expect(productRow.getByTestId('product-marks')).toContainText('Vegetarian');
    await expect(productRow.getByTestId('product-allergen-chip')).toHaveText('1 allergen');

    // The public menu carries the product's allergens, marks and the group with its options.
    const [item] = await publicMenu(request, productName);
    expect(item).toMatchObject({ name: productName, price: 12000, allergens: ['milk'], may_contain: ['nuts'], dietary: ['vegetarian'] });
    expect(item.option_groups).toHaveLength(1);
    expect(item.option_groups[0]).toMatchObject({ name: group, kind: 'single', required: false });
    expect(item.option_groups[0].options.map((o) => [o.name, o.price, o.available, o.allergens])).toEqual([
      ['Whole milk', 0, true, []],
      ['Oat milk', 60, true, ['gluten']],
    ]);
    // The allergen filter hides it for a guest avoiding milk, not for one avoiding peanuts.
    expect(await publicMenu(request, productName, '&exclude_allergens=milk')).toHaveLength(0);
    expect(await publicMenu(request, productName, '&exclude_allergens=peanuts')).toHaveLength(1);
    // The group now counts one product.
    await page.getByTestId('side-nav').getByRole('link', { name: 'Options' }).click();
    await page.getByLabel('Search groups or options').fill(tag);
    await expect(page.getByTestId('option-group-row')).toHaveCount(1);
    await expect(page.getByTestId('option-group-row').filter({ hasText: group }).getByTestId('option-group-products')).toHaveText('1');

    // Today: oat milk runs out. The product stays on the menu; its oat milk does not.
    await page.getByTestId('side-nav').getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    const card = page.getByRole('article', { name: productName });
    await expect(card.getByRole('group', { name: group })).toBeVisible();
    const oat = card.getByRole('switch', { name: `Oat milk (${group}) available` });
    await expect(oat).toBeChecked();
    await oat.click();
    await expect(oat).not.toBeChecked();
    await expect(page.getByText('Option is sold out')).toBeVisible();
    await expect(card.getByTestId('menu-option').filter({ hasText: 'Oat milk' })).toContainText('Sold out');
    await expect(card.getByRole('switch', { name: `${productName} available` })).toBeChecked();
    await expect
      .poll(async () => (await publicMenu(request, productName))[0]?.option_groups[0].options.map((o) => [o.name, o.available]))
      .toEqual([
        ['Whole milk', true],
        ['Oat milk', false],
      ]);
    await page.reload();
    await expect(page.getByRole('article', { name: productName }).getByRole('switch', { name: `Oat milk (${group}) available` })).not.toBeChecked();

    // The store's cashier has this one screen too (from the till), and brings oat milk back.
    const cashierContext = await browser.newContext();
    const till = await cashierContext.newPage();
    await till.goto('/app/login');
    await fillStaffLogin(till, CASHIER);
    await expect(till).toHaveURL(/\/app\/welcome$/);
    await till.goto('/app/menu');
    await expect(till.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(till.getByRole('link', { name: 'Back to the till' })).toBeVisible();
    const tillOat = till.getByRole('article', { name: productName }).getByRole('switch', { name: `Oat milk (${group}) available` });
    await expect(tillOat).not.toBeChecked();
    await tillOat.click();
    await expect(tillOat).toBeChecked();
    await expect.poll(async () => (await publicMenu(request, productName))[0]?.option_groups[0].options.every((o) => o.available)).toBe(true);
    // Other catalogue screens stay closed to a cashier.
    await till.goto('/app/options');
    await expect(till).toHaveURL(/\/app\/unauthorized$/);
    await cashierContext.close();
  });
});
